/**
 * Copies Gatsby's public/ into a fresh build directory. A file that is the same as in the build served
 * now (same size and modification time to the millisecond: the copy keeps public/'s times) is hard-linked to that build's
 * file instead of copied: after a publish most files (images, scripts, unchanged pages) are the same.
 * Safe for atomic swaps: served builds are never written to after they are made (only removed, and
 * removing one link leaves the other), and public/, which Gatsby writes, is never linked.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

export interface CopyCounts {
  copied: number;
  linked: number;
}

export async function copyBuild(from: string, to: string, previous: string | null): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, linked: 0 };
  async function walk(relative: string): Promise<void> {
    await fsp.mkdir(path.join(to, relative), { recursive: true });
    for (const entry of await fsp.readdir(path.join(from, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await walk(name);
        continue;
      }
      const source = path.join(from, name);
      const target = path.join(to, name);
      const stat = await fsp.stat(source);
      const old = previous ? await fsp.stat(path.join(previous, name)).catch(() => null) : null;
      if (old && old.isFile() && old.size === stat.size && Math.abs(old.mtimeMs - stat.mtimeMs) < 1) {
        try {
          await fsp.link(path.join(previous!, name), target);
          counts.linked++;
          continue;
        } catch {
          // another file system, or links refused: copy instead
        }
      }
      await fsp.copyFile(source, target);
      await fsp.utimes(target, stat.atime, stat.mtime);
      counts.copied++;
    }
  }
  await walk('');
  return counts;
}
