/** What every page's context carries beside its own data, whichever family of pages it belongs to. */
import type { Translations } from '../../src/lib/translations';
import { buildState } from './state';

/** What a page of `locale` carries beside `localeContext(locale)`: its path, its translations and the
 * routes its locale has (the fixed pages with content, the sections' lists), so its links go to them
 * (src/lib/pageLocale.tsx) and the footer names only the sections built. */
export function locationContext(locale: string, pagePath: string, translations: Translations) {
  const routes = buildState.fixedRoutes.get(locale);
  return { pagePath, translations, ...(routes ? { localeRoutes: [...routes] } : {}) };
}
