/**
 * gatsby-source-strapi syncs incrementally from Gatsby's .cache/, so .cache/ must have been filled from
 * the CMS being read now. A stamp inside .cache/ names that CMS (its URL and a hash of the token);
 * every Gatsby run that reads the CMS (`npm start`'s builds, `npm run develop`) checks it first and
 * starts from a cache emptied of content when it is missing or names another CMS: a new database, a
 * fresh install, or the tests' and the benchmark's own CMS having built last.
 *
 * Emptied of content, not removed: what Gatsby itself keeps when it finds its cache stale (a plugin
 * changed: gatsby/dist/services/initialize.js) is kept here too, above all webpack's compile cache
 * (.cache/webpack), which depends on the site's code alone and holds over half of a cold build's work
 * (the browser bundles and the HTML renderer). Everything filled from a CMS goes: the rest of .cache/
 * (the nodes, the source plugin's sync state, the query results) and public/.
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

/** What of .cache/ depends on the site's code alone (and Gatsby keeps through its own invalidation). */
export const CODE_CACHES = ['webpack', 'compiled', 'adapters'];

/** Removes public/ and all of .cache/ but CODE_CACHES: what `gatsby clean` would leave to a build
 * that has to source everything again, without compiling the site's code again. */
export async function clearContentCache(root: string): Promise<void> {
  const cache = path.join(root, '.cache');
  const entries = await fsp.readdir(cache).catch(() => []);
  await Promise.all([
    fsp.rm(path.join(root, 'public'), { recursive: true, force: true }),
    ...entries
      .filter((entry) => !CODE_CACHES.includes(entry))
      .map((entry) => fsp.rm(path.join(cache, entry), { recursive: true, force: true })),
  ]);
}

/** Clears the content cache unless the stamp names `source`; says so on `output`. */
export async function cleanCacheUnlessFrom(
  source: CmsSource,
  root: string,
  output: NodeJS.WritableStream,
): Promise<void> {
  const previous = await fsp.readFile(stampFile(root), 'utf8').catch(() => null);
  if (previous === stampOf(source)) return;
  output.write(
    'The CMS the site is built from is new or changed: starting from a Gatsby cache without content (the compiled code is kept).\n',
  );
  await clearContentCache(root);
}

/** Records that .cache/ now holds `source`'s content (after a successful build, or once develop is up). */
export async function markCacheFrom(source: CmsSource, root: string): Promise<void> {
  await fsp.mkdir(path.dirname(stampFile(root)), { recursive: true });
  await fsp.writeFile(stampFile(root), stampOf(source));
}
