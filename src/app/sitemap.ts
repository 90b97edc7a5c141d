/**
 * The sitemap (`/sitemap-index.xml`, which names `/sitemap-0.xml`), written by `gatsby-node.ts`'s
 * onPostBuild: every built page but those an editor marked noindex and those never for search
 * engines, so the sitemap and each page's robots meta (Seo.tsx) agree, each page with its
 * translations as `xhtml:link` alternates (issue 47). Pure: the build hands it each page's path and
 * translations (its node's context) and the noindex flags `createPages` reads with its content check
 * (the privacy notice's and each page entry's: `STRAPI_PAGE`, a fixed page at its route,
 * cms/src/contracts/pages.ts, any other at /{slug}), so writing it queries nothing, whatever the size
 * of the site.
 */
import { PRIVACY_PATH } from '../config/constants';
import { DEFAULT_LOCALE, localePath, routeOfPath } from '../lib/locale';
import { pageRoute } from '../lib/pages';
import type { Translations } from '../lib/translations';

/** An entry's noindex flag, as the content check reads it. */
export interface NoindexFlag {
  seo?: { noindex?: boolean | null } | null;
}

/** What the content check reads of one locale's entries that make pages. */
export interface LocaleNoindex {
  locale: string;
  /** The privacy notice (at PRIVACY_PATH), if the locale has one. */
  privacy: NoindexFlag | null;
  pages: ReadonlyArray<{ slug?: string | null } & NoindexFlag>;
}

/** A built page: its path and its context's translations. */
export interface SitemapPage {
  path: string;
  translations?: Translations | null;
}

const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The paths of the pages an editor marked noindex, in every locale. */
export function noindexPaths(locales: ReadonlyArray<LocaleNoindex>): Set<string> {
  const paths = new Set<string>();
  for (const { locale, privacy, pages } of locales) {
    if (privacy?.seo?.noindex) paths.add(localePath(locale, PRIVACY_PATH));
    for (const page of pages) {
      if (page.slug && page.seo?.noindex) paths.add(localePath(locale, pageRoute(page.slug)));
    }
  }
  return paths;
}

/**
 * Pages never for search engines, whatever an editor marks: in every locale the 404 page and the
 * newsletter's confirmation pages (their robots meta says noindex too), Gatsby's own copies of the 404
 * page, and the pages `isPreview` names (the draft preview's: gatsby-node.ts passes its rule, from
 * src/preview/pagePath.ts). One test of each page's path.
 */
export function neverListed(path: string, isPreview: (path: string) => boolean = () => false): boolean {
  const page = normal(path);
  if (page === '/dev-404-page' || page.endsWith('/404.html') || isPreview(page)) return true;
  const route = routeOfPath(page);
  return route === '/404' || route.startsWith('/newsletter/');
}

/** The built pages the sitemap lists: all but the noindex ones (`hidden`) and those never listed. */
export function indexablePages(
  pages: ReadonlyArray<SitemapPage>,
  hidden: ReadonlySet<string>,
  isPreview?: (path: string) => boolean,
): SitemapPage[] {
  return pages.filter((page) => !hidden.has(normal(page.path)) && !neverListed(page.path, isPreview));
}

/** One page's sitemap entry: its path and, where it has translations, an `xhtml:link` to each (itself
 * included) and `x-default` to the default locale's, as its head's hreflang links say
 * (src/components/seo/pageHead.ts). Paths; `sitemapFiles` makes them absolute. */
export function sitemapEntry(page: SitemapPage): { url: string; links?: Array<{ lang: string; url: string }> } {
  const translations = page.translations ?? {};
  const links = Object.entries(translations).map(([lang, url]) => ({ lang, url }));
  if (links.length < 2) return { url: page.path };
  const fallback = translations[DEFAULT_LOCALE];
  return { url: page.path, links: fallback ? [...links, { lang: 'x-default', url: fallback }] : links };
}

/** URLs a sitemap file holds at most (the protocol allows 50,000); more make more files. */
export const SITEMAP_FILE_LIMIT = 45_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap's files, by name in the site's root: the index, then each file of up to
 * SITEMAP_FILE_LIMIT pages, every URL absolute on `siteUrl`. */
export function sitemapFiles(pages: ReadonlyArray<SitemapPage>, siteUrl: string): Array<{ name: string; xml: string }> {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = (path: string) => xml(`${origin}${path}`);
  const files: Array<{ name: string; xml: string }> = [];
  for (let start = 0; start === 0 || start < pages.length; start += SITEMAP_FILE_LIMIT) {
    const entries = pages.slice(start, start + SITEMAP_FILE_LIMIT).map((page) => {
      const { url: path, links = [] } = sitemapEntry(page);
      const alternates = links.map(
        (link) => `<xhtml:link rel="alternate" hreflang="${xml(link.lang)}" href="${url(link.url)}"/>`,
      );
      return `<url><loc>${url(path)}</loc>${alternates.join('')}</url>`;
    });
    files.push({
      name: `sitemap-${files.length}.xml`,
      xml: `${HEADER}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>`,
    });
  }
  const index = files.map((file) => `<sitemap><loc>${url(`/${file.name}`)}</loc></sitemap>`).join('');
  return [
    { name: 'sitemap-index.xml', xml: `${HEADER}<sitemapindex xmlns="${SITEMAP_NS}">${index}</sitemapindex>` },
    ...files,
  ];
}
