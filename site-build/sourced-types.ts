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
  // The insights (issue 48). The authors and categories come before the articles: gatsby-source-strapi
  // makes a node of a relation's entry only when none exists yet, so an article's author is then
  // the author's own node, photo included. An article's body is a dynamic zone of the same blocks
  // as a page's; its editor-picked related articles are named by document (the build finds them in
  // its locale: src/lib/insights.ts).
  { singularName: 'author', queryParams: { populate: { photo: true } } },
  { singularName: 'category' },
  {
    singularName: 'article',
    queryParams: {
      populate: {
        cover: true,
        body: blocks,
        seo,
        author: { populate: { photo: true } },
        category: true,
        relatedArticles: { fields: ['documentId', 'slug', 'locale'] },
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
