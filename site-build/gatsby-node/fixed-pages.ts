/** The site's own pages: the fixed pages of blocks (cms/src/contracts/pages.ts), which createPages
 * builds with one template in each locale that has their content, and src/pages' pages (the privacy
 * notice, the 404 page, the newsletter's links), the default locale's, copied under /{code} for each
 * other locale that has their content (onCreatePage). */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LOCALE, LOCALE_CODES, routeOfPath } from '../../src/lib/locale';
import { fixedPageTranslations } from '../../src/lib/translations';
import { FIXED_PAGES } from '../../src/lib/pages';
import type { PageKind } from '../../src/lib/pageKinds';
import { localeContext } from '../../src/config/messages';
import { locationContext } from './page-context';
import { buildState } from './state';

type Actions = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions'];

/** The src/pages routes made of global settings alone: built in every locale that has them. */
export const GLOBAL_ONLY_ROUTES = ['/404', '/newsletter/confirm', '/newsletter/unsubscribe'];

/** Where a locale has a fixed page's content (buildState.fixedRoutes, which createPages fills first),
 * the page at its route there (`/about`, `/de/about`), its entry found by its slug and locale. */
export function createFixedPages(actions: Actions) {
  for (const page of FIXED_PAGES) {
    const locales = LOCALE_CODES.filter((code) => buildState.fixedRoutes.get(code)?.has(page.route));
    const translations = fixedPageTranslations(page.route, locales);
    for (const [locale, pagePath] of Object.entries(translations))
      actions.createPage({
        path: pagePath,
        component: path.resolve('src/templates/fixed.tsx'),
        context: {
          pageKind: 'fixed' satisfies PageKind,
          slug: page.slug,
          caseStudyLinks: buildState.caseStudyLinks.has(`${locale}/${page.slug}`),
          ...localeContext(locale),
          ...locationContext(locale, pagePath, translations),
        },
      });
  }
}

/** src/pages' pages are the default locale's: their queries read it as `$locale` (src/lib/locale.ts);
 * each is copied under /{code} for every other locale that has its content (`/de/privacy`), so
 * src/pages stays the one source of every locale's copy. A page with a locale already (those copies,
 * the pages createPages makes, and Gatsby's copy of the 404 page at /404.html) is left as it is. */
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
        // The privacy notice reads its own entry; the others have none (src/lib/pageKinds.ts).
        pageKind: (route === '/privacy' ? 'privacy' : 'plain') satisfies PageKind,
        ...localeContext(locale),
        ...locationContext(locale, localePagePath, translations),
      },
    });
  }
};
