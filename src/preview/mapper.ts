/**
 * Draft content as the CMS's REST API gives it (Strapi 5's flat documents, `status=draft`) mapped to
 * the shapes the site's page components get from GraphQL at build time, so the preview renders the
 * very same components. Pure: the site server calls it (server/preview.ts) and it is unit-tested.
 *
 * Images: a draft's upload has not been through gatsby-plugin-image, so it becomes image data with
 * the upload's own URL as its only source (sized like the build's image at the same place), which
 * the same Picture component renders.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ChatCopy, FaqGroup } from '../features/chat/types';

/** A Strapi media object as the REST API returns it (only what the preview uses). */
export interface RestMedia {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
}

type RestDocument = Record<string, unknown>;

export interface PreviewImage {
  alternativeText: string | null;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } };
}

export type SiteGlobal = NonNullable<Queries.SiteDataQuery['strapiGlobal']>;

/** What the layout shares between pages (the return value of useSiteData). */
export interface SiteData {
  global: SiteGlobal;
  faq: FaqGroup[];
  chatCopy: ChatCopy;
}

export type PreviewPage =
  | { route: '/'; data: Queries.HomePageQuery }
  | { route: '/about'; data: Queries.AboutPageQuery }
  | { route: '/services'; data: Queries.ServicesPageQuery }
  | { route: '/contact'; data: Queries.ContactPageQuery }
  | { route: '/privacy'; data: Queries.PrivacyPageQuery };

export type PreviewRoute = PreviewPage['route'];
export const PREVIEW_ROUTES: readonly PreviewRoute[] = ['/', '/about', '/services', '/contact', '/privacy'];

/** What /__preview/data answers. */
export interface PreviewData {
  site: SiteData;
  page: PreviewPage;
  /** When the server read the drafts (ISO 8601): the banner's "built" time. */
  builtAt: string;
}

export const isPreviewRoute = (path: string): path is PreviewRoute => (PREVIEW_ROUTES as string[]).includes(path);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): RestDocument[] =>
  Array.isArray(value) ? (value as RestDocument[]).filter(Boolean) : [];
const object = (value: unknown): RestDocument | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as RestDocument) : null;

/** An upload's URL as the browser reaches it: relative upload paths are on the CMS. */
export function mediaUrl(url: string, cmsOrigin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${cmsOrigin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Image data for one upload. `box` gives the size the build renders at that place (a fixed height,
 * or a width and aspect ratio), so the preview reserves the same space; the upload's own size else.
 */
export function previewImage(
  media: unknown,
  cmsOrigin: string,
  box: { height?: number; width?: number; aspectRatio?: number } = {},
): PreviewImage | null {
  const upload = object(media) as RestMedia | null;
  if (!upload || typeof upload.url !== 'string') return null;
  const naturalWidth = upload.width || 0;
  const naturalHeight = upload.height || 0;
  const ratio = box.aspectRatio ?? (naturalWidth && naturalHeight ? naturalWidth / naturalHeight : 1);
  let width = naturalWidth || box.width || 0;
  let height = naturalHeight || box.height || 0;
  if (box.height) [width, height] = [Math.round(box.height * ratio), box.height];
  else if (box.width) [width, height] = [box.width, Math.round(box.width / ratio)];
  return {
    alternativeText: text(upload.alternativeText),
    localFile: {
      childImageSharp: {
        gatsbyImageData: {
          layout: box.height ? 'fixed' : 'constrained',
          width,
          height,
          images: { fallback: { src: mediaUrl(upload.url, cmsOrigin) }, sources: [] },
        },
      },
    },
  };
}

/** A draft's SEO fields in the shape of the SeoFields fragment (src/components/Seo.tsx); the preview's
 * own head is noindex and shows none of them, so the share image is left out. */
function previewSeo(value: unknown) {
  const seo = object(value);
  if (!seo) return null;
  return {
    metaTitle: text(seo.metaTitle),
    metaDescription: text(seo.metaDescription),
    canonicalUrl: text(seo.canonicalUrl),
    noindex: typeof seo.noindex === 'boolean' ? seo.noindex : null,
    shareImage: null,
  };
}

function pageCopy(page: RestDocument | null) {
  const cta = object(page?.cta);
  return {
    title: text(page?.title),
    subtitle: text(page?.subtitle),
    cta: cta ? { label: text(cta.label), href: text(cta.href) } : null,
    sections: list(page?.sections).map((section) => ({ heading: text(section.heading), body: text(section.body) })),
    seo: previewSeo(page?.seo),
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
      // Same heights as useSiteData's logos.
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
  const all = sortedServices(list(services));
  switch (route) {
    case '/':
      return {
        route,
        data: {
          strapiHomePage: {
            ...pageCopy(doc),
            servicesHeading: text(doc?.servicesHeading),
            servicesIntro: text(doc?.servicesIntro),
          },
          allStrapiService: { nodes: all.map((service) => serviceSummary(service, cmsOrigin)) },
        },
      };
    case '/about':
      return { route, data: { strapiAboutPage: pageCopy(doc) } };
    case '/services':
      return {
        route,
        data: {
          strapiServicesPage: {
            ...pageCopy(doc),
            eventFormHeading: text(doc?.eventFormHeading),
            eventFormIntro: text(doc?.eventFormIntro),
          },
          allStrapiService: {
            nodes: all.map((service) => ({
              ...serviceSummary(service, cmsOrigin),
              description: text(service.description),
            })),
          },
        },
      };
    case '/contact': {
      const g = object(global);
      return {
        route,
        data: {
          strapiContactPage: { ...pageCopy(doc), formHeading: text(doc?.formHeading), formIntro: text(doc?.formIntro) },
          strapiGlobal: {
            contactEmail: text(g?.contactEmail),
            contactPhone: text(g?.contactPhone),
            address: text(g?.address),
          },
          allStrapiService: { nodes: all.map((service) => ({ slug: text(service.slug), title: text(service.title) })) },
        },
      };
    }
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
            seo: previewSeo(doc?.seo),
          },
        },
      };
    }
  }
}
