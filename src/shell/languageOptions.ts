/**
 * What the language switcher offers on a page (issue 47): every locale, the page's own marked as the
 * current one, each other one either the same page in that language (from the page's `translations`,
 * which list only the pages that exist) or, where there is none, that language's home page with a
 * note saying the page is not translated. So a choice never lands on a page that does not exist.
 */
import { LOCALES, languageCookie, localePath, type Locale } from '../lib/locale';

export interface LanguageOption {
  locale: Locale;
  current: boolean;
  /** The same page in this language; null when it has none. */
  href: string | null;
  /** This language's home page, offered where the page has no translation. */
  home: string;
}

export function languageOptions(
  pageLocale: string,
  translations: Readonly<Partial<Record<string, string>>>,
): LanguageOption[] {
  return LOCALES.map((locale) => ({
    locale,
    current: locale.code === pageLocale,
    href: translations[locale.code] ?? null,
    home: localePath(locale.code, '/'),
  }));
}

/** Keeps the visitor's choice (the functional cookie the privacy notice names). */
export function rememberLanguage(code: string, doc: Document = document): void {
  doc.cookie = languageCookie(code, doc.location?.protocol === 'https:');
}
