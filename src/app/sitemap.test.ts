import { indexablePages, neverListed, noindexPaths, sitemapEntry, sitemapFiles, SITEMAP_FILE_LIMIT } from './sitemap';

const pages = ['/', '/about', '/services/', '/contact', '/privacy', '/spring-offer', '/summer'].map((path) => ({
  path,
}));

describe('the sitemap leaves out what editors marked noindex', () => {
  test('a fixed page and a landing page marked noindex are left out; the rest stays', () => {
    const hidden = noindexPaths([
      {
        locale: 'en',
        privacy: { seo: null },
        pages: [
          // The fixed pages are page entries too, at their routes (cms/src/contracts/pages.ts).
          { slug: 'home', seo: { noindex: false } },
          { slug: 'services', seo: { noindex: true } },
          { slug: 'spring-offer', seo: { noindex: true } },
          { slug: 'summer', seo: { noindex: null } },
        ],
      },
    ]);
    expect([...hidden]).toEqual(['/services', '/spring-offer']);
    expect(indexablePages(pages, hidden).map((page) => page.path)).toEqual([
      '/',
      '/about',
      '/contact',
      '/privacy',
      '/summer',
    ]);
  });

  test('without landing pages (none published, or none sourced) every built page stays', () => {
    expect(indexablePages(pages, noindexPaths([{ locale: 'en', privacy: null, pages: [] }]))).toEqual(pages);
    expect(indexablePages(pages, noindexPaths([]))).toEqual(pages);
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
    const built = [...never, ...listed].map((path) => ({ path }));
    expect(indexablePages(built, new Set(), isPreview).map((page) => page.path)).toEqual(listed);
  });
});

describe('every locale in the sitemap', () => {
  test('a German entry marked noindex leaves its German page out, not the English one', () => {
    const hidden = noindexPaths([
      { locale: 'en', privacy: null, pages: [{ slug: 'about', seo: { noindex: false } }] },
      { locale: 'de', privacy: { seo: { noindex: true } }, pages: [{ slug: 'about', seo: { noindex: true } }] },
    ]);
    expect([...hidden]).toEqual(['/de/privacy', '/de/about']);
    const built = ['/about', '/de/about', '/privacy', '/de/privacy'].map((path) => ({ path }));
    expect(indexablePages(built, hidden).map((page) => page.path)).toEqual(['/about', '/privacy']);
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

describe('the sitemap files', () => {
  test('an index naming each file, and each page an absolute URL with its alternates, escaped', () => {
    const files = sitemapFiles(
      [{ path: '/', translations: { en: '/', de: '/de' } }, { path: '/offer-a&b' }],
      'https://example.com/',
    );
    expect(files.map((file) => file.name)).toEqual(['sitemap-index.xml', 'sitemap-0.xml']);
    expect(files[0].xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<sitemap><loc>https://example.com/sitemap-0.xml</loc></sitemap></sitemapindex>',
    );
    expect(files[1].xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
        '<url><loc>https://example.com/</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.com/"/>' +
        '<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/"/></url>' +
        '<url><loc>https://example.com/offer-a&amp;b</loc></url></urlset>',
    );
  });

  test('no page still makes one empty file; more pages than a file holds make more files', () => {
    expect(sitemapFiles([], 'https://example.com').map((file) => file.name)).toEqual([
      'sitemap-index.xml',
      'sitemap-0.xml',
    ]);
    const many = Array.from({ length: SITEMAP_FILE_LIMIT + 1 }, (_, index) => ({ path: `/p${index}` }));
    const files = sitemapFiles(many, 'https://example.com');
    expect(files.map((file) => file.name)).toEqual(['sitemap-index.xml', 'sitemap-0.xml', 'sitemap-1.xml']);
    expect(files[0].xml).toContain('<loc>https://example.com/sitemap-1.xml</loc>');
    expect(files[2].xml).toContain(`<loc>https://example.com/p${SITEMAP_FILE_LIMIT}</loc>`);
    expect(files[1].xml.match(/<url>/g)).toHaveLength(SITEMAP_FILE_LIMIT);
  });
});
