/**
 * The page's language where its links need it: `{ locale, translations, localeRoutes }` from the page's
 * context (gatsby-node.ts), read by `pageLocaleOf` for the one provider of the page's language
 * (`I18nProvider`, ./i18n.tsx, which wrapPageElement puts around every page: src/app/wrapPage.tsx).
 * `useLocalePath()` turns the site's own links (`/contact`) into the page's locale's (`/de/contact`)
 * where that page is built (./translations.ts, `linkPath`).
 */
import { useCallback } from 'react';
import { translator, useI18n } from './i18n';
import { DEFAULT_LOCALE } from './locale';
import { linkPath, type Translations } from './translations';

export interface PageLocale {
  locale: string;
  /** The page's path in each locale it exists in. */
  translations: Translations;
  /** The fixed routes the page's locale has, on another locale's page (the build's `localeRoutes`). */
  localeRoutes?: readonly string[];
}

/** The page's locale as its context gives it (a page the build made without one is the default locale's). */
export function pageLocaleOf(pageContext: unknown): PageLocale {
  const context = (pageContext ?? {}) as Partial<PageLocale>;
  if (typeof context.locale !== 'string') return { locale: DEFAULT_LOCALE, translations: {} };
  return { locale: context.locale, translations: context.translations ?? {}, localeRoutes: context.localeRoutes };
}

/** A link of the site on the current page's locale, for code outside React (the consent banner's
 * privacy link), as `useLocalePath` gives components. */
export const pageLocaleLink = (href: string): string => {
  const { locale, localeRoutes } = translator();
  return linkPath(locale, href, localeRoutes);
};

export const usePageLocale = (): PageLocale => useI18n();

/** A function from a link of the site (`/contact`, `/about#team`) to the same link on this page's locale. */
export function useLocalePath(): (href: string) => string {
  const { locale, localeRoutes } = useI18n();
  return useCallback((href: string) => linkPath(locale, href, localeRoutes), [locale, localeRoutes]);
}
