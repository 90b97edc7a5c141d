import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { hydrateAfterPaintSince } from '../hydrate-after-paint';
import { rssFeed } from '../rss';
import { LOCALE_FILTER, localePath } from '../../src/lib/locale';
import type { Translations } from '../../src/lib/translations';
import { catalogueOf } from '../../src/config/messages';
import {
  INSIGHTS_ROUTE,
  articleDate,
  articleRoute,
  insightsFeedRoute,
  newestFirst,
  type ArticleEntry,
} from '../../src/lib/insights';
import { previewPageLocale } from '../../src/preview/pagePath';
import { indexablePages, noindexPaths, sitemapFiles } from '../../src/app/sitemap';
import { buildState } from './state';

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
    noindexPaths(buildState.sitemapNoindex),
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
  for (const locale of buildState.feedLocales) {
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
