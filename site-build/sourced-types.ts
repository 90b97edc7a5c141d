/**
 * The CMS types the site build sources (gatsby-source-strapi's options in gatsby-config.ts) and what
 * each is populated with: every type of the content registry (cms/src/contracts/content-types.ts)
 * marked `sourced`, keyed by its name, so a type added there and not here fails the type check.
 * gatsby-node.ts declares a `locale` on each one's nodes from this same list (src/lib/locale.ts says
 * how the queries choose theirs).
 */
// Relative, not @contracts: Gatsby compiles gatsby-config and gatsby-node, which reach this file,
// without the webpack alias.
import { CONTENT_TYPES, type SourcedName } from '../cms/src/contracts/content-types';
import { blocksPopulate } from '../src/blocks/schema';

const seo = { populate: { shareImage: true } };

/** A dynamic zone is populated per block type, as the CMS's component schemas say (src/blocks/schema.ts). */
const blocks = blocksPopulate();

interface QueryParams {
  populate: Record<string, unknown>;
}

/** What each sourced type is populated with (null: its own fields only), in the order they are sourced;
 * the draft preview reads each with the same (server/preview.ts). */
export const POPULATE: Record<SourcedName, QueryParams | null> = {
  service: { populate: { image: true } },
  'faq-group': { populate: { entries: true } },
  // Every page of blocks: the fixed pages (src/contracts/pages.ts) and the landing pages.
  page: { populate: { blocks, seo } },
  // The insights (issue 48). An article's author, category and related articles are populated with
  // their locale alone: gatsby-source-strapi makes a node of a relation's entry when none exists yet,
  // and Gatsby keeps a node whose content is unchanged, so a relation populated as fully as the entry
  // (its photo as raw JSON) would stand in for the author's own node, photo unlinked. Named this way,
  // the relation's node is replaced by the entry's, whichever comes first. An article's body is a
  // dynamic zone of the same blocks as a page's.
  author: { populate: { photo: true } },
  category: null,
  article: {
    populate: {
      cover: true,
      body: blocks,
      seo,
      author: { fields: ['locale'] },
      category: { fields: ['locale'] },
      relatedArticles: { fields: ['locale'] },
    },
  },
  // The case studies (issue 48): their services named by locale alone, as an article's relations are;
  // the results are figures and the client's quote a quote, as the page builder's blocks.
  'case-study': {
    populate: {
      cover: true,
      clientLogo: true,
      results: true,
      quote: { populate: { photo: true } },
      seo,
      services: { fields: ['locale'] },
    },
  },
  global: {
    populate: { textLogo: true, transparentLogo: true, socialLinks: true, defaultSeo: seo },
  },
  'privacy-page': { populate: { seo } },
  'chatbot-setting': null,
};

const sourcedOfKind = (kind: 'single' | 'collection') =>
  (Object.entries(POPULATE) as Array<[SourcedName, QueryParams | null]>)
    .filter(([name]) => CONTENT_TYPES[name].kind === kind)
    .map(([singularName, queryParams]) => (queryParams ? { singularName, queryParams } : { singularName }));

export const COLLECTION_TYPES = sourcedOfKind('collection');
export const SINGLE_TYPES = sourcedOfKind('single');

export const SOURCED_TYPES: readonly string[] = [...COLLECTION_TYPES, ...SINGLE_TYPES].map((type) => type.singularName);
