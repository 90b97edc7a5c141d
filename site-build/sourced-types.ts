/**
 * The CMS types the site build sources (gatsby-source-strapi's options in gatsby-config.ts) and what
 * each is populated with: every type of the content registry (cms/src/contracts/content-types.ts)
 * marked `sourced`, each populated as its schema says (a new type touches nothing here).
 * gatsby-node.ts declares a `locale` on each one's nodes from this same list (src/lib/locale.ts says
 * how the queries choose theirs).
 */
// Relative, not @contracts: Gatsby compiles gatsby-config and gatsby-node, which reach this file,
// without the webpack alias.
import { CONTENT_TYPES, uidOf, type ContentTypeName, type SourcedName } from '../cms/src/contracts/content-types';
import { sourcedPopulate } from '../src/blocks/schema';

interface QueryParams {
  populate: Record<string, unknown>;
}

/** What each sourced type is populated with (null: its own fields only), derived from its schema.json
 * (src/blocks/schema.ts's sourcedPopulate: its media, its components and what they hold, its dynamic
 * zone per block, the relations it holds by their entry's locale), in the registry's order; the draft
 * preview reads each with the same (server/preview.ts). */
export const POPULATE = Object.fromEntries(
  (Object.keys(CONTENT_TYPES) as ContentTypeName[])
    .filter((name): name is SourcedName => CONTENT_TYPES[name].sourced)
    .map((name) => [name, sourcedPopulate(uidOf(name))]),
) as Record<SourcedName, QueryParams | null>;

const sourcedOfKind = (kind: 'single' | 'collection') =>
  (Object.entries(POPULATE) as Array<[SourcedName, QueryParams | null]>)
    .filter(([name]) => CONTENT_TYPES[name].kind === kind)
    .map(([singularName, queryParams]) => (queryParams ? { singularName, queryParams } : { singularName }));

export const COLLECTION_TYPES = sourcedOfKind('collection');
export const SINGLE_TYPES = sourcedOfKind('single');

export const SOURCED_TYPES: readonly string[] = [...COLLECTION_TYPES, ...SINGLE_TYPES].map((type) => type.singularName);
