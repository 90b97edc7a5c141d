/**
 * Which addresses the draft preview shows: the fixed pages' routes, the landing pages' /{slug}, and an
 * article's /insights/{slug} or a case study's /case-studies/{slug}. Apart from the shaping
 * (./mapper.ts, which the site server runs) because the preview page checks its own address with them
 * in the browser (./query.ts).
 */
import { PREVIEWED_SECTIONS, type PreviewedSectionName } from '@contracts/content-types';
import { isReservedPath } from '@contracts/routes';
import { sectionSlug } from '@contracts/sections';

export type BlocksRoute = '/' | '/about' | '/services' | '/contact';
export type PreviewRoute = BlocksRoute | '/privacy';
export const PREVIEW_ROUTES: readonly PreviewRoute[] = ['/', '/about', '/services', '/contact', '/privacy'];

export const isPreviewRoute = (path: string): path is PreviewRoute => (PREVIEW_ROUTES as string[]).includes(path);

/** Where a landing page may be: /{slug}, one segment of a slug's characters, not the site's own. */
export const isLandingPath = (path: string): boolean =>
  /^\/[A-Za-z0-9_~-]{1,200}$/.test(path) && !isPreviewRoute(path) && !isReservedPath(path);

/** The pages of one entry of a section the preview shows (issue 48), by the section's address: the
 * types whose preview place names a section (@contracts/content-types). */
export type SectionItem = PreviewedSectionName;
export const SECTION_ITEMS: Readonly<Record<string, SectionItem>> = PREVIEWED_SECTIONS;

/** An article's or a case study's address (`/insights/{slug}`, `/case-studies/{slug}`): which one and
 * its slug; null for any other path. */
export function sectionItemOf(path: string): { kind: SectionItem; section: string; slug: string } | null {
  for (const [section, kind] of Object.entries(SECTION_ITEMS)) {
    const slug = sectionSlug(section, path);
    if (slug !== null) return { kind, section, slug };
  }
  return null;
}
