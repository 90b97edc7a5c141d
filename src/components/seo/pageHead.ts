/**
 * A page's whole head as data: its title, meta tags, canonical link and JSON-LD, computed from the
 * CMS's content by the build (src/blocks/pageHeads.ts, through the `pageHead` GraphQL field) and only
 * rendered by src/components/Seo.tsx. The rules (./head.ts) and the structured data (./jsonLd.ts) so
 * run in Node alone: none of their code is in the browser's bundles, and Gatsby's render of the head
 * in the browser, after every page load and route change, maps a list instead of computing it.
 */
import { headFields, type SeoEntry } from './head';
import {
  faqPage,
  graph,
  organization,
  scriptJson,
  services as serviceNodes,
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
  /** The page's SEO entry, if it has one. */
  seo?: SeoEntry | null;
  /** A page that is never for search engines (the 404, the newsletter's links), whatever any entry says. */
  noindex?: boolean;
  /** The questions and answers of the FAQ blocks the page shows: an FAQPage in its JSON-LD. */
  faq?: ReadonlyArray<FaqEntryInput | null> | null;
  /** The services the page describes, each at `#slug`: one Service each in its JSON-LD. */
  services?: ReadonlyArray<ServiceInput | null> | null;
}

/** One `<meta>`: by `name`, or by `property` (Open Graph). */
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

export interface PageHead {
  title: string;
  meta: HeadMeta[];
  canonical: string;
  /** The JSON-LD graph, escaped for a `<script>` element (an editor's `</script>` stays text). */
  jsonLd: string;
}

/** The brand colour browsers tint their interface with. */
const THEME_COLOR = '#0d1420';

export function pageHead(site: SiteHeadInput, page: PageHeadInput): PageHead {
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
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: head.socialTitle },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical },
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
    page.faq ? faqPage(page.faq, head.url) : undefined,
    ...(page.services ? serviceNodes(page.services, head.url, site.siteUrl) : []),
  ]);
  return {
    title: head.title,
    meta: meta.filter((tag): tag is HeadMeta => Boolean(tag)),
    canonical: head.canonical,
    jsonLd: scriptJson(jsonLd),
  };
}
