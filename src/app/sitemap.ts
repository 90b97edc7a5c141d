/**
 * Which pages the sitemap lists (gatsby-plugin-sitemap, configured in gatsby-config.ts): every built
 * page but those an editor marked noindex, so the sitemap and each page's robots meta (Seo.tsx)
 * agree. Pure; the query reads the noindex flag of each entry that makes a page: the privacy notice
 * (its route below) and the pages (`STRAPI_PAGE`: a fixed page at its route, cms/src/contracts/pages.ts,
 * any other at /{slug}; declared in gatsby-node.ts so the query works before any page exists).
 */
import { DEFAULT_LOCALE, localeFilter } from '../lib/locale';
import { pageRoute } from '../lib/pages';

/** The sitemap lists the default locale's pages (gatsby-plugin-sitemap runs its query without variables). */
const LOCALE = localeFilter(DEFAULT_LOCALE);

/** The single types that make a fixed route, by their GraphQL field. */
export const ENTRY_ROUTES = {
  strapiPrivacyPage: '/privacy',
} as const;

type Seo = { seo?: { noindex?: boolean | null } | null } | null | undefined;

export type SitemapData = { [field in keyof typeof ENTRY_ROUTES]?: Seo } & {
  allSitePage: { nodes: ReadonlyArray<{ path: string }> };
  allStrapiPage?: { nodes: ReadonlyArray<{ slug?: string | null } & NonNullable<Seo>> } | null;
};

export const SITEMAP_QUERY = `
  query SitemapPages {
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
    ${Object.keys(ENTRY_ROUTES)
      .map((field) => `${field}(${LOCALE}) { seo { noindex } }`)
      .join('\n    ')}
    allStrapiPage(filter: { ${LOCALE} }) { nodes { slug seo { noindex } } }
  }
`;

const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The paths of the pages an editor marked noindex. */
export function noindexPaths(data: SitemapData): Set<string> {
  const paths = new Set<string>();
  for (const [field, route] of Object.entries(ENTRY_ROUTES)) {
    if (data[field as keyof typeof ENTRY_ROUTES]?.seo?.noindex) paths.add(route);
  }
  for (const page of data.allStrapiPage?.nodes ?? []) {
    if (page.slug && page.seo?.noindex) paths.add(pageRoute(page.slug));
  }
  return paths;
}

/** The built pages the sitemap may list: all but the noindex ones. */
export function indexablePages(data: SitemapData): Array<{ path: string }> {
  const hidden = noindexPaths(data);
  return data.allSitePage.nodes.filter((page) => !hidden.has(normal(page.path)));
}
