/**
 * The routed types' nodes are declared from their schemas (src/blocks/schema.ts's contentTypeDefs):
 * the same fields, of the same types, as the declarations once written by hand here, so every query
 * reads what it read. Gatsby's types list fields by name, so their order is no matter.
 */
import { parse } from 'graphql';
import { contentTypeDefs } from '../../src/blocks/schema';
import { ROUTED_UIDS } from '../routed-types';
import { createSchemaCustomization } from './schema';

const link = (field: string) => `@link(by: "id", from: "${field}___NODE")`;

/** A declaration's name and its fields, one `name: type` each, sorted. */
function fieldsOf(sdl: string): { type: string; fields: string[] } {
  const [, type, body] = /type (\w+) implements Node \{([^}]*)\}/.exec(sdl) ?? [];
  const fields = body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { type, fields: fields.sort() };
}

/** The declarations gatsby-node/schema.ts held by hand. The category's publishing dates, then inferred
 * from the data as the same Date fields (src/gatsby-types.d.ts), are declared now as every routed type's. */
const HAND_WRITTEN: Record<string, string> = {
  'api::category.category': `type STRAPI_CATEGORY implements Node {
      documentId: String
      name: String
      slug: String
      description: String
      publishedAt: Date @dateformat
      updatedAt: Date @dateformat
    }`,
  'api::article.article': `type STRAPI_ARTICLE implements Node {
      documentId: String
      title: String
      slug: String
      summary: String
      tags: String
      date: Date @dateformat
      publishedAt: Date @dateformat
      updatedAt: Date @dateformat
      cover: STRAPI__MEDIA ${link('cover')}
      body: [StrapiBlock] ${link('body')}
      author: STRAPI_AUTHOR ${link('author')}
      category: STRAPI_CATEGORY ${link('category')}
      relatedArticles: [STRAPI_ARTICLE] ${link('relatedArticles')}
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }`,
  'api::case-study.case-study': `type STRAPI_CASE_STUDY implements Node {
      documentId: String
      clientName: String
      slug: String
      title: String
      summary: String
      sector: String
      challenge: String
      approach: String
      date: Date @dateformat
      publishedAt: Date @dateformat
      updatedAt: Date @dateformat
      clientLogo: STRAPI__MEDIA ${link('clientLogo')}
      cover: STRAPI__MEDIA ${link('cover')}
      services: [STRAPI_SERVICE] ${link('services')}
      results: [STRAPI__COMPONENT_BLOCKS_FIGURE] ${link('results')}
      quote: STRAPI__COMPONENT_BLOCKS_QUOTE ${link('quote')}
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }`,
};

it('declares each routed type but the page from its schema, as the declarations once written by hand', () => {
  // The page is declared with the blocks (blockTypeDefs); the others here.
  expect(ROUTED_UIDS.filter((uid) => uid !== 'api::page.page').sort()).toEqual(Object.keys(HAND_WRITTEN).sort());
  for (const [uid, sdl] of Object.entries(HAND_WRITTEN)) expect(fieldsOf(contentTypeDefs(uid))).toEqual(fieldsOf(sdl));
});

it('describes each declared type by its schema, and leaves out the inverse side of a relation', () => {
  expect(contentTypeDefs('api::case-study.case-study')).toMatch(/^"A client's project: a case study at \/case-studies/);
  // A category's articles: each article links its category; the category holds no link to them.
  expect(contentTypeDefs('api::category.category')).not.toMatch(/articles/);
});

it('writes declarations GraphQL reads, each routed type once', () => {
  const declared: string[] = [];
  const actions = {
    createFieldExtension: () => undefined,
    createTypes: (types: string | string[]) => declared.push(...[types].flat()),
  };
  void (createSchemaCustomization as unknown as (args: { actions: typeof actions }) => void)({ actions });
  const document = declared.join('\n');
  expect(() => parse(document)).not.toThrow();
  // Besides each sourced type's locale, on one line (`{ locale: String! @localeOrDefault }`).
  for (const type of ['STRAPI_CATEGORY', 'STRAPI_ARTICLE', 'STRAPI_CASE_STUDY', 'STRAPI_PAGE'])
    expect(document.match(new RegExp(`type ${type} implements Node \\{\\n`, 'g'))).toHaveLength(1);
});
