/**
 * A built site's files, each with an identity that changes when the file is written: its path in the
 * site, its size and its modification time (to the millisecond, which a copy keeps: ./copy-build.ts).
 * An incremental `gatsby build` rewrites only what changed, so after a publish almost every file has
 * the identity it had after the build before. What the builder and the server derive from a file (its
 * inline scripts' hashes, its search document) is remembered by that identity (FileMemo), so each build
 * reads only the files it wrote, whatever the size of the site; only the walk and one stat per file
 * remain, a few milliseconds per thousand files.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SiteFile {
  /** The path inside the site's folder, with the platform's separators. */
  relative: string;
  full: string;
  size: number;
  mtimeMs: number;
  /** Path, size and whole milliseconds of the modification time. */
  identity: string;
}

/** One file's identity (see the module's comment); `relative` with the platform's separators. */
export function fileIdentity(relative: string, stat: { size: number; mtimeMs: number }): string {
  return `${relative}\0${stat.size}\0${Math.floor(stat.mtimeMs)}`;
}

/**
 * Every regular file under `dir`, in directory order. Synchronous: a thousand files take a few
 * milliseconds this way, against many times that through the thread pool's round trips per call.
 */
export function siteFiles(dir: string): SiteFile[] {
  const files: SiteFile[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) {
        const full = path.join(dir, name);
        const stat = fs.statSync(full);
        files.push({
          relative: name,
          full,
          size: stat.size,
          mtimeMs: stat.mtimeMs,
          identity: fileIdentity(name, stat),
        });
      }
    }
  };
  if (fs.existsSync(dir)) walk('');
  return files;
}

/**
 * What `derive` makes of a file, remembered by the file's identity. A build's folder and its copy in
 * the served build have the same identities, so one memo serves both. Each `all` call forgets the files
 * it was not given (removed or rewritten), so the memo never holds more than one site's worth.
 */
export class FileMemo<T> {
  private entries = new Map<string, T>();

  constructor(private readonly derive: (file: SiteFile) => T) {}

  /** The derived value of each of `files` (a whole site), in order; reads only files it has not seen. */
  all(files: SiteFile[]): T[] {
    const next = new Map<string, T>();
    const values = files.map((file) => {
      const value = this.entries.has(file.identity) ? this.entries.get(file.identity)! : this.derive(file);
      next.set(file.identity, value);
      return value;
    });
    this.entries = next;
    return values;
  }

  /** How many files' values it holds. @internal For tests: the memo forgets what a site no longer has. */
  get size(): number {
    return this.entries.size;
  }
}
