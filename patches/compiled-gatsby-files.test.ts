/**
 * @jest-environment node
 */
/**
 * patches/gatsby+5.16.1+003+compiled-gatsby-files.patch: a build whose gatsby-config and gatsby-node sources (and every local
 * file they import) are unchanged keeps the files compiled by the build before, without starting
 * Parcel; a changed import, or a new gatsby-* file, compiles again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Gatsby's own compile step, as the patched package runs it at the start of every build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS internal of Gatsby
const { compileGatsbyFiles } = require('gatsby/dist/utils/parcel/compile-gatsby-files') as {
  compileGatsbyFiles: (siteRoot: string) => Promise<void>;
};

/** Each compile starts Parcel in a worker process: 2-4 s apiece on two cores. */
const THREE_COMPILES_MS = 90_000;

let root: string;
const compiled = (name: string) => path.join(root, '.cache', 'compiled', name);
/** A file of our own in the output folder: Gatsby empties that folder whenever it compiles. */
const leaveMarker = () => fs.writeFileSync(compiled('marker'), '');
const compiledAgain = () => !fs.existsSync(compiled('marker'));

const cwd = process.cwd();
beforeAll(() => {
  process.env.PARCEL_WORKERS = '0';
});
afterAll(() => process.chdir(cwd));
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-gatsby-files-'));
  fs.mkdirSync(path.join(root, 'lib'));
  fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "site", "private": true }');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  fs.writeFileSync(path.join(root, 'lib', 'title.ts'), "export const title = 'first';\n");
  fs.writeFileSync(
    path.join(root, 'gatsby-config.ts'),
    "import { title } from './lib/title';\nexport default { siteMetadata: { title } };\n",
  );
  // Gatsby builds in the site's folder, and Parcel takes its project root from there.
  process.chdir(root);
});
afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(root, { recursive: true, force: true });
});

test(
  'unchanged sources keep the compiled files; a changed import or a new gatsby file compiles again',
  async () => {
    await compileGatsbyFiles(root);
    expect(fs.readFileSync(compiled('gatsby-config.js'), 'utf8')).toContain('first');

    leaveMarker();
    await compileGatsbyFiles(root);
    expect(compiledAgain()).toBe(false);

    fs.writeFileSync(path.join(root, 'lib', 'title.ts'), "export const title = 'second';\n");
    await compileGatsbyFiles(root);
    expect(compiledAgain()).toBe(true);
    expect(fs.readFileSync(compiled('gatsby-config.js'), 'utf8')).toContain('second');

    leaveMarker();
    fs.writeFileSync(path.join(root, 'gatsby-node.ts'), 'export const onPreInit = () => {};\n');
    await compileGatsbyFiles(root);
    expect(compiledAgain()).toBe(true);
    expect(fs.existsSync(compiled('gatsby-node.js'))).toBe(true);
  },
  THREE_COMPILES_MS,
);
