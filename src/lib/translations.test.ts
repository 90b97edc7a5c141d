import { fixedPageTranslations, fixedRoutesWithContent, landingPages, linkPath } from './translations';

describe('fixedPageTranslations', () => {
  test('a fixed page is at its route in English and under /de where German content exists', () => {
    expect(fixedPageTranslations('/about', ['en', 'de'])).toEqual({ en: '/about', de: '/de/about' });
    expect(fixedPageTranslations('/', ['de'])).toEqual({ en: '/', de: '/de' });
  });

  test('without German content only English is listed; unknown locales never are', () => {
    expect(fixedPageTranslations('/contact', [])).toEqual({ en: '/contact' });
    expect(fixedPageTranslations('/contact', ['fr'])).toEqual({ en: '/contact' });
  });
});

describe('landingPages', () => {
  const isFixed = (slug: string) => slug === 'about';
  test('each translation of a landing page is at its own slug, and each lists the others', () => {
    const pages = landingPages(
      [
        { id: 'a-en', documentId: 'a', locale: 'en', slug: 'spring-offer' },
        { id: 'a-de', documentId: 'a', locale: 'de', slug: 'fruehlingsangebot' },
        { id: 'b-en', documentId: 'b', locale: 'en', slug: 'cloud' },
      ],
      isFixed,
    );
    const both = { en: '/spring-offer', de: '/de/fruehlingsangebot' };
    expect(pages).toEqual([
      { id: 'a-en', locale: 'en', pagePath: '/spring-offer', translations: both },
      { id: 'a-de', locale: 'de', pagePath: '/de/fruehlingsangebot', translations: both },
      // No German translation: no /de page, and none listed.
      { id: 'b-en', locale: 'en', pagePath: '/cloud', translations: { en: '/cloud' } },
    ]);
  });

  test('fixed pages, entries without a slug and unknown locales are not landing pages', () => {
    expect(
      landingPages(
        [
          { id: 'f', documentId: 'f', locale: 'de', slug: 'about' },
          { id: 'n', documentId: 'n', locale: 'de', slug: null },
          { id: 'x', documentId: 'x', locale: 'fr', slug: 'offre' },
        ],
        isFixed,
      ),
    ).toEqual([]);
  });
});

describe('linkPath', () => {
  const routes = ['/', '/about'];
  test('a link from a German page goes to the German page where it is built, else to the English one', () => {
    expect(linkPath('de', '/about', routes)).toBe('/de/about');
    expect(linkPath('de', '/about/#team', routes)).toBe('/de/about#team');
    expect(linkPath('de', '/', routes)).toBe('/de');
    expect(linkPath('de', '/contact', routes)).toBe('/contact');
    expect(linkPath('de', '/about', undefined)).toBe('/about');
  });

  test("English pages' links, and links off the site, stay as they are", () => {
    expect(linkPath('en', '/about', routes)).toBe('/about');
    expect(linkPath('de', 'https://example.com/about', routes)).toBe('https://example.com/about');
    expect(linkPath('de', '//example.com/', routes)).toBe('//example.com/');
  });
});

describe('fixedRoutesWithContent', () => {
  const pages = [
    { slug: 'home', route: '/' },
    { slug: 'about', route: '/about' },
  ];
  test('a locale has the fixed pages whose content it has, and none without global settings', () => {
    const routes = (hasGlobal: boolean, hasPrivacy: boolean, pageSlugs: string[]) => [
      ...fixedRoutesWithContent({ hasGlobal, hasPrivacy, pageSlugs }, pages, ['/404']),
    ];
    expect(routes(true, true, ['home', 'about', 'landing'])).toEqual(['/', '/about', '/privacy', '/404']);
    expect(routes(true, false, ['about'])).toEqual(['/about', '/404']);
    expect(routes(false, true, ['home', 'about'])).toEqual([]);
  });
});
