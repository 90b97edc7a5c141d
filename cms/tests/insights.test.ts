/**
 * The insights (issue 48) on a real Strapi started on a freshly seeded database: the seed's six
 * articles, three categories and two authors in English and German, their relations in each
 * language's own localization; what the site build's token reads (published articles, never a draft)
 * and what anonymous visitors read (nothing: site content is the build's, docs/public-api.md).
 */
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { contentManagerFor, editable, jsonCaller, makeAdmin, type Row } from '../../tests/support/admin';
import * as en from '../src/seed/insights';
import * as de from '../src/seed/insights.de';

jest.setTimeout(300_000);

const ARTICLE = 'api::article.article';
const owner = makeAdmin();
let cms: CmsInstance;
const call = jsonCaller(() => cms.url);
const withToken = async (path: string) => {
  const response = await fetch(`${cms.url}/api/${path}`, { headers: { Authorization: `Bearer ${cms.token}` } });
  return { status: response.status, body: (await response.json()) as Row };
};
const articlesIn = (locale: string) =>
  withToken(
    `articles?locale=${locale}&populate[author]=true&populate[category]=true&populate[cover]=true&sort=date:desc`,
  );

beforeAll(async () => {
  cms = await startCms({ env: owner.env });
});

afterAll(async () => {
  await cms?.stop();
});

describe.each([
  ['en', en],
  ['de', de],
] as const)('the seeded insights in %s', (locale, seed) => {
  it('lists the six published articles newest first, each with its author, category and cover', async () => {
    const { status, body } = await articlesIn(locale);
    expect(status).toBe(200);
    const newestFirst = [...seed.articles].sort((a, b) => b.date.localeCompare(a.date));
    expect(body.data.map((article: Row) => article.slug)).toEqual(newestFirst.map((article) => article.slug));
    for (const article of body.data as Row[]) {
      const expected = seed.articles.find((candidate) => candidate.slug === article.slug)!;
      expect(article.locale).toBe(locale);
      expect(article.author.name).toBe(seed.authors.find((author) => author.key === expected.author)!.name);
      expect(article.author.role).toBe(seed.authors.find((author) => author.key === expected.author)!.role);
      expect(article.category.slug).toBe(seed.categories.find((category) => category.key === expected.category)!.slug);
      expect(article.cover.url).toMatch(/^\/uploads\//);
    }
  });

  it('has the three categories and two authors', async () => {
    const categories = await withToken(`categories?locale=${locale}&sort=slug`);
    expect(categories.body.data.map((category: Row) => category.slug)).toEqual(
      seed.categories.map((category) => category.slug).sort(),
    );
    const authors = await withToken(`authors?locale=${locale}&populate=photo&sort=name`);
    expect(authors.body.data.map((author: Row) => [author.name, author.role, Boolean(author.photo?.url)])).toEqual(
      seed.authors.map((author) => [author.name, author.role, true]),
    );
  });
});

describe('drafts and access', () => {
  it('never gives the build a draft article, and lists it once published', async () => {
    const token = (await call('POST', '/admin/login', undefined, owner)).body.data.token as string;
    const contentManager = contentManagerFor(cms.url, token);
    const published = (await articlesIn('en')).body.data as Row[];
    const draft = {
      title: 'An article still being written',
      slug: 'an-article-still-being-written',
      summary: 'Not for readers yet.',
      cover: published[0].cover.id,
      seo: { metaDescription: 'Not for readers yet.' },
      body: [],
    };
    const created = (await contentManager('POST', `collection-types/${ARTICLE}`, draft)).data as Row;
    const drafts = await withToken('articles?filters[slug][$eq]=an-article-still-being-written');
    expect(drafts.status).toBe(200);
    expect(drafts.body.data).toEqual([]);
    expect((await withToken(`articles/${created.documentId}`)).status).toBe(404);

    await contentManager('POST', `collection-types/${ARTICLE}/${created.documentId}/actions/publish`, draft);
    const live = await withToken('articles?filters[slug][$eq]=an-article-still-being-written');
    expect(live.body.data.map((article: Row) => article.title)).toEqual([draft.title]);
  });

  it('redirects an article’s old address when it is published under a new slug, in its language', async () => {
    const token = (await call('POST', '/admin/login', undefined, owner)).body.data.token as string;
    const contentManager = contentManagerFor(cms.url, token);
    const article = (await articlesIn('de')).body.data[0] as Row;
    const redirectsFrom = async (from: string) =>
      (await contentManager('GET', `collection-types/api::redirect.redirect?filters[from][$eq]=${from}`))
        .results as Row[];
    const path = `collection-types/${ARTICLE}/${article.documentId}`;
    const current = (await contentManager('GET', `${path}?locale=de`)).data as Row;
    const moved = { ...editable(current), slug: `${article.slug}-neu` };
    // A saved draft does not move the live page: no redirect yet.
    await contentManager('PUT', `${path}?locale=de`, moved);
    expect(await redirectsFrom(`/de/insights/${article.slug}`)).toEqual([]);

    await contentManager('POST', `${path}/actions/publish?locale=de`, moved);
    const [redirect] = await redirectsFrom(`/de/insights/${article.slug}`);
    expect(redirect).toMatchObject({ to: `/de/insights/${article.slug}-neu`, permanent: true });
    // The English version, not published anew, keeps its address and gets no redirect.
    expect(await redirectsFrom(`/insights/${article.slug}`)).toEqual([]);
  });

  it.each(['articles', 'authors', 'categories', 'articles?locale=de'])(
    'refuses anonymous visitors %s: site content is read by the build alone',
    async (path) => {
      const response = await fetch(`${cms.url}/api/${path}`);
      // Strapi answers 401 to a request without credentials for a route the public role lacks.
      expect([401, 403]).toContain(response.status);
      expect(JSON.stringify(await response.json())).not.toContain(en.articles[0].title);
    },
  );

  it('refuses a write to the insights with the build token, which only reads', async () => {
    const response = await fetch(`${cms.url}/api/articles`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${cms.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'Nope' } }),
    });
    expect([401, 403, 404, 405]).toContain(response.status);
  });
});
