/**
 * @jest-environment node
 */
/**
 * The patch files themselves: patch-package, installing a patch whose change leaves a file without a
 * final newline (`\ No newline at end of file`), drops that file's last line. The installed package
 * then lacks it (for gatsby-source-strapi, the `exports.` line of the last function), although the
 * checkout the patch was made in works. So no patch may end a file that way: add the newline to the
 * patched file in node_modules before running patch-package.
 */
import fs from 'node:fs';
import path from 'node:path';

const patches = fs.readdirSync(__dirname).filter((name) => name.endsWith('.patch'));

test('there are patches to check', () => {
  expect(patches.length).toBeGreaterThan(0);
});

test.each(patches)('%s leaves every file it changes ending in a newline', (name) => {
  const text = fs.readFileSync(path.join(__dirname, name), 'utf8');
  const files = [...text.matchAll(/^diff --git a\/(\S+)/gm)].map((match) => match[1]);
  const sections = text.split(/^diff --git /m).slice(1);
  const withoutNewline = sections
    .map((section, at) => ({ file: files[at], ends: /^\\ No newline at end of file$/m.test(section) }))
    .filter(({ ends }) => ends)
    .map(({ file }) => file);
  expect(withoutNewline).toEqual([]);
});
