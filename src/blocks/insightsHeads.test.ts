/** The heads of the insights' pages (issue 48): which entry each route reads, an article's SEO,
 * BlogPosting and breadcrumbs, a list's and a category's titles, and the feed link on all of them;
 * and the case studies' (a case study's SEO and breadcrumbs, the list's title). */
import { parse } from 'graphql';
import { unlocalizedFields } from '../testing/localeQueries';
import {
  caseStudyRouteOf,
  insightsRouteOf,
  pageHeadOf,
  pageHeadQuery,
  type HeadWords,
  type PageHeadData,
} from './pageHeads';

const WORDS: HeadWords = {
  home: 'Start',
  insights: 'Insights',
  insightsDescription: 'Was wir gelernt haben.',
  feed: '{{siteName}}: Insights',
  caseStudies: 'Fallstudien',
  caseStudiesDescription: 'Projekte und was sie bewirkt haben.',
};

function data(entry: Partial<PageHeadData>): PageHeadData {
  return {
    site: { siteMetadata: { siteUrl: 'https://www.example.com' } },
    strapiGlobal: {
      siteName: 'Meridian Works',
      contactEmail: null,
      contactPhone: null,
      address: null,
      socialLinks: [],
      transparentLogo: null,
      defaultSeo: { metaDescription: 'What the firm does.' },
    },
    allStrapiService: { nodes: [] },
    ...entry,
  };
}

const graphOf = (jsonLd: string) => (JSON.parse(jsonLd) as { '@graph': Array<Record<string, any>> })['@graph'];

test('tells the insights’ routes apart', () => {
  expect(insightsRouteOf('/insights')).toEqual({ kind: 'list' });
  expect(insightsRouteOf('/insights/page/3')).toEqual({ kind: 'list' });
  expect(insightsRouteOf('/insights/category/events')).toEqual({ kind: 'category', slug: 'events' });
  expect(insightsRouteOf('/insights/category/events/page/2')).toEqual({ kind: 'category', slug: 'events' });
  expect(insightsRouteOf('/insights/why-projects-slip')).toEqual({ kind: 'article', slug: 'why-projects-slip' });
  expect(insightsRouteOf('/about')).toBeNull();
  expect(insightsRouteOf('/insightsful')).toBeNull();
});

test('each insights head’s query is valid GraphQL and reads its locale', () => {
  for (const path of ['/insights', '/de/insights/page/2', '/insights/category/events', '/de/insights/ein-artikel']) {
    const { query } = pageHeadQuery(path, 'de');
    expect(() => parse(query)).not.toThrow();
    expect(unlocalizedFields([{ where: path, text: query }])).toEqual([]);
  }
  expect(pageHeadQuery('/de/insights/ein-artikel', 'de').variables).toEqual({ locale: 'de', slug: 'ein-artikel' });
  expect(pageHeadQuery('/insights/category/events', 'en').query).toMatch(/category: strapiCategory\(slug/);
});

test('an article’s head: its SEO, og:type article, a BlogPosting, breadcrumbs and the feed', () => {
  const head = pageHeadOf(
    '/de/insights/ein-artikel',
    data({
      article: {
        seo: { metaDescription: null },
        title: 'Ein Artikel',
        summary: 'Worum es geht.',
        date: '2026-11-18',
        publishedAt: '2026-11-20T09:00:00.000Z',
        updatedAt: '2026-11-21T09:00:00.000Z',
        cover: { localFile: { childImageSharp: { resize: { src: '/static/cover.png', width: 1200, height: 630 } } } },
        author: { name: 'Clara Whitfield', role: 'Leiterin Projektumsetzung' },
        category: { name: 'Projektumsetzung', slug: 'projektumsetzung' },
      },
    }),
    false,
    'de',
    { en: '/insights/an-article', de: '/de/insights/ein-artikel' },
    WORDS,
  );
  expect(head.title).toBe('Ein Artikel · Meridian Works');
  expect(head.meta).toContainEqual({ name: 'description', content: 'Worum es geht.' });
  expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' });
  expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://www.example.com/static/cover.png' });
  expect(head.feeds).toEqual([
    { href: 'https://www.example.com/de/insights/rss.xml', title: 'Meridian Works: Insights' },
  ]);
  const graph = graphOf(head.jsonLd);
  expect(graph.find((node) => node['@type'] === 'BlogPosting')).toEqual({
    '@type': 'BlogPosting',
    '@id': 'https://www.example.com/de/insights/ein-artikel#article',
    url: 'https://www.example.com/de/insights/ein-artikel',
    mainEntityOfPage: { '@id': 'https://www.example.com/de/insights/ein-artikel#webpage' },
    headline: 'Ein Artikel',
    description: 'Worum es geht.',
    image: 'https://www.example.com/static/cover.png',
    datePublished: '2026-11-18',
    dateModified: '2026-11-21T09:00:00.000Z',
    author: { '@type': 'Person', name: 'Clara Whitfield', jobTitle: 'Leiterin Projektumsetzung' },
    publisher: { '@id': 'https://www.example.com/#organization' },
    inLanguage: 'de',
  });
  expect(
    graph
      .find((node) => node['@type'] === 'BreadcrumbList')!
      .itemListElement.map((step: { position: number; name: string; item: string }) => [
        step.position,
        step.name,
        step.item,
      ]),
  ).toEqual([
    [1, 'Start', 'https://www.example.com/de'],
    [2, 'Insights', 'https://www.example.com/de/insights'],
    [3, 'Projektumsetzung', 'https://www.example.com/de/insights/category/projektumsetzung'],
    [4, 'Ein Artikel', 'https://www.example.com/de/insights/ein-artikel'],
  ]);
});

test('a list’s and a category’s head: their titles and descriptions, the feed, no article', () => {
  const list = pageHeadOf('/insights/page/2', data({}), false, 'en', { en: '/insights/page/2' }, WORDS);
  expect(list.title).toBe('Insights · Meridian Works');
  expect(list.meta).toContainEqual({ name: 'description', content: 'Was wir gelernt haben.' });
  expect(list.feeds).toEqual([{ href: 'https://www.example.com/insights/rss.xml', title: 'Meridian Works: Insights' }]);
  expect(graphOf(list.jsonLd).map((node) => node['@type'])).toEqual(['Organization', 'WebPage']);
  const category = pageHeadOf(
    '/insights/category/events',
    data({ category: { name: 'Events', description: 'Conferences and launches.' } }),
    false,
    'en',
    {},
    WORDS,
  );
  expect(category.title).toBe('Events · Insights · Meridian Works');
  expect(category.meta).toContainEqual({ name: 'description', content: 'Conferences and launches.' });
});

test('other pages have no feed', () => {
  expect(pageHeadOf('/about', data({ page: null }), false, 'en', {}, WORDS).feeds).toEqual([]);
});

test('tells the case studies’ routes apart, each head’s query valid and in its locale', () => {
  expect(caseStudyRouteOf('/case-studies')).toEqual({});
  expect(caseStudyRouteOf('/case-studies/eine-kanzlei')).toEqual({ slug: 'eine-kanzlei' });
  expect(caseStudyRouteOf('/case-studies/a/b')).toBeNull();
  expect(caseStudyRouteOf('/case-studies-old')).toBeNull();
  for (const path of ['/case-studies', '/de/case-studies/eine-kanzlei']) {
    const { query } = pageHeadQuery(path, 'de');
    expect(() => parse(query)).not.toThrow();
    expect(unlocalizedFields([{ where: path, text: query }])).toEqual([]);
  }
  expect(pageHeadQuery('/de/case-studies/eine-kanzlei', 'de').variables).toEqual({
    locale: 'de',
    slug: 'eine-kanzlei',
  });
});

test('a case study’s head: its SEO (its summary where the editor left none), its cover shared, breadcrumbs; no feed', () => {
  const head = pageHeadOf(
    '/de/case-studies/eine-kanzlei',
    data({
      caseStudy: {
        seo: { metaTitle: 'Fallstudie: ein Umzug', metaDescription: null },
        title: 'Ein Umzug an einem Wochenende',
        clientName: 'Eine Londoner Kanzlei',
        summary: 'Zweihundert Arbeitsplätze.',
        cover: { localFile: { childImageSharp: { resize: { src: '/static/cover.png', width: 1200, height: 630 } } } },
      },
    }),
    false,
    'de',
    { en: '/case-studies/a-law-firm', de: '/de/case-studies/eine-kanzlei' },
    WORDS,
  );
  expect(head.title).toBe('Fallstudie: ein Umzug · Meridian Works');
  expect(head.meta).toContainEqual({ name: 'description', content: 'Zweihundert Arbeitsplätze.' });
  expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://www.example.com/static/cover.png' });
  expect(head.feeds).toEqual([]);
  const steps = graphOf(head.jsonLd)
    .find((node) => node['@type'] === 'BreadcrumbList')!
    .itemListElement.map((step: { position: number; name: string; item: string }) => [
      step.position,
      step.name,
      step.item,
    ]);
  expect(steps).toEqual([
    [1, 'Start', 'https://www.example.com/de'],
    [2, 'Fallstudien', 'https://www.example.com/de/case-studies'],
    [3, 'Eine Londoner Kanzlei', 'https://www.example.com/de/case-studies/eine-kanzlei'],
  ]);
  const list = pageHeadOf('/case-studies', data({}), false, 'en', {}, WORDS);
  expect(list.title).toBe('Fallstudien · Meridian Works');
  expect(list.meta).toContainEqual({ name: 'description', content: 'Projekte und was sie bewirkt haben.' });
});
