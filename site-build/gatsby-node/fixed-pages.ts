/** The fixed pages (src/pages): the default locale's, copied under /{code} for each other locale
 * that has their content (onCreatePage). */
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LOCALE, LOCALE_CODES, routeOfPath } from '../../src/lib/locale';
import { fixedPageTranslations } from '../../src/lib/translations';
import { FIXED_PAGES } from '../../src/lib/pages';
import type { PageKind } from '../../src/lib/pageKinds';
import { localeContext } from '../../src/config/messages';
import { locationContext } from './page-context';
import { buildState } from './state';

/** The src/pages routes made of global settings alone: built in every locale that has them. */
export const GLOBAL_ONLY_ROUTES = ['/404', '/newsletter/confirm', '/newsletter/unsubscribe'];

/** The kind of src/pages' page at `route` (src/lib/pageKinds.ts): a fixed page of blocks, the privacy
 * notice, or a page with no entry of its own. */
function fixedPageKind(route: string): PageKind {
  if (FIXED_PAGES.some((page) => page.route === route)) return 'fixed';
  return route === '/privacy' ? 'privacy' : 'plain';
}

/** src/pages' pages are the default locale's: their queries read it as `$locale` (src/lib/locale.ts);
 * each is copied under /{code} for every other locale that has its content (`/de/about`), so
 * src/pages stays the one source of every locale's fixed pages. A page with a locale already (those
 * copies, and Gatsby's copy of the 404 page at /404.html) is left as it is. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if ((page.context as { locale?: string } | undefined)?.locale) return;
  const route = routeOfPath(page.path);
  actions.deletePage(page);
  // `gatsby develop`'s own 404 page is no page of the site's: no copies.
  const locales =
    route === '/dev-404-page' ? [] : LOCALE_CODES.filter((code) => buildState.fixedRoutes.get(code)?.has(route));
  const translations = fixedPageTranslations(route, locales);
  for (const [locale, localePagePath] of Object.entries(translations)) {
    actions.createPage({
      ...page,
      path: locale === DEFAULT_LOCALE ? page.path : localePagePath,
      // Another locale's 404 page has no `/{code}/*` match path, though the site server sends its HTML
      // for every unknown path under its prefix (server/app.ts): such a match path makes Gatsby list
      // every page of that locale in the match paths every page's first load carries, which grew with
      // each German page. Gatsby's runtime, finding no page at the unknown path, shows the page the
      // HTML names (/de/404/) instead, in its language.
      context: {
        ...page.context,
        pageKind: fixedPageKind(route),
        ...localeContext(locale),
        ...locationContext(locale, localePagePath, translations),
      },
    });
  }
};
