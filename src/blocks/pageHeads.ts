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
import { DEFAULT_LOCALE, LOCALE_FILTER, localePath, routeOfPath } from '../lib/locale';
import { INSIGHTS_ROUTE, articleDate, categoryRoute, insightsFeedRoute } from '../lib/insights';
import { CASE_STUDIES_ROUTE } from '../lib/caseStudies';

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
  const insights = insightsRouteOf(key);
  if (insights) return insightsHeadQuery(insights, locale);
  const caseStudy = caseStudyRouteOf(key);
  if (caseStudy) return caseStudyHeadQuery(caseStudy, locale);
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

const SITE_FIELDS = `site { siteMetadata { siteUrl } }
      strapiGlobal(${LOCALE_FILTER}) {
        siteName contactEmail contactPhone address
        socialLinks { url }
        transparentLogo { localFile { childImageSharp { original { src } } } }
        defaultSeo { ${SEO_FIELDS} }
      }
      allStrapiService(filter: { ${LOCALE_FILTER} }, sort: { order: ASC }) { nodes { slug title summary description } }`;

/** Which insights page a route is (issue 48): the list (`/insights`, `/insights/page/2`), a category's
 * list (`/insights/category/{slug}`, and its pages) or an article (`/insights/{slug}`); null for any
 * other route. */
export function insightsRouteOf(route: string): { kind: 'list' | 'category' | 'article'; slug?: string } | null {
  const match = /^\/insights(?:\/(.*))?$/.exec(route);
  if (!match) return null;
  const rest = (match[1] ?? '').replace(/\/page\/\d+$/, '').replace(/^page\/\d+$/, '');
  if (!rest) return { kind: 'list' };
  const category = /^category\/([^/]+)$/.exec(rest);
  if (category) return { kind: 'category', slug: category[1] };
  return rest.includes('/') ? null : { kind: 'article', slug: rest };
}

function insightsHeadQuery(
  { kind, slug }: NonNullable<ReturnType<typeof insightsRouteOf>>,
  locale: string,
): { query: string; variables: Record<string, string> } {
  const entry =
    kind === 'article'
      ? `article: strapiArticle(slug: { eq: $slug }, ${LOCALE_FILTER}) {
          seo { ${SEO_FIELDS} } title summary date publishedAt updatedAt
          cover { localFile { childImageSharp { resize(width: 1200, height: 630, fit: COVER) { src width height } } } }
          author { name role } category { name slug }
        }`
      : kind === 'category'
        ? `category: strapiCategory(slug: { eq: $slug }, ${LOCALE_FILTER}) { name description }`
        : '';
  const query = `
    query PageHead($locale: String!${slug ? ', $slug: String!' : ''}) {
      ${SITE_FIELDS}
      ${entry}
    }
  `;
  return { query, variables: slug ? { locale, slug } : { locale } };
}

/** Which case studies' page a route is (issue 48): the list (`/case-studies`) or one case study
 * (`/case-studies/{slug}`); null for any other route. */
export function caseStudyRouteOf(route: string): { slug?: string } | null {
  const match = /^\/case-studies(?:\/([^/]+))?$/.exec(route);
  if (!match) return null;
  return match[1] ? { slug: match[1] } : {};
}

function caseStudyHeadQuery(
  { slug }: { slug?: string },
  locale: string,
): { query: string; variables: Record<string, string> } {
  const entry = slug
    ? `caseStudy: strapiCaseStudy(slug: { eq: $slug }, ${LOCALE_FILTER}) {
          seo { ${SEO_FIELDS} } title clientName summary
          cover { localFile { childImageSharp { resize(width: 1200, height: 630, fit: COVER) { src width height } } } }
        }`
    : '';
  const query = `
    query PageHead($locale: String!${slug ? ', $slug: String!' : ''}) {
      ${SITE_FIELDS}
      ${entry}
    }
  `;
  return { query, variables: slug ? { locale, slug } : { locale } };
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
  /** A page of blocks' entry (none on the insights' pages). */
  page?: HeadPage | null;
  /** On an article's page (`/insights/{slug}`). */
  article?: HeadArticle | null;
  /** On a category's page (`/insights/category/{slug}`). */
  category?: { name: string | null; description: string | null } | null;
  /** On a case study's page (`/case-studies/{slug}`). */
  caseStudy?: {
    seo?: SeoEntry | null;
    title: string | null;
    clientName: string | null;
    summary: string | null;
    cover?: SeoEntry['shareImage'];
  } | null;
}

interface HeadArticle {
  seo?: SeoEntry | null;
  title: string | null;
  summary: string | null;
  date: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
  cover?: SeoEntry['shareImage'];
  author?: { name: string | null; role: string | null } | null;
  category?: { name: string | null; slug: string | null } | null;
}

/** The words an insights page's head needs from the interface catalogue (src/config/messages). */
export interface HeadWords {
  home: string;
  insights: string;
  insightsDescription: string;
  feed: string;
  caseStudies: string;
  caseStudiesDescription: string;
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
  words?: HeadWords,
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
    ...(words ? insightsEntry(path, data, words, locale ?? DEFAULT_LOCALE, site.siteUrl) : {}),
    ...(words ? caseStudyEntry(path, data, words, locale ?? DEFAULT_LOCALE) : {}),
  };
  return pageHead(site, page);
}

/** What an insights page's head says (issue 48): the list's and a category's title and description,
 * an article's own SEO, its BlogPosting and breadcrumbs; the feed on all of them. */
function insightsEntry(
  path: string,
  data: PageHeadData,
  words: HeadWords,
  locale: string,
  siteUrl: string,
): Partial<PageHeadInput> {
  const route = insightsRouteOf(routeOfPath(pagePath(path)));
  if (!route) return {};
  const siteName = data.strapiGlobal?.siteName ?? '';
  const feed = { path: localePath(locale, insightsFeedRoute), title: words.feed.replace('{{siteName}}', siteName) };
  const trail = [
    { name: words.home, path: localePath(locale, '/') },
    { name: words.insights, path: localePath(locale, INSIGHTS_ROUTE) },
  ];
  const { article, category } = data;
  if (route.kind === 'article' && article) {
    const cover = article.cover?.localFile?.childImageSharp?.resize?.src;
    return {
      feed,
      // The article's SEO entry, its title and summary where an editor left it empty, its cover as the share image.
      seo: {
        ...article.seo,
        metaTitle: article.seo?.metaTitle || article.title,
        metaDescription: article.seo?.metaDescription || article.summary,
        shareImage: article.seo?.shareImage?.localFile?.childImageSharp?.resize
          ? article.seo.shareImage
          : article.cover,
      },
      article: {
        headline: article.title ?? '',
        description: article.summary,
        image: cover && `${siteUrl}${cover}`,
        datePublished: articleDate(article),
        dateModified: article.updatedAt,
        authorName: article.author?.name,
        authorJobTitle: article.author?.role,
      },
      breadcrumbs: [
        ...trail,
        ...(article.category?.slug && article.category.name
          ? [{ name: article.category.name, path: localePath(locale, categoryRoute(article.category.slug)) }]
          : []),
        { name: article.title ?? '', path },
      ],
    };
  }
  const title = route.kind === 'category' && category?.name ? `${category.name} · ${words.insights}` : words.insights;
  return {
    feed,
    seo: {
      metaTitle: title,
      metaDescription: (route.kind === 'category' && category?.description) || words.insightsDescription,
    },
  };
}

/** What a case studies' page head says (issue 48): the list's title and description; a case study's
 * own SEO (its title and summary where an editor left it empty, its cover as the share image) and its
 * breadcrumbs. */
function caseStudyEntry(path: string, data: PageHeadData, words: HeadWords, locale: string): Partial<PageHeadInput> {
  const route = caseStudyRouteOf(routeOfPath(pagePath(path)));
  if (!route) return {};
  const study = data.caseStudy;
  if (!route.slug || !study)
    return { seo: { metaTitle: words.caseStudies, metaDescription: words.caseStudiesDescription } };
  return {
    seo: {
      ...study.seo,
      metaTitle: study.seo?.metaTitle || study.title,
      metaDescription: study.seo?.metaDescription || study.summary,
      shareImage: study.seo?.shareImage?.localFile?.childImageSharp?.resize ? study.seo.shareImage : study.cover,
    },
    breadcrumbs: [
      { name: words.home, path: localePath(locale, '/') },
      { name: words.caseStudies, path: localePath(locale, CASE_STUDIES_ROUTE) },
      { name: study.clientName ?? study.title ?? '', path },
    ],
  };
}
