/**
 * The interface strings' catalogues, one per locale (docs/i18n.md, "Interface strings"), and what a
 * page carries of them. Only gatsby-node.ts imports this file: each page's query reads its locale's
 * catalogue into its page data (`siteMessages` in the shared fragment, src/app/siteData.ts), so the
 * site's JavaScript never carries one (src/lib/messages.test.ts fails on any other import).
 */
import { createHash } from 'node:crypto';
import { de } from './de';
import { en, type Messages } from './en';

export type { Messages };

/** Every locale's catalogue, by locale code. */
export const CATALOGUES: Record<string, Messages> = { en, de };

/** A locale's catalogue; a locale without one of its own reads English, the default locale's (a test
 * keeps a catalogue for every locale). */
export const catalogueOf = (locale: string): Messages => CATALOGUES[locale] ?? en;

const versions = new Map<string, string>();
/** A short fingerprint of a locale's catalogue. */
function catalogueVersion(locale: string): string {
  let version = versions.get(locale);
  if (version === undefined) {
    version = createHash('sha256')
      .update(JSON.stringify(catalogueOf(locale)))
      .digest('hex')
      .slice(0, 16);
    versions.set(locale, version);
  }
  return version;
}

/**
 * A page's context for the pages of one locale: the locale, which each page query reads as `$locale`
 * (src/lib/locale.ts), and its catalogue's version. The catalogue itself comes with the page's query
 * (`siteMessages`), not its context: Gatsby hashes, compares and saves every page's context on every
 * build, and a catalogue in each made that grow with the site (issue 50). Its version stands in for
 * it, so that changed words re-run the queries of every page (Gatsby re-runs a page's query when its
 * context changes; a query's result alone is not recomputed).
 */
export const localeContext = (locale: string) => ({ locale, messagesVersion: catalogueVersion(locale) });
