/**
 * Draft content as the CMS's REST API gives it (Strapi 5's flat documents, `status=draft`) mapped to
 * the shapes the site's page components get from GraphQL at build time, so the preview renders the
 * very same components. Pure, and Node only (the blocks are mapped by their CMS schemas, ./blocks.ts):
 * the site server calls it (server/preview.ts) and it is unit-tested; the preview page's bundle takes
 * only its types, and checks its address with ./routes.ts.
 *
 * Images: a draft's upload has not been through gatsby-plugin-image, so it becomes image data with
 * the upload's own URL as its only source (sized like the build's image at the same place), which
 * the same Picture component renders.
 */
import type { ChatCopy, FaqGroup } from '../features/chat/types';
import type { AnyBlock, BlocksSiteData } from '../blocks/types';
import { type ArticleEntry, readingMinutes, relatedArticles } from '../lib/insights';
import { mapBlocks, mapComponent } from './blocks';
import { mediaUrl, previewImage, type PreviewImage, type RestMedia } from './images';
import {
  type BlocksRoute,
  isLandingPath,
  isPreviewRoute,
  PREVIEW_ROUTES,
  type PreviewRoute,
  sectionItemOf,
} from './routes';

export { mediaUrl, previewImage, type PreviewImage, type RestMedia };
export { type BlocksRoute, isLandingPath, isPreviewRoute, PREVIEW_ROUTES, type PreviewRoute, sectionItemOf };

type RestDocument = Record<string, unknown>;

export type SiteGlobal = NonNullable<Queries.SiteDataFragment['siteGlobal']>;

/** What the layout shares between pages (toSiteData in src/app/siteData.ts). */
export interface SiteData {
  global: SiteGlobal;
  faq: FaqGroup[];
  chatCopy: ChatCopy;
}

/** A page of blocks as the preview renders it: its blocks and what they read (as BlocksSiteData). */
export interface BlocksPageData extends BlocksSiteData {
  page: { title: string | null; blocks: AnyBlock[] };
}

type ArticleOfQuery = NonNullable<Queries.ArticlePageQuery['strapiArticle']>;

/** An article as its view renders it (src/views/ArticleView.tsx): the article of its page query, its
 * related articles' cards in their order, and what its blocks read. */
export interface ArticlePageData extends BlocksSiteData {
  strapiArticle: ArticleOfQuery;
  related: Queries.ArticleCardFragment[];
}

/** A case study as its view renders it (src/views/CaseStudyView.tsx), with what its blocks read. */
export interface CaseStudyPageData extends BlocksSiteData {
  strapiCaseStudy: NonNullable<Queries.CaseStudiesPageQuery['strapiCaseStudy']>;
}

export type PreviewPage =
  | { route: BlocksRoute; data: BlocksPageData }
  // The page's query without its head: the preview has its own (src/templates/preview.tsx).
  | { route: '/privacy'; data: Pick<Queries.PrivacyPageQuery, 'strapiPrivacyPage'> }
  /** A landing page (the CMS's `page` type) at `path`, /{its slug}. */
  | { route: 'landing'; path: string; data: BlocksPageData }
  /** An article at `path`, /insights/{its slug}. */
  | { route: 'article'; path: string; data: ArticlePageData }
  /** A case study at `path`, /case-studies/{its slug}. */
  | { route: 'case-study'; path: string; data: CaseStudyPageData };

/** What /__preview/data answers. */
export interface PreviewData {
  site: SiteData;
  page: PreviewPage;
  /** When the server read the drafts (ISO 8601): the banner's "built" time. */
  builtAt: string;
}

/** What every page's blocks read besides their own fields, as the CMS answers it (published): the
 * services, the case studies a services grid links, the global settings' contact details. */
export interface BlocksSiteDrafts {
  services: unknown;
  caseStudies: unknown;
  global: unknown;
}

/** A landing page's draft at `path`: its blocks, with what its blocks read. */
export function mapLandingPage(
  path: string,
  drafts: BlocksSiteDrafts & { page: unknown },
  cmsOrigin: string,
): PreviewPage {
  return { route: 'landing', path, data: blocksPage(drafts, cmsOrigin) };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): RestDocument[] =>
  Array.isArray(value) ? (value as RestDocument[]).filter(Boolean) : [];
const object = (value: unknown): RestDocument | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as RestDocument) : null;

/** A page of blocks: its dynamic zone mapped block by block (./blocks.ts), the services and
 * contact details its blocks read (the BlocksSiteData fragment). */
export function blocksPage({ page, ...site }: BlocksSiteDrafts & { page: unknown }, cmsOrigin: string): BlocksPageData {
  const doc = object(page);
  return {
    page: {
      title: text(doc?.title),
      blocks: mapBlocks(doc?.blocks, cmsOrigin),
    },
    ...blocksSiteData(site, cmsOrigin),
  };
}

/** What blocks read besides their own fields (the BlocksSiteData fragment): the services in their
 * order, the case studies that a service's section links, the contact details. */
export function blocksSiteData({ services, caseStudies, global }: BlocksSiteDrafts, cmsOrigin: string): BlocksSiteData {
  const g = object(global);
  return {
    allStrapiService: {
      nodes: sortedServices(list(services)).map((service) => ({
        ...serviceSummary(service, cmsOrigin),
        description: text(service.description),
      })),
    },
    caseStudies: {
      nodes: list(caseStudies).map((study) => ({
        id: text(study.documentId) ?? '',
        slug: text(study.slug),
        date: text(study.date),
        publishedAt: text(study.publishedAt),
        clientName: text(study.clientName),
        services: list(study.services).map((service) => ({ slug: text(service.slug) })),
      })),
    },
    strapiGlobal: {
      contactEmail: text(g?.contactEmail),
      contactPhone: text(g?.contactPhone),
      address: text(g?.address),
      newsletterSentMessage: text(g?.newsletterSentMessage),
    },
  };
}

/** Services in the site's order (the `order` field), as the build sorts them. */
function sortedServices(services: RestDocument[]): RestDocument[] {
  return [...services].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
}

/** Same size as ServiceSummary's gatsbyImageData (width 480, aspect ratio 1.5). */
const serviceSummary = (service: RestDocument, cmsOrigin: string) => ({
  slug: text(service.slug),
  title: text(service.title),
  summary: text(service.summary),
  image: previewImage(service.image, cmsOrigin, { width: 480, aspectRatio: 1.5 }),
});

export function mapSiteData(
  { global, chatbot, faqGroups }: { global: unknown; chatbot: unknown; faqGroups: unknown },
  cmsOrigin: string,
): SiteData {
  const g = object(global) ?? {};
  const chat = object(chatbot) ?? {};
  return {
    global: {
      siteName: text(g.siteName),
      tagline: text(g.tagline),
      contactEmail: text(g.contactEmail),
      contactPhone: text(g.contactPhone),
      address: text(g.address),
      footerText: text(g.footerText),
      newsletterHeading: text(g.newsletterHeading),
      newsletterIntro: text(g.newsletterIntro),
      newsletterSentMessage: text(g.newsletterSentMessage),
      socialLinks: list(g.socialLinks).map((link) => ({ network: text(link.network), url: text(link.url) })),
      // Same heights as the SiteData fragment's logos.
      textLogo: previewImage(g.textLogo, cmsOrigin, { height: 40 }),
      transparentLogo: previewImage(g.transparentLogo, cmsOrigin, { height: 36 }),
    },
    faq: list(faqGroups)
      .map((group) => ({
        level: Number(group.level),
        entries: list(group.entries)
          .map((entry) => ({
            index: Number(entry.index),
            question: text(entry.question) ?? '',
            answer: text(entry.answer) ?? '',
          }))
          .sort((a, b) => a.index - b.index),
      }))
      .sort((a, b) => a.level - b.level),
    chatCopy: {
      title: text(chat.title) ?? '',
      launcherLabel: text(chat.launcherLabel) ?? '',
      welcomeMessage: text(chat.welcomeMessage) ?? '',
      contactFormIntro: text(chat.contactFormIntro) ?? '',
      cannotUnderstandMessage: text(chat.cannotUnderstandMessage) ?? '',
      transcriptSentMessage: text(chat.transcriptSentMessage) ?? '',
      transcriptFailedMessage: text(chat.transcriptFailedMessage) ?? '',
    },
  };
}

/** One page's data in the shape of its page query (src/templates/fixed.tsx and the other pages'). */
export function mapPage(
  route: PreviewRoute,
  drafts: BlocksSiteDrafts & { page: unknown },
  cmsOrigin: string,
): Extract<PreviewPage, { route: PreviewRoute }> {
  const doc = object(drafts.page);
  switch (route) {
    case '/':
    case '/about':
    case '/services':
    case '/contact':
      return { route, data: blocksPage(drafts, cmsOrigin) };
    case '/privacy': {
      return {
        route,
        data: {
          strapiPrivacyPage: {
            title: text(doc?.title),
            subtitle: text(doc?.subtitle),
            lastUpdated: text(doc?.lastUpdated),
            // Blocks, as the build has them: a JSON field, which Gatsby's types call an object (it is an
            // array); RichText renders only what has the blocks' shape.
            body: Array.isArray(doc?.body) ? (doc.body as unknown as Record<string, unknown>) : null,
          },
        },
      };
    }
  }
}

/** A related document as its draft names it (`populate[...][fields][0]=documentId`): its id only. */
const documentIdOf = (value: unknown): string | null => text(object(value)?.documentId);

/** An article as the insights' rules read it (src/lib/insights.ts), by its document. */
function articleEntry(doc: RestDocument): ArticleEntry {
  const documentId = text(doc.documentId) ?? '';
  const category = documentIdOf(doc.category);
  return {
    id: documentId,
    documentId,
    locale: text(doc.locale) ?? '',
    slug: text(doc.slug),
    date: text(doc.date),
    publishedAt: text(doc.publishedAt),
    category: category ? { documentId: category, slug: text(object(doc.category)?.slug) } : null,
    relatedArticles: list(doc.relatedArticles).flatMap((related) => {
      const id = documentIdOf(related);
      return id ? [{ documentId: id }] : [];
    }),
  };
}

/** An article's card (the ArticleCard fragment, its cover as the fragment sizes it). */
const articleCard = (doc: RestDocument, cmsOrigin: string): Queries.ArticleCardFragment => ({
  id: text(doc.documentId) ?? '',
  slug: text(doc.slug),
  title: text(doc.title),
  summary: text(doc.summary),
  date: text(doc.date),
  publishedAt: text(doc.publishedAt),
  category: object(doc.category) ? { name: text(object(doc.category)?.name) } : null,
  cover: previewImage(doc.cover, cmsOrigin, { width: 560, aspectRatio: 1.5 }),
});

/**
 * An article's draft at `path` (/insights/{its slug}) in the shape of its page query: the draft's own
 * fields and blocks, its reading time by the build's rule, and what it names shown as published
 * (`author`, `category`: the published versions of the ones the draft names, or null; `articles`: the
 * published articles of its locale the related ones are chosen from, by the build's rule: the editor's
 * pick, else the newest of its category). The date is the draft's own, else the day its published
 * version was published, else `now` (the day it would be, published now).
 */
export function mapArticle(
  path: string,
  drafts: BlocksSiteDrafts & { article: unknown; author: unknown; category: unknown; articles: unknown },
  cmsOrigin: string,
  now: string = new Date().toISOString(),
): PreviewPage {
  const doc = object(drafts.article) ?? {};
  const author = object(drafts.author);
  const category = object(drafts.category);
  const entry = articleEntry(doc);
  const published = list(drafts.articles).filter((candidate) => text(candidate.slug));
  const own = published.find((candidate) => candidate.documentId === entry.documentId);
  const byId = new Map(published.map((candidate) => [text(candidate.documentId), candidate] as const));
  const related = relatedArticles(entry, published.map(articleEntry)).map((chosen) => byId.get(chosen.documentId)!);
  const body = mapBlocks(doc.body, cmsOrigin);
  const article: ArticleOfQuery = {
    title: text(doc.title),
    summary: text(doc.summary),
    readingMinutes: readingMinutes(doc.summary, body),
    tags: text(doc.tags),
    date: text(doc.date),
    publishedAt: text(own?.publishedAt) ?? now,
    // The sizes of the article query's images (src/templates/article.tsx).
    cover: previewImage(doc.cover, cmsOrigin, { width: 1120, aspectRatio: 2 }),
    author: author && {
      name: text(author.name),
      role: text(author.role),
      bio: text(author.bio),
      photo: previewImage(author.photo, cmsOrigin, { width: 64, aspectRatio: 1 }),
    },
    category: category && { name: text(category.name), slug: text(category.slug) },
    body: body as unknown as ArticleOfQuery['body'],
  };
  return {
    route: 'article',
    path,
    data: {
      strapiArticle: article,
      related: related.map((candidate) => articleCard(candidate, cmsOrigin)),
      ...blocksSiteData(drafts, cmsOrigin),
    },
  };
}

/**
 * A case study's draft at `path` (/case-studies/{its slug}) in the shape of its page query: the
 * draft's own fields, results and quote, and the services it names as published (from `services`, the
 * published services of its locale, in the draft's order; one not published is not linked).
 */
export function mapCaseStudy(
  path: string,
  drafts: BlocksSiteDrafts & { caseStudy: unknown },
  cmsOrigin: string,
): PreviewPage {
  const doc = object(drafts.caseStudy) ?? {};
  const services = new Map(list(drafts.services).map((service) => [text(service.documentId), service] as const));
  type Study = CaseStudyPageData['strapiCaseStudy'];
  return {
    route: 'case-study',
    path,
    data: {
      strapiCaseStudy: {
        clientName: text(doc.clientName),
        title: text(doc.title),
        summary: text(doc.summary),
        sector: text(doc.sector),
        challenge: text(doc.challenge),
        approach: text(doc.approach),
        // The sizes of the case study query's images (src/templates/cases.tsx).
        clientLogo: previewImage(doc.clientLogo, cmsOrigin, { height: 40 }),
        cover: previewImage(doc.cover, cmsOrigin, { width: 1120, aspectRatio: 2 }),
        services: list(doc.services).flatMap((named) => {
          const service = services.get(documentIdOf(named));
          return service ? [{ slug: text(service.slug), title: text(service.title) }] : [];
        }),
        results: list(doc.results).map((figure) => ({ value: text(figure.value), label: text(figure.label) })),
        quote: mapComponent('blocks.quote', doc.quote, cmsOrigin) as Study['quote'],
      },
      ...blocksSiteData(drafts, cmsOrigin),
    },
  };
}

/** The page a section's entry (an article, a case study) is shown on, by its address. */
export const isSectionItemPath = (path: string): boolean => sectionItemOf(path) !== null;
