/**
 * The GraphQL types of the page builder, declared rather than inferred: gatsby-source-strapi only
 * creates a dynamic zone member's type when some entry uses it (its issues #290 and #454), so without
 * these a block type no page uses yet would break every query that names it. Also a resolver that
 * drops (with a warning naming it) a block whose type the site does not know yet, instead of failing
 * the build on GraphQL's "not a possible type of the union".
 */
import { BLOCK_TYPES, type BlockTypeName } from '../config/blocks';

const link = (field: string) => `@link(by: "id", from: "${field}___NODE")`;

/** The page types whose body is a `blocks` dynamic zone: the one page collection (fixed and landing pages). */
export const BLOCK_PAGE_TYPES = ['STRAPI_PAGE'] as const;

const IMAGE = 'STRAPI__MEDIA';
const LINK = 'STRAPI__COMPONENT_SHARED_LINK';

/** Each block type's fields, as in cms/src/components/blocks/*.json. */
const BLOCK_FIELDS: Record<BlockTypeName, string> = {
  STRAPI__COMPONENT_BLOCKS_HERO: `title: String subtitle: String cta: ${LINK} ${link('cta')}`,
  STRAPI__COMPONENT_BLOCKS_RICH_TEXT: 'heading: String body: JSON',
  STRAPI__COMPONENT_BLOCKS_SERVICES_GRID: `heading: String intro: String layout: String link: ${LINK} ${link('link')}`,
  STRAPI__COMPONENT_BLOCKS_CALL_TO_ACTION: `heading: String text: String
    primary: ${LINK} ${link('primary')} secondary: ${LINK} ${link('secondary')}`,
  STRAPI__COMPONENT_BLOCKS_FAQ: `heading: String intro: String faqGroup: STRAPI_FAQ_GROUP ${link('faqGroup')}`,
  STRAPI__COMPONENT_BLOCKS_QUOTE: `quote: String author: String role: String photo: ${IMAGE} ${link('photo')}`,
  STRAPI__COMPONENT_BLOCKS_FIGURES: `heading: String items: [STRAPI__COMPONENT_BLOCKS_FIGURE] ${link('items')}`,
  STRAPI__COMPONENT_BLOCKS_IMAGE_TEXT: `heading: String body: JSON imagePosition: String
    image: ${IMAGE} ${link('image')} cta: ${LINK} ${link('cta')}`,
  STRAPI__COMPONENT_BLOCKS_FORM: `form: String heading: String intro: String showContactDetails: Boolean
    detailsHeading: String details: JSON`,
  STRAPI__COMPONENT_BLOCKS_LOGOS: `heading: String logos: [${IMAGE}] ${link('logos')}`,
};

const KNOWN: ReadonlySet<string> = new Set(Object.values(BLOCK_TYPES));

export const blockTypeDefs = `
  type STRAPI__COMPONENT_BLOCKS_FIGURE implements Node { value: String label: String }
  ${Object.entries(BLOCK_FIELDS)
    .map(([type, fields]) => `type ${type} implements Node { strapi_component: String ${fields} }`)
    .join('\n')}
  "Any block of a page's dynamic zone (src/blocks/registry.tsx renders each)."
  union StrapiBlock = ${Object.keys(BLOCK_FIELDS).join(' | ')}
  type STRAPI_PAGE implements Node {
    title: String
    slug: String
    blocks: [StrapiBlock] ${link('blocks')}
    seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
  }
`;

interface BlockNode {
  internal: { type: string };
  strapi_component?: string;
}

/** The blocks the site can render; each other one named once in the build's output. */
export function knownBlocks<N extends BlockNode>(
  nodes: ReadonlyArray<N | null | undefined>,
  warn: (message: string) => void,
  where: string,
): N[] {
  return nodes.filter((node): node is N => {
    if (!node) return false;
    if (KNOWN.has(node.internal.type)) return true;
    warn(
      `Skipped a block of type "${node.strapi_component ?? node.internal.type}" on ${where}: the site has no ` +
        'component for it yet (src/blocks/registry.tsx).',
    );
    return false;
  });
}
