import { parse } from 'graphql';
import { indexablePages, neverListed, noindexPaths, sitemapEntry, SITEMAP_QUERY } from './sitemap';

const pages = ['/', '/about', '/services/', '/contact', '/privacy', '/spring-offer', '/summer'].map((path) => ({
  path,
}));

describe('the sitemap leaves out what editors marked noindex', () => {
  test('a fixed page and a landing page marked noindex are left out; the rest stays', () => {
    const data = {
      allSitePage: { nodes: pages },
      strapiPrivacyPage: { seo: null },
      allStrapiPage: {
        nodes: [
          // The fixed pages are page entries too, at their routes (cms/src/contracts/pages.ts).
          { slug: 'home', seo: { noindex: false } },
          { slug: 'services', seo: { noindex: true } },
          { slug: 'spring-offer', seo: { noindex: true } },
          { slug: 'summer', seo: { noindex: null } },
        ],
      },
    };
    expect([...noindexPaths(data)]).toEqual(['/services', '/spring-offer']);
    expect(indexablePages(data).map((page) => page.path)).toEqual(['/', '/about', '/contact', '/privacy', '/summer']);
  });

  test('without landing pages (none published, or none sourced) every built page stays', () => {
    expect(indexablePages({ allSitePage: { nodes: pages }, allStrapiPage: { nodes: [] } })).toEqual(pages);
    expect(indexablePages({ allSitePage: { nodes: pages }, allStrapiPage: null })).toEqual(pages);
  });

  test('the pages never for search engines are left out in every locale, whatever their noindex', () => {
    const never = [
      '/404',
      '/404/',
      '/404.html',
      '/de/404',
      '/de/404.html',
      '/newsletter/confirm',
      '/de/newsletter/unsubscribe/',
      '/__preview',
      '/__preview/de',
      '/dev-404-page',
    ];
    const listed = ['/', '/de', '/newsletter', '/de/newsletters-2024', '/404-not-found', '/__previews', '/insights'];
    const isPreview = (path: string) => path === '/__preview' || path.startsWith('/__preview/');
    expect(never.filter((path) => !neverListed(path, isPreview))).toEqual([]);
    expect(listed.filter((path) => neverListed(path, isPreview))).toEqual([]);
    const data = { allSitePage: { nodes: [...never, ...listed].map((path) => ({ path })) }, allStrapiPage: null };
    expect(indexablePages(data, isPreview).map((page) => page.path)).toEqual(listed);
  });

  test("the query asks each entry's noindex and the site's URL", () => {
    for (const field of ['strapiPrivacyPage', 'allStrapiPage', 'siteUrl']) expect(SITEMAP_QUERY).toContain(field);
  });
});

describe('every locale in the sitemap', () => {
  test('a German entry marked noindex leaves its German page out, not the English one', () => {
    const data = {
      allSitePage: { nodes: ['/about', '/de/about', '/privacy', '/de/privacy'].map((path) => ({ path })) },
      allStrapiPage: { nodes: [{ slug: 'about', seo: { noindex: false } }] },
      allStrapiPage_de: { nodes: [{ slug: 'about', seo: { noindex: true } }] },
      strapiPrivacyPage_de: { seo: { noindex: true } },
    };
    expect([...noindexPaths(data)]).toEqual(['/de/privacy', '/de/about']);
    expect(indexablePages(data).map((page) => page.path)).toEqual(['/about', '/privacy']);
  });

  test("the query reads each locale's entries under its own name, and parses", () => {
    expect(SITEMAP_QUERY).toContain('allStrapiPage_de: allStrapiPage(filter: { locale: { eq: "de" } })');
    expect(SITEMAP_QUERY).toContain('strapiPrivacyPage_de: strapiPrivacyPage(locale: { eq: "de" })');
    expect(SITEMAP_QUERY).toContain('allSitePage { nodes { path translations } }');
    expect(() => parse(SITEMAP_QUERY)).not.toThrow();
  });

  test('a page with translations lists each as an alternate, and x-default; one without, none', () => {
    const translations = { en: '/about', de: '/de/about' };
    expect(sitemapEntry({ path: '/de/about', translations })).toEqual({
      url: '/de/about',
      links: [
        { lang: 'en', url: '/about' },
        { lang: 'de', url: '/de/about' },
        { lang: 'x-default', url: '/about' },
      ],
    });
    expect(sitemapEntry({ path: '/cloud', translations: { en: '/cloud' } })).toEqual({
      url: '/cloud',
    });
    expect(sitemapEntry({ path: '/x' })).toEqual({ url: '/x' });
  });
});
