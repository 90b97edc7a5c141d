import { absoluteCanonical, headFields, pageUrl, shareImage } from './head';

const SITE = 'https://www.example.com';
const FIRM = 'Meridian Works';
const defaults = {
  metaDescription: 'The default description.',
  shareImage: { localFile: { childImageSharp: { resize: { src: '/static/1/share.png', width: 1200, height: 630 } } } },
};

describe('headFields', () => {
  test("without a title of its own, the page's title is the firm's name (SPEC section 2)", () => {
    const head = headFields({ siteUrl: SITE, siteName: FIRM, pathname: '/about', seo: { metaTitle: '' }, defaults });
    expect(head).toEqual({
      title: FIRM,
      socialTitle: FIRM,
      description: 'The default description.',
      url: `${SITE}/about`,
      canonical: `${SITE}/about`,
      image: { url: `${SITE}/static/1/share.png`, width: 1200, height: 630 },
      noindex: false,
    });
  });

  test("a title equal to the firm's name stays the firm's name; another is shown with it", () => {
    const title = (metaTitle: string) =>
      headFields({ siteUrl: SITE, siteName: FIRM, pathname: '/', seo: { metaTitle } }).title;
    expect(title(FIRM)).toBe(FIRM);
    expect(title('Spring offer')).toBe(`Spring offer · ${FIRM}`);
    expect(
      headFields({ siteUrl: SITE, siteName: FIRM, pathname: '/', seo: { metaTitle: 'Spring offer' } }).socialTitle,
    ).toBe('Spring offer');
  });

  test("the entry's description, share image, canonical URL and noindex win over the defaults", () => {
    const head = headFields({
      siteUrl: SITE,
      siteName: FIRM,
      pathname: '/spring/',
      defaults,
      seo: {
        metaDescription: 'Spring.',
        canonicalUrl: '/offers/spring',
        noindex: true,
        shareImage: {
          localFile: { childImageSharp: { resize: { src: '/static/2/spring.png', width: 1200, height: 630 } } },
        },
      },
    });
    expect(head).toMatchObject({
      description: 'Spring.',
      url: `${SITE}/spring`,
      canonical: `${SITE}/offers/spring`,
      image: { url: `${SITE}/static/2/spring.png`, width: 1200, height: 630 },
      noindex: true,
    });
  });

  test('a page that is never for search engines is noindex whatever its entry says', () => {
    expect(headFields({ siteUrl: SITE, siteName: FIRM, pathname: '/404', noindex: true }).noindex).toBe(true);
    expect(headFields({ siteUrl: SITE, siteName: FIRM, pathname: '/', seo: { noindex: null } }).noindex).toBe(false);
  });
});

describe('URLs', () => {
  test('the page URL has no trailing slash, the home page is the site with one', () => {
    expect(pageUrl(SITE, '/')).toBe(`${SITE}/`);
    expect(pageUrl(SITE, '/services/')).toBe(`${SITE}/services`);
  });

  test('a canonical URL is an http(s) URL or a path of this site, made absolute; anything else is ignored', () => {
    expect(absoluteCanonical(SITE, 'https://other.example/page')).toBe('https://other.example/page');
    expect(absoluteCanonical(SITE, ' /about ')).toBe(`${SITE}/about`);
    for (const bad of ['//evil.example/x', 'javascript:alert(1)', 'about', 'https://', '/a b', '', null])
      expect(absoluteCanonical(SITE, bad)).toBeUndefined();
  });

  test('a share image sharp did not resize (an SVG) gives none of its own: the default stands in', () => {
    expect(shareImage(SITE, null)).toBeUndefined();
    expect(shareImage(SITE, { localFile: { childImageSharp: null } })).toBeUndefined();
    const svgShare = { shareImage: { localFile: { childImageSharp: null } } };
    expect(headFields({ siteUrl: SITE, siteName: FIRM, pathname: '/', seo: svgShare, defaults }).image?.url).toBe(
      `${SITE}/static/1/share.png`,
    );
  });
});
