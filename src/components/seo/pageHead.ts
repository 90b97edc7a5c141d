/**
 * A page's whole head as data: its title, meta tags, canonical link and JSON-LD, computed from the
 * CMS's content by the build (src/blocks/pageHeads.ts, through the `pageHead` GraphQL field) and only
 * rendered by src/components/Seo.tsx. The rules (./head.ts) and the structured data (./jsonLd.ts) so
 * run in Node alone: none of their code is in the browser's bundles, and Gatsby's render of the head
 * in the browser, after every page load and route change, maps a list instead of computing it.
 */
import { headFields, pageUrl, type SeoEntry } from './head';
import { DEFAULT_LOCALE, OG_LOCALES } from '../../lib/locale';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  graph,
  organization,
  scriptJson,
  services as serviceNodes,
  webPage,
  type ArticleInput,
  type FaqEntryInput,
  type OrganizationInput,
  type ServiceInput,
} from './jsonLd';

/** What every page's head says of the firm (Global settings), and the defaults for its SEO. */
export interface SiteHeadInput extends OrganizationInput {
  /** Global settings' default SEO: its description and share image stand in for a page's empty ones. */
  defaultSeo?: SeoEntry | null;
}

export interface PageHeadInput {
  pathname: string;
  /** The page's locale (its `<html lang>`); the default locale's when not given. */
  locale?: string;
  /** The page's path in each locale it exists in, its own included (src/lib/translations.ts). */
  translations?: Readonly<Record<string, string>> | null;
  /** The page's SEO entry, if it has one. */
  seo?: SeoEntry | null;
  /** A page that is never for search engines (the 404, the newsletter's links), whatever any entry says. */
  noindex?: boolean;
  /** The questions and answers of the FAQ blocks the page shows: an FAQPage in its JSON-LD. */
  faq?: ReadonlyArray<FaqEntryInput | null> | null;
  /** The services the page describes, each at `#slug`: one Service each in its JSON-LD. */
  services?: ReadonlyArray<ServiceInput | null> | null;
  /** An article of the insights: a BlogPosting in its JSON-LD, and og:type article. */
  article?: Omit<ArticleInput, 'url' | 'siteUrl' | 'inLanguage'> | null;
  /** The trail to the page (the home page first, the page last), by path: a BreadcrumbList. */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }> | null;
  /** The RSS feed the page belongs to (every insights page), by path. */
  feed?: { path: string; title: string } | null;
}

/** One `<link rel="alternate" type="application/rss+xml">`. */
export interface HeadFeed {
  href: string;
  title: string;
}

/** One `<meta>`: by `name`, or by `property` (Open Graph). */
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

/** One `<link rel="alternate" hreflang>`: a translation of the page, or `x-default`. */
export interface HeadAlternate {
  hreflang: string;
  href: string;
}

export interface PageHead {
  title: string;
  meta: HeadMeta[];
  canonical: string;
  /** The page's language, as `<html lang>` says it. */
  lang: string;
  /** Every translation of the page (itself included) and `x-default`, the default locale's page. */
  alternates: HeadAlternate[];
  /** The JSON-LD graph, escaped for a `<script>` element (an editor's `</script>` stays text). */
  jsonLd: string;
  /** The feeds the page links to (older built heads have none). */
  feeds?: HeadFeed[];
}

/** The brand colour browsers tint their interface with. */
const THEME_COLOR = '#0d1420';

const ogLocaleOf = (code: string): string | undefined => OG_LOCALES[code];

/** The hreflang links of a page with `translations`: one per translation, then `x-default` to the
 * default locale's page (the one for a reader of any other language), when there is one. */
export function alternates(siteUrl: string, translations: Readonly<Record<string, string>>): HeadAlternate[] {
  const links = Object.entries(translations).map(([hreflang, path]) => ({ hreflang, href: pageUrl(siteUrl, path) }));
  const fallback = translations[DEFAULT_LOCALE];
  return fallback ? [...links, { hreflang: 'x-default', href: pageUrl(siteUrl, fallback) }] : links;
}

export function pageHead(site: SiteHeadInput, page: PageHeadInput): PageHead {
  const lang = page.locale ?? DEFAULT_LOCALE;
  const ogLocale = ogLocaleOf(lang);
  const otherOgLocales = Object.keys(page.translations ?? {})
    .filter((code) => code !== lang)
    .map(ogLocaleOf)
    .filter((code): code is string => Boolean(code));
  const head = headFields({
    siteUrl: site.siteUrl,
    siteName: site.name,
    pathname: page.pathname,
    seo: page.seo,
    defaults: site.defaultSeo,
    noindex: page.noindex,
  });
  const image = head.image;
  const meta: Array<HeadMeta | false | undefined> = [
    { name: 'description', content: head.description },
    head.noindex && { name: 'robots', content: 'noindex, follow' },
    { name: 'theme-color', content: THEME_COLOR },
    { property: 'og:type', content: page.article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: head.socialTitle },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical },
    ogLocale ? { property: 'og:locale', content: ogLocale } : undefined,
    ...otherOgLocales.map((content) => ({ property: 'og:locale:alternate', content })),
    image && { property: 'og:image', content: image.url },
    image?.width ? { property: 'og:image:width', content: String(image.width) } : undefined,
    image?.height ? { property: 'og:image:height', content: String(image.height) } : undefined,
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.socialTitle },
    { name: 'twitter:description', content: head.description },
    image && { name: 'twitter:image', content: image.url },
  ];
  const jsonLd = graph([
    organization(site),
    webPage({ url: head.url, name: head.socialTitle, inLanguage: lang, siteUrl: site.siteUrl }),
    page.faq ? faqPage(page.faq, head.url) : undefined,
    ...(page.services ? serviceNodes(page.services, head.url, site.siteUrl) : []),
    page.article ? blogPosting({ ...page.article, url: head.url, siteUrl: site.siteUrl, inLanguage: lang }) : undefined,
    page.breadcrumbs?.length
      ? breadcrumbList(
          page.breadcrumbs.map((step) => ({ name: step.name, url: pageUrl(site.siteUrl, step.path) })),
          head.url,
        )
      : undefined,
  ]);
  return {
    title: head.title,
    meta: meta.filter((tag): tag is HeadMeta => Boolean(tag)),
    canonical: head.canonical,
    lang,
    alternates: alternates(site.siteUrl, page.translations ?? {}),
    jsonLd: scriptJson(jsonLd),
    feeds: page.feed ? [{ href: pageUrl(site.siteUrl, page.feed.path), title: page.feed.title }] : [],
  };
}
