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
import { spawnSync } from 'node:child_process';

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

describe("the install's postinstall", () => {
  const root = path.join(__dirname, '..');
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  // patch-package as the install runs it, with the install's own flags, on one patch in a folder of its own.
  const command = /^patch-package(?: --[\w-]+)*/.exec(scripts.postinstall)?.[0] ?? '';
  const applying = (name: string, text: string) => {
    const dir = fs.mkdtempSync(path.join(root, '.patch-check-'));
    try {
      fs.writeFileSync(path.join(dir, name), text);
      return spawnSync('npx', [...command.split(' '), '--patch-dir', path.relative(root, dir)], {
        cwd: root,
        encoding: 'utf8',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  // The smallest patch, already applied by the install: patch-package accepts a patch it finds applied.
  const [smallest] = [...patches].sort(
    (a, b) => fs.statSync(path.join(__dirname, a)).size - fs.statSync(path.join(__dirname, b)).size,
  );
  const smallestPatch = () => fs.readFileSync(path.join(__dirname, smallest), 'utf8');

  test('applies patch-package, and accepts a patch as it is', () => {
    expect(command).toMatch(/^patch-package/);
    expect(applying(smallest, smallestPatch()).status).toBe(0);
  });

  test('fails on a patch made for another version of its package', () => {
    // `<package>+<version>[+<sequence>+<name>].patch`, its version changed.
    const renamed = smallest.replace(/^(.+?)\+\d[\w.-]*((?:\+\d+\+[\w-]+)?\.patch)$/, '$1+0.0.1$2');
    expect(renamed).not.toBe(smallest);
    const result = applying(renamed, smallestPatch());
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/0\.0\.1/);
  });

  test('fails on a patch that does not apply', () => {
    // The first hunk's first line of context changed: it matches the package neither before nor after
    // the patch, so the patch neither applies nor shows as applied.
    const lines = smallestPatch().split('\n');
    const context = lines.findIndex(
      (line, at) => at > lines.findIndex((l) => l.startsWith('@@')) && line.startsWith(' '),
    );
    lines[context] += ' /* a line the package does not have */';
    const broken = lines.join('\n');
    const result = applying(smallest, broken);
    expect(result.status).not.toBe(0);
  });
});
