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
import { mapBlocks } from './blocks';
import { mediaUrl, previewImage, type PreviewImage, type RestMedia } from './images';
import { type BlocksRoute, isLandingPath, isPreviewRoute, PREVIEW_ROUTES, type PreviewRoute } from './routes';

export { mediaUrl, previewImage, type PreviewImage, type RestMedia };
export { type BlocksRoute, isLandingPath, isPreviewRoute, PREVIEW_ROUTES, type PreviewRoute };

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

export type PreviewPage =
  | { route: BlocksRoute; data: BlocksPageData }
  // The page's query without its head: the preview has its own (src/templates/preview.tsx).
  | { route: '/privacy'; data: Pick<Queries.PrivacyPageQuery, 'strapiPrivacyPage'> }
  /** A landing page (the CMS's `page` type) at `path`, /{its slug}. */
  | { route: 'landing'; path: string; data: BlocksPageData };

/** What /__preview/data answers. */
export interface PreviewData {
  site: SiteData;
  page: PreviewPage;
  /** When the server read the drafts (ISO 8601): the banner's "built" time. */
  builtAt: string;
}

/** A landing page's draft at `path`: its blocks, with what its blocks read. */
export function mapLandingPage(
  path: string,
  drafts: { page: unknown; services: unknown; global: unknown },
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
export function blocksPage(
  { page, services, global }: { page: unknown; services: unknown; global: unknown },
  cmsOrigin: string,
): BlocksPageData {
  const doc = object(page);
  const g = object(global);
  return {
    page: {
      title: text(doc?.title),
      blocks: mapBlocks(doc?.blocks, cmsOrigin),
    },
    allStrapiService: {
      nodes: sortedServices(list(services)).map((service) => ({
        ...serviceSummary(service, cmsOrigin),
        description: text(service.description),
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

/** One page's data in the shape of its page query (src/pages/*.tsx). */
export function mapPage(
  route: PreviewRoute,
  { page, services, global }: { page: unknown; services: unknown; global: unknown },
  cmsOrigin: string,
): PreviewPage {
  const doc = object(page);
  switch (route) {
    case '/':
    case '/about':
    case '/services':
    case '/contact':
      return { route, data: blocksPage({ page, services, global }, cmsOrigin) };
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
