/**
 * The preview credential, shared by the CMS (which signs preview URLs in its preview handler) and the
 * site server (which checks them and the cookie it exchanges them for). Pure node:crypto, no Strapi,
 * so the site server imports this very file (as the site imports the submission rules): one
 * implementation, so the two sides can never disagree.
 *
 * The key is derived from the rebuild secret both sides already share (HMAC with a fixed label), so
 * a preview signature can never be replayed as the rebuild secret or the other way round.
 */
import crypto from 'node:crypto';

/** How long a signed "enter" URL is good for: the admin asks for a fresh one each time it opens a preview. */
export const PREVIEW_URL_TTL_SECONDS = 10 * 60;
/** How long the preview cookie is good for; opening a preview again renews it. */
export const PREVIEW_COOKIE_TTL_SECONDS = 60 * 60;
export const PREVIEW_COOKIE = 'meridian_preview';
export const PREVIEW_ENTER_PATH = '/__preview/enter';

export interface PreviewTarget {
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

/** Everything that decides what the visitor will see is signed: path, chat, label and expiry. */
const enterPayload = (target: PreviewTarget, exp: number) =>
  ['enter', target.path, target.chat ? '1' : '0', target.label, String(exp)].join('\n');

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
  const exp = nowSeconds + PREVIEW_URL_TTL_SECONDS;
  const params = new URLSearchParams({
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
  if (!sig || !expText || path === null) return { ok: false, reason: 'missing' };
  const exp = Number(expText);
  if (!/^\d{1,12}$/.test(expText) || !isSitePath(path)) return { ok: false, reason: 'malformed' };
  const target: PreviewTarget = { path, chat: params.get('chat') === '1', label: params.get('label') ?? '' };
  // The signature is checked before the expiry, so an expired answer never tells a forger anything.
  if (!macMatches(sig, mac(key, enterPayload(target, exp)))) return { ok: false, reason: 'signature' };
  if (exp < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, value: target };
}

/** The cookie's value: `<exp>.<mac>`; it grants reading drafts until exp, nothing else. */
export function signPreviewCookie(key: Buffer, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const exp = nowSeconds + PREVIEW_COOKIE_TTL_SECONDS;
  return `${exp}.${mac(key, `cookie\n${exp}`)}`;
}

export function verifyPreviewCookie(
  key: Buffer,
  value: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Verdict<number> {
  if (!value) return { ok: false, reason: 'missing' };
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,100})$/.exec(value);
  if (!match) return { ok: false, reason: 'malformed' };
  const exp = Number(match[1]);
  if (!macMatches(match[2], mac(key, `cookie\n${exp}`))) return { ok: false, reason: 'signature' };
  if (exp < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, value: exp };
}
