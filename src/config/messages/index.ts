/**
 * The interface strings' catalogues, one per locale (docs/i18n.md, "Interface strings"), and the page
 * context that carries them. Only gatsby-node.ts imports this file: each page's context takes its
 * locale's catalogue into its page data, so the site's JavaScript never carries one
 * (src/lib/messages.test.ts fails on any other import).
 */
import { de } from './de';
import { en, type Messages } from './en';

export type { Messages };

/** Every locale's catalogue, by locale code. */
export const CATALOGUES: Record<string, Messages> = { en, de };

/**
 * A page's context for the pages of one locale: the locale (which each page query reads as `$locale`,
 * src/lib/locale.ts) and its interface strings (src/lib/i18n.tsx). A locale without a catalogue of
 * its own reads English, the default locale's (a test keeps a catalogue for every locale).
 */
export const localeContext = (locale: string) => ({
  locale,
  messages: CATALOGUES[locale] ?? en,
});
