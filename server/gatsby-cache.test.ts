import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { cleanCacheUnlessFrom, markCacheFrom } from './gatsby-cache';

const source = { url: 'http://127.0.0.1:1337', token: 'token-one' };
let root: string;

/** A content file in each place a build fills from the CMS, and webpack's compile cache. */
const CONTENT = [
  path.join('.cache', 'synced.json'),
  path.join('.cache', 'data', 'datastore'),
  path.join('public', 'x.html'),
];
const COMPILED = path.join('.cache', 'webpack', 'stage-build-javascript', '0.pack');

function fill() {
  for (const file of [...CONTENT, COMPILED]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '{}');
  }
}
const kept = () => CONTENT.every((file) => fs.existsSync(path.join(root, file)));
const contentGone = () => CONTENT.every((file) => !fs.existsSync(path.join(root, file)));
const compiledKept = () => fs.existsSync(path.join(root, COMPILED));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-cache-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the Gatsby cache and the CMS it came from', () => {
  it('keeps .cache/ and public/ filled from the same CMS', async () => {
    fill();
    await markCacheFrom(source, root);
    await cleanCacheUnlessFrom(source, root, new PassThrough());
    expect(kept() && compiledKept()).toBe(true);
  });

  it('starts without content when the cache has no stamp (built by something else) or names another CMS or token, keeping the compiled code', async () => {
    fill();
    const output = new PassThrough();
    await cleanCacheUnlessFrom(source, root, output);
    expect(contentGone()).toBe(true);
    expect(compiledKept()).toBe(true);
    expect(String(output.read())).toContain('a Gatsby cache without content');

    for (const other of [
      { ...source, url: 'http://127.0.0.1:2337' },
      { ...source, token: 'token-two' },
    ]) {
      fill();
      await markCacheFrom(source, root);
      await cleanCacheUnlessFrom(other, root, new PassThrough());
      expect(contentGone()).toBe(true);
      expect(compiledKept()).toBe(true);
    }
  });

  it('clears a checkout that has never built', async () => {
    await expect(cleanCacheUnlessFrom(source, root, new PassThrough())).resolves.toBeUndefined();
    expect(contentGone()).toBe(true);
  });

  it('never writes the token itself', async () => {
    await markCacheFrom(source, root);
    expect(fs.readFileSync(path.join(root, '.cache', 'cms-source'), 'utf8')).not.toContain(source.token);
  });
});
