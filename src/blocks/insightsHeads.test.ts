/** The heads of the insights' pages (issue 48): which entry each route reads, an article's SEO,
 * BlogPosting and breadcrumbs, a list's and a category's titles, and the feed link on all of them;
 * and the case studies' (a case study's SEO and breadcrumbs, the list's title). */
import { parse } from 'graphql';
import { unlocalizedFields } from '../testing/localeQueries';
import { pageHeadOf, pageHeadQuery, type HeadPageRef, type HeadWords, type PageHeadData } from './pageHeads';

const WORDS: HeadWords = {
  nav: { home: 'Start' },
  insights: { title: 'Insights', description: 'Was wir gelernt haben.', feed: '{{siteName}}: Insights' },
  caseStudies: { title: 'Fallstudien', description: 'Projekte und was sie bewirkt haben.' },
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

test('each insights head’s query is valid GraphQL, reads its locale and its entry by the id its context names', () => {
  const pages: HeadPageRef[] = [
    { kind: 'insights', path: '/insights' },
    { kind: 'insights', path: '/de/insights/page/2' },
    { kind: 'category', path: '/insights/category/events', entry: 'category-1' },
    { kind: 'article', path: '/de/insights/ein-artikel', entry: 'article-1' },
  ];
  for (const page of pages) {
    const { query } = pageHeadQuery(page, 'de');
    expect(() => parse(query)).not.toThrow();
    expect(unlocalizedFields([{ where: page.path, text: query }])).toEqual([]);
  }
  expect(pageHeadQuery(pages[3], 'de').variables).toEqual({ locale: 'de', id: 'article-1' });
  expect(pageHeadQuery(pages[3], 'de').query).toMatch(/article: strapiArticle\(id: \{ eq: \$id \}\)/);
  expect(pageHeadQuery(pages[2], 'en').query).toMatch(/category: strapiCategory\(id: \{ eq: \$id \}\)/);
  expect(pageHeadQuery(pages[1], 'en').variables).toEqual({ locale: 'en' });
});

test('an article’s head: its SEO, og:type article, a BlogPosting, breadcrumbs and the feed', () => {
  const head = pageHeadOf(
    'article',
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
  const list = pageHeadOf('insights', '/insights/page/2', data({}), false, 'en', { en: '/insights/page/2' }, WORDS);
  expect(list.title).toBe('Insights · Meridian Works');
  expect(list.meta).toContainEqual({ name: 'description', content: 'Was wir gelernt haben.' });
  expect(list.feeds).toEqual([{ href: 'https://www.example.com/insights/rss.xml', title: 'Meridian Works: Insights' }]);
  expect(graphOf(list.jsonLd).map((node) => node['@type'])).toEqual(['Organization', 'WebPage']);
  const category = pageHeadOf(
    'category',
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
  expect(pageHeadOf('fixed', '/about', data({ page: null }), false, 'en', {}, WORDS).feeds).toEqual([]);
});

test('each case studies head’s query is valid and in its locale, a case study’s entry by its id', () => {
  const pages: HeadPageRef[] = [
    { kind: 'case-studies', path: '/case-studies' },
    { kind: 'case-study', path: '/de/case-studies/eine-kanzlei', entry: 'case-1' },
  ];
  for (const page of pages) {
    const { query } = pageHeadQuery(page, 'de');
    expect(() => parse(query)).not.toThrow();
    expect(unlocalizedFields([{ where: page.path, text: query }])).toEqual([]);
  }
  expect(pageHeadQuery(pages[1], 'de').variables).toEqual({ locale: 'de', id: 'case-1' });
  expect(pageHeadQuery(pages[0], 'de').variables).toEqual({ locale: 'de' });
});

test('a case study’s head: its SEO (its summary where the editor left none), its cover shared, breadcrumbs; no feed', () => {
  const head = pageHeadOf(
    'case-study',
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
  const list = pageHeadOf('case-studies', '/case-studies', data({}), false, 'en', {}, WORDS);
  expect(list.title).toBe('Fallstudien · Meridian Works');
  expect(list.meta).toContainEqual({ name: 'description', content: 'Projekte und was sie bewirkt haben.' });
});
