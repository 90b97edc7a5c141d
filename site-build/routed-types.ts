/**
 * What the build's createPages reads of the content registry (cms/src/contracts/content-types.ts): the
 * sections whose list pages it makes, and the template each routed type's pages are built with. A
 * file of the build's own (Node only), not src/lib/pages.ts: visitors' pages import that seam, and
 * the registry has no place in their JavaScript.
 */
import path from 'node:path';
// Relative, not @contracts: Gatsby compiles gatsby-node, which reaches this file, without the webpack alias.
import { CONTENT_TYPES, SECTIONS, type ContentTypeName } from '../cms/src/contracts/content-types';

/** The routed types' names (those with a `route`). */
export type RoutedName = {
  [Name in ContentTypeName]: (typeof CONTENT_TYPES)[Name]['route'] extends null ? never : Name;
}[ContentTypeName];

/** The sections' list routes (`/insights`, `/case-studies`): createPages builds a list at each. */
export const SECTION_LIST_ROUTES: readonly string[] = SECTIONS;

/** The file of the template the pages of the routed type `name` are built with (`src/templates/{template}.tsx`). */
export const templateOf = (name: RoutedName): string =>
  path.resolve(`src/templates/${CONTENT_TYPES[name].route.template}.tsx`);
