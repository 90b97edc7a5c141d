/**
 * The bench's routes (./routes.ts) are pages the build makes from the first-start seed: the seed's
 * entries given to the build's own page lists (the insights, the listed types, the landing pages, the
 * fixed pages), so a slug renamed or an entry dropped in the seed fails here, not an hour into a bench
 * that would measure a 404. And every kind of page is there in each language, as issue 67 asks.
 */
import { entries as caseStudies } from '../cms/src/seed/case-study';
import * as content from '../cms/src/seed/content';
import * as contentDe from '../cms/src/seed/content.de';
import * as insights from '../cms/src/seed/insights';
import * as insightsDe from '../cms/src/seed/insights.de';
import { FIXED_PAGES } from '../cms/src/contracts/pages';
import { DEFAULT_LOCALE } from '../cms/src/contracts/locales';
import { reservedSlugReason } from '../cms/src/contracts/routes';
import { insightsPages } from '../src/lib/insights';
import { fixedPageTranslations, landingPages, type Translations } from '../src/lib/translations';
import { LISTED_TYPES } from '../site-build/routed-types';
import { listedPages } from '../site-build/gatsby-node/section-pages';
import { ALL_ROUTES, LANDING_PAGE_ROUTE, PAGE_KIND_ROUTES, SPEC_ROUTES } from './routes';

const LOCALES = [
  { locale: DEFAULT_LOCALE, content, insights, caseStudies: caseStudies.en },
  { locale: 'de', content: contentDe, insights: insightsDe, caseStudies: caseStudies.de },
];

/** Every page the build makes from the seed, each with its translations (path → translations).
 * Nodes as the build reads them: one per entry and locale, a document per seed key. */
function builtFromSeed(): Map<string, Translations> {
  const node = (key: string, locale: string) => ({ id: `${key}-${locale}`, documentId: key, locale });
  const articles = LOCALES.flatMap(({ locale, insights: seed }) =>
    seed.articles.map((article) => ({
      ...node(article.key, locale),
      slug: article.slug,
      date: article.date,
      category: { documentId: article.category, slug: seed.categories.find((c) => c.key === article.category)!.slug },
    })),
  );
  const categories = LOCALES.flatMap(({ locale, insights: seed }) =>
    seed.categories.map((category) => ({ ...node(category.key, locale), slug: category.slug })),
  );
  const [caseStudyType] = LISTED_TYPES.filter((type) => type.name === 'case-study');
  const studies = LOCALES.flatMap(({ locale, caseStudies: seed }) =>
    seed.map((study) => ({ ...node(study.key, locale), slug: study.slug, date: study.date })),
  );
  const landing = LOCALES.map(({ locale, content: seed }) => ({
    ...node('landing', locale),
    slug: seed.landingPage.slug,
  }));
  const fixedSlugs = FIXED_PAGES.map((page) => page.slug);
  const pages: Array<{ pagePath: string; translations: Translations }> = [
    ...insightsPages(articles, categories),
    ...listedPages(caseStudyType, studies),
    ...landingPages(landing, (slug) => fixedSlugs.includes(slug)),
    // The seed writes every fixed page in each language (cms/src/seed/seed.ts).
    ...FIXED_PAGES.flatMap((page) => {
      const translations = fixedPageTranslations(
        page.route,
        LOCALES.map(({ locale }) => locale),
      );
      return Object.values(translations).map((pagePath) => ({ pagePath, translations }));
    }),
  ];
  return new Map(pages.map((page) => [page.pagePath, page.translations]));
}

describe('the bench routes', () => {
  const built = builtFromSeed();

  it('are each a page the build makes from the seed, each measured once', () => {
    const paths = ALL_ROUTES.map((route) => route.path);
    expect(paths.filter((path) => !built.has(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keep the spec routes as they were (issue 21, and issue 47’s German pages), first', () => {
    expect(SPEC_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/contact',
      '/de',
      '/de/contact',
    ]);
    expect(ALL_ROUTES.slice(0, SPEC_ROUTES.length)).toEqual(SPEC_ROUTES);
  });

  it('measure every other kind of page in English and, as its translation, in German', () => {
    const kinds = [...new Set(PAGE_KIND_ROUTES.map((route) => route.kind))];
    expect(kinds).toEqual(['insights list', 'article', 'case study', 'landing page, with a form']);
    for (const kind of kinds) {
      const [english, german, ...more] = PAGE_KIND_ROUTES.filter((route) => route.kind === kind).map((r) => r.path);
      expect(more).toEqual([]);
      expect(english.startsWith('/de')).toBe(false);
      // The German route is the English page's German translation in the build (hreflang's pair).
      expect(built.get(english)).toEqual({ en: english, de: german });
    }
  });

  it('measure a landing page with a form block in each language, at a slug the site lets it take', () => {
    for (const { content: seed } of LOCALES) {
      expect(seed.landingPage.blocks.some((block) => block.__component === 'blocks.form')).toBe(true);
      expect(reservedSlugReason(seed.landingPage.slug)).toBeNull();
    }
    // The walk's landing page (bench/walk.ts) is the English one measured here.
    expect(PAGE_KIND_ROUTES.filter((route) => route.kind.startsWith('landing page'))[0].path).toBe(LANDING_PAGE_ROUTE);
  });
});
