/**
 * The addresses of the sections' entries (issue 48): an article at `/insights/{slug}`, a case study at
 * `/case-studies/{slug}`. A file of its own, apart from ./routes.ts, which the insights' and case
 * studies' pages bundle: only the draft preview (the CMS's signed link, the site server, the preview
 * page) reads this. Pure, no Strapi.
 */

/** The slug of an address `{section}/{slug}` (one segment of a slug's characters: no dot, which the
 * section's own files have, such as the feed), or null. */
export function sectionSlug(section: string, path: string): string | null {
  if (!path.startsWith(`${section}/`)) return null;
  const slug = path.slice(section.length + 1);
  return /^[A-Za-z0-9_~-]{1,200}$/.test(slug) ? slug : null;
}
