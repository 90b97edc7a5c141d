/** createPages: reads what each locale has, then makes every page family but src/pages' (which
 * fixed-pages.ts copies into each locale): the sections' (section-pages.ts), the draft preview's, the
 * landing pages and the fixed pages (fixed-pages.ts). */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALE_FILTER, routeIn } from '../../src/lib/locale';
import { FIXED_PAGES, fixedPageBySlug } from '../../src/lib/pages';
import { fixedRoutesWithContent, landingPages, type LandingEntry } from '../../src/lib/translations';
import { localeContext } from '../../src/config/messages';
import { insightsPages, type ArticleEntry, type CategoryEntry } from '../../src/lib/insights';
import { previewPagePath } from '../../src/preview/pagePath';
import type { NoindexFlag } from '../../src/app/sitemap';
import { GLOBAL_ONLY_ROUTES, createFixedPages } from './fixed-pages';
import type { PageKind } from '../../src/lib/pageKinds';
import { locationContext } from './page-context';
import {
  INSIGHTS_CONTENT,
  createInsightsPages,
  createListedPages,
  listedPages,
  listedQuery,
  type InsightsContent,
  type ListedEntry,
} from './section-pages';
import { LISTED_TYPES, SECTION_LIST_ROUTES, templateOf } from '../routed-types';
import { buildState, startPages } from './state';

interface ContentCheck {
  strapiGlobal: { siteName: string } | null;
  allStrapiService: { totalCount: number };
  allStrapiFaqGroup: { totalCount: number };
  strapiChatbotSetting: { welcomeMessage: string } | null;
  strapiPrivacyPage: ({ title: string } & NoindexFlag) | null;
  allStrapiPage: {
    nodes: Array<Omit<LandingEntry, 'locale'> & NoindexFlag & { blocks: readonly BlockLayout[] | null }>;
  };
}

interface BlockLayout {
  __typename: string;
  layout?: string | null;
}

/** Whether a page's blocks link case studies: a services grid in detail lists each service's. */
export const linksCaseStudies = (blocks: readonly BlockLayout[] | null): boolean =>
  (blocks ?? []).some(
    (block) => block.__typename === 'STRAPI__COMPONENT_BLOCKS_SERVICES_GRID' && block.layout === 'detailed',
  );

const CONTENT_CHECK = `
    query ContentCheck($locale: String!) {
      strapiGlobal(${LOCALE_FILTER}) { siteName }
      allStrapiService(filter: { ${LOCALE_FILTER} }) { totalCount }
      allStrapiFaqGroup(filter: { ${LOCALE_FILTER} }) { totalCount }
      strapiChatbotSetting(${LOCALE_FILTER}) { welcomeMessage }
      strapiPrivacyPage(${LOCALE_FILTER}) { title seo { noindex } }
      allStrapiPage(filter: { ${LOCALE_FILTER} }) {
        nodes {
          id documentId slug seo { noindex }
          blocks { __typename ... on STRAPI__COMPONENT_BLOCKS_SERVICES_GRID { layout } }
        }
      }
    }
  `;

/** The CMS answered but is missing content a page needs: say which, instead of building holes.
 * Also creates the draft preview's pages (shells without content, filled in the browser), every
 * locale's landing pages and the fixed pages each locale has. */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { reporter } = args;
  const entries: LandingEntry[] = [];
  const articles: ArticleEntry[] = [];
  const categories: CategoryEntry[] = [];
  /** Each listed type's entries (site-build/routed-types.ts), every locale's. */
  const listedEntries = new Map(LISTED_TYPES.map((type) => [type, [] as ListedEntry[]]));
  const siteLocales: string[] = [];
  /** The page entries (node ids) whose blocks link case studies. */
  const linkingPages = new Set<string>();
  startPages();
  for (const locale of LOCALE_CODES) {
    const result = await args.graphql<ContentCheck>(CONTENT_CHECK, { locale });
    const { data } = result;
    if (result.errors || !data) {
      reporter.panic('The content from the CMS could not be read.', result.errors as Error[] | undefined);
      return;
    }
    buildState.sitemapNoindex.push({ locale, privacy: data.strapiPrivacyPage, pages: data.allStrapiPage.nodes });
    // The default locale's content must be complete; another locale's pages are built where it has them.
    if (locale === DEFAULT_LOCALE) {
      const missing = [
        !data.strapiGlobal && 'global settings',
        data.allStrapiService.totalCount === 0 && 'services',
        data.allStrapiFaqGroup.totalCount === 0 && 'FAQ groups',
        !data.strapiChatbotSetting && 'chatbot settings',
        !data.strapiPrivacyPage && 'privacy notice',
      ].filter(Boolean);
      if (missing.length)
        reporter.panic(`The CMS has no published ${missing.join(', ')}: publish them in the admin panel.`);
    }
    const pageSlugs = data.allStrapiPage.nodes.map((node) => node.slug);
    for (const node of data.allStrapiPage.nodes)
      if (linksCaseStudies(node.blocks)) {
        buildState.caseStudyLinks.add(`${locale}/${node.slug}`);
        linkingPages.add(node.id);
      }
    buildState.fixedRoutes.set(
      locale,
      locale === DEFAULT_LOCALE
        ? new Set([...FIXED_PAGES.map((page) => page.route), '/privacy', ...GLOBAL_ONLY_ROUTES])
        : fixedRoutesWithContent(
            { hasGlobal: Boolean(data.strapiGlobal), hasPrivacy: Boolean(data.strapiPrivacyPage), pageSlugs },
            FIXED_PAGES,
            GLOBAL_ONLY_ROUTES,
          ),
    );
    // A landing page needs its locale's header and footer too.
    if (locale === DEFAULT_LOCALE || data.strapiGlobal) {
      siteLocales.push(locale);
      entries.push(...data.allStrapiPage.nodes.map((node) => ({ ...node, locale })));
    }
    const insights = await args.graphql<InsightsContent>(INSIGHTS_CONTENT, { locale });
    if (insights.errors || !insights.data) {
      reporter.panic('The insights from the CMS could not be read.', insights.errors as Error[] | undefined);
      return;
    }
    articles.push(...insights.data.allStrapiArticle.nodes);
    categories.push(...insights.data.allStrapiCategory.nodes);
    for (const type of LISTED_TYPES) {
      const listed = await args.graphql<{ entries: { nodes: ListedEntry[] } }>(listedQuery(type), { locale });
      if (listed.errors || !listed.data) {
        reporter.panic(
          `The ${type.name} entries from the CMS could not be read.`,
          listed.errors as Error[] | undefined,
        );
        return;
      }
      listedEntries.get(type)?.push(...listed.data.entries.nodes);
    }
  }
  const insights = insightsPages(articles, categories, siteLocales);
  const listed = LISTED_TYPES.map(
    (type) => [type, listedPages(type, listedEntries.get(type) ?? [], siteLocales)] as const,
  );
  // Before any page is created, so every page's context lists the sections its locale has: where a
  // locale has a section's list, its route joins the locale's routes, so a link to it follows the
  // page's locale, and the footer names it only where it is built (src/shell/FooterDirectory.tsx).
  for (const page of [...insights, ...listed.flatMap(([, pages]) => pages)]) {
    const route = routeIn(page.locale, page.pagePath);
    if (SECTION_LIST_ROUTES.includes(route)) buildState.fixedRoutes.get(page.locale)?.add(route);
  }
  createInsightsPages(args.actions, insights);
  for (const [type, pages] of listed) createListedPages(args.actions, type, pages);
  // The draft preview's page, one per locale with its interface strings and the fixed pages its links
  // may go to (server/preview.ts serves them only with a preview cookie).
  for (const locale of LOCALE_CODES) {
    const { localeRoutes } = locationContext(locale, previewPagePath(locale), {});
    args.actions.createPage({
      path: previewPagePath(locale),
      component: path.resolve('src/templates/preview.tsx'),
      context: {
        pageKind: 'preview' satisfies PageKind,
        preview: true,
        ...localeContext(locale),
        ...(localeRoutes ? { localeRoutes } : {}),
      },
    });
  }
  // Landing pages: each published one at /{slug} in its locale (the CMS refuses slugs that collide with
  // a route). The fixed pages are entries of the same type, built at their routes below.
  for (const page of landingPages(entries, (slug) => Boolean(fixedPageBySlug(slug)))) {
    args.actions.createPage({
      path: page.pagePath,
      component: templateOf('page'),
      // (`path` itself is a name Gatsby keeps for the page's own.)
      context: {
        pageKind: 'landing' satisfies PageKind,
        id: page.id,
        caseStudyLinks: linkingPages.has(page.id),
        ...localeContext(page.locale),
        ...locationContext(page.locale, page.pagePath, page.translations),
      },
    });
  }
  createFixedPages(args.actions);
};
