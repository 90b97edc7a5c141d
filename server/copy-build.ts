/**
 * Makes a fresh build directory from Gatsby's public/. A file with the identity it has in the build
 * served now (./site-files.ts: same path, size and modification time, which a copy keeps) is
 * hard-linked to that build's file instead of copied: after a publish almost every file (images,
 * scripts, the pages that did not change) is the same. Safe for atomic swaps: served builds are never
 * written to after they are made (only removed, and removing one link leaves the other), and public/,
 * which Gatsby rewrites in place, is never linked.
 *
 * Synchronous calls, a batch of files at a time: a link or a stat costs microseconds, where each call
 * through the thread pool's round trip cost many times that, a thousand pages' worth of files adding
 * about a second to every publish; between batches the server answers its requests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileIdentity, siteFiles } from './site-files';

export interface CopyCounts {
  copied: number;
  linked: number;
}

/** Files handled between two turns of the event loop (a few milliseconds' work). */
const BATCH = 500;

export async function copyBuild(from: string, to: string, previous: string | null): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, linked: 0 };
  const made = new Set<string>();
  const files = siteFiles(from);
  for (let start = 0; start < files.length; start += BATCH) {
    if (start > 0) await nextTurn();
    for (const file of files.slice(start, start + BATCH)) {
      const directory = path.dirname(path.join(to, file.relative));
      if (!made.has(directory)) {
        fs.mkdirSync(directory, { recursive: true });
        made.add(directory);
      }
      const target = path.join(to, file.relative);
      if (previous && sameAsIn(previous, file.relative, file.identity)) {
        try {
          fs.linkSync(path.join(previous, file.relative), target);
          counts.linked++;
          continue;
        } catch {
          // another file system, or links refused: copy instead
        }
      }
      fs.copyFileSync(file.full, target);
      // The modification time's millisecond travels with the copy (its identity, ./site-files.ts), set
      // at its middle: a time in seconds is a float, which may land a hair before the millisecond.
      fs.utimesSync(target, new Date(), (Math.floor(file.mtimeMs) + 0.5) / 1000);
      counts.copied++;
    }
  }
  fs.mkdirSync(to, { recursive: true }); // an empty site is still a build directory
  return counts;
}

function sameAsIn(dir: string, relative: string, identity: string): boolean {
  const stat = fs.statSync(path.join(dir, relative), { throwIfNoEntry: false });
  return stat !== undefined && stat.isFile() && fileIdentity(relative, stat) === identity;
}
