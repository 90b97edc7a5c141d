import { indexablePages, noindexPaths, SITEMAP_QUERY } from './sitemap';

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

  test("the query asks each entry's noindex and the site's URL", () => {
    for (const field of ['strapiPrivacyPage', 'allStrapiPage', 'siteUrl']) expect(SITEMAP_QUERY).toContain(field);
  });
});
