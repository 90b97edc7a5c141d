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
}

/** The site's locales, the default first. Each also needs its `og:locale` (below) and its catalogue of
 * interface strings with the switcher's note for it (src/config/messages: `shell.untranslated`), which
 * the site's browser code does not carry: this list is in every page's first load. */
export const LOCALES: readonly Locale[] = [
  { code: DEFAULT_LOCALE, name: 'English' },
  { code: 'de', name: 'Deutsch' },
];

/** `og:locale`'s form of each locale (each page's head, made by the build). */
export const OG_LOCALES: Readonly<Record<string, string>> = { [DEFAULT_LOCALE]: 'en_GB', de: 'de_DE' };

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

/** A path of `locale`'s pages with the locale's prefix taken off: the route it is in every locale
 * (`/de/about` → `/about`). For a page that knows its locale (the header's active link), which needs
 * none of the locale codes to find it. */
export function routeIn(locale: string, path: string): string {
  const rest = locale === DEFAULT_LOCALE ? path : path.slice(locale.length + 1);
  return rest.replace(/\/+$/, '') || '/';
}

/** A path with its locale's prefix taken off, the locale found from the path (`/de/about` → `/about`). */
export const routeOfPath = (path: string): string => routeIn(localeOfPath(path), path);

/**
 * The language a visitor chose with the switcher: a functional cookie (the privacy notice names it),
 * kept a year. The site server reads it on a request for the English home page and answers with the
 * chosen language's home instead (server/app.ts); nothing else redirects, and never by the browser's
 * own language.
 */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie string that remembers `code`. */
export function languageCookie(code: string, secure = false): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The chosen locale in a Cookie header (or document.cookie), or null when none or not one of ours. */
export function chosenLanguage(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return isLocaleCode(value) ? value : null;
  }
  return null;
}
