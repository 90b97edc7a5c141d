import { parse } from 'graphql';
import { FIXED_PAGES } from '../lib/pages';
import { unlocalizedFields } from '../testing/localeQueries';
import { pageHeadOf, pageHeadQuery, type HeadPageRef, type PageHeadData } from './pageHeads';

const SERVICES = [
  { slug: 'it-support', title: 'IT Support', summary: 'Help desk.', description: null },
  { slug: 'event-planning', title: 'Event Planning', summary: 'Events.', description: null },
];

function data(page: PageHeadData['page']): PageHeadData {
  return {
    site: { siteMetadata: { siteUrl: 'https://www.example.com' } },
    strapiGlobal: {
      siteName: 'Meridian Works',
      contactEmail: 'hello@example.com',
      contactPhone: null,
      address: null,
      socialLinks: [{ url: 'https://www.linkedin.com/company/x' }],
      transparentLogo: { localFile: { childImageSharp: { original: { src: '/static/2/logo.png' } } } },
      defaultSeo: { metaDescription: 'What the firm does.' },
    },
    allStrapiService: { nodes: SERVICES },
    page,
  };
}

const typesIn = (jsonLd: string) =>
  (JSON.parse(jsonLd) as { '@graph': Array<{ '@type': string }> })['@graph'].map((node) => node['@type']);

describe('pageHeadQuery', () => {
  test("reads a fixed page's own entry in the page's locale, with or without the trailing slash", () => {
    for (const path of ['/about/', '/about']) {
      const { query, variables } = pageHeadQuery({ kind: 'fixed', path }, 'en');
      expect(query).toMatch(/page: strapiPage\(slug: \{ eq: "about" \}, locale: \{ eq: \$locale \}\) \{/);
      expect(variables).toEqual({ locale: 'en' });
      expect(() => parse(query)).not.toThrow();
    }
    expect(pageHeadQuery({ kind: 'fixed', path: '/' }, 'en').query).toMatch(
      /page: strapiPage\(slug: \{ eq: "home" \}, locale/,
    );
    expect(pageHeadQuery({ kind: 'privacy', path: '/privacy/' }, 'de').query).toMatch(
      /page: strapiPrivacyPage\(locale: \{ eq: \$locale \}\) \{ seo \{/,
    );
    expect(pageHeadQuery({ kind: 'privacy', path: '/privacy/' }, 'de').variables).toEqual({ locale: 'de' });
  });

  test("reads a landing page's entry by the node id its context names", () => {
    const { query, variables } = pageHeadQuery({ kind: 'landing', path: '/spring-offer/', entry: 'page-7' }, 'de');
    expect(query).toMatch(/page: strapiPage\(id: \{ eq: \$id \}\)/);
    expect(variables).toEqual({ locale: 'de', id: 'page-7' });
    expect(() => parse(query)).not.toThrow();
  });

  test("a German fixed page's path finds the entry of its route", () => {
    expect(pageHeadQuery({ kind: 'fixed', path: '/de/about' }, 'de').query).toMatch(
      /page: strapiPage\(slug: \{ eq: "about" \}/,
    );
    expect(pageHeadQuery({ kind: 'fixed', path: '/de' }, 'de').query).toMatch(
      /page: strapiPage\(slug: \{ eq: "home" \}/,
    );
  });

  test('a page with no entry of its own reads the site alone; a kind that needs an entry without one is refused', () => {
    const { query, variables } = pageHeadQuery({ kind: 'plain', path: '/404/' }, 'en');
    expect(query).not.toMatch(/page:/);
    expect(variables).toEqual({ locale: 'en' });
    expect(() => pageHeadQuery({ kind: 'landing', path: '/spring-offer' }, 'en')).toThrow(/names no entry/);
    expect(() => pageHeadQuery({ kind: 'fixed', path: '/spring-offer' }, 'en')).toThrow(/no fixed page/);
    expect(() => pageHeadQuery({ kind: 'preview', path: '/__preview' }, 'en')).toThrow(/no head/);
  });

  test("every head's query reads the CMS's content in the page's locale (src/lib/locale.ts)", () => {
    const pages: HeadPageRef[] = [
      ...FIXED_PAGES.map((page) => ({ kind: 'fixed' as const, path: page.route })),
      { kind: 'privacy', path: '/privacy/' },
      { kind: 'plain', path: '/404/' },
      { kind: 'landing', path: '/spring-offer', entry: 'page-7' },
    ];
    const queries = pages.map((page) => ({ where: page.path, text: pageHeadQuery(page, 'en').query }));
    expect(unlocalizedFields(queries)).toEqual([]);
  });
});

describe('pageHeadOf', () => {
  test("a page's FAQ blocks become its FAQPage; a detailed services grid, one Service per service", () => {
    const head = pageHeadOf(
      'fixed',
      '/services/',
      data({
        seo: { metaTitle: 'Services' },
        blocks: [
          { __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID', layout: 'detailed' },
          { __typename: 'STRAPI__COMPONENT_BLOCKS_FAQ', faqGroup: { entries: [{ question: 'Q?', answer: 'A.' }] } },
          null,
        ],
      }),
    );
    expect(head.title).toBe('Services · Meridian Works');
    expect(typesIn(head.jsonLd)).toEqual(['Organization', 'WebPage', 'FAQPage', 'Service', 'Service']);
    expect(head.jsonLd).toContain('https://www.example.com/services#it-support');
    expect(head.jsonLd).toContain('https://www.example.com/static/2/logo.png');
  });

  test('a compact services grid describes no service; a path without an entry has the defaults', () => {
    const compact = pageHeadOf(
      'fixed',
      '/',
      data({ blocks: [{ __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID', layout: 'compact' }] }),
    );
    expect(typesIn(compact.jsonLd)).toEqual(['Organization', 'WebPage']);

    const notFound = pageHeadOf('plain', '/404/', data(null), true);
    expect(notFound.title).toBe('Meridian Works');
    expect(notFound.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(notFound.meta).toContainEqual({ name: 'description', content: 'What the firm does.' });
  });

  test("a German page's head: its language, its canonical URL under /de, and links to each translation", () => {
    const translations = { en: '/about', de: '/de/about' };
    const head = pageHeadOf('fixed', '/de/about', data(null), false, 'de', translations);
    expect(head.lang).toBe('de');
    expect(head.canonical).toBe('https://www.example.com/de/about');
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.example.com/about' },
      { hreflang: 'de', href: 'https://www.example.com/de/about' },
      { hreflang: 'x-default', href: 'https://www.example.com/about' },
    ]);
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'de_DE' });
    expect(head.meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_GB' });
  });
});
