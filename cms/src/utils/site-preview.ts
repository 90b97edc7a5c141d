/**
 * Where each content type shows on the site, and the signed preview URL the Content Manager's
 * "Open preview" loads (cms/config/admin.ts). The site server checks the signature, exchanges it for
 * a short-lived HttpOnly cookie and renders the draft with the site's own page components.
 *
 * - SITE_URL: the site as editors' browsers reach it (default http://localhost:$PORT, PORT 9000),
 *   which is also the origin the admin may frame.
 */
import type { Core } from '@strapi/strapi';
import { PREVIEW_ENTER_PATH, previewKey, signPreviewQuery, type PreviewTarget } from './preview-token';
import { rebuildSecret } from './rebuild-webhook';
import { siteUrl } from './site-url';

export { siteUrl };

interface Place {
  path: string;
  chat?: boolean;
  label: string;
  /** A field whose value names the document in the banner (collection types). */
  titleField?: string;
}

/** Every content type that appears on the site; submissions are absent, so they get no preview. */
export const PREVIEW_PLACES: Record<string, Place> = {
  'api::home-page.home-page': { path: '/', label: 'Home page' },
  'api::about-page.about-page': { path: '/about', label: 'About page' },
  'api::services-page.services-page': { path: '/services', label: 'Services page' },
  'api::contact-page.contact-page': { path: '/contact', label: 'Contact page' },
  'api::global.global': { path: '/', label: 'Global settings' },
  'api::service.service': { path: '/services', label: 'Service', titleField: 'title' },
  'api::faq-group.faq-group': { path: '/', chat: true, label: 'FAQ group', titleField: 'level' },
  'api::chatbot-setting.chatbot-setting': { path: '/', chat: true, label: 'Chatbot settings' },
};

/** The label in the preview's banner, e.g. "Service: IT support" or "FAQ group: 3". */
async function labelFor(strapi: Core.Strapi, uid: string, place: Place, documentId?: string): Promise<string> {
  if (!place.titleField || !documentId) return place.label;
  try {
    const document = await strapi.documents(uid as never).findOne({ documentId, status: 'draft' } as never);
    const title = (document as Record<string, unknown> | null)?.[place.titleField];
    return (typeof title === 'string' && title !== '') || typeof title === 'number'
      ? `${place.label}: ${title}`
      : place.label;
  } catch {
    return place.label;
  }
}

/** The Content Manager's preview handler: a signed URL on the site server, or null (no preview). */
export async function previewUrl(
  strapi: Core.Strapi,
  uid: string,
  { documentId }: { documentId?: string; locale?: string; status?: string },
): Promise<string | null> {
  const place = PREVIEW_PLACES[uid];
  if (!place) return null;
  const target: PreviewTarget = {
    path: place.path,
    chat: Boolean(place.chat),
    label: await labelFor(strapi, uid, place, documentId),
  };
  // Always the draft: it is what the editor is working on, and for a published document it equals
  // the published version until the next save.
  return `${siteUrl()}${PREVIEW_ENTER_PATH}?${signPreviewQuery(previewKey(rebuildSecret()), target)}`;
}
