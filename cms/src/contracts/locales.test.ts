import { DEFAULT_LOCALE, localeOfPath, localePath, routeIn, routeOfPath } from './locales';

describe('locale paths', () => {
  test("the default locale's paths are the routes as they are; another's are under /{code}", () => {
    expect(localePath(DEFAULT_LOCALE, '/about')).toBe('/about');
    expect(localePath(DEFAULT_LOCALE, '/')).toBe('/');
    expect(localePath('de', '/about/')).toBe('/de/about');
    expect(localePath('de', '/')).toBe('/de');
  });

  test("a path's locale is its first segment's code, else the default", () => {
    expect(localeOfPath('/de/about')).toBe('de');
    expect(localeOfPath('/de')).toBe('de');
    expect(localeOfPath('/de/')).toBe('de');
    expect(localeOfPath('/about')).toBe(DEFAULT_LOCALE);
    expect(localeOfPath('/')).toBe(DEFAULT_LOCALE);
    // A slug that starts with a code is no locale, nor is an unknown code or the default's own.
    expect(localeOfPath('/delivery')).toBe(DEFAULT_LOCALE);
    expect(localeOfPath('/fr/about')).toBe(DEFAULT_LOCALE);
    expect(localeOfPath('/en/about')).toBe(DEFAULT_LOCALE);
  });

  test("a path's route is the path without its locale's prefix, and localePath undoes it", () => {
    expect(routeOfPath('/de/about/')).toBe('/about');
    expect(routeOfPath('/de')).toBe('/');
    expect(routeOfPath('/delivery')).toBe('/delivery');
    expect(routeOfPath('/')).toBe('/');
    for (const path of ['/', '/about', '/de', '/de/angebot', '/newsletter/confirm'])
      expect(localePath(localeOfPath(path), routeOfPath(path))).toBe(path);
    // Told the page's locale, the same route without looking the locale up.
    expect(routeIn('de', '/de/about/')).toBe('/about');
    expect(routeIn('de', '/de')).toBe('/');
    expect(routeIn(DEFAULT_LOCALE, '/delivery/')).toBe('/delivery');
  });
});
