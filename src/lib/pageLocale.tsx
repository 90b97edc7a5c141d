/**
 * The page's language where its components need it: `{ locale, translations }` from the page's
 * context (gatsby-node.ts), provided by wrapPageElement (src/app/wrapPage.tsx, in gatsby-browser and
 * gatsby-ssr alike). `useLocalePath()` turns the site's own links (`/contact`) into the page's locale's
 * (`/de/contact`) where that page is built (src/lib/translations.ts, `linkPath`).
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from './locale';
import { linkPath, type Translations } from './translations';

export interface PageLocale {
  locale: string;
  /** The page's path in each locale it exists in. */
  translations: Translations;
  /** The fixed routes the page's locale has, on another locale's page (the build's `localeRoutes`). */
  localeRoutes?: readonly string[];
}

const DEFAULT_PAGE_LOCALE: PageLocale = { locale: DEFAULT_LOCALE, translations: {} };

const PageLocaleContext = createContext<PageLocale>(DEFAULT_PAGE_LOCALE);

/** The page's locale as its context gives it (a page the build made without one is the default locale's). */
export function pageLocaleOf(pageContext: unknown): PageLocale {
  const context = (pageContext ?? {}) as Partial<PageLocale>;
  if (typeof context.locale !== 'string') return DEFAULT_PAGE_LOCALE;
  return { locale: context.locale, translations: context.translations ?? {}, localeRoutes: context.localeRoutes };
}

let current: PageLocale = DEFAULT_PAGE_LOCALE;

export function PageLocaleProvider({ value, children }: { value: PageLocale; children: ReactNode }) {
  // Kept for code outside React too (the consent banner's privacy link), set while rendering as the
  // translator is (src/lib/i18n.tsx), so it is the page's before anything of the page runs.
  current = value;
  return <PageLocaleContext.Provider value={value}>{children}</PageLocaleContext.Provider>;
}

/** A link of the site on the current page's locale, for code outside React (as `useLocalePath`). */
export const pageLocaleLink = (href: string): string => linkPath(current.locale, href, current.localeRoutes);

export const usePageLocale = () => useContext(PageLocaleContext);

/** A function from a link of the site (`/contact`, `/about#team`) to the same link on this page's locale. */
export function useLocalePath(): (href: string) => string {
  const { locale, localeRoutes } = useContext(PageLocaleContext);
  return useCallback((href: string) => linkPath(locale, href, localeRoutes), [locale, localeRoutes]);
}
