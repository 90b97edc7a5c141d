import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { cleanCacheUnlessFrom, markCacheFrom } from './gatsby-cache';

const source = { url: 'http://127.0.0.1:1337', token: 'token-one' };
let root: string;

function fill() {
  for (const dir of ['.cache', 'public']) {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'synced.json'), '{}');
  }
}
const kept = () =>
  fs.existsSync(path.join(root, '.cache', 'synced.json')) && fs.existsSync(path.join(root, 'public', 'synced.json'));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-cache-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the Gatsby cache and the CMS it came from', () => {
  it('keeps .cache/ and public/ filled from the same CMS', async () => {
    fill();
    await markCacheFrom(source, root);
    await cleanCacheUnlessFrom(source, root, new PassThrough());
    expect(kept()).toBe(true);
  });

  it('starts clean when the cache has no stamp (built by something else) or names another CMS or token', async () => {
    fill();
    const output = new PassThrough();
    await cleanCacheUnlessFrom(source, root, output);
    expect(kept()).toBe(false);
    expect(String(output.read())).toContain('clean Gatsby cache');

    for (const other of [
      { ...source, url: 'http://127.0.0.1:2337' },
      { ...source, token: 'token-two' },
    ]) {
      fill();
      await markCacheFrom(source, root);
      await cleanCacheUnlessFrom(other, root, new PassThrough());
      expect(kept()).toBe(false);
    }
  });

  it('never writes the token itself', async () => {
    await markCacheFrom(source, root);
    expect(fs.readFileSync(path.join(root, '.cache', 'cms-source'), 'utf8')).not.toContain(source.token);
  });
});
