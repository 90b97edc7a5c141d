/** The sections' pages: the insights (list, categories, articles) and the case studies (list and
 * each case study), made by createPages (pages.ts) from what it reads here. */
import type { GatsbyNode } from 'gatsby';
import { LOCALE_FILTER } from '../../src/lib/locale';
import { localeContext } from '../../src/config/messages';
import type { insightsPages, ArticleEntry, CategoryEntry } from '../../src/lib/insights';
import type { caseStudyPages, CaseStudyEntry } from '../../src/lib/caseStudies';
import type { PageKind } from '../../src/lib/pageKinds';
import { locationContext } from './page-context';
import { buildState } from './state';
import { templateOf } from '../routed-types';

type Actions = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions'];

export interface InsightsContent {
  allStrapiArticle: { nodes: ArticleEntry[] };
  allStrapiCategory: { nodes: CategoryEntry[] };
  allStrapiCaseStudy: { nodes: CaseStudyEntry[] };
}

export const INSIGHTS_CONTENT = `
    query InsightsContent($locale: String!) {
      allStrapiArticle(filter: { ${LOCALE_FILTER} }) {
        nodes { id documentId locale slug date publishedAt category { documentId slug } relatedArticles { documentId } }
      }
      allStrapiCategory(filter: { ${LOCALE_FILTER} }) { nodes { id documentId locale slug } }
      allStrapiCaseStudy(filter: { ${LOCALE_FILTER} }) { nodes { id documentId locale slug date publishedAt } }
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

/** The case studies' pages (issue 48; the rules are src/lib/caseStudies.ts): in each locale with its
 * site content that has case studies, the list and each case study, all through one template: each
 * template is an entry of the loader every page carries, named after its file (`cases.tsx`, short
 * for that reason: see docs/site.md). */
export function createCaseStudyPages(actions: Actions, pages: ReturnType<typeof caseStudyPages>) {
  for (const page of pages)
    actions.createPage({
      path: page.pagePath,
      component: templateOf('case-study'),
      context: {
        pageKind: (page.kind === 'list' ? 'case-studies' : 'case-study') satisfies PageKind,
        // The list has no entry of its own: an id no node has; a case study has no list.
        id: page.id ?? '',
        caseStudyIds: page.caseStudyIds ?? [],
        ...localeContext(page.locale),
        ...locationContext(page.locale, page.pagePath, page.translations),
      },
    });
}
