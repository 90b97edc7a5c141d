/**
 * Which kind of page a page is: set in its context (`pageKind`) by whoever creates it
 * (site-build/gatsby-node/), and passed by its query to its head (`pageHead(kind: $pageKind)`,
 * src/blocks/pageHeads.ts), which reads the entry that kind of page is made of. Nothing parses a
 * page's kind from its path.
 *
 * A listed type's two kinds (the case studies' list and entry) are its registry entry's
 * (`route.listed` in cms/src/contracts/content-types.ts), read here as a type only: the registry has no
 * place in visitors' JavaScript. The build checks a kind at run time with site-build/routed-types.ts's
 * isPageKind, which adds the listed types' kinds to these.
 */
import type { CONTENT_TYPES } from '../../cms/src/contracts/content-types';

/** The kinds of the pages code of the site's own makes (a listed type's are its registry entry's). */
export const OWN_PAGE_KINDS = [
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
  /** A locale's draft preview page (src/templates/preview.tsx): no head of the build's. */
  'preview',
] as const;

type Registry = typeof CONTENT_TYPES;

/** The list's and the entries' kinds of every listed type (`'case-studies' | 'case-study'`). */
export type ListedPageKind = {
  [Name in keyof Registry]: Registry[Name]['route'] extends { listed: { listKind: infer List; entryKind: infer Entry } }
    ? List | Entry
    : never;
}[keyof Registry];

export type PageKind = (typeof OWN_PAGE_KINDS)[number] | ListedPageKind;
