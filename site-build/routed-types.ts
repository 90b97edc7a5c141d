/**
 * What the build's createPages reads of the content registry (cms/src/contracts/content-types.ts): the
 * sections whose list pages it makes, the template each routed type's pages are built with, and the
 * listed types (`route.listed`: the case studies), whose pages it makes from the registry alone. A file of the build's own (Node only), not src/lib/pages.ts: visitors' pages import
 * that seam, and the registry has no place in their JavaScript.
 */
import path from 'node:path';
// Relative, not @contracts: Gatsby compiles gatsby-node, which reaches this file, without the webpack alias.
import {
  CONTENT_TYPES,
  ROUTED_TYPES,
  SECTIONS,
  type ContentTypeName,
  type RoutedType,
} from '../cms/src/contracts/content-types';
import { OWN_PAGE_KINDS, type ListedPageKind, type PageKind } from '../src/lib/pageKinds';

/** The routed types' names (those with a `route`). */
export type RoutedName = {
  [Name in ContentTypeName]: (typeof CONTENT_TYPES)[Name]['route'] extends null ? never : Name;
}[ContentTypeName];

/** The routed types' Strapi uids (`api::case-study.case-study`): gatsby-node/schema.ts declares their nodes. */
export const ROUTED_UIDS: readonly string[] = Object.keys(ROUTED_TYPES);

/** The sections' list routes (`/insights`, `/case-studies`): createPages builds a list at each. */
export const SECTION_LIST_ROUTES: readonly string[] = SECTIONS;

/** The file of the template the pages of the routed type `name` are built with (`src/templates/{template}.tsx`). */
export const templateOf = (name: RoutedName): string =>
  path.resolve(`src/templates/${CONTENT_TYPES[name].route.template}.tsx`);

/** A listed type (`route.listed`: the case studies), as the build makes its pages
 * (gatsby-node/section-pages.ts): its section's list, newest first, and each entry's page. */
export interface ListedType {
  name: RoutedName;
  section: string;
  /** An entry's address in the default language (`/case-studies/{slug}`). */
  path: (slug: string) => string;
  listKind: ListedPageKind;
  entryKind: ListedPageKind;
  /** Its entry's view draws blocks its data does not name (the registry's `route.listed`). */
  entryDrawsBlocks: boolean;
  /** The query field of its nodes: `allStrapiCaseStudy` of `case-study`. */
  nodes: string;
}

export const LISTED_TYPES: readonly ListedType[] = (Object.keys(CONTENT_TYPES) as ContentTypeName[]).flatMap((name) => {
  const route = CONTENT_TYPES[name].route as RoutedType | null;
  if (!route?.listed || !route.section) return [];
  const pascal = name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return [
    {
      name: name as RoutedName,
      section: route.section,
      path: route.path,
      ...(route.listed as { listKind: ListedPageKind; entryKind: ListedPageKind }),
      entryDrawsBlocks: route.listed.entryDrawsBlocks === true,
      nodes: `allStrapi${pascal}`,
    },
  ];
});

/** Every kind of page the site has: its own (src/lib/pageKinds.ts) and each listed type's list and entry. */
export const PAGE_KINDS: readonly PageKind[] = [
  ...OWN_PAGE_KINDS,
  ...LISTED_TYPES.flatMap((type) => [type.listKind, type.entryKind]),
];

export const isPageKind = (value: unknown): value is PageKind => PAGE_KINDS.includes(value as PageKind);
