import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { graphql, type GraphQLResolveInfo } from 'graphql';
import { cmsProblem } from './site-build/cms-access';
import { previewChunkOptimization, previewViewsPlugin } from './site-build/preview-chunk';
import { compileHintsPlugin } from './site-build/compile-hints';
import { hydrateAfterPaintSince } from './site-build/hydrate-after-paint';
import { serviceWorkerAliases, type GatsbyPluginsState } from './site-build/service-worker';
import { BLOCK_PAGE_TYPES, blockTypeDefs, knownBlocks } from './src/blocks/schema';
import { pageHeadOf, pageHeadQuery, type PageHeadData } from './src/blocks/pageHeads';
import { SOURCED_TYPES } from './site-build/sourced-types';
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALE_FILTER,
  localePath,
  routeIn,
  routeOfPath,
  strapiNodeType,
} from './src/lib/locale';
import { FIXED_PAGES, fixedPageBySlug } from './src/lib/pages';
import {
  fixedPageTranslations,
  fixedRoutesWithContent,
  landingPages,
  type LandingEntry,
  type Translations,
} from './src/lib/translations';
import { catalogueOf, localeContext } from './src/config/messages';
import {
  INSIGHTS_ROUTE,
  articleDate,
  articleRoute,
  insightsFeedRoute,
  insightsPages,
  newestFirst,
  readingMinutes,
  type ArticleEntry,
  type CategoryEntry,
} from './src/lib/insights';
import { CASE_STUDIES_ROUTE, caseStudyPages, type CaseStudyEntry } from './src/lib/caseStudies';
import { rssFeed } from './site-build/rss';
import { previewPageLocale, previewPagePath } from './src/preview/pagePath';
import { indexablePages, noindexPaths, sitemapFiles, type LocaleNoindex, type NoindexFlag } from './src/app/sitemap';

/** Fail fast, in one sentence, when the CMS cannot feed the build: never build an empty site. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problem = await cmsProblem();
  if (problem) reporter.panic(problem);
};

/**
 * Every page's node is kept from the last build rather than made again. Gatsby collects the nodes no
 * plugin touched while sourcing, and a page's node (SitePage) is touched only when its page is
 * created, which comes after: so each build deleted every page's node, and createPages wrote each one
 * again, work for every page of the site on every publish (gatsbyjs/gatsby#39161 would end it in
 * Gatsby). Touched here, an unchanged page's node stays as it is; a page not created again is still
 * deleted with its node, by Gatsby's own page clean-up after createPages.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};

const link = (field: string) => `@link(by: "id", from: "${field}___NODE")`;

/**
 * Types are otherwise inferred from the data, so an optional field that editors leave empty on every
 * entry (a page without a call to action, say) would vanish from the schema and break the queries.
 * These declarations keep every optional field queryable whatever the content.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  // Every sourced type's locale, which each query filters on (src/lib/locale.ts): Strapi's own field
  // on a localized type's nodes; a type the CMS has not localized has one entry, the default locale's.
  actions.createFieldExtension({
    name: 'localeOrDefault',
    extend: () => ({
      resolve: (source: { locale?: string | null }) => source.locale ?? DEFAULT_LOCALE,
    }),
  });
  actions.createTypes(
    SOURCED_TYPES.map((type) => `type ${strapiNodeType(type)} implements Node { locale: String! @localeOrDefault }`),
  );
  actions.createTypes(`
    type STRAPI__COMPONENT_SHARED_SECTION implements Node { heading: String body: String }
    type STRAPI__COMPONENT_SHARED_SOCIAL_LINK implements Node { network: String url: String }
    type STRAPI__COMPONENT_SHARED_SEO implements Node {
      metaTitle: String
      metaDescription: String
      canonicalUrl: String
      noindex: Boolean
      shareImage: STRAPI__MEDIA ${link('shareImage')}
    }
    type STRAPI_GLOBAL implements Node {
      socialLinks: [STRAPI__COMPONENT_SHARED_SOCIAL_LINK] ${link('socialLinks')}
      newsletterSentMessage: String
      newsletterConfirmTitle: String
      newsletterConfirmIntro: String
      newsletterConfirmButton: String
      newsletterConfirmBusy: String
      newsletterConfirmDone: String
      newsletterConfirmDoneDetail: String
      newsletterUnsubscribeTitle: String
      newsletterUnsubscribeIntro: String
      newsletterUnsubscribeButton: String
      newsletterUnsubscribeBusy: String
      newsletterUnsubscribeDone: String
      newsletterUnsubscribeDoneDetail: String
    }
    "The privacy notice: its body is Strapi blocks (a JSON tree), rendered by src/components/RichText.tsx."
    type STRAPI_PRIVACY_PAGE implements Node {
      title: String
      subtitle: String
      lastUpdated: String
      body: JSON
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }
    ${blockTypeDefs()}
    "An author of the insights (issue 48)."
    type STRAPI_AUTHOR implements Node {
      documentId: String
      name: String
      role: String
      bio: String
      photo: STRAPI__MEDIA ${link('photo')}
    }
    "A category of the insights: its page is /insights/category/{slug}."
    type STRAPI_CATEGORY implements Node {
      documentId: String
      name: String
      slug: String
      description: String
    }
    "An article of the insights, at /insights/{slug}: its body is the page builder's blocks."
    type STRAPI_ARTICLE implements Node {
      documentId: String
      title: String
      slug: String
      summary: String
      tags: String
      date: Date @dateformat
      publishedAt: Date @dateformat
      updatedAt: Date @dateformat
      cover: STRAPI__MEDIA ${link('cover')}
      body: [StrapiBlock] ${link('body')}
      author: STRAPI_AUTHOR ${link('author')}
      category: STRAPI_CATEGORY ${link('category')}
      relatedArticles: [STRAPI_ARTICLE] ${link('relatedArticles')}
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }
    "A case study, at /case-studies/{slug}: its results are figures and its client's quote a quote, as the blocks'."
    type STRAPI_CASE_STUDY implements Node {
      documentId: String
      clientName: String
      slug: String
      title: String
      summary: String
      sector: String
      challenge: String
      approach: String
      date: Date @dateformat
      publishedAt: Date @dateformat
      updatedAt: Date @dateformat
      clientLogo: STRAPI__MEDIA ${link('clientLogo')}
      cover: STRAPI__MEDIA ${link('cover')}
      services: [STRAPI_SERVICE] ${link('services')}
      results: [STRAPI__COMPONENT_BLOCKS_FIGURE] ${link('results')}
      quote: STRAPI__COMPONENT_BLOCKS_QUOTE ${link('quote')}
      seo: STRAPI__COMPONENT_SHARED_SEO ${link('seo')}
    }
  `);
};

interface ContentCheck {
  strapiGlobal: { siteName: string } | null;
  allStrapiService: { totalCount: number };
  allStrapiFaqGroup: { totalCount: number };
  strapiChatbotSetting: { welcomeMessage: string } | null;
  strapiPrivacyPage: ({ title: string } & NoindexFlag) | null;
  allStrapiPage: { nodes: Array<Omit<LandingEntry, 'locale'> & NoindexFlag> };
}

/** The src/pages routes made of global settings alone: built in every locale that has them. */
const GLOBAL_ONLY_ROUTES = ['/404', '/newsletter/confirm', '/newsletter/unsubscribe'];

/** Which fixed routes each locale has the content for, found by createPages, which Gatsby runs
 * before it creates src/pages' pages (onCreatePage below reads it). The default locale has all. */
const fixedRoutes = new Map<string, Set<string>>();

/** The sections' list pages (the insights, the case studies): where a locale has one, its route joins
 * the locale's routes (createPages), so a link to it follows the page's locale, and the footer names
 * it only where it is built (src/shell/FooterDirectory.tsx). */
const SECTION_LIST_ROUTES: readonly string[] = [INSIGHTS_ROUTE, CASE_STUDIES_ROUTE];

/** What a page of `locale` carries beside `localeContext(locale)`: its path, its translations and the
 * routes its locale has (the fixed pages with content, the sections' lists), so its links go to them
 * (src/lib/pageLocale.tsx) and the footer names only the sections built. */
function locationContext(locale: string, pagePath: string, translations: Translations) {
  const routes = fixedRoutes.get(locale);
  return { pagePath, translations, ...(routes ? { localeRoutes: [...routes] } : {}) };
}

/** src/pages' pages are the default locale's: their queries read it as `$locale` (src/lib/locale.ts);
 * each is copied under /{code} for every other locale that has its content (`/de/about`), so
 * src/pages stays the one source of every locale's fixed pages. A page with a locale already (those
 * copies, and Gatsby's copy of the 404 page at /404.html) is left as it is. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if ((page.context as { locale?: string } | undefined)?.locale) return;
  const route = routeOfPath(page.path);
  actions.deletePage(page);
  // `gatsby develop`'s own 404 page is no page of the site's: no copies.
  const locales = route === '/dev-404-page' ? [] : LOCALE_CODES.filter((code) => fixedRoutes.get(code)?.has(route));
  const translations = fixedPageTranslations(route, locales);
  for (const [locale, localePagePath] of Object.entries(translations)) {
    actions.createPage({
      ...page,
      path: locale === DEFAULT_LOCALE ? page.path : localePagePath,
      // Another locale's 404 page has no `/{code}/*` match path, though the site server sends its HTML
      // for every unknown path under its prefix (server/app.ts): such a match path makes Gatsby list
      // every page of that locale in the match paths every page's first load carries, which grew with
      // each German page. Gatsby's runtime, finding no page at the unknown path, shows the page the
      // HTML names (/de/404/) instead, in its language.
      context: {
        ...page.context,
        ...localeContext(locale),
        ...locationContext(locale, localePagePath, translations),
      },
    });
  }
};

const CONTENT_CHECK = `
    query ContentCheck($locale: String!) {
      strapiGlobal(${LOCALE_FILTER}) { siteName }
      allStrapiService(filter: { ${LOCALE_FILTER} }) { totalCount }
      allStrapiFaqGroup(filter: { ${LOCALE_FILTER} }) { totalCount }
      strapiChatbotSetting(${LOCALE_FILTER}) { welcomeMessage }
      strapiPrivacyPage(${LOCALE_FILTER}) { title seo { noindex } }
      allStrapiPage(filter: { ${LOCALE_FILTER} }) { nodes { id documentId slug seo { noindex } } }
    }
  `;

interface InsightsContent {
  allStrapiArticle: { nodes: ArticleEntry[] };
  allStrapiCategory: { nodes: CategoryEntry[] };
  allStrapiCaseStudy: { nodes: CaseStudyEntry[] };
}

const INSIGHTS_CONTENT = `
    query InsightsContent($locale: String!) {
      allStrapiArticle(filter: { ${LOCALE_FILTER} }) {
        nodes { id documentId locale slug date publishedAt category { documentId slug } relatedArticles { documentId } }
      }
      allStrapiCategory(filter: { ${LOCALE_FILTER} }) { nodes { id documentId locale slug } }
      allStrapiCaseStudy(filter: { ${LOCALE_FILTER} }) { nodes { id documentId locale slug date publishedAt } }
    }
  `;

/** What the sitemap leaves out because an editor marked it noindex, in every locale: read by
 * createPages with its content check, written by onPostBuild (src/app/sitemap.ts). */
const sitemapNoindex: LocaleNoindex[] = [];

/** The locales whose insights are built, each with its feed (onPostBuild writes them). */
const feedLocales = new Set<string>();

/** The insights' pages (issue 48; the rules are src/lib/insights.ts): in each locale with its site
 * content (`siteLocales`) that has articles, the list 12 a page, each category's list, each article. */
function createInsightsPages(
  actions: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions'],
  pages: ReturnType<typeof insightsPages>,
) {
  feedLocales.clear();
  for (const page of pages) {
    if (page.kind === 'list') feedLocales.add(page.locale);
    const base = page.pagePath.replace(/\/page\/\d+$/, '');
    actions.createPage({
      path: page.pagePath,
      component: path.resolve(page.kind === 'article' ? 'src/templates/article.tsx' : 'src/templates/insights.tsx'),
      context: {
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
function createCaseStudyPages(
  actions: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions'],
  pages: ReturnType<typeof caseStudyPages>,
) {
  for (const page of pages)
    actions.createPage({
      path: page.pagePath,
      component: path.resolve('src/templates/cases.tsx'),
      context: {
        // The list has no entry of its own: an id no node has; a case study has no list.
        id: page.id ?? '',
        caseStudyIds: page.caseStudyIds ?? [],
        ...localeContext(page.locale),
        ...locationContext(page.locale, page.pagePath, page.translations),
      },
    });
}

/** The CMS answered but is missing content a page needs: say which, instead of building holes.
 * Also creates the draft preview's pages (shells without content, filled in the browser) and every
 * locale's landing pages, and finds which fixed pages each locale has. */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { reporter } = args;
  const entries: LandingEntry[] = [];
  const articles: ArticleEntry[] = [];
  const categories: CategoryEntry[] = [];
  const caseStudies: CaseStudyEntry[] = [];
  const siteLocales: string[] = [];
  sitemapNoindex.length = 0;
  for (const locale of LOCALE_CODES) {
    const result = await args.graphql<ContentCheck>(CONTENT_CHECK, { locale });
    const { data } = result;
    if (result.errors || !data) {
      reporter.panic('The content from the CMS could not be read.', result.errors as Error[] | undefined);
      return;
    }
    sitemapNoindex.push({ locale, privacy: data.strapiPrivacyPage, pages: data.allStrapiPage.nodes });
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
    fixedRoutes.set(
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
    caseStudies.push(...insights.data.allStrapiCaseStudy.nodes);
  }
  const insights = insightsPages(articles, categories, siteLocales);
  const cases = caseStudyPages(caseStudies, siteLocales);
  // Before any page is created, so every page's context lists the sections its locale has.
  for (const page of [...insights, ...cases]) {
    const route = routeIn(page.locale, page.pagePath);
    if (SECTION_LIST_ROUTES.includes(route)) fixedRoutes.get(page.locale)?.add(route);
  }
  createInsightsPages(args.actions, insights);
  createCaseStudyPages(args.actions, cases);
  // The draft preview's page, one per locale with its interface strings and the fixed pages its links
  // may go to (server/preview.ts serves them only with a preview cookie).
  for (const locale of LOCALE_CODES) {
    const { localeRoutes } = locationContext(locale, previewPagePath(locale), {});
    args.actions.createPage({
      path: previewPagePath(locale),
      component: path.resolve('src/templates/preview.tsx'),
      context: { preview: true, ...localeContext(locale), ...(localeRoutes ? { localeRoutes } : {}) },
    });
  }
  // Landing pages: each published one at /{slug} in its locale (the CMS refuses slugs that collide with
  // a route). The fixed pages are entries of the same type, built at their routes by src/pages.
  for (const page of landingPages(entries, (slug) => Boolean(fixedPageBySlug(slug)))) {
    args.actions.createPage({
      path: page.pagePath,
      component: path.resolve('src/templates/landing.tsx'),
      // (`path` itself is a name Gatsby keeps for the page's own.)
      context: {
        id: page.id,
        ...localeContext(page.locale),
        ...locationContext(page.locale, page.pagePath, page.translations),
      },
    });
  }
};

/** Each page's blocks as the site can render them: a block of a type it does not know yet is left out
 * with a warning (src/blocks/schema.ts) rather than failing the build. And each page's head, computed
 * at build time (`pageHead`). */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, reporter }) => {
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    reporter.warn(message);
  };
  const blocks = (type: string, field = 'blocks', route = (slug: string) => `/${slug}`) => ({
    [field]: {
      type: '[StrapiBlock]',
      resolve: async (
        source: { slug?: string },
        args: unknown,
        context: unknown,
        info: { originalResolver: (...a: unknown[]) => Promise<unknown> },
      ) => {
        const nodes = ((await info.originalResolver(source, args, context, info)) ?? []) as Array<{
          internal: { type: string };
        } | null>;
        return knownBlocks(nodes, warn, source.slug ? `the page ${route(source.slug)}` : type);
      },
    },
  });
  // Gatsby types createResolvers as a bare `Function`.
  (createResolvers as (resolvers: Record<string, unknown>) => void)({
    ...Object.fromEntries(BLOCK_PAGE_TYPES.map((type) => [type, blocks(type)])),
    STRAPI_ARTICLE: {
      // An article's body is the same zone of blocks.
      ...blocks('an article', 'body', articleRoute),
      readingMinutes: {
        type: 'Int!',
        description:
          'Minutes to read the article, from its words (src/lib/insights.ts): computed here, not in the browser.',
        resolve: async (
          source: { summary?: string | null; body___NODE?: string[] },
          _args: unknown,
          context: { nodeModel: { getNodeById: (args: { id: string }) => unknown } },
        ) =>
          readingMinutes(
            source.summary,
            // Each block's node holds its words (a rich-text block's body inline, as the CMS's JSON).
            await Promise.all((source.body___NODE ?? []).map((id) => context.nodeModel.getNodeById({ id }))),
          ),
      },
    },
    Query: {
      siteMessages: {
        type: 'JSON',
        description:
          "A locale's interface strings (src/config/messages): every page reads its own locale's in the shared fragment (src/app/siteData.ts).",
        args: { locale: 'String!' },
        resolve: (_source: unknown, args: { locale: string }) => catalogueOf(args.locale),
      },
      pageHead: {
        type: 'JSON',
        description: "The page's whole head (title, meta tags, canonical link, JSON-LD): src/blocks/pageHeads.ts.",
        args: { path: 'String!', locale: 'String!', translations: 'JSON', noindex: 'Boolean' },
        resolve: async (
          _source: unknown,
          args: { path: string; locale: string; translations?: Translations | null; noindex?: boolean | null },
          context: unknown,
          info: GraphQLResolveInfo,
        ) => {
          // Read with the page query's own context, so what it reads counts among the page's dependencies.
          const { query, variables } = pageHeadQuery(args.path, args.locale);
          const result = await graphql({
            schema: info.schema,
            source: query,
            variableValues: variables,
            contextValue: context,
          });
          if (result.errors?.length) throw new Error(`The head of ${args.path}: ${result.errors[0].message}`);
          const messages = catalogueOf(args.locale);
          return pageHeadOf(
            args.path,
            result.data as unknown as PageHeadData,
            args.noindex ?? false,
            args.locale,
            args.translations,
            {
              home: messages.nav.home,
              insights: messages.insights.title,
              insightsDescription: messages.insights.description,
              feed: messages.insights.feed,
              caseStudies: messages.caseStudies.title,
              caseStudiesDescription: messages.caseStudies.description,
            },
          );
        },
      },
    },
  });
};

/**
 * Gatsby's internal partytown plugin adds its browser part to every page's first script: gatsby-script
 * and Partytown's snippet, about 1.9 KB compressed. It acts only under `gatsby develop`: in a
 * production build its one hook returns at once (gatsby/dist/internal-plugins/partytown/
 * gatsby-browser.js). So the browser's production bundle leaves the module out (an alias to nothing),
 * and with it what only it used. `<Script strategy="off-main-thread">`, the one feature that needs it,
 * is not used on this site (docs/site.md, "Pages and shell").
 */
const DEVELOP_ONLY_MODULES = {
  // Resolved from the project, where Gatsby resolves its plugins (the compiled gatsby-node has no require).
  [createRequire(path.resolve('package.json')).resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')]:
    false,
} as const;

/**
 * `process.env.GATSBY_ANALYTICS_ID` is always a constant in the bundles: Gatsby defines it only when
 * it is set, and otherwise leaves `({}).GATSBY_ANALYTICS_ID`, which webpack cannot evaluate, so the
 * consent banner's `import()` inside `if (process.env.GATSBY_ANALYTICS_ID)` (src/app/analytics.ts)
 * would still be built into a chunk. Defined as "" when unset, the branch is dead and dropped.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  plugins,
  stage,
  store,
}) => {
  const key = 'process.env.GATSBY_ANALYTICS_ID';
  // Gatsby types both as bare `Function`.
  const webpackConfig = getConfig as () => { plugins?: Array<{ definitions?: Record<string, unknown> }> };
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  const defined = (webpackConfig().plugins ?? []).some((plugin) => plugin.definitions && key in plugin.definitions);
  actions.setWebpackConfig({
    // What the site, the server and the CMS agree on, by one name everywhere (tsconfig.json's `paths`).
    resolve: {
      alias: {
        '@contracts': path.resolve('cms/src/contracts'),
        ...(stage === 'build-javascript'
          ? {
              ...DEVELOP_ONLY_MODULES,
              // Left out while no plugin asks for it (site-build/service-worker.ts).
              ...serviceWorkerAliases((store.getState as GatsbyPluginsState)().flattenedPlugins),
            }
          : {}),
      },
    },
    // The contracts and the site's door to them only declare things: marked so, a page that uses one
    // export of theirs (the chat slice, canReachVisitor) bundles that module alone, not the rest.
    module: {
      rules: [{ test: [/cms[\\/]src[\\/]contracts[\\/]/, /src[\\/]lib[\\/]submission\.ts$/], sideEffects: false }],
    },
    // The preview's page renders the live pages' views from a copy in its own chunk (site-build/preview-chunk.ts).
    ...(stage === 'build-javascript' ? { optimization: previewChunkOptimization } : {}),
    plugins: [
      ...(defined ? [] : [define({ [key]: JSON.stringify('') })]),
      // React and the app compiled while they download (site-build/compile-hints.ts says why).
      ...(stage === 'build-javascript' ? [compileHintsPlugin(), previewViewsPlugin()] : []),
    ],
  });
};

/** Every built page's HTML, for the rewrite below. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('public', 'static')) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The sitemap and robots.txt pointing at it, written with the site's real URL, and each locale's feed;
 * and every page hydrates after its first contentful paint (site-build/hydrate-after-paint.ts says
 * why).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  // Only the pages this build wrote: the others were rewritten by the build that wrote them.
  hydrateAfterPaintSince(htmlFiles('public'), path.join('.cache', 'hydrate-after-paint-pass'));
  const { data } = await args.graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    `query SiteUrl { site { siteMetadata { siteUrl } } }`,
  );
  const siteUrl = data?.site.siteMetadata.siteUrl ?? '';
  await writeFeeds((query, variables) => args.graphql(query, variables), siteUrl);
  writeSitemap(args.getNodesByType('SitePage') as unknown as BuiltPage[], siteUrl);
  fs.writeFileSync(
    path.join('public', 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /__rebuild\nDisallow: /__preview\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
};

/** A page's node (SitePage) as Gatsby keeps it: its path and its context. */
interface BuiltPage {
  path: string;
  context?: { translations?: Translations } | null;
}

/** The sitemap, from every page's node and the noindex flags createPages read: no query, a few
 * milliseconds for a thousand pages (src/app/sitemap.ts). */
function writeSitemap(pages: BuiltPage[], siteUrl: string) {
  const listed = indexablePages(
    pages.map((page) => ({ path: page.path, translations: page.context?.translations ?? null })),
    noindexPaths(sitemapNoindex),
    (pagePath) => previewPageLocale(pagePath) !== null,
  );
  for (const file of sitemapFiles(listed, siteUrl)) fs.writeFileSync(path.join('public', file.name), file.xml);
}

interface FeedContent {
  strapiGlobal: { siteName: string } | null;
  allStrapiArticle: {
    nodes: Array<
      ArticleEntry & {
        title: string | null;
        summary: string | null;
        category: (ArticleEntry['category'] & { name: string | null }) | null;
      }
    >;
  };
}

/** Each built locale's RSS feed of its insights, newest first, at /insights/rss.xml in that locale
 * (site-build/rss.ts; every insights page's head links it: src/blocks/pageHeads.ts). */
async function writeFeeds(
  graphqlOf: Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]['graphql'],
  siteUrl: string,
) {
  for (const locale of feedLocales) {
    const { data } = await graphqlOf<FeedContent>(
      `query Feed($locale: String!) {
        strapiGlobal(${LOCALE_FILTER}) { siteName }
        allStrapiArticle(filter: { ${LOCALE_FILTER} }) {
          nodes { id documentId locale slug title summary date publishedAt category { documentId slug name } }
        }
      }`,
      { locale },
    );
    if (!data) continue;
    const messages = catalogueOf(locale);
    const siteName = data.strapiGlobal?.siteName ?? '';
    const items = newestFirst(data.allStrapiArticle.nodes.filter((article) => article.slug)).map((article) => ({
      title: article.title ?? '',
      link: `${siteUrl}${localePath(locale, articleRoute(article.slug as string))}`,
      description: article.summary ?? '',
      date: articleDate(article),
      category: article.category?.name,
    }));
    const file = path.join('public', `${localePath(locale, insightsFeedRoute)}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      rssFeed({
        title: messages.insights.feed.replace('{{siteName}}', siteName),
        link: `${siteUrl}${localePath(locale, INSIGHTS_ROUTE)}`,
        description: messages.insights.description,
        language: messages.format.intlLocale,
        self: `${siteUrl}${localePath(locale, insightsFeedRoute)}`,
        owner: siteName,
        items,
      }),
    );
  }
}
