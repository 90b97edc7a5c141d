/**
 * The served directory, swappable atomically. Each build goes into a fresh `builds/<timestamp>`
 * directory; `current` is a relative symlink to the one being served, replaced with rename(2)
 * (atomic), and the live pointer is also kept in memory so every request reads it without I/O.
 * A `.gitignore` holding `*` keeps the whole directory out of git.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BuildTarget } from './rebuild-queue';

export class BuildStore implements BuildTarget {
  readonly buildsDir: string;
  readonly currentLink: string;
  private live: string | null;
  private sequence = 0;

  constructor(
    readonly siteDir: string,
    private readonly keep = 2,
  ) {
    this.buildsDir = path.join(siteDir, 'builds');
    this.currentLink = path.join(siteDir, 'current');
    this.live = BuildStore.readCurrent(siteDir);
  }

  /** The directory `current` points to, if it is a complete build (has an index.html). */
  static readCurrent(siteDir: string): string | null {
    try {
      const link = path.join(siteDir, 'current');
      const target = path.resolve(siteDir, fs.readlinkSync(link));
      return fs.existsSync(path.join(target, 'index.html')) ? target : null;
    } catch {
      return null;
    }
  }

  /** The directory served right now (null before the first successful build). */
  current(): string | null {
    return this.live;
  }

  async allocate(): Promise<string> {
    await fsp.mkdir(this.buildsDir, { recursive: true });
    await fsp.writeFile(path.join(this.siteDir, '.gitignore'), '*\n');
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const dir = path.join(this.buildsDir, `${stamp}-${String(++this.sequence).padStart(3, '0')}`);
    await fsp.mkdir(dir);
    return dir;
  }

  /** Points `current` at `dir`: a new symlink renamed over the old one, so there is never a gap. */
  async activate(dir: string): Promise<void> {
    const temporary = `${this.currentLink}.${crypto.randomBytes(4).toString('hex')}`;
    await fsp.symlink(path.relative(this.siteDir, dir), temporary);
    await fsp.rename(temporary, this.currentLink);
    this.live = dir;
  }

  async discard(dir: string): Promise<void> {
    if (dir !== this.live) await fsp.rm(dir, { recursive: true, force: true });
  }

  /**
   * Keeps the served build and the newest older ones, `keep` in all. Directories newer than the
   * served one can only be builds that failed or were interrupted (a success becomes current), so
   * they go too. Runs after each successful build and once at startup; never during a build.
   */
  async prune(): Promise<void> {
    const names = (await fsp.readdir(this.buildsDir).catch(() => [] as string[])).sort().reverse();
    const live = this.live && path.basename(this.live);
    const older = live ? names.filter((name) => name < live) : names;
    const kept = new Set([live, ...older.slice(0, Math.max(0, this.keep - (live ? 1 : 0)))]);
    await Promise.all(
      names
        .filter((name) => !kept.has(name))
        .map((name) => fsp.rm(path.join(this.buildsDir, name), { recursive: true, force: true })),
    );
  }
}
