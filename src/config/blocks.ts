/**
 * The block types the site can render: Strapi's `blocks.<name>` components (cms/src/components/blocks)
 * as gatsby-source-strapi names their GraphQL types. One list for the three places that must agree:
 * the schema declarations (gatsby-node.ts), the registry (src/blocks/registry.tsx, whose unit test
 * checks it covers every name here) and the draft preview's mapper (src/preview/blocks.ts).
 */
export const BLOCK_TYPES = {
  'blocks.hero': 'STRAPI__COMPONENT_BLOCKS_HERO',
  'blocks.rich-text': 'STRAPI__COMPONENT_BLOCKS_RICH_TEXT',
  'blocks.services-grid': 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID',
  'blocks.call-to-action': 'STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION',
  'blocks.faq': 'STRAPI__COMPONENT_BLOCKS_FAQ',
  'blocks.quote': 'STRAPI__COMPONENT_BLOCKS_QUOTE',
  'blocks.figures': 'STRAPI__COMPONENT_BLOCKS_FIGURES',
  'blocks.image-text': 'STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT',
  'blocks.form': 'STRAPI__COMPONENT_BLOCKS_FORM',
  'blocks.logos': 'STRAPI__COMPONENT_BLOCKS_LOGOS',
} as const;

export type BlockComponentUid = keyof typeof BLOCK_TYPES;
export type BlockTypeName = (typeof BLOCK_TYPES)[BlockComponentUid];

/** gatsby-source-strapi's type name for any component uid, known or not ("blocks.video" too). */
export function blockTypeName(componentUid: string): string {
  return `STRAPI__COMPONENT_${componentUid.replace(/[.-]/g, '_').toUpperCase()}`;
}
