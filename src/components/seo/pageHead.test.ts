import { pageHead, type SiteHeadInput } from './pageHead';

const SITE: SiteHeadInput = {
  siteUrl: 'https://www.example.com',
  name: 'Meridian Works',
  email: 'hello@example.com',
  defaultSeo: { metaDescription: 'What the firm does.' },
};
const shareImage = {
  localFile: { childImageSharp: { resize: { src: '/static/1/share.png', width: 1200, height: 630 } } },
};
const metaOf = (head: ReturnType<typeof pageHead>) =>
  Object.fromEntries(head.meta.map(({ name, property, content }) => [name ?? property, content]));

describe('pageHead', () => {
  test("a page's head: its title with the firm's, its description, the share image and the canonical URL", () => {
    const head = pageHead(SITE, {
      pathname: '/about/',
      seo: { metaTitle: 'About us', metaDescription: 'Who we are.', shareImage },
    });
    expect(head.title).toBe('About us · Meridian Works');
    expect(head.canonical).toBe('https://www.example.com/about');
    expect(metaOf(head)).toEqual({
      description: 'Who we are.',
      'theme-color': '#0d1420',
      'og:type': 'website',
      'og:site_name': 'Meridian Works',
      'og:title': 'About us',
      'og:description': 'Who we are.',
      'og:url': 'https://www.example.com/about',
      'og:locale': 'en_GB',
      'og:image': 'https://www.example.com/static/1/share.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'About us',
      'twitter:description': 'Who we are.',
      'twitter:image': 'https://www.example.com/static/1/share.png',
    });
    // Open Graph by property, the rest by name.
    expect(head.meta.find((meta) => meta.property === 'og:title')?.name).toBeUndefined();
  });

  test('a page that is not for search engines says so; one without an image names none', () => {
    const head = pageHead(SITE, { pathname: '/404/', noindex: true });
    expect(head.title).toBe('Meridian Works');
    expect(metaOf(head)).toMatchObject({ robots: 'noindex, follow', description: 'What the firm does.' });
    expect(head.meta.map((meta) => meta.name ?? meta.property)).not.toContain('og:image');
    expect(metaOf(pageHead(SITE, { pathname: '/' }))).not.toHaveProperty('robots');
  });

  test("the JSON-LD holds the firm, the page's FAQ and services, escaped for a script element", () => {
    const head = pageHead(SITE, {
      pathname: '/services/',
      faq: [{ question: 'Can I end a </script> early?', answer: 'No <!-- never' }],
      services: [{ slug: 'it-support', title: 'IT Support', summary: 'Help desk.' }],
    });
    expect(head.jsonLd).not.toMatch(/<\/script|<!--/);
    const graph = JSON.parse(head.jsonLd) as { '@graph': Array<Record<string, unknown>> };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebPage', 'FAQPage', 'Service']);
    expect(JSON.stringify(graph)).toContain('Can I end a </script> early?');
  });

  test("a page's language: in <html lang>, og:locale (the others as alternates) and the WebPage's inLanguage", () => {
    const translations = { en: '/', de: '/de' };
    const german = pageHead(SITE, { pathname: '/de', locale: 'de', translations });
    expect(german.lang).toBe('de');
    expect(german.meta.filter((meta) => meta.property?.startsWith('og:locale'))).toEqual([
      { property: 'og:locale', content: 'de_DE' },
      { property: 'og:locale:alternate', content: 'en_GB' },
    ]);
    const graph = JSON.parse(german.jsonLd) as { '@graph': Array<Record<string, unknown>> };
    expect(graph['@graph'].find((node) => node['@type'] === 'WebPage')).toMatchObject({
      url: 'https://www.example.com/de',
      inLanguage: 'de',
      publisher: { '@id': 'https://www.example.com/#organization' },
    });
    // The English page names the same pair: hreflang links are reciprocal.
    const english = pageHead(SITE, { pathname: '/', locale: 'en', translations });
    expect(english.lang).toBe('en');
    expect(english.alternates).toEqual(german.alternates);
    expect(english.alternates.map((link) => link.hreflang)).toEqual(['en', 'de', 'x-default']);
  });

  test('a page with no translation links only to itself, and without any locale it is English', () => {
    const head = pageHead(SITE, { pathname: '/cloud', translations: { en: '/cloud' } });
    expect(head.lang).toBe('en');
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.example.com/cloud' },
      { hreflang: 'x-default', href: 'https://www.example.com/cloud' },
    ]);
    expect(head.meta.map((meta) => meta.property)).not.toContain('og:locale:alternate');
  });
});
