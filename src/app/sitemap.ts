/**
 * Which pages the sitemap lists (gatsby-plugin-sitemap, configured in gatsby-config.ts): every built
 * page but those an editor marked noindex, so the sitemap and each page's robots meta (Seo.tsx)
 * agree. Pure; the query reads the noindex flag of each entry that makes a page: the privacy notice
 * (its route below) and the pages (`STRAPI_PAGE`: a fixed page at its route, cms/src/contracts/pages.ts,
 * any other at /{slug}; declared in gatsby-node.ts so the query works before any page exists), in
 * every locale, each page with its translations as `xhtml:link` alternates (issue 47).
 */
import { DEFAULT_LOCALE, LOCALE_CODES, localeFilter, localePath, routeOfPath } from '../lib/locale';
import { pageRoute } from '../lib/pages';
import type { Translations } from '../lib/translations';

/** Each locale's entries, by their fields' names: the default locale's as they are, another's with
 * `_{code}` (`allStrapiPage_de`), GraphQL aliases, since gatsby-plugin-sitemap runs its query without
 * variables. */
const suffix = (code: string) => (code === DEFAULT_LOCALE ? '' : `_${code}`);

/** The single types that make a fixed route, by their GraphQL field. */
export const ENTRY_ROUTES = {
  strapiPrivacyPage: '/privacy',
} as const;

type Seo = { seo?: { noindex?: boolean | null } | null } | null | undefined;
type PageEntries = { nodes: ReadonlyArray<{ slug?: string | null } & NonNullable<Seo>> } | null;

/** A built page as the sitemap's query reads it: its path and its context's translations, through the
 * `translations` field gatsby-node.ts adds to SitePage (the whole context carries the locale's
 * interface strings, which a sitemap of every page would read and serialise on every build). */
export interface SitemapPage {
  path: string;
  translations?: Translations | null;
}

export type SitemapData = { [field in keyof typeof ENTRY_ROUTES]?: Seo } & {
  allSitePage: { nodes: ReadonlyArray<SitemapPage> };
  allStrapiPage?: PageEntries;
} & { [aliased: string]: unknown };

export const SITEMAP_QUERY = `
  query SitemapPages {
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path translations } }
    ${LOCALE_CODES.flatMap((code) => [
      ...Object.keys(ENTRY_ROUTES).map(
        (field) => `${field}${suffix(code)}: ${field}(${localeFilter(code)}) { seo { noindex } }`,
      ),
      `allStrapiPage${suffix(code)}: allStrapiPage(filter: { ${localeFilter(code)} }) { nodes { slug seo { noindex } } }`,
    ]).join('\n    ')}
  }
`;

const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The paths of the pages an editor marked noindex, in every locale. */
export function noindexPaths(data: SitemapData): Set<string> {
  const paths = new Set<string>();
  for (const code of LOCALE_CODES) {
    for (const [field, route] of Object.entries(ENTRY_ROUTES)) {
      if ((data[`${field}${suffix(code)}`] as Seo)?.seo?.noindex) paths.add(localePath(code, route));
    }
    for (const page of (data[`allStrapiPage${suffix(code)}`] as PageEntries)?.nodes ?? []) {
      if (page.slug && page.seo?.noindex) paths.add(localePath(code, pageRoute(page.slug)));
    }
  }
  return paths;
}

/**
 * Pages never for search engines, whatever an editor marks: in every locale the 404 page and the
 * newsletter's confirmation pages (their robots meta says noindex too), Gatsby's own copies of the 404
 * page, and the pages `isPreview` names (the draft preview's: gatsby-config.ts passes its rule, from
 * src/preview/pagePath.ts). Decided here by path, with each page's noindex, rather than by
 * gatsby-plugin-sitemap's `excludes`, which matched every page against every pattern (a glob match per
 * page and pattern, on every build).
 */
export function neverListed(path: string, isPreview: (path: string) => boolean = () => false): boolean {
  const page = normal(path);
  if (page === '/dev-404-page' || page.endsWith('/404.html') || isPreview(page)) return true;
  const route = routeOfPath(page);
  return route === '/404' || route.startsWith('/newsletter/');
}

/** The built pages the sitemap may list: all but the noindex ones and those never listed. */
export function indexablePages(data: SitemapData, isPreview?: (path: string) => boolean): SitemapPage[] {
  const hidden = noindexPaths(data);
  return data.allSitePage.nodes.filter((page) => !hidden.has(normal(page.path)) && !neverListed(page.path, isPreview));
}

/** One page's sitemap entry: its URL and, where it has translations, an `xhtml:link` to each (itself
 * included) and `x-default` to the default locale's, as its head's hreflang links say
 * (src/components/seo/pageHead.ts). Paths; the plugin makes them absolute with the site's URL. */
export function sitemapEntry(page: SitemapPage): { url: string; links?: Array<{ lang: string; url: string }> } {
  const translations = page.translations ?? {};
  const links = Object.entries(translations).map(([lang, url]) => ({ lang, url }));
  if (links.length < 2) return { url: page.path };
  const fallback = translations[DEFAULT_LOCALE];
  return { url: page.path, links: fallback ? [...links, { lang: 'x-default', url: fallback }] : links };
}
