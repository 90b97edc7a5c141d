/** The sections' pages: the insights (list, categories, articles) and each listed type's (the case
 * studies: the list and each entry), made by createPages (pages.ts) from what it reads here. */
import type { GatsbyNode } from 'gatsby';
import { LOCALE_CODES, LOCALE_FILTER, localePath } from '../../src/lib/locale';
import { newestFirst } from '../../src/lib/insights';
import { withTranslations, type Translations } from '../../src/lib/translations';
import { localeContext } from '../../src/config/messages';
import type { insightsPages, ArticleEntry, CategoryEntry } from '../../src/lib/insights';
import type { PageKind } from '../../src/lib/pageKinds';
import { locationContext } from './page-context';
import { buildState } from './state';
import { isPageKind, templateOf, type ListedType } from '../routed-types';

type Actions = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions'];

export interface InsightsContent {
  allStrapiArticle: { nodes: ArticleEntry[] };
  allStrapiCategory: { nodes: CategoryEntry[] };
}

export const INSIGHTS_CONTENT = `
    query InsightsContent($locale: String!) {
      allStrapiArticle(filter: { ${LOCALE_FILTER} }) {
        nodes { id documentId locale slug date publishedAt category { documentId slug } relatedArticles { documentId } }
      }
      allStrapiCategory(filter: { ${LOCALE_FILTER} }) { nodes { id documentId locale slug } }
    }
  `;

/** The insights' pages (issue 48; the rules are src/lib/insights.ts): in each locale with its site
 * content (`siteLocales`) that has articles, the list 12 a page, each category's list, each article. */
export function createInsightsPages(actions: Actions, pages: ReturnType<typeof insightsPages>) {
  for (const page of pages) {
    if (page.kind === 'list') buildState.feedLocales.add(page.locale);
    const base = page.pagePath.replace(/\/page\/\d+$/, '');
    actions.createPage({
      path: page.pagePath,
      // The lists share the categories' template.
      component: templateOf(page.kind === 'article' ? 'article' : 'category'),
      context: {
        pageKind: (page.kind === 'list' ? 'insights' : page.kind) satisfies PageKind,
        // The list has no entry: an id no node has, so its query's category lookup finds none.
        id: page.id ?? '',
        ...(page.kind === 'article'
          ? { relatedIds: page.relatedIds }
          : { articleIds: page.articleIds, page: page.page, pageCount: page.pageCount, listPath: base }),
        ...localeContext(page.locale),
        ...locationContext(page.locale, page.pagePath, page.translations),
      },
    });
  }
}

/** An entry of a listed type as the build reads it, an article's fields that its pages read: one
 * node per locale, translations sharing a documentId; its date ordering it as an article's. */
export type ListedEntry = Pick<ArticleEntry, 'id' | 'documentId' | 'locale' | 'slug' | 'date' | 'publishedAt'>;

/** The query of a listed type's entries in `$locale`, as `entries`. */
export const listedQuery = (type: ListedType): string => `
    query ListedEntries($locale: String!) {
      entries: ${type.nodes}(filter: { ${LOCALE_FILTER} }) { nodes { id documentId locale slug date publishedAt } }
    }
  `;

/** One page of a listed type: its section's list (its entries' node ids, in order) or one entry (its node id). */
interface ListedPage {
  kind: 'list' | 'entry';
  locale: string;
  pagePath: string;
  translations: Translations;
  id?: string;
  entryIds?: string[];
}

/**
 * Every page of a listed type, in each locale of `locales` (those with the content a page needs
 * around it) that has any of its entries: its section's list, newest first (the date an editor set,
 * else the day first published; the same day by slug), and each entry with a slug. An entry's
 * translations are its document's other localizations; the list's, the other locales' lists.
 */
export function listedPages(
  type: ListedType,
  entries: ReadonlyArray<ListedEntry>,
  locales: readonly string[] = LOCALE_CODES,
): ListedPage[] {
  const pages: Array<Omit<ListedPage, 'translations'>> = [];
  for (const locale of LOCALE_CODES.filter((code) => locales.includes(code))) {
    const own = newestFirst(entries.filter((entry) => entry.locale === locale && entry.slug));
    if (!own.length) continue;
    pages.push({ kind: 'list', locale, pagePath: localePath(locale, type.section), entryIds: own.map((e) => e.id) });
    for (const entry of own)
      pages.push({
        kind: 'entry',
        locale,
        id: entry.id,
        pagePath: localePath(locale, type.path(entry.slug as string)),
      });
  }
  const documentOf = new Map(entries.map((entry) => [entry.id, entry.documentId] as const));
  return withTranslations(pages, (page) =>
    page.kind === 'list' ? 'list' : `entry:${documentOf.get(page.id as string)}`,
  );
}

/** A listed type's pages, all through its template (each template is an entry of the loader every
 * page carries: see docs/site.md), the list's entries' node ids in order as its `entryIds`. */
export function createListedPages(actions: Actions, type: ListedType, pages: readonly ListedPage[]) {
  for (const page of pages) {
    const pageKind = page.kind === 'list' ? type.listKind : type.entryKind;
    if (!isPageKind(pageKind))
      throw new Error(`${type.name}: ${String(pageKind)} is no page kind (src/lib/pageKinds.ts)`);
    actions.createPage({
      path: page.pagePath,
      component: templateOf(type.name),
      context: {
        pageKind: pageKind satisfies PageKind,
        // Read by a navigation to the page, which fetches the blocks' code with its data (src/blocks/pageCode.ts).
        ...(page.kind !== 'list' && type.entryDrawsBlocks ? { drawsBlocks: true } : {}),
        // The list has no entry of its own: an id no node has; an entry has no list.
        id: page.id ?? '',
        entryIds: page.entryIds ?? [],
        ...localeContext(page.locale),
        ...locationContext(page.locale, page.pagePath, page.translations),
      },
    });
  }
}
