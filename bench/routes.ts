/**
 * The routes the bench's Lighthouse, bytes and chat figures are taken on (bench/run.ts). Issue 21's
 * spec routes (the fixed pages, and since issue 47 the German home and contact pages), then every other
 * kind of page the site builds (issue 67: an article, a case study, the insights list, a landing page,
 * a page-builder page with a form), each in English and German.
 *
 * The page kinds' addresses are derived from the first-start seed (cms/src/seed) and the content
 * registry's routes (cms/src/contracts/content-types.ts, which the build follows): a renamed slug in
 * the seed moves the bench with it, and bench/routes.test.ts checks every route against the seed, so
 * a seed that loses a kind fails a unit test rather than the bench. Pure: no network, no Strapi.
 */
import { entries as caseStudies, type SeedCaseStudy } from '../cms/src/seed/case-study';
import * as content from '../cms/src/seed/content';
import * as contentDe from '../cms/src/seed/content.de';
import * as insights from '../cms/src/seed/insights';
import * as insightsDe from '../cms/src/seed/insights.de';
import type { SeedArticle } from '../cms/src/seed/insights';
import { entryPath, ROUTED_TYPES, type RoutedType } from '../cms/src/contracts/content-types';
import { DEFAULT_LOCALE, localePath } from '../cms/src/contracts/locales';
import { PAGE_UID } from '../cms/src/contracts/pages';
import { INSIGHTS_SECTION } from '../cms/src/contracts/sections';
import { newestFirst } from '../src/lib/insights';

/** A route the bench measures, and which kind of page it is (named in RESULTS.md's rows). */
export interface BenchRoute {
  path: string;
  kind: string;
}

/** Issue 21's routes, and the German home page and its heaviest, the contact page with its form
 * (issue 47: the second language holds every goal). */
export const SPEC_ROUTES: readonly BenchRoute[] = [
  { path: '/', kind: 'home page' },
  { path: '/about', kind: 'about page' },
  { path: '/services', kind: 'services page, with a form' },
  { path: '/contact', kind: 'contact page, with a form' },
  { path: '/de', kind: 'home page' },
  { path: '/de/contact', kind: 'contact page, with a form' },
];

/** The seed's entries of each language, English (the default) first. */
const SEEDS = [
  { locale: DEFAULT_LOCALE, content, insights },
  { locale: 'de', content: contentDe, insights: insightsDe },
] as const;

const routed = (uid: string): RoutedType => {
  const route = ROUTED_TYPES[uid];
  if (!route) throw new Error(`${uid} is not a routed type (cms/src/contracts/content-types.ts)`);
  return route;
};

/** The entry its section's list shows first, in the site's own order (src/lib/insights.ts's
 * newestFirst), the one the walk taps (bench/walk.ts). */
const newest = <E extends { slug: string; date: string }>(list: readonly E[]): E => {
  const [first] = newestFirst(list);
  if (!first) throw new Error('the seed has no entry of this kind');
  return first;
};

/** The entry of `list` with the seed's `key` (the same entry in another language). */
const byKey = <E extends { key: string }>(list: readonly E[], key: string): E => {
  const found = list.find((entry) => entry.key === key);
  if (!found) throw new Error(`the seed has no entry with the key ${key}`);
  return found;
};

/** The English seed's newest article and case study: each language's route is the same entry's
 * translation, so the English and German figures are of one page. */
const ARTICLE_KEY = newest<SeedArticle>(insights.articles).key;
const CASE_STUDY_KEY = newest<SeedCaseStudy>(caseStudies.en).key;
const caseStudiesOf = (locale: string): readonly SeedCaseStudy[] =>
  (caseStudies as Record<string, readonly SeedCaseStudy[]>)[locale] ?? [];

/**
 * The other kinds of page, in English then German: the insights list, an article, a case study, and
 * the seeded landing page (a page of blocks at /{slug}, with the event request form: the page-builder
 * page with a form beside the fixed contact and services pages, the only other seeded page with one).
 */
export const PAGE_KIND_ROUTES: readonly BenchRoute[] = SEEDS.flatMap(
  ({ locale, content: seed, insights: ofLocale }) => [
    { path: localePath(locale, INSIGHTS_SECTION), kind: 'insights list' },
    {
      path: entryPath(routed('api::article.article'), byKey(ofLocale.articles, ARTICLE_KEY).slug, locale),
      kind: 'article',
    },
    {
      path: entryPath(routed('api::case-study.case-study'), byKey(caseStudiesOf(locale), CASE_STUDY_KEY).slug, locale),
      kind: 'case study',
    },
    { path: entryPath(routed(PAGE_UID), seed.landingPage.slug, locale), kind: 'landing page, with a form' },
  ],
);

/** The seeded landing page's English address (the walk reaches it by navigate(), bench/walk.ts). */
export const LANDING_PAGE_ROUTE = entryPath(routed(PAGE_UID), content.landingPage.slug, DEFAULT_LOCALE);

/** Every route of the full bench: the spec routes, then the other kinds of page. */
export const ALL_ROUTES: readonly BenchRoute[] = [...SPEC_ROUTES, ...PAGE_KIND_ROUTES];
