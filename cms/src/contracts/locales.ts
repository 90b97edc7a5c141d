/**
 * The site's languages: the CMS's i18n locales, the site's URL prefixes and the chatbot call's
 * `lang`. English is the default: its pages stay at the routes SPEC section 2 gives; every other
 * locale's pages are at /{code}/…. Pure, no Strapi: the CMS, the site, the site server and the tests
 * import this one file.
 */

export const DEFAULT_LOCALE = 'en' as const;

export interface Locale {
  /** Strapi's locale code, the URL prefix and the value of `<html lang>`. */
  code: string;
  /** The language's own name, as a switcher shows it. */
  name: string;
  /** `og:locale`'s form. */
  ogLocale: string;
}

export const LOCALES: readonly Locale[] = [
  { code: DEFAULT_LOCALE, name: 'English', ogLocale: 'en_GB' },
  { code: 'de', name: 'Deutsch', ogLocale: 'de_DE' },
];

export const LOCALE_CODES: readonly string[] = LOCALES.map((locale) => locale.code);

export const isLocaleCode = (code: unknown): code is string => typeof code === 'string' && LOCALE_CODES.includes(code);

/** A path of the site (`/about`, `/`) in `locale`: the default locale's as it is, another's under
 * `/{code}` (`/de/about`, the home page `/de`). A trailing slash is dropped, as the site serves paths. */
export function localePath(locale: string, path: string): string {
  const route = path.replace(/\/+$/, '') || '/';
  if (locale === DEFAULT_LOCALE) return route;
  return route === '/' ? `/${locale}` : `/${locale}${route}`;
}

/** The locale a path of the site is in: the code of its first segment, or the default locale. */
export function localeOfPath(path: string): string {
  const first = /^\/([^/?#]+)/.exec(path)?.[1];
  return first && first !== DEFAULT_LOCALE && isLocaleCode(first) ? first : DEFAULT_LOCALE;
}

/** A path with its locale's prefix taken off: the route it is in every locale (`/de/about` → `/about`). */
export function routeOfPath(path: string): string {
  const locale = localeOfPath(path);
  const rest = locale === DEFAULT_LOCALE ? path : path.slice(locale.length + 1);
  return rest.replace(/\/+$/, '') || '/';
}
