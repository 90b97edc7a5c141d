/**
 * What one hook of a build finds and a later hook of the same build reads: createPages fills it
 * (`startPages` empties it first), onCreatePage and onPostBuild read it. Gatsby runs these hooks in
 * its main process in this order (createPages before it creates src/pages' pages), so module state
 * is enough; it lives here, named, rather than in whichever hook's file happened to need it.
 */
import type { LocaleNoindex } from '../../src/app/sitemap';

export const buildState = {
  /** Which fixed routes each locale has the content for (the default locale has all), and the
   * sections' list routes it has: read by onCreatePage and by every page's context. createPages sets
   * every locale's anew, so it is never emptied (an onCreatePage meanwhile sees the last build's). */
  fixedRoutes: new Map<string, Set<string>>(),
  /** What the sitemap leaves out because an editor marked it noindex, in every locale (src/app/sitemap.ts). */
  sitemapNoindex: [] as LocaleNoindex[],
  /** The locales whose insights are built, each with its feed (onPostBuild writes them). */
  feedLocales: new Set<string>(),
  /** The page entries whose blocks hold a detailed services grid, as `{locale}/{slug}`: their page
   * reads the case studies it links (src/blocks/ServicesGridBlock.tsx); the others' data goes without. */
  caseStudyLinks: new Set<string>(),
};

/** Forgets the last build's lists (`gatsby develop` runs createPages again in the same process). */
export function startPages() {
  buildState.sitemapNoindex.length = 0;
  buildState.feedLocales.clear();
  buildState.caseStudyLinks.clear();
}
