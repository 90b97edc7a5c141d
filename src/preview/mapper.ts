/**
 * A page's drafts in the shape of its page query, so the preview renders the live pages' own views:
 * the page's entry (the bound draft, or the published entry) as `strapi<Type>` (`strapiArticle`,
 * `strapiCaseStudy`, `strapiPage`), what its blocks read (the BlocksSiteData fragment) and what the
 * layout shares (SiteData), each shaped generically by ./nodes.ts. Written per page template only:
 * which view renders it (src/templates/preview.tsx) and an article's related articles, which the
 * build chooses for its page's context by the insights' rule (src/lib/insights.ts).
 * Pure, and Node only (./nodes.ts reads the CMS's schemas): the site server calls it
 * (server/preview.ts); the preview page's bundle takes only its types, and checks its address with
 * ./routes.ts.
 */
import { type PageTemplate, uidOf } from '@contracts/content-types';
import type { ChatCopy, FaqGroup } from '../features/chat/types';
import type { AnyBlock, BlocksSiteData } from '../blocks/types';
import { type ArticleEntry, relatedArticles } from '../lib/insights';
import { ENTRY_IMAGE_SIZES, type Linked, type Node, shapeNode } from './nodes';

// What the site server reads the drafts with (it imports the preview through this file).
export { type Linked, LINK_DEPTH, type Node, refsOf, resourceOf, toNode } from './nodes';
export { isLandingPath, isPreviewRoute, sectionItemOf } from './routes';

type SiteGlobal = NonNullable<Queries.SiteDataFragment['siteGlobal']>;

/** What the layout shares between pages (toSiteData in src/app/siteData.ts). */
interface SiteData {
  global: SiteGlobal;
  faq: FaqGroup[];
  chatCopy: ChatCopy;
}

/** A page of blocks (a fixed page, a landing page) as its query gives it, with what its blocks read. */
interface BlocksPageData extends BlocksSiteData {
  strapiPage: { title: string | null; blocks: AnyBlock[] } | null;
}

/** An article as its view renders it (src/views/ArticleView.tsx): its page query's data, its related
 * articles' cards in their order. */
interface ArticlePageData extends BlocksSiteData {
  strapiArticle: NonNullable<Queries.ArticlePageQuery['strapiArticle']>;
  related: { nodes: Queries.ArticleCardFragment[] };
}

/** A case study as its view renders it (src/views/CaseStudyView.tsx). */
interface CaseStudyPageData extends BlocksSiteData {
  strapiCaseStudy: NonNullable<Queries.CaseStudiesPageQuery['strapiCaseStudy']>;
}

/** Which view renders the page: a routed type's template (@contracts/content-types), a fixed page's,
 * or the privacy notice's page. */
export type PreviewTemplate = Exclude<PageTemplate, 'insights'> | 'fixed' | 'privacy';

export type PreviewPage =
  | { template: 'fixed'; data: BlocksPageData }
  | { template: 'landing'; data: BlocksPageData }
  // The page's query without its head: the preview has its own (src/templates/preview.tsx).
  | { template: 'privacy'; data: Pick<Queries.PrivacyPageQuery, 'strapiPrivacyPage'> }
  | { template: 'article'; data: ArticlePageData }
  | { template: 'cases'; data: CaseStudyPageData };

/** What /__preview/data answers. */
export interface PreviewData {
  site: SiteData;
  page: PreviewPage;
  /** When the server read the drafts (ISO 8601): the banner's "built" time. */
  builtAt: string;
}

/** The node data of what one page shows (./nodes.ts's toNode), as the site server read it. */
export interface PageNodes {
  template: PreviewTemplate;
  /** The type of the page's entry (`api::article.article`) and its node data, or null. */
  uid: string;
  entry: Node | null;
  /** The entries of the other types the page shows, by type: the layout's (global settings, chatbot
   * phrases, FAQ groups) and what blocks read (services, case studies). */
  shown: Readonly<Record<string, readonly Node[]>>;
  /** The published articles of its locale, the ones an article's related articles are chosen from. */
  articles: readonly Node[];
  /** What any of them links (./nodes.ts's refsOf), and an article's related articles. */
  linked: Linked;
}

const [GLOBAL, SERVICE, CASE_STUDY, FAQ_GROUP, CHATBOT, ARTICLE] = (
  ['global', 'service', 'case-study', 'faq-group', 'chatbot-setting', 'article'] as const
).map(uidOf);

/** The query's name of a type's entry: `api::case-study.case-study` is `strapiCaseStudy`. */
export const queryRootOf = (uid: string): string =>
  `strapi${(uid.split('.').pop() ?? '').replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}`;

/** The related articles' documentIds of an article's page, by the build's rule (the editor's picks,
 * else the newest of its category), among the published articles of its locale. */
export function relatedIds(article: Node | null, articles: readonly Node[]): string[] {
  if (!article) return [];
  const entry = (node: Node) => ({ ...node, id: node.documentId }) as unknown as ArticleEntry;
  return relatedArticles(entry(article), articles.filter((candidate) => candidate.slug).map(entry)).map(
    (chosen) => chosen.documentId,
  );
}

const byNumber = (field: string) => (a: Node, b: Node) => Number(a[field] ?? 0) - Number(b[field] ?? 0);

/** One page's data for the preview: its entry, the related articles of an article's page, what its
 * blocks read and what its layout shares, shaped as their queries give them. */
export function previewPage(nodes: PageNodes, cmsOrigin: string): { site: SiteData; page: PreviewPage } {
  const shaping = { cmsOrigin, linked: nodes.linked, sizes: ENTRY_IMAGE_SIZES.entry };
  const shape = (uid: string, node: Node | null | undefined) => shapeNode(uid, node ?? {}, shaping);
  const shown = (uid: string) => nodes.shown[uid] ?? [];
  const global = shape(GLOBAL, shown(GLOBAL)[0]);
  const related = () =>
    relatedIds(nodes.entry, nodes.articles).flatMap((id) => {
      const article = nodes.linked(ARTICLE, id);
      return article ? [shapeNode(ARTICLE, article, { ...shaping, sizes: ENTRY_IMAGE_SIZES.linked }, 1)] : [];
    });
  const data = {
    [queryRootOf(nodes.uid)]: nodes.entry && shape(nodes.uid, nodes.entry),
    ...(nodes.template === 'article' ? { related: { nodes: related() } } : {}),
    allStrapiService: { nodes: [...shown(SERVICE)].sort(byNumber('order')).map((node) => shape(SERVICE, node)) },
    caseStudies: { nodes: shown(CASE_STUDY).map((node) => shape(CASE_STUDY, node)) },
    strapiGlobal: global,
  };
  return {
    site: {
      global: global as unknown as SiteGlobal,
      faq: shown(FAQ_GROUP)
        .map((group) => shape(FAQ_GROUP, group))
        .sort(byNumber('level'))
        .map((group) => ({
          level: Number(group.level),
          entries: (group.entries as Node[]).sort(byNumber('index')) as unknown as FaqGroup['entries'],
        })),
      chatCopy: shape(CHATBOT, shown(CHATBOT)[0]) as unknown as ChatCopy,
    },
    page: { template: nodes.template, data } as unknown as PreviewPage,
  };
}
