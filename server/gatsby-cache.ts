/**
 * gatsby-source-strapi syncs incrementally from Gatsby's .cache/, so .cache/ must have been filled from
 * the CMS being read now. A stamp inside .cache/ names that CMS (its URL and a hash of the token);
 * every Gatsby run that reads the CMS (`npm start`'s builds, `npm run develop`) checks it first and
 * starts from a clean cache (what `gatsby clean` does) when it is missing or names another CMS: a new
 * database, a fresh install, or the tests' and the benchmark's own CMS having built last.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

export interface CmsSource {
  url: string;
  token: string;
}

const stampFile = (root: string) => path.join(root, '.cache', 'cms-source');

const stampOf = ({ url, token }: CmsSource) => `${url}\n${crypto.createHash('sha256').update(token).digest('hex')}\n`;

/** Removes .cache/ and public/ unless the stamp names `source`; says so on `output`. */
export async function cleanCacheUnlessFrom(
  source: CmsSource,
  root: string,
  output: NodeJS.WritableStream,
): Promise<void> {
  const previous = await fsp.readFile(stampFile(root), 'utf8').catch(() => null);
  if (previous === stampOf(source)) return;
  output.write('The CMS the site is built from is new or changed: starting from a clean Gatsby cache.\n');
  await Promise.all(['.cache', 'public'].map((dir) => fsp.rm(path.join(root, dir), { recursive: true, force: true })));
}

/** Records that .cache/ now holds `source`'s content (after a successful build, or once develop is up). */
export async function markCacheFrom(source: CmsSource, root: string): Promise<void> {
  await fsp.mkdir(path.dirname(stampFile(root)), { recursive: true });
  await fsp.writeFile(stampFile(root), stampOf(source));
}
