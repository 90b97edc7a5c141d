/**
 * The interface strings' translator (docs/i18n.md, "Interface strings"). Each page's context carries
 * its locale (`localeContext`, src/config/messages/index.ts) and its query that locale's catalogue
 * (`siteMessages`, src/app/siteData.ts), so a page loads its own locale's messages with its page data
 * and no catalogue is in the JavaScript bundle: this file imports the catalogues' type only
 * (src/lib/messages.test.ts keeps it so).
 *
 * - React: wrapPageElement (src/app/wrapPage.tsx) puts an `I18nProvider` around every page;
 *   components call `useI18n()` for `{ locale, t }`.
 * - Code outside React (the toasts' words, the chat's thunks, the submission messages) calls
 *   `translator()`, which the provider keeps on the page's locale.
 *
 * rosetta does the lookup (dot paths) and the `{{param}}` interpolation, in about 300 bytes.
 */
import * as React from 'react';
import rosetta from 'rosetta';
import type { Messages } from '../config/messages/en';
import { DEFAULT_LOCALE } from './locale';
import type { Translations } from './translations';

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** Every catalogue key, as a dot path: `'forms.contact.submit'`. */
export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface Translator {
  locale: string;
  t: Translate;
}

/** The page's language as its components need it: its translator, the page's path in each locale it
 * exists in (its context's `translations`: the switcher, hreflang), and the fixed routes its locale has
 * (`localeRoutes`, on another locale's page: where its links go, ./pageLocale.tsx). */
export interface PageLanguage extends Translator {
  translations: Translations;
  localeRoutes?: readonly string[];
}

/** A translator over one locale's catalogue. A key it lacks reads as the key itself, which a test
 * (src/lib/messages.test.ts) keeps from ever reaching a visitor. */
export function createTranslator(locale: string, messages: Messages | undefined): Translator {
  const table = rosetta<Messages>();
  if (messages) table.set(locale, messages);
  table.locale(locale);
  return { locale, t: (key, params) => table.t(key, params) || key };
}

const NO_TRANSLATIONS: Translations = {};

let current: PageLanguage = { ...createTranslator(DEFAULT_LOCALE, undefined), translations: NO_TRANSLATIONS };

/** The page's language, for code outside React. */
export const translator = (): PageLanguage => current;

/** Sets it. @internal For the unit tests (jest.setup.ts, src/testing/locales.tsx), which render
 * outside a page's provider; a page's provider sets it as it renders. */
export function setTranslator(next: Translator & Partial<PageLanguage>): void {
  current = { translations: NO_TRANSLATIONS, ...next };
}

const I18nContext = React.createContext<PageLanguage | null>(null);

/** The page's language, from its context (`locale`, `messages`, `translations`, `localeRoutes`:
 * src/lib/pageLocale.tsx's `pageLocaleOf`). One provider for words and links alike. */
export function I18nProvider({
  locale,
  messages,
  translations = NO_TRANSLATIONS,
  localeRoutes,
  children,
}: {
  locale: string;
  messages: Messages | undefined;
  translations?: Translations;
  localeRoutes?: readonly string[];
  children: React.ReactNode;
}) {
  const value = React.useMemo<PageLanguage>(
    () => ({ ...createTranslator(locale, messages), translations, localeRoutes }),
    [locale, messages, translations, localeRoutes],
  );
  // Set while rendering, not in an effect: a toast or thunk started by this page's first render or
  // the server's render of this page must already speak its language.
  current = value;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language (`{ locale, t, translations, localeRoutes }`); outside a provider (a
 * component's unit test), the current one. */
export const useI18n = (): PageLanguage => React.useContext(I18nContext) ?? current;
