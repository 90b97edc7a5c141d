/**
 * Rendering a component as on a page of another locale (src/lib/i18n.tsx): the page's provider, as
 * wrapPageElement gives it, and the translator that code outside React reads. The unit tests' setup
 * (jest.setup.ts) leaves every test on English; `onGermanPage` puts it back after each test of the
 * file that calls it.
 */
import type { ReactNode } from 'react';
import { CATALOGUES } from '../config/messages';
import { en } from '../config/messages/en';
import { createTranslator, I18nProvider, setTranslator } from '../lib/i18n';
import type { Translations } from '../lib/translations';

/** The page's providers for `locale` (its words, and its translations for the links and the
 * switcher), for render's `wrapper`. */
export function pageOf(locale: string, translations: Translations = {}) {
  return function LocalePage({ children }: { children: ReactNode }) {
    return (
      <I18nProvider locale={locale} messages={CATALOGUES[locale]} translations={translations}>
        {children}
      </I18nProvider>
    );
  };
}

/** The German catalogue for code outside React too, and English again after each test. */
export function onGermanPage() {
  beforeEach(() => setTranslator(createTranslator('de', CATALOGUES.de)));
  afterEach(() => setTranslator(createTranslator('en', en)));
}

export const germanPage = pageOf('de', { en: '/', de: '/de' });
