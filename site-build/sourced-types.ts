/**
 * The CMS types the site build sources (gatsby-source-strapi's options in gatsby-config.ts) and what
 * each is populated with. gatsby-node.ts declares a `locale` on each one's nodes from this same list
 * (src/lib/locale.ts says how the queries choose theirs).
 */
import { blocksPopulate } from '../src/blocks/schema';

const seo = { populate: { shareImage: true } };

/** A dynamic zone is populated per block type, as the CMS's component schemas say (src/blocks/schema.ts). */
const blocks = blocksPopulate();

export const COLLECTION_TYPES = [
  { singularName: 'service', queryParams: { populate: { image: true } } },
  { singularName: 'faq-group', queryParams: { populate: { entries: true } } },
  // Every page of blocks: the fixed pages (src/contracts/pages.ts) and the landing pages.
  { singularName: 'page', queryParams: { populate: { blocks, seo } } },
];

export const SINGLE_TYPES = [
  {
    singularName: 'global',
    queryParams: {
      populate: { textLogo: true, transparentLogo: true, socialLinks: true, defaultSeo: seo },
    },
  },
  { singularName: 'privacy-page', queryParams: { populate: { seo } } },
  { singularName: 'chatbot-setting' },
];

export const SOURCED_TYPES: readonly string[] = [...COLLECTION_TYPES, ...SINGLE_TYPES].map((type) => type.singularName);
