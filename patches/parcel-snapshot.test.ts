/**
 * @jest-environment node
 */
/**
 * patches/@parcel+core+2.8.3.patch: the snapshot Parcel takes of the project before compiling
 * gatsby-config and gatsby-node leaves installed packages out, and still sees the project's own files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import watcher from '@parcel/watcher';

interface WatcherOptions {
  ignore: string[];
}
// Parcel's own options for its snapshot, as the patched @parcel/core builds them (it ships no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS internal of Parcel
const { getWatcherOptions } = require('@parcel/core/lib/RequestTracker') as {
  getWatcherOptions: (options: { projectRoot: string; cacheDir: string }) => WatcherOptions;
};

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-snapshot-'));
  for (const dir of ['src', 'node_modules/some-package', 'cms/node_modules/other-package'])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a change to an installed package is not seen; a change to the project is', async () => {
  const cacheDir = path.join(root, '.cache', '.parcel-cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const options = getWatcherOptions({ projectRoot: root, cacheDir });
  const snapshot = path.join(cacheDir, 'snapshot.txt');
  await watcher.writeSnapshot(root, snapshot, options);
  fs.writeFileSync(path.join(root, 'node_modules/some-package/index.js'), 'module.exports = 1;');
  fs.writeFileSync(path.join(root, 'cms/node_modules/other-package/index.js'), 'module.exports = 2;');
  fs.writeFileSync(path.join(root, 'src/config.ts'), 'export default 3;');
  const events = await watcher.getEventsSince(root, snapshot, options);
  expect(events.map((event) => path.relative(root, event.path))).toEqual(['src/config.ts']);
});
