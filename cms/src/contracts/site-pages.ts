/**
 * The pages of the site's current build, as the counts know them (docs/visit-counts.md#what-is-counted):
 * the site server reports its build's page list to the CMS at its start and after every swap
 * (server/site-pages.ts), with the rebuild secret both share, and the CMS counts page views and landing
 * pages of those paths only; any other path is counted as OTHER_PATH. Pure, no Strapi: the CMS, the
 * site server and the tests import this one file.
 */

/** The CMS's route under /api/ that takes the report: PUT, `x-rebuild-secret`, `{ paths: string[] }`. */
export const SITE_PAGES_PATH = 'counts/site-pages';

/** The most pages a report may list (a body of this many 40-character paths is under 1 MB, the CMS's
 * JSON limit); a longer list is refused with a 400 naming `paths`. */
export const SITE_PAGES_MAX = 20_000;

/** How a page view or landing page of a path the build does not have is counted (one row a day), and
 * a source or campaign past the day's cap: a name no path, host or campaign text can take (a control
 * character, which the beacon's check strips from whatever it is sent). */
export const OTHER = '\u001Fother';

/**
 * The page's path of a built file (relative to the build's folder, `/` separators), or null when it is
 * not a page: every page Gatsby builds is a folder's `index.html` (`about/index.html` is `/about`, the
 * root's `/`), written as the beacon's path is (no trailing slash). The site server's own pages
 * (`/__preview`) are no visitor's.
 */
export function pagePathOfFile(relative: string): string | null {
  const match = /^(?:(.*)\/)?index\.html$/.exec(relative);
  if (!match) return null;
  const path = `/${match[1] ?? ''}`.replace(/(.)\/$/, '$1');
  return path.startsWith('/__') ? null : path;
}
