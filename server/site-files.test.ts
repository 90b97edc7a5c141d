/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileMemo, siteFiles } from './site-files';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
const write = (dir: string, name: string, text: string, mtime = new Date()) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
  fs.utimesSync(path.join(dir, name), mtime, mtime);
};

test('siteFiles lists every file under the folder with its path inside it; a missing folder has none', () => {
  const dir = tmp();
  write(dir, 'index.html', 'home');
  write(dir, 'about/index.html', 'about');
  expect(
    siteFiles(dir)
      .map((file) => file.relative)
      .sort(),
  ).toEqual(['about/index.html', 'index.html'].map((name) => path.join(...name.split('/'))));
  expect(siteFiles(path.join(dir, 'missing'))).toEqual([]);
});

test('FileMemo reads a file again only when it was rewritten, and forgets removed files', () => {
  const dir = tmp();
  const read: string[] = [];
  const memo = new FileMemo((file) => {
    read.push(file.relative);
    return fs.readFileSync(file.full, 'utf8').toUpperCase();
  });
  write(dir, 'a.html', 'one', new Date(1_000_000));
  write(dir, 'b.html', 'two', new Date(1_000_000));
  expect(memo.all(siteFiles(dir)).sort()).toEqual(['ONE', 'TWO']);
  expect(read.sort()).toEqual(['a.html', 'b.html']);

  read.length = 0;
  write(dir, 'b.html', 'TWO!', new Date(2_000_000)); // rewritten by the next build
  write(dir, 'c.html', 'three', new Date(2_000_000)); // a new page
  expect(memo.all(siteFiles(dir)).sort()).toEqual(['ONE', 'THREE', 'TWO!']);
  expect(read.sort()).toEqual(['b.html', 'c.html']);

  // A copy that kept the modification time (a served build: ./copy-build.ts) is the same file.
  read.length = 0;
  const copy = tmp();
  for (const name of ['a.html', 'b.html', 'c.html']) {
    fs.copyFileSync(path.join(dir, name), path.join(copy, name));
    const { mtime } = fs.statSync(path.join(dir, name));
    fs.utimesSync(path.join(copy, name), mtime, mtime);
  }
  memo.all(siteFiles(copy));
  expect(read).toEqual([]);

  fs.rmSync(path.join(dir, 'a.html'));
  memo.all(siteFiles(dir));
  expect(memo.size).toBe(2);
});
