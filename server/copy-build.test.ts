import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyBuild } from './copy-build';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'copy-build-'));
const write = (dir: string, name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
};

describe('copyBuild', () => {
  it('copies everything the first time, then links unchanged files and copies changed ones', async () => {
    const publicDir = tmp();
    write(publicDir, 'index.html', 'old page');
    write(publicDir, 'static/a/logo.webp', 'image');
    const first = path.join(tmp(), 'b1');
    expect(await copyBuild(publicDir, first, null)).toEqual({ copied: 2, linked: 0 });

    write(publicDir, 'index.html', 'new page!');
    const second = path.join(tmp(), 'b2');
    expect(await copyBuild(publicDir, second, first)).toEqual({ copied: 1, linked: 1 });
    expect(fs.readFileSync(path.join(second, 'index.html'), 'utf8')).toBe('new page!');
    expect(fs.readFileSync(path.join(first, 'index.html'), 'utf8')).toBe('old page');
    expect(fs.statSync(path.join(second, 'static/a/logo.webp')).ino).toBe(
      fs.statSync(path.join(first, 'static/a/logo.webp')).ino,
    );

    // Gatsby rewriting public/ never reaches a served build: public/'s files are copies, not links.
    write(publicDir, 'static/a/logo.webp', 'IMAGE');
    expect(fs.readFileSync(path.join(second, 'static/a/logo.webp'), 'utf8')).toBe('image');
  });
});
