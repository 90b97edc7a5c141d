/**
 * The addresses the site owns whatever editors do: the site's own pages (src/pages and the fixed
 * pages of ./pages.ts: a test keeps the list equal to that folder and those routes), the sections of the routed content types (./content-types.ts), the site
 * server's endpoints and the folders a Gatsby build writes.
 * A redirect may not start at one of them and a landing page (built at /{slug}) may not take one.
 * Pure, no Strapi: the CMS, the site server and the tests import this one file.
 */
import { SECTIONS } from './content-types';
import { SEARCH_ROUTE } from './sections';

export { CASE_STUDIES_SECTION, INSIGHTS_SECTION } from './sections';

/** The site's own pages: one route per file in the site's src/pages (Gatsby's file-system routes, no
 * trailing slash) and each fixed page's route (./pages.ts). */
export const SITE_ROUTES: readonly string[] = [
  '/',
  '/404',
  '/about',
  '/contact',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/privacy',
  '/services',
];

/** The sections the site builds from their own content types (issue 48; ./content-types.ts), at these
 * routes and below: the insights (`/insights`, its pages, categories and articles), the case studies,
 * and the search page. Only the section's own address is reserved: a redirect from an old article's
 * address below it (`/insights/old-title`) stays possible, as for any page. */
export const SECTION_ROUTES: readonly string[] = [...SECTIONS, SEARCH_ROUTE];

/** Whole folders: the site's newsletter pages, the server's draft preview and rebuild endpoint, and
 * what every Gatsby build holds (scripts and images, page data, Gatsby's own files). */
export const RESERVED_PREFIXES: readonly string[] = [
  '/newsletter',
  '/__preview',
  '/__rebuild',
  '/static',
  '/page-data',
  '/_gatsby',
  '/~partytown',
];

/** Path segments compared as the server compares them: no case, no trailing slash. */
const key = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * True when `path` (a normalised path: starts with /, no trailing slash) is served by the site
 * itself: one of its pages, anything under a reserved folder, or a file at the top of the build
 * (a dot in the first segment: scripts, sitemaps, the icon, 404.html) or a host's own file (a first
 * segment starting with _ or ~, like `_headers` and `_redirects`).
 */
export function isReservedPath(path: string): boolean {
  const normal = key(path);
  if (SITE_ROUTES.includes(normal) || SECTION_ROUTES.includes(normal)) return true;
  if (RESERVED_PREFIXES.some((prefix) => normal === prefix || normal.startsWith(`${prefix}/`))) return true;
  const segments = normal.split('/').filter(Boolean);
  return segments.length === 1 && /^[_~]|\./.test(segments[0]);
}

/**
 * Why a landing page may not take `slug` (it would be built at /{slug}), or null when it may: a
 * page of the site or a reserved folder, or a name with a dot (the build's files live there).
 */
export function reservedSlugReason(slug: string): string | null {
  const path = `/${slug}`;
  if (slug.includes('.')) return `The slug "${slug}" has a dot: addresses with a dot are the site's own files.`;
  if (isReservedPath(path)) return `The address ${key(path)} belongs to the site itself. Choose another slug.`;
  return null;
}
