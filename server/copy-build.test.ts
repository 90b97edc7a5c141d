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

  it("leaves a removed page's files out of the new build, and the served build whole", async () => {
    const publicDir = tmp();
    write(publicDir, 'index.html', 'home');
    write(publicDir, 'old-offer/index.html', 'an offer');
    write(publicDir, 'page-data/old-offer/page-data.json', '{}');
    const first = path.join(tmp(), 'b1');
    await copyBuild(publicDir, first, null);

    // Gatsby removes a deleted page's files from public/; its other files stay as they were.
    fs.rmSync(path.join(publicDir, 'old-offer'), { recursive: true });
    fs.rmSync(path.join(publicDir, 'page-data'), { recursive: true });
    const second = path.join(tmp(), 'b2');
    expect(await copyBuild(publicDir, second, first)).toEqual({ copied: 0, linked: 1 });
    expect(fs.existsSync(path.join(second, 'old-offer'))).toBe(false);
    expect(fs.existsSync(path.join(second, 'page-data'))).toBe(false);
    expect(fs.readFileSync(path.join(first, 'old-offer', 'index.html'), 'utf8')).toBe('an offer');
  });

  it('copies a file rewritten with the same size, and keeps its time so the next build links it', async () => {
    const publicDir = tmp();
    write(publicDir, 'index.html', 'version 1');
    fs.utimesSync(path.join(publicDir, 'index.html'), new Date(1_000_000), new Date(1_000_000));
    const first = path.join(tmp(), 'b1');
    await copyBuild(publicDir, first, null);
    write(publicDir, 'index.html', 'version 2');
    const second = path.join(tmp(), 'b2');
    expect(await copyBuild(publicDir, second, first)).toEqual({ copied: 1, linked: 0 });
    expect(fs.readFileSync(path.join(second, 'index.html'), 'utf8')).toBe('version 2');
    const third = path.join(tmp(), 'b3');
    expect(await copyBuild(publicDir, third, second)).toEqual({ copied: 0, linked: 1 });
  });

  it('makes an empty build directory from an empty site', async () => {
    const to = path.join(tmp(), 'b1');
    expect(await copyBuild(tmp(), to, null)).toEqual({ copied: 0, linked: 0 });
    expect(fs.readdirSync(to)).toEqual([]);
  });
});
