/**
 * Which kind of page a page is: set in its context (`pageKind`) by whoever creates it
 * (site-build/gatsby-node/), and passed by its query to its head (`pageHead(kind: $pageKind)`,
 * src/blocks/pageHeads.ts), which reads the entry that kind of page is made of. Nothing parses a
 * page's kind from its path.
 */
export const PAGE_KINDS = [
  /** A fixed page of blocks (src/templates/fixed.tsx: home, about, services, contact): the page entry of its slug. */
  'fixed',
  /** The privacy notice (src/pages/privacy.tsx). */
  'privacy',
  /** A page of src/pages with no entry of its own (the 404 page, the newsletter's links). */
  'plain',
  /** A landing page (src/templates/landing.tsx): its page entry. */
  'landing',
  /** The insights' list, 12 articles a page (src/templates/insights.tsx). */
  'insights',
  /** A category's list of the insights (src/templates/insights.tsx): its category. */
  'category',
  /** An article (src/templates/article.tsx). */
  'article',
  /** The case studies' list (src/templates/cases.tsx). */
  'case-studies',
  /** A case study (src/templates/cases.tsx). */
  'case-study',
  /** A locale's draft preview page (src/templates/preview.tsx): no head of the build's. */
  'preview',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export const isPageKind = (value: unknown): value is PageKind => PAGE_KINDS.includes(value as PageKind);
