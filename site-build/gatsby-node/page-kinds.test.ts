/**
 * Every page's kind is set in its context by the hook that creates it (src/lib/pageKinds.ts), and
 * its head reads the entry that kind names (src/blocks/pageHeads.ts): no one re-parses it from the path.
 */
import type { Actions, Page } from 'gatsby';
import { insightsPages, type ArticleEntry, type CategoryEntry } from '../../src/lib/insights';
import { LISTED_TYPES } from '../routed-types';
import { createFixedPages, onCreatePage } from './fixed-pages';
import { createInsightsPages, createListedPages, listedPages, type ListedEntry } from './section-pages';
import { linksCaseStudies } from './pages';
import { buildState } from './state';

interface Made {
  path: string;
  context: { pageKind?: string; id?: string; entryIds?: string[]; drawsBlocks?: boolean };
}

/** The pages a hook creates, by path: kind and entry id. */
function recorder() {
  const made: Made[] = [];
  const actions = {
    createPage: (page: Made) => made.push(page),
    deletePage: () => undefined,
  } as unknown as Actions;
  const kinds = () => Object.fromEntries(made.map((page) => [page.path, [page.context.pageKind, page.context.id]]));
  return { actions, kinds, made };
}

const article = (n: number, category?: CategoryEntry): ArticleEntry => ({
  id: `article-${n}`,
  documentId: `a${n}`,
  locale: 'en',
  slug: `article-${n}`,
  date: `2026-01-${String(n).padStart(2, '0')}`,
  category: category && { documentId: category.documentId, slug: category.slug },
});

test('the insights: the list and its pages, each category’s list and pages, each article, with their entries', () => {
  const events: CategoryEntry = { id: 'category-1', documentId: 'c1', locale: 'en', slug: 'events' };
  const articles = Array.from({ length: 13 }, (_, i) => article(i + 1, events));
  const { actions, kinds } = recorder();
  createInsightsPages(actions, insightsPages(articles, [events], ['en']));
  const made = kinds();
  expect(made['/insights']).toEqual(['insights', '']);
  expect(made['/insights/page/2']).toEqual(['insights', '']);
  expect(made['/insights/category/events']).toEqual(['category', 'category-1']);
  expect(made['/insights/category/events/page/2']).toEqual(['category', 'category-1']);
  expect(made['/insights/article-3']).toEqual(['article', 'article-3']);
  expect(buildState.feedLocales.has('en')).toBe(true);
});

test('the case studies (a listed type): the list, and each case study with its entry', () => {
  const study: ListedEntry = { id: 'case-1', documentId: 'k1', locale: 'en', slug: 'a-law-firm' };
  const { actions, kinds, made } = recorder();
  createListedPages(actions, LISTED_TYPES[0], listedPages(LISTED_TYPES[0], [study], ['en']));
  // The list's template (src/templates/cases.tsx) reads its entries by the context's `entryIds`.
  expect(made.find((page) => page.path === '/case-studies')?.context.entryIds).toEqual(['case-1']);
  // A case study's view draws its results and quote as blocks: a navigation fetches their code (src/blocks/pageCode.ts).
  expect(made.map((page) => [page.path, page.context.drawsBlocks])).toEqual([
    ['/case-studies', undefined],
    ['/case-studies/a-law-firm', true],
  ]);
  expect(kinds()).toEqual({
    '/case-studies': ['case-studies', ''],
    '/case-studies/a-law-firm': ['case-study', 'case-1'],
  });
});

test('the fixed pages: a fixed page of blocks, its entry by slug, in each locale that has it', () => {
  buildState.fixedRoutes.set('en', new Set(['/', '/about', '/services', '/contact', '/privacy']));
  buildState.fixedRoutes.set('de', new Set(['/', '/services']));
  // The entries whose blocks hold a detailed services grid (createPages finds them).
  buildState.caseStudyLinks.clear();
  ['en/services', 'de/services'].forEach((entry) => buildState.caseStudyLinks.add(entry));
  const made: Array<{ path: string; component: string; context: Record<string, unknown> }> = [];
  createFixedPages({ createPage: (page: (typeof made)[number]) => made.push(page) } as unknown as Actions);
  expect(
    Object.fromEntries(
      made.map((page) => [page.path, [page.context.pageKind, page.context.slug, page.context.locale]]),
    ),
  ).toEqual({
    '/': ['fixed', 'home', 'en'],
    '/de': ['fixed', 'home', 'de'],
    '/about': ['fixed', 'about', 'en'],
    '/services': ['fixed', 'services', 'en'],
    '/de/services': ['fixed', 'services', 'de'],
    '/contact': ['fixed', 'contact', 'en'],
  });
  expect(new Set(made.map((page) => page.component))).toEqual(
    new Set([expect.stringMatching(/\/src\/templates\/fixed\.tsx$/)]),
  );
  // Only the pages whose blocks link case studies read them.
  expect(made.filter((page) => page.context.caseStudyLinks).map((page) => page.path)).toEqual([
    '/services',
    '/de/services',
  ]);
  expect(made.find((page) => page.path === '/de/services')?.context.translations).toEqual({
    en: '/services',
    de: '/de/services',
  });
});

test('src/pages’ pages: the privacy notice, and the pages with no entry', () => {
  buildState.fixedRoutes.set('en', new Set(['/', '/about', '/privacy', '/404', '/newsletter/confirm']));
  buildState.fixedRoutes.set('de', new Set());
  const { actions, kinds } = recorder();
  for (const path of ['/privacy/', '/404/', '/newsletter/confirm/'])
    (onCreatePage as (args: unknown) => void)({ page: { path, context: {} } as unknown as Page, actions });
  expect(kinds()).toEqual({
    '/privacy/': ['privacy', undefined],
    '/404/': ['plain', undefined],
    '/newsletter/confirm/': ['plain', undefined],
  });
});

test('a page reads the case studies it links when its blocks hold a services grid in detail', () => {
  const grid = (layout: string | null) => ({ __typename: 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID', layout });
  const hero = { __typename: 'STRAPI__COMPONENT_BLOCKS_HERO' };
  expect(linksCaseStudies([hero, grid('detailed')])).toBe(true);
  expect(linksCaseStudies([hero, grid('cards')])).toBe(false);
  expect(linksCaseStudies([grid(null)])).toBe(false);
  expect(linksCaseStudies(null)).toBe(false);
});
