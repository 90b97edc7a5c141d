/**
 * The insights' rules (issue 48): which pages the build makes of the articles (the list 12 a page,
 * newest first, one list per category, one page per article, each in every locale that has the
 * content, with its translations), which articles an article shows as related, and how long an
 * article takes to read. Pure, so they are tested without a build; gatsby-node.ts follows them, the
 * article template reads the reading time.
 */
import { INSIGHTS_SECTION } from './pages';
import { LOCALE_CODES, localePath } from './locale';
import { withTranslations, type Translations } from './translations';

/** The list's page size (issue 48: 12 a page). */
export const ARTICLES_PER_PAGE = 12;
/** How many related articles an article shows. */
export const RELATED_COUNT = 3;
/** Reading speed for the reading time: words a minute. */
export const WORDS_PER_MINUTE = 200;

export const INSIGHTS_ROUTE = INSIGHTS_SECTION;
export const insightsFeedRoute = '/insights/rss.xml';
export const articleRoute = (slug: string) => `${INSIGHTS_ROUTE}/${slug}`;
export const categoryRoute = (slug: string) => `${INSIGHTS_ROUTE}/category/${slug}`;
/** Page `n` (from 1) of a list at `base`: the first page at `base` itself, then `base/page/n`. */
export const listPageRoute = (base: string, n: number) => (n <= 1 ? base : `${base}/page/${n}`);

/** An article as the build reads it: one node per locale, translations sharing a documentId. */
export interface ArticleEntry {
  id: string;
  documentId: string;
  locale: string;
  slug: string | null;
  /** The date an editor set to show (YYYY-MM-DD), if any. */
  date?: string | null;
  publishedAt?: string | null;
  category?: { documentId: string; slug: string | null } | null;
  relatedArticles?: ReadonlyArray<{ documentId: string } | null> | null;
}

export interface CategoryEntry {
  id: string;
  documentId: string;
  locale: string;
  slug: string | null;
}

/** The date an article shows and is ordered by: the editor's, else the day it was first published. */
export function articleDate(article: Pick<ArticleEntry, 'date' | 'publishedAt'>): string {
  return article.date || (article.publishedAt ?? '').slice(0, 10);
}

/** Newest first; on the same day, by slug, so the order never depends on the CMS's answer. */
export function newestFirst<A extends Pick<ArticleEntry, 'slug' | 'date' | 'publishedAt'>>(
  articles: ReadonlyArray<A>,
): A[] {
  return [...articles].sort(
    (a, b) => articleDate(b).localeCompare(articleDate(a)) || (a.slug ?? '').localeCompare(b.slug ?? ''),
  );
}

/**
 * The articles an article shows as related, newest first: the ones an editor picked (those published
 * in its locale), else the newest of its category, never itself. `all` is the locale's articles.
 */
export function relatedArticles<A extends ArticleEntry>(article: A, all: ReadonlyArray<A>, count = RELATED_COUNT): A[] {
  const others = newestFirst(all.filter((candidate) => candidate.documentId !== article.documentId));
  const picked = new Set((article.relatedArticles ?? []).flatMap((related) => (related ? [related.documentId] : [])));
  const chosen = others.filter((candidate) => picked.has(candidate.documentId));
  if (chosen.length) return chosen.slice(0, count);
  const category = article.category?.documentId;
  return category ? others.filter((candidate) => candidate.category?.documentId === category).slice(0, count) : [];
}

/** Every string a visitor reads in a block tree (headings, paragraphs, quotes, rich text's leaves):
 * the values of the fields below, wherever they are, leaving out addresses, types and identifiers. */
const NOT_TEXT = new Set([
  '__typename',
  '__component',
  'type',
  'id',
  'url',
  'href',
  'to',
  'src',
  'slug',
  'layout',
  'format',
  'imagePosition',
  'form',
  'strapi_component',
  'alternativeText',
  'localFile',
  'childImageSharp',
  'gatsbyImageData',
  // A Gatsby node's own fields, when the build counts a block's node (gatsby-node.ts).
  'internal',
  'parent',
  'strapi_id',
  'documentId',
  'strapi_document_id_or_regular_id',
]);

function textOf(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => textOf(item, out));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      // `…___NODE`: a link to another node (a picture, a group), by id.
      if (!NOT_TEXT.has(key) && !key.endsWith('___NODE')) textOf(inner, out);
}

/** Minutes to read `content` (an article's summary and its blocks' nodes): its words / 200, rounded up,
 * at least 1. The build computes it (gatsby-node.ts, the article's `readingMinutes` field), so none of
 * this is in the browser. */
export function readingMinutes(...content: unknown[]): number {
  const strings: string[] = [];
  content.forEach((part) => textOf(part, strings));
  const words = strings.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One page the build makes for the insights. */
export interface InsightsPage {
  kind: 'list' | 'category' | 'article';
  locale: string;
  pagePath: string;
  translations: Translations;
  /** The article's or category's node id. */
  id?: string;
  /** A list page's articles' node ids, in order, and its place among the list's pages. */
  articleIds?: string[];
  page?: number;
  pageCount?: number;
  /** An article's related articles' node ids. */
  relatedIds?: string[];
}

type PageWithoutTranslations = Omit<InsightsPage, 'translations'>;

/** Pages of `ids` at `base` (route, not yet in the locale), `perPage` each: none without any. */
function listPages(
  kind: 'list' | 'category',
  locale: string,
  base: string,
  ids: string[],
  perPage: number,
  id?: string,
): PageWithoutTranslations[] {
  const pageCount = Math.ceil(ids.length / perPage);
  return Array.from({ length: pageCount }, (_, i) => ({
    kind,
    locale,
    id,
    pagePath: localePath(locale, listPageRoute(base, i + 1)),
    articleIds: ids.slice(i * perPage, (i + 1) * perPage),
    page: i + 1,
    pageCount,
  }));
}

/**
 * Every page of the insights, in each locale of `locales` (those with the content a page needs
 * around it, the default first): the list (12 a page, newest first), each category that has articles
 * (12 a page), each article with a slug. A page's translations are the same page in the other
 * locales: an article's or a category's by document, a list page by its number.
 */
export function insightsPages(
  articles: ReadonlyArray<ArticleEntry>,
  categories: ReadonlyArray<CategoryEntry>,
  locales: readonly string[] = LOCALE_CODES,
  perPage = ARTICLES_PER_PAGE,
): InsightsPage[] {
  const pages: PageWithoutTranslations[] = [];
  for (const locale of LOCALE_CODES.filter((code) => locales.includes(code))) {
    const own = newestFirst(articles.filter((article) => article.locale === locale && article.slug));
    pages.push(
      ...listPages(
        'list',
        locale,
        INSIGHTS_ROUTE,
        own.map((article) => article.id),
        perPage,
      ),
    );
    for (const category of categories.filter((entry) => entry.locale === locale && entry.slug)) {
      const inCategory = own.filter((article) => article.category?.documentId === category.documentId);
      pages.push(
        ...listPages(
          'category',
          locale,
          categoryRoute(category.slug as string),
          inCategory.map((article) => article.id),
          perPage,
          category.id,
        ),
      );
    }
    for (const article of own)
      pages.push({
        kind: 'article',
        locale,
        id: article.id,
        pagePath: localePath(locale, articleRoute(article.slug as string)),
        relatedIds: relatedArticles(article, own).map((related) => related.id),
      });
  }
  // Translations: the same list page by number, the same category or article by document.
  const documentOf = new Map<string, string>(
    [...articles, ...categories].map((entry) => [entry.id, entry.documentId] as const),
  );
  return withTranslations(pages, (page) =>
    page.kind === 'list' ? `list:${page.page}` : `${page.kind}:${documentOf.get(page.id as string)}:${page.page ?? 1}`,
  );
}
