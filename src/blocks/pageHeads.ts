/**
 * The build's side of every page's head (src/components/seo/pageHead.ts): the `pageHead(path:,
 * locale:, noindex:)` GraphQL field that each page's query asks for (gatsby-node.ts, createResolvers)
 * runs `pageHeadQuery(path, locale)` and computes the head from what it read (`pageHeadOf`). So a
 * head is page data like the rest of the page, computed where page queries run (in Gatsby's query
 * workers, too, which is why it reads the content itself rather than from anything createPages kept),
 * and kept up to date like them: the nodes it reads are the page's dependencies. None of its code is in the browser.
 * A page of blocks describes in its JSON-LD what its blocks show: an FAQPage of its FAQ blocks'
 * questions, and one Service per service where a detailed services grid describes them (each at
 * `#slug` there).
 */
import { FIXED_PAGES as FIXED_PAGE_ENTRIES } from '../lib/pages';
import { pagePath, type SeoEntry } from '../components/seo/head';
import { faqEntriesOf, type FaqEntryInput, type ServiceInput } from '../components/seo/jsonLd';
import { pageHead, type PageHead, type PageHeadInput, type SiteHeadInput } from '../components/seo/pageHead';
import { LOCALE_FILTER, routeOfPath } from '../lib/locale';

const SEO_FIELDS = `metaTitle metaDescription canonicalUrl noindex
  shareImage { localFile { childImageSharp { resize(width: 1200, height: 630, fit: COVER) { src width height } } } }`;
const BLOCK_FIELDS = `__typename
  ... on STRAPI__COMPONENT_BLOCKS_FAQ { faqGroup { entries { question answer } } }
  ... on STRAPI__COMPONENT_BLOCKS_SERVICES_GRID { layout }`;
const PAGE_FIELDS = `seo { ${SEO_FIELDS} } blocks { ${BLOCK_FIELDS} }`;

/** Where each fixed page's entry is (a page entry with a fixed slug, or the privacy notice); any
 * other path may be a landing page (`/{slug}`). */
const FIXED_PAGES: Record<string, string> = {
  ...Object.fromEntries(
    FIXED_PAGE_ENTRIES.map(({ route, slug }) => [
      route,
      `strapiPage(slug: { eq: "${slug}" }, ${LOCALE_FILTER}) { ${PAGE_FIELDS} }`,
    ]),
  ),
  '/privacy': `strapiPrivacyPage(${LOCALE_FILTER}) { seo { ${SEO_FIELDS} } }`,
};

/**
 * The query for what the head of the page at `path` is made of, in the page's `locale`: the firm, the
 * services, and the page's own entry (`page`), if it has one. A path that is no page of the CMS's
 * (the 404, the newsletter's links) finds no landing page, and its head says the site's defaults.
 */
export function pageHeadQuery(path: string, locale: string): { query: string; variables: Record<string, string> } {
  // The entry is found by the page's route in every locale (`/de/about` is the about page's entry);
  // a landing page's slug is its locale's own (`/de/angebot`: the German entry with slug `angebot`).
  const key = routeOfPath(pagePath(path));
  const fixed = FIXED_PAGES[key];
  const page = fixed ?? `strapiPage(slug: { eq: $slug }, ${LOCALE_FILTER}) { ${PAGE_FIELDS} }`;
  const query = `
    query PageHead($locale: String!${fixed ? '' : ', $slug: String!'}) {
      site { siteMetadata { siteUrl } }
      strapiGlobal(${LOCALE_FILTER}) {
        siteName contactEmail contactPhone address
        socialLinks { url }
        transparentLogo { localFile { childImageSharp { original { src } } } }
        defaultSeo { ${SEO_FIELDS} }
      }
      allStrapiService(filter: { ${LOCALE_FILTER} }, sort: { order: ASC }) { nodes { slug title summary description } }
      page: ${page}
    }
  `;
  return { query, variables: fixed ? { locale } : { locale, slug: key.slice(1) } };
}

interface HeadBlock {
  __typename: string;
  faqGroup?: { entries?: ReadonlyArray<FaqEntryInput | null> | null } | null;
  layout?: string | null;
}

/** A page's entry: the privacy notice has no blocks. */
interface HeadPage {
  seo?: SeoEntry | null;
  blocks?: ReadonlyArray<HeadBlock | null> | null;
}

/** What `pageHeadQuery` reads. */
export interface PageHeadData {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  strapiGlobal: {
    siteName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    address: string | null;
    socialLinks: ReadonlyArray<{ url: string | null } | null> | null;
    transparentLogo: {
      localFile: { childImageSharp: { original: { src: string | null } | null } | null } | null;
    } | null;
    defaultSeo: SeoEntry | null;
  } | null;
  allStrapiService: { nodes: ServiceInput[] };
  page: HeadPage | null;
}

function blocksEntry(page: HeadPage | null | undefined, services: ServiceInput[]) {
  const blocks = (page?.blocks ?? []).filter((block): block is HeadBlock => block !== null);
  const describesServices = blocks.some(
    (block) => block.__typename === 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID' && block.layout === 'detailed',
  );
  return {
    faq: faqEntriesOf(blocks.filter((block) => block.__typename === 'STRAPI__COMPONENT_BLOCKS_FAQ')),
    services: describesServices ? services : null,
  };
}

/** The head of the page at `path` in `locale`, from what `pageHeadQuery(path)` read; `translations`
 * are the page's paths in each of its locales (its context's, src/lib/translations.ts). */
export function pageHeadOf(
  path: string,
  data: PageHeadData,
  noindex = false,
  locale?: string,
  translations?: Readonly<Record<string, string>> | null,
): PageHead {
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? '';
  const global = data.strapiGlobal;
  const logo = global?.transparentLogo?.localFile?.childImageSharp?.original?.src;
  const site: SiteHeadInput = {
    siteUrl,
    name: global?.siteName ?? '',
    logoUrl: logo && `${siteUrl}${logo}`,
    email: global?.contactEmail,
    telephone: global?.contactPhone,
    address: global?.address,
    sameAs: global?.socialLinks?.map((link) => link?.url),
    defaultSeo: global?.defaultSeo,
  };
  const page: PageHeadInput = {
    pathname: path,
    locale,
    translations,
    noindex,
    seo: data.page?.seo,
    ...blocksEntry(data.page, data.allStrapiService.nodes),
  };
  return pageHead(site, page);
}
