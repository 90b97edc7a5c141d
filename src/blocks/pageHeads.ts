/**
 * The build's side of every page's head (src/components/seo/pageHead.ts): the `pageHead(path:, kind:,
 * entry:, locale:, noindex:)` GraphQL field that each page's query asks for
 * (site-build/gatsby-node/resolvers.ts) runs `pageHeadQuery` and computes the head from what it read
 * (`pageHeadOf`). The page's kind (src/lib/pageKinds.ts) and its entry's node id come from its context,
 * set by whoever created the page: which entry a head reads is never guessed from the page's path. So a
 * head is page data like the rest of the page, computed where page queries run (in Gatsby's query
 * workers, too, which is why it reads the content itself rather than from anything createPages kept),
 * and kept up to date like them: the nodes it reads are the page's dependencies. None of its code is in the browser.
 * A page of blocks describes in its JSON-LD what its blocks show: an FAQPage of its FAQ blocks'
 * questions, and one Service per service where a detailed services grid describes them (each at
 * `#slug` there).
 */
import { FIXED_PAGES } from '../lib/pages';
import { pagePath, type SeoEntry } from '../components/seo/head';
import { faqEntriesOf, type FaqEntryInput, type ServiceInput } from '../components/seo/jsonLd';
import { pageHead, type PageHead, type PageHeadInput, type SiteHeadInput } from '../components/seo/pageHead';
import { DEFAULT_LOCALE, LOCALE_FILTER, localePath, routeOfPath } from '../lib/locale';
import { INSIGHTS_ROUTE, articleDate, categoryRoute, insightsFeedRoute } from '../lib/insights';
import { CASE_STUDIES_ROUTE } from '../lib/caseStudies';
import type { PageKind } from '../lib/pageKinds';

const SHARE_IMAGE = `localFile { childImageSharp { resize(width: 1200, height: 630, fit: COVER) { src width height } } }`;
const SEO_FIELDS = `metaTitle metaDescription canonicalUrl noindex shareImage { ${SHARE_IMAGE} }`;
const BLOCK_FIELDS = `__typename
  ... on STRAPI__COMPONENT_BLOCKS_FAQ { faqGroup { entries { question answer } } }
  ... on STRAPI__COMPONENT_BLOCKS_SERVICES_GRID { layout }`;
const PAGE_FIELDS = `seo { ${SEO_FIELDS} } blocks { ${BLOCK_FIELDS} }`;

/** Each fixed page's entry, by its route: the page entry with the route's fixed slug. */
const FIXED_PAGE_QUERIES: Record<string, string> = Object.fromEntries(
  FIXED_PAGES.map(({ route, slug }) => [
    route,
    `strapiPage(slug: { eq: "${slug}" }, ${LOCALE_FILTER}) { ${PAGE_FIELDS} }`,
  ]),
);

const SITE_FIELDS = `site { siteMetadata { siteUrl } }
      strapiGlobal(${LOCALE_FILTER}) {
        siteName contactEmail contactPhone address
        socialLinks { url }
        transparentLogo { localFile { childImageSharp { original { src } } } }
        defaultSeo { ${SEO_FIELDS} }
      }
      allStrapiService(filter: { ${LOCALE_FILTER} }, sort: { order: ASC }) { nodes { slug title summary description } }`;

/** The page a head is of: its kind and, for a page made of one entry of a collection, that entry's
 * node id (its context's `id`, which is its locale's). */
export interface HeadPageRef {
  kind: PageKind;
  path: string;
  entry?: string | null;
}

/** What each kind of page reads of its own entry (by the node id `$id`, but the one privacy notice);
 * a kind not here has none and reads the site's fields alone. */
const ENTRY_QUERIES: Partial<Record<PageKind, string>> = {
  privacy: `page: strapiPrivacyPage(${LOCALE_FILTER}) { seo { ${SEO_FIELDS} } }`,
  landing: `page: strapiPage(id: { eq: $id }) { ${PAGE_FIELDS} }`,
  article: `article: strapiArticle(id: { eq: $id }) {
          seo { ${SEO_FIELDS} } title summary date publishedAt updatedAt
          cover { ${SHARE_IMAGE} }
          author { name role } category { name slug }
        }`,
  category: `category: strapiCategory(id: { eq: $id }) { name description }`,
  'case-study': `caseStudy: strapiCaseStudy(id: { eq: $id }) {
          seo { ${SEO_FIELDS} } title clientName summary
          cover { ${SHARE_IMAGE} }
        }`,
};

/**
 * The query for what the head of `page` is made of, in the page's `locale`: the firm, the services,
 * and the page's own entry, if its kind has one: a fixed page's by its route (`/de/about` is the about
 * page's entry in German), any other by its node id.
 */
export function pageHeadQuery(page: HeadPageRef, locale: string): { query: string; variables: Record<string, string> } {
  if (page.kind === 'preview') throw new Error(`The preview page ${page.path} has no head of the build's.`);
  const fixed = page.kind === 'fixed' ? FIXED_PAGE_QUERIES[routeOfPath(pagePath(page.path))] : undefined;
  if (page.kind === 'fixed' && !fixed) throw new Error(`${page.path} is no fixed page's route.`);
  const entry = fixed ? `page: ${fixed}` : (ENTRY_QUERIES[page.kind] ?? '');
  const byId = entry.includes('$id');
  if (byId && !page.entry) throw new Error(`The ${page.kind} page ${page.path} names no entry.`);
  const query = `
    query PageHead($locale: String!${byId ? ', $id: String!' : ''}) {
      ${SITE_FIELDS}
      ${entry}
    }
  `;
  return { query, variables: byId ? { locale, id: page.entry as string } : { locale } };
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

/** The words the sections' heads read, as the interface catalogue (src/config/messages) holds them: the
 * build hands the page's locale's catalogue whole, so a new list's words are its messages' alone. */
export interface HeadWords {
  nav: { home: string };
  insights: { title: string; description: string; feed: string };
  caseStudies: { title: string; description: string };
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

/** The head of the page at `path` (of `kind`) in `locale`, from what `pageHeadQuery` read;
 * `translations` are the page's paths in each of its locales (its context's, src/lib/translations.ts). */
export function pageHeadOf(
  kind: PageKind,
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
    ...(words ? insightsEntry(kind, path, data, words, locale ?? DEFAULT_LOCALE, site.siteUrl) : {}),
    ...(words ? caseStudyEntry(kind, path, data, words, locale ?? DEFAULT_LOCALE) : {}),
  };
  return pageHead(site, page);
}

/** What an insights page's head says (issue 48): the list's and a category's title and description,
 * an article's own SEO, its BlogPosting and breadcrumbs; the feed on all of them. */
function insightsEntry(
  kind: PageKind,
  path: string,
  data: PageHeadData,
  words: HeadWords,
  locale: string,
  siteUrl: string,
): Partial<PageHeadInput> {
  if (kind !== 'insights' && kind !== 'category' && kind !== 'article') return {};
  const siteName = data.strapiGlobal?.siteName ?? '';
  const feed = {
    path: localePath(locale, insightsFeedRoute),
    title: words.insights.feed.replace('{{siteName}}', siteName),
  };
  const trail = [
    { name: words.nav.home, path: localePath(locale, '/') },
    { name: words.insights.title, path: localePath(locale, INSIGHTS_ROUTE) },
  ];
  const { article, category } = data;
  if (kind === 'article' && article) {
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
  const title =
    kind === 'category' && category?.name ? `${category.name} · ${words.insights.title}` : words.insights.title;
  return {
    feed,
    seo: {
      metaTitle: title,
      metaDescription: (kind === 'category' && category?.description) || words.insights.description,
    },
  };
}

/** What a case studies' page head says (issue 48): the list's title and description; a case study's
 * own SEO (its title and summary where an editor left it empty, its cover as the share image) and its
 * breadcrumbs. */
function caseStudyEntry(
  kind: PageKind,
  path: string,
  data: PageHeadData,
  words: HeadWords,
  locale: string,
): Partial<PageHeadInput> {
  if (kind !== 'case-studies' && kind !== 'case-study') return {};
  const study = data.caseStudy;
  if (kind === 'case-studies' || !study)
    return { seo: { metaTitle: words.caseStudies.title, metaDescription: words.caseStudies.description } };
  return {
    seo: {
      ...study.seo,
      metaTitle: study.seo?.metaTitle || study.title,
      metaDescription: study.seo?.metaDescription || study.summary,
      shareImage: study.seo?.shareImage?.localFile?.childImageSharp?.resize ? study.seo.shareImage : study.cover,
    },
    breadcrumbs: [
      { name: words.nav.home, path: localePath(locale, '/') },
      { name: words.caseStudies.title, path: localePath(locale, CASE_STUDIES_ROUTE) },
      { name: study.clientName ?? study.title ?? '', path },
    ],
  };
}
