/**
 * The sections' addresses (issue 48): the insights at `/insights` (an article at `/insights/{slug}`),
 * the case studies at `/case-studies`. Which types are in each is ./content-types.ts; a file of its
 * own, apart from that registry and ./routes.ts, because every page bundles these two names (the
 * footer links the sections) and none needs the rest. Pure, no Strapi.
 */

export const INSIGHTS_SECTION = '/insights';
export const CASE_STUDIES_SECTION = '/case-studies';
/** The search page: a section of no content type's (the site server writes its index). */
export const SEARCH_ROUTE = '/search';

/** The slug of an address `{section}/{slug}` (one segment of a slug's characters: no dot, which the
 * section's own files have, such as the feed), or null. */
export function sectionSlug(section: string, path: string): string | null {
  if (!path.startsWith(`${section}/`)) return null;
  const slug = path.slice(section.length + 1);
  return /^[A-Za-z0-9_~-]{1,200}$/.test(slug) ? slug : null;
}
