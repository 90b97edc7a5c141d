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
  // The insights (issue 48). An article's author, category and related articles are populated with
  // their locale alone: gatsby-source-strapi makes a node of a relation's entry when none exists yet,
  // and Gatsby keeps a node whose content is unchanged, so a relation populated as fully as the entry
  // (its photo as raw JSON) would stand in for the author's own node, photo unlinked. Named this way,
  // the relation's node is replaced by the entry's, whichever comes first. An article's body is a
  // dynamic zone of the same blocks as a page's.
  { singularName: 'author', queryParams: { populate: { photo: true } } },
  { singularName: 'category' },
  {
    singularName: 'article',
    queryParams: {
      populate: {
        cover: true,
        body: blocks,
        seo,
        author: { fields: ['locale'] },
        category: { fields: ['locale'] },
        relatedArticles: { fields: ['locale'] },
      },
    },
  },
  // The case studies (issue 48): their services named by locale alone, as an article's relations are;
  // the results are figures and the client's quote a quote, as the page builder's blocks.
  {
    singularName: 'case-study',
    queryParams: {
      populate: {
        cover: true,
        clientLogo: true,
        results: true,
        quote: { populate: { photo: true } },
        seo,
        services: { fields: ['locale'] },
      },
    },
  },
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
