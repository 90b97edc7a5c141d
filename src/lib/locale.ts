/**
 * Which locale's content a build query reads (issue 47). Each localized CMS type is sourced once per
 * locale (gatsby-config.ts; vendor/gatsby-source-strapi/README.md), so a query that takes one node
 * (a page by slug, a single type) or a list (services, FAQ groups) must name its locale, or it takes
 * any locale's. There is one way to name it:
 *
 * - every page has its `locale` in its context: `localeContext` (src/config/messages/index.ts, with
 *   the version of the locale's interface strings), which gatsby-node.ts gives
 *   src/pages' pages (onCreatePage) and the pages it creates, and which Gatsby hands the page query
 *   as `$locale`;
 * - each localized field of a page query filters `locale: { eq: $locale }`, and so do the fragments
 *   every page spreads (SiteData, BlocksSiteData), so every page query declares `$locale: String!`
 *   (GraphQL refuses a spread fragment's variable its query does not declare);
 * - the queries built as strings (each page's head, the build's content check) take the same
 *   variable through `LOCALE_FILTER`.
 *
 * Every sourced type has a `locale` (gatsby-node.ts): Strapi's, or the default locale for a type the
 * CMS has not localized, whose one entry is the default locale's. `src/lib/locale.test.ts` fails on
 * a query of localized content that names no locale.
 * A relative import, not `@contracts`: gatsby-config and gatsby-node reach this file.
 */
// The locales and their paths (`/de/about`), for the build and the site's components alike, and the
// language switcher's cookie.
export {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALES,
  OG_LOCALES,
  localeOfPath,
  localePath,
  routeIn,
  routeOfPath,
  LANGUAGE_COOKIE,
  chosenLanguage,
  languageCookie,
  type Locale,
} from '../../cms/src/contracts/locales';

/** The filter of a query's localized field, on the query's `$locale`. */
export const LOCALE_FILTER = 'locale: { eq: $locale }';

/** The node types sourced from the CMS (gatsby-config.ts), by the names the plugin gives them. */
export const strapiNodeType = (singularName: string) => `STRAPI_${singularName.replace(/-/g, '_').toUpperCase()}`;
