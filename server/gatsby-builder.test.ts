/** @jest-environment node */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { AFTER_LIVE, builderSteps, GatsbyBuilder } from './gatsby-builder';
import { ROOT } from './paths';
import { writeSearchIndex, type SearchIndexCounts } from './search-index';

// The builder's own work on a folder of its own: Gatsby is a fake process that writes one page, the
// CMS's redirects are none, Pagefind writes a file naming the page it indexed.
jest.mock('./paths', () => {
  const { mkdtempSync } = jest.requireActual<typeof fs>('node:fs');
  const { tmpdir } = jest.requireActual<typeof os>('node:os');
  return { ...jest.requireActual('./paths'), ROOT: mkdtempSync(`${tmpdir()}/gatsby-builder-`) };
});
jest.mock('./redirects', () => ({ writeRedirects: async () => [] }));
jest.mock('./search-index', () => ({ ...jest.requireActual('./search-index'), writeSearchIndex: jest.fn() }));
jest.mock('./standby', () => ({
  gatsbyCacheState: async () => '',
  Standby: class {
    take = async () => ({ child: mockGatsbyBuild(), ahead: false });
    prepare = async () => undefined;
    stop = async () => undefined;
  },
}));

const publicDir = path.join(ROOT, 'public');
let version = 0;

/** `gatsby build` as the builder sees it: it reads the CMS from stdin, writes public/, exits 0. */
function mockGatsbyBuild() {
  const child = Object.assign(new EventEmitter(), {
    pid: 1,
    stdout: new PassThrough(),
    stderr: new PassThrough(),
    stdin: new PassThrough(),
  });
  child.stdin.on('finish', () => {
    fs.mkdirSync(publicDir, { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'index.html'), `<main>version ${++version}</main>`);
    child.emit('close', 0, null);
  });
  return child;
}

const indexed = jest.mocked(writeSearchIndex).mockImplementation(async (siteDir): Promise<SearchIndexCounts> => {
  fs.mkdirSync(path.join(siteDir, 'pagefind'), { recursive: true });
  const page = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(siteDir, 'pagefind', 'pagefind-entry.json'), page);
  return { pages: 1, faqEntries: 0, languages: ['en'], ms: 1 };
});

let log = '';
const output = Object.assign(new PassThrough(), {
  write: (chunk: string | Buffer) => ((log += chunk.toString()), true),
});
let current: string | null = null;
const builder = new GatsbyBuilder({
  cmsUrl: 'http://cms.test',
  token: () => 'token',
  output,
  current: () => current,
});

/** A build into a fresh folder, its step lines, and what it hands the queue to run once it is live. */
async function build() {
  const dir = fs.mkdtempSync(path.join(ROOT, 'build-'));
  log = '';
  const afterLive = await builder.build(dir);
  current = dir;
  return { dir, afterLive, steps: builderSteps(log).map(([name]) => name) };
}
const searchIndexIn = (dir: string) => fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8');

afterAll(() => fs.rmSync(ROOT, { recursive: true, force: true }));

test("the first build is indexed before it goes live: there is no index of this site's to serve yet", async () => {
  const first = await build();
  expect(first.afterLive).toBeUndefined();
  expect(searchIndexIn(first.dir)).toBe('<main>version 1</main>');
  expect(first.steps.indexOf('search index')).toBeLessThan(first.steps.indexOf('copy into the build directory'));
});

test('a later build goes live with the last index; its own is written after, into a second directory', async () => {
  indexed.mockClear();
  const live = await build();
  expect(indexed).not.toHaveBeenCalled();
  expect(fs.readFileSync(path.join(live.dir, 'index.html'), 'utf8')).toBe('<main>version 2</main>');
  expect(searchIndexIn(live.dir)).toBe('<main>version 1</main>');
  expect(live.steps).not.toContain('search index');

  log = '';
  const indexedDir = fs.mkdtempSync(path.join(ROOT, 'build-'));
  await live.afterLive!(indexedDir);
  expect(indexed).toHaveBeenCalledTimes(1);
  expect(searchIndexIn(indexedDir)).toBe('<main>version 2</main>');
  // The live build is not written to; the pages are links to its files.
  expect(searchIndexIn(live.dir)).toBe('<main>version 1</main>');
  expect(fs.statSync(path.join(indexedDir, 'index.html')).ino).toBe(fs.statSync(path.join(live.dir, 'index.html')).ino);
  // The step lines the bench reads: the index and the copy, marked as after live.
  expect(builderSteps(log).map(([name]) => name)).toEqual([
    `search index${AFTER_LIVE}`,
    `copy into the build directory${AFTER_LIVE}`,
  ]);
});

test('a build without an index in public/ (a cleaned cache) is indexed before it goes live again', async () => {
  fs.rmSync(path.join(publicDir, 'pagefind'), { recursive: true });
  const again = await build();
  expect(again.afterLive).toBeUndefined();
  expect(searchIndexIn(again.dir)).toBe(`<main>version ${version}</main>`);
});
