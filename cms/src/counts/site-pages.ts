/**
 * The pages of the site's current build (../contracts/site-pages.ts): the list the site server reports
 * after each swap, kept in the database (Strapi's core store, one entry) so that every CMS instance
 * counts by the same list, whichever instance took the report. Each instance reads it again at most
 * every SITE_PAGES_REFRESH_MS (the instance that takes a report at once), so a page view is checked
 * against a set in memory, not a query.
 *
 * Before any report (a CMS whose site server has not started yet, or runs none), no path is known:
 * every page view counts as OTHER_PATH, so nothing a beacon sends can add a row of its own.
 */
import type { Core } from '@strapi/strapi';
import { PATH_MAX, PATH_PATTERN } from '../contracts/beacon';
import { readablePath } from '../contracts/counts';
import { SITE_PAGES_MAX } from '../contracts/site-pages';
import type { FieldProblem } from '../lead-desk/rules';

/** How long an instance keeps the list it read before it reads it again. */
export const SITE_PAGES_REFRESH_MS = 10_000;

interface Stored {
  at: string;
  paths: string[];
}

const KEY = 'sitePages';
const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'counts' });

let cached: { read: number; paths: ReadonlySet<string> } | null = null;

/** The current build's paths, as this instance last read them (at most SITE_PAGES_REFRESH_MS ago). */
export async function sitePages(strapi: Core.Strapi, now = Date.now()): Promise<ReadonlySet<string>> {
  if (cached && now - cached.read < SITE_PAGES_REFRESH_MS) return cached.paths;
  const stored = (await store(strapi).get({ key: KEY })) as Stored | null;
  cached = { read: now, paths: new Set(stored?.paths ?? []) };
  return cached.paths;
}

/** The report's paths, each as the beacon's are written, or the problem naming `paths`. */
export function readReport(body: unknown): { paths?: string[]; problems: FieldProblem[] } {
  const paths = (body as { paths?: unknown } | null)?.paths;
  const problem = (message: string) => ({ problems: [{ field: 'paths', message }] });
  if (!Array.isArray(paths)) return problem('Must be a list of paths.');
  if (paths.length > SITE_PAGES_MAX) return problem(`Must list at most ${SITE_PAGES_MAX} paths.`);
  const read = new Set<string>();
  for (const path of paths) {
    if (typeof path !== 'string' || path.length > PATH_MAX || !PATH_PATTERN.test(path))
      return problem(`Each must be a path from / of at most ${PATH_MAX} characters.`);
    read.add(readablePath(path));
  }
  return { paths: [...read], problems: [] };
}

/** Replaces the list (the site server's report after a swap): every instance counts by it. */
export async function saveSitePages(strapi: Core.Strapi, paths: string[], now = new Date()): Promise<void> {
  await store(strapi).set({ key: KEY, value: { at: now.toISOString(), paths } satisfies Stored });
  cached = { read: now.getTime(), paths: new Set(paths) };
}
