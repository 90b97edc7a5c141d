/**
 * What the build populates of each sourced type is there to populate: each name under `populate` is a
 * field of the type's schema (a relation, a component, a media field or a dynamic zone), so a field
 * renamed in the CMS fails here rather than as a 400 from the CMS in the middle of a build. Which
 * types are sourced is the content registry's (cms/src/contracts/content-types.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { COLLECTION_TYPES, POPULATE, SINGLE_TYPES } from './sourced-types';

const schemaOf = (name: string): { attributes: Record<string, { type: string }> } =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../cms/src/api/${name}/content-types/${name}/schema.json`), 'utf8'),
  );

const POPULATED = new Set(['relation', 'component', 'media', 'dynamiczone']);

it.each([...COLLECTION_TYPES, ...SINGLE_TYPES].map((type) => [type.singularName, type] as const))(
  '%s populates only fields its schema has',
  (name, type) => {
    const attributes = schemaOf(name).attributes;
    const populate = Object.keys(type.queryParams?.populate ?? {});
    const problems = populate.flatMap((field) =>
      !attributes[field]
        ? [`${name}: populates ${field}, which its schema has no field of`]
        : !POPULATED.has(attributes[field].type)
          ? [`${name}: populates ${field}, a ${attributes[field].type} field (nothing to populate)`]
          : [],
    );
    expect(problems).toEqual([]);
  },
);

it('derives each type’s populate from its schema as it was written by hand, in the registry’s order', () => {
  // The page builder's dynamic zone, populated per block type (src/blocks/schema.ts, tested there).
  const blocks = POPULATE.page?.populate.blocks;
  expect(blocks).toEqual({ on: expect.objectContaining({ 'blocks.hero': expect.anything() }) });
  const seo = { populate: { shareImage: true } };
  const locale = { fields: ['locale'] };
  expect(POPULATE).toEqual({
    service: { populate: { image: true } },
    'faq-group': { populate: { entries: true } },
    page: { populate: { blocks, seo } },
    author: { populate: { photo: true } },
    category: null,
    article: {
      populate: { cover: true, body: blocks, seo, author: locale, category: locale, relatedArticles: locale },
    },
    'case-study': {
      populate: {
        cover: true,
        clientLogo: true,
        results: true,
        quote: { populate: { photo: true } },
        seo,
        services: locale,
      },
    },
    global: { populate: { textLogo: true, transparentLogo: true, socialLinks: true, defaultSeo: seo } },
    'privacy-page': { populate: { seo } },
    'chatbot-setting': null,
  });
  expect(Object.keys(POPULATE)).toEqual([
    'page',
    'service',
    'faq-group',
    'global',
    'chatbot-setting',
    'privacy-page',
    'article',
    'author',
    'category',
    'case-study',
  ]);
  // A relation the other type holds (a category's articles) is not populated: the article links it.
  expect(POPULATE.category).toBeNull();
});
