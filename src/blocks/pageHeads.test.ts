import { parse } from 'graphql';
import { FIXED_PAGES } from '../lib/pages';
import { unlocalizedFields } from '../testing/localeQueries';
import { pageHeadOf, pageHeadQuery, type PageHeadData } from './pageHeads';

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
      const { query, variables } = pageHeadQuery(path, 'en');
      expect(query).toMatch(/page: strapiPage\(slug: \{ eq: "about" \}, locale: \{ eq: \$locale \}\) \{/);
      expect(variables).toEqual({ locale: 'en' });
      expect(() => parse(query)).not.toThrow();
    }
    expect(pageHeadQuery('/', 'en').query).toMatch(/page: strapiPage\(slug: \{ eq: "home" \}, locale/);
    expect(pageHeadQuery('/privacy/', 'de').query).toMatch(
      /page: strapiPrivacyPage\(locale: \{ eq: \$locale \}\) \{ seo \{/,
    );
    expect(pageHeadQuery('/privacy/', 'de').variables).toEqual({ locale: 'de' });
  });

  test('looks any other path up as a landing page by its slug, in the locale', () => {
    const { query, variables } = pageHeadQuery('/spring-offer/', 'de');
    expect(query).toMatch(/page: strapiPage\(slug: \{ eq: \$slug \}, locale: \{ eq: \$locale \}\)/);
    expect(variables).toEqual({ locale: 'de', slug: 'spring-offer' });
    expect(() => parse(query)).not.toThrow();
  });

  test("a German page's path finds the entry of its route, a German landing page's by its German slug", () => {
    expect(pageHeadQuery('/de/about', 'de').query).toMatch(/page: strapiPage\(slug: \{ eq: "about" \}/);
    expect(pageHeadQuery('/de', 'de').query).toMatch(/page: strapiPage\(slug: \{ eq: "home" \}/);
    expect(pageHeadQuery('/de/fruehlingsangebot', 'de').variables).toEqual({ locale: 'de', slug: 'fruehlingsangebot' });
  });

  test("every head's query reads the CMS's content in the page's locale (src/lib/locale.ts)", () => {
    const routes = [...FIXED_PAGES.map((page) => page.route), '/privacy/', '/404/', '/spring-offer'];
    const queries = routes.map((route) => ({ where: route, text: pageHeadQuery(route, 'en').query }));
    expect(unlocalizedFields(queries)).toEqual([]);
  });
});

describe('pageHeadOf', () => {
  test("a page's FAQ blocks become its FAQPage; a detailed services grid, one Service per service", () => {
    const head = pageHeadOf(
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
      '/',
      data({ blocks: [{ __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID', layout: 'compact' }] }),
    );
    expect(typesIn(compact.jsonLd)).toEqual(['Organization', 'WebPage']);

    const notFound = pageHeadOf('/404/', data(null), true);
    expect(notFound.title).toBe('Meridian Works');
    expect(notFound.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(notFound.meta).toContainEqual({ name: 'description', content: 'What the firm does.' });
  });

  test("a German page's head: its language, its canonical URL under /de, and links to each translation", () => {
    const translations = { en: '/about', de: '/de/about' };
    const head = pageHeadOf('/de/about', data(null), false, 'de', translations);
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
