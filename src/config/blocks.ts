/**
 * How gatsby-source-strapi names a block's GraphQL type: Strapi's component uid `blocks.call-to-action`
 * is STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION. The blocks themselves are not listed here: the CMS's page
 * schema names the blocks editors can use (src/blocks/schema.ts reads it), the registry
 * (src/blocks/registry.tsx) names how each renders, and src/blocks/completeness.test.ts checks they agree.
 */

/** The block types the site renders: the members of the page query's PageBlocks fragment (graphqlTypegen). */
export type BlockTypeName = Queries.PageBlocksFragment['__typename'];

/** gatsby-source-strapi's type name for any component uid, known or not ("blocks.video" too). */
export function blockTypeName(componentUid: string): string {
  return `STRAPI__COMPONENT_${componentUid.replace(/[.-]/g, '_').toUpperCase()}`;
}
