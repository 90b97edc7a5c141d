/**
 * @jest-environment node
 */
/**
 * Every build query of the CMS's content names its locale (./locale.ts), read from the site's own
 * sources: every `graphql` tag under src/ and the queries gatsby-node.ts's hooks send (site-build/gatsby-node/) (the heads' queries:
 * src/blocks/pageHeads.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { unlocalizedFields, type NamedQuery } from '../testing/localeQueries';
import { LOCALE_FILTER, strapiNodeType } from './locale';

const ROOT = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The `graphql` tags of src/ (Gatsby allows no interpolation in them). */
const taggedQueries = (): NamedQuery[] =>
  sourceFiles(path.join(ROOT, 'src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/graphql`([^`]*)`/g)].map((m) => ({
      where: path.relative(ROOT, file),
      text: m[1],
    })),
  );

/** The queries gatsby-node.ts's hooks send themselves, with the one filter they interpolate. */
const HOOKS = 'site-build/gatsby-node';
const gatsbyNodeQueries = (): NamedQuery[] =>
  fs
    .readdirSync(path.join(ROOT, HOOKS))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, HOOKS, file), 'utf8').matchAll(/`\s*(query \w+[^`]*)`/g)].map((m) => ({
        where: `${HOOKS}/${file}`,
        // A listed type's query (section-pages.ts's listedQuery) names its nodes' field by the type.
        text: m[1].replaceAll('${LOCALE_FILTER}', LOCALE_FILTER).replaceAll('${type.nodes}', 'allStrapiListed'),
      })),
    );

test('every query of the CMS content names its locale', () => {
  const queries = [...taggedQueries(), ...gatsbyNodeQueries()];
  // It reads what it should: the shared fragments, the pages, the content check, the sections' and the feeds'.
  expect(queries.map((q) => q.where)).toEqual(
    expect.arrayContaining([
      'src/app/siteData.ts',
      'src/blocks/registry.tsx',
      'src/templates/fixed.tsx',
      `${HOOKS}/pages.ts`,
      `${HOOKS}/section-pages.ts`,
      `${HOOKS}/post-build.ts`,
    ]),
  );
  expect(unlocalizedFields(queries)).toEqual([]);
});

test('the check finds a field that names no locale', () => {
  const query = {
    where: 'q',
    text: `query Q($locale: String!) {
      strapiGlobal { siteName }
      allStrapiService(sort: { order: ASC }) { totalCount }
      strapiPage(id: { eq: "x" }) { title }
      allStrapiFaqGroup(filter: { ${LOCALE_FILTER} }) { totalCount }
      strapiPrivacyPage(locale: { eq: "de" }) { title }
      site { siteMetadata { siteUrl } }
    }
    fragment F on Query { strapiChatbotSetting { title } }`,
  };
  expect(unlocalizedFields([query])).toEqual(['q: strapiGlobal', 'q: allStrapiService', 'q: strapiChatbotSetting']);
});

test("the plugin's node type names", () => {
  expect(['page', 'faq-group', 'chatbot-setting'].map(strapiNodeType)).toEqual([
    'STRAPI_PAGE',
    'STRAPI_FAQ_GROUP',
    'STRAPI_CHATBOT_SETTING',
  ]);
});
