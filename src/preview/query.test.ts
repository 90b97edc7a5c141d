import { readPreviewQuery } from './query';

describe('the preview page address', () => {
  it('gives back one of the site routes, the label and the chat flag', () => {
    expect(readPreviewQuery('?path=%2Fservices&label=Service%3A+IT+support&chat=1')).toEqual({
      route: '/services',
      label: 'Service: IT support',
      chat: true,
    });
    expect(readPreviewQuery('')).toEqual({ route: '/', label: 'this page', chat: false });
  });

  it.each([
    'https://evil.example/login',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/newsletter/x',
    '/static',
    '/index.html',
    '/services/../../x',
    '/about?x=1',
    '',
  ])('names no route for the path %j (no link to it)', (path) => {
    expect(readPreviewQuery(`?${new URLSearchParams({ path })}`).route).toBeNull();
  });

  it("gives back a landing page's address, one segment of a slug", () => {
    expect(readPreviewQuery('?path=%2Fcompany-events-2027&label=Landing+page%3A+Events')).toEqual({
      route: '/company-events-2027',
      label: 'Landing page: Events',
      chat: false,
    });
  });

  it("gives back an article's or a case study's address, in the preview page's locale", () => {
    expect(readPreviewQuery('?path=%2Finsights%2Fwhy-projects-slip&label=Article%3A+Why')).toEqual({
      route: '/insights/why-projects-slip',
      label: 'Article: Why',
      chat: false,
    });
    expect(readPreviewQuery('?path=%2Fcase-studies%2Flondon-law-firm').route).toBe('/case-studies/london-law-firm');
    expect(readPreviewQuery('?path=%2Fde%2Finsights%2Fwarum', 'de').route).toBe('/de/insights/warum');
    expect(readPreviewQuery('?path=%2Fde%2Fcase-studies%2Fkanzlei', 'de').route).toBe('/de/case-studies/kanzlei');
    // The sections' lists, a category, their files and another locale's entry are not previewed.
    for (const [path, locale] of [
      ['/insights', 'en'],
      ['/insights/category/planning', 'en'],
      ['/insights/rss.xml', 'en'],
      ['/case-studies', 'en'],
      ['/insights/why-projects-slip', 'de'],
      ['/de/insights/warum', 'en'],
    ])
      expect([path, readPreviewQuery(`?${new URLSearchParams({ path })}`, locale).route]).toEqual([path, null]);
  });

  it("gives back a path of the preview page's own locale only", () => {
    expect(readPreviewQuery('?path=%2Fde%2Fservices&label=Service', 'de').route).toBe('/de/services');
    expect(readPreviewQuery('?path=%2Fde%2Ffirmenevents-2027', 'de').route).toBe('/de/firmenevents-2027');
    expect(readPreviewQuery('?path=%2Fde', 'de').route).toBe('/de');
    expect(readPreviewQuery('', 'de')).toEqual({ route: '/de', label: 'this page', chat: false });
    // Another locale's page, a German path on the English preview page, or not the site's form of it.
    for (const [path, locale] of [
      ['/services', 'de'],
      ['/de/services', 'en'],
      ['/de/', 'de'],
      ['/de/services/', 'de'],
      ['/de/de/services', 'de'],
      ['/en/services', 'en'],
    ])
      expect([path, locale, readPreviewQuery(`?${new URLSearchParams({ path })}`, locale).route]).toEqual([
        path,
        locale,
        null,
      ]);
  });

  it('keeps the label as plain text of a banner length', () => {
    const label = '<img src=x onerror=alert(1)>'.repeat(10);
    const read = readPreviewQuery(`?${new URLSearchParams({ label })}`).label;
    expect(read).toBe(label.slice(0, 120));
  });
});
