/**
 * The preview credential, shared by the CMS (which signs preview URLs in its preview handler) and the
 * site server (which checks them and the cookie it exchanges them for). Pure node:crypto, no Strapi,
 * so the site server imports this very file (as the site imports the submission rules): one
 * implementation, so the two sides can never disagree.
 *
 * The key is derived from the rebuild secret both sides already share (HMAC with a fixed label), so
 * a preview signature can never be replayed as the rebuild secret or the other way round.
 *
 * Both credentials are bound to one document (its content type's uid and its documentId): the CMS
 * issues them only to an admin who may read that type (src/preview/site-preview.ts), and the site server reads
 * that one document's draft with them, everything else on the page as published (server/preview.ts).
 */
import crypto from 'node:crypto';

/** How long a signed "enter" URL is good for: the admin asks for a fresh one each time it opens a preview. */
export const PREVIEW_URL_TTL_SECONDS = 10 * 60;
/** How long the preview cookie is good for; opening a preview again renews it. */
export const PREVIEW_COOKIE_TTL_SECONDS = 60 * 60;
export const PREVIEW_COOKIE = 'meridian_preview';
export const PREVIEW_ENTER_PATH = '/__preview/enter';

/** Where a previewable content type shows on the site, and where its drafts are read. */
export interface PreviewPlace {
  /** The site page that shows it (one of the preview's routes); for a landing page, where its list is. */
  path: string;
  /** Shown where its slug says (pages): a fixed page's route, or /{slug}; the preview URL's path is the draft's own. */
  atSlug?: boolean;
  /** Open the chat panel (FAQ group, chatbot settings). */
  chat?: boolean;
  label: string;
  /** A field whose value names the document in the banner (collection types). */
  titleField?: string;
  /** Its REST API resource (`/api/<resource>`): plural for collection types. */
  resource: string;
  collection?: boolean;
}

/** Every content type that appears on the site; submissions are absent, so they get no preview. */
export const PREVIEW_PLACES: Readonly<Record<string, PreviewPlace>> = {
  'api::privacy-page.privacy-page': { path: '/privacy', label: 'Privacy notice', resource: 'privacy-page' },
  // A fixed page (./pages.ts) is previewed at its route, any other page at /{its slug}.
  'api::page.page': { path: '/', label: 'Landing page', titleField: 'title', resource: 'pages', atSlug: true },
  'api::global.global': { path: '/', label: 'Global settings', resource: 'global' },
  'api::service.service': {
    path: '/services',
    label: 'Service',
    titleField: 'title',
    resource: 'services',
    collection: true,
  },
  'api::faq-group.faq-group': {
    path: '/',
    chat: true,
    label: 'FAQ group',
    titleField: 'level',
    resource: 'faq-groups',
    collection: true,
  },
  'api::chatbot-setting.chatbot-setting': {
    path: '/',
    chat: true,
    label: 'Chatbot settings',
    resource: 'chatbot-setting',
  },
};

/** The one document a preview credential lets its holder read the draft of. */
export interface PreviewDocument {
  uid: string;
  documentId: string;
}

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A document of a previewable type, with a well-formed id (Strapi's are 24 lowercase letters and digits). */
export function isPreviewDocument(value: Partial<PreviewDocument>): value is PreviewDocument {
  return (
    typeof value.uid === 'string' &&
    Object.prototype.hasOwnProperty.call(PREVIEW_PLACES, value.uid) &&
    typeof value.documentId === 'string' &&
    DOCUMENT_ID.test(value.documentId)
  );
}

export interface PreviewTarget extends PreviewDocument {
  /** The site path to show, e.g. `/services`. */
  path: string;
  /** Open the chat panel (FAQ group, chatbot settings). */
  chat: boolean;
  /** What is being previewed, for the banner (e.g. "Home page"). */
  label: string;
}

export function previewKey(sharedSecret: string): Buffer {
  return crypto.createHmac('sha256', sharedSecret).update('meridian-works preview key v1').digest();
}

const mac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');

/** Constant-time comparison of two base64url MACs (compared as fixed-length digests). */
function macMatches(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b) && given.length > 0;
}

/** Everything that decides what the visitor will see is signed: document, path, chat, label and expiry. */
const enterPayload = (target: PreviewTarget, exp: number) =>
  ['enter', target.uid, target.documentId, target.path, target.chat ? '1' : '0', target.label, String(exp)].join('\n');

/** Only site paths: one leading slash, no scheme or host, so a signed URL can never redirect away. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s?#]*$/.test(value) && value.length <= 200;
}

/** The query string of a signed "enter" URL (without the leading `?`). */
export function signPreviewQuery(
  key: Buffer,
  target: PreviewTarget,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  if (!isSitePath(target.path)) throw new Error(`Not a site path: ${JSON.stringify(target.path)}`);
  const { uid, documentId } = target;
  if (!isPreviewDocument({ uid, documentId })) throw new Error(`Not a previewable document: ${uid} ${documentId}`);
  const exp = nowSeconds + PREVIEW_URL_TTL_SECONDS;
  const params = new URLSearchParams({
    uid: target.uid,
    documentId: target.documentId,
    path: target.path,
    ...(target.chat ? { chat: '1' } : {}),
    label: target.label,
    exp: String(exp),
    sig: mac(key, enterPayload(target, exp)),
  });
  return params.toString();
}

export type Verdict<T> =
  { ok: true; value: T } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'signature' };

/** Checks a signed "enter" query: present, well-formed, not expired, and signed over exactly these values. */
export function verifyPreviewQuery(
  key: Buffer,
  params: URLSearchParams,
  nowSeconds = Math.floor(Date.now() / 1000),
): Verdict<PreviewTarget> {
  const sig = params.get('sig');
  const expText = params.get('exp');
  const path = params.get('path');
  const uid = params.get('uid');
  const documentId = params.get('documentId');
  if (!sig || !expText || path === null || uid === null || documentId === null) return { ok: false, reason: 'missing' };
  const exp = Number(expText);
  if (!/^\d{1,12}$/.test(expText) || !isSitePath(path) || !isPreviewDocument({ uid, documentId })) {
    return { ok: false, reason: 'malformed' };
  }
  const target: PreviewTarget = {
    uid,
    documentId,
    path,
    chat: params.get('chat') === '1',
    label: params.get('label') ?? '',
  };
  // The signature is checked before the expiry, so an expired answer never tells a forger anything.
  if (!macMatches(sig, mac(key, enterPayload(target, exp)))) return { ok: false, reason: 'signature' };
  if (exp < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, value: target };
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const cookiePayload = (exp: number, document: PreviewDocument) =>
  ['cookie', String(exp), document.uid, document.documentId].join('\n');

/** The cookie's value: `<exp>.<uid>.<documentId>.<mac>` (uid base64url-encoded: it holds `::`); it
 * grants reading that one document's draft until exp, nothing else. */
export function signPreviewCookie(
  key: Buffer,
  document: PreviewDocument,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const exp = nowSeconds + PREVIEW_COOKIE_TTL_SECONDS;
  return `${exp}.${base64url(document.uid)}.${document.documentId}.${mac(key, cookiePayload(exp, document))}`;
}

export function verifyPreviewCookie(
  key: Buffer,
  value: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Verdict<PreviewDocument & { exp: number }> {
  if (!value) return { ok: false, reason: 'missing' };
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,100})$/.exec(value);
  if (!match) return { ok: false, reason: 'malformed' };
  const exp = Number(match[1]);
  const document = { uid: Buffer.from(match[2], 'base64url').toString('utf8'), documentId: match[3] };
  if (!isPreviewDocument(document)) return { ok: false, reason: 'malformed' };
  if (!macMatches(match[4], mac(key, cookiePayload(exp, document)))) return { ok: false, reason: 'signature' };
  if (exp < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, value: { ...document, exp } };
}
