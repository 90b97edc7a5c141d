/**
 * The "shown at" stamp that tells a person from a script posting at machine speed. When a visitor
 * first shows intent to use a form (focuses it, or opens the chat), the site asks the CMS for a token:
 * the time it was issued and the client it was issued to (its budget key, ./budget-key.ts), signed by
 * the CMS. The submission carries it back (`formToken`).
 *
 * - A script cannot make one up (it is signed), cannot make an old one look fresh (the time is signed
 *   too), and cannot fetch tokens from one address and spend them from others (the client is signed
 *   too): a token is good only from the budget key that fetched it, for FORM_TOKEN_TTL_SECONDS.
 * - It gains nothing by leaving it out: a submission without a token is still stored (SPEC section
 *   7's calls carry none and must succeed) but is never announced on its own, only in the digest
 *   (src/notifications).
 * - A token used impossibly soon after it was issued is a script driving the form: refused quietly,
 *   as a filled honeypot is. A forged one likewise.
 * - An expired one, or one from another client, is refused with a 400 naming `formToken`: a person's
 *   tab left open, or a phone that moved from Wi-Fi to mobile data, gets it too, so the site fetches
 *   a fresh token and sends again (src/lib/sendSubmission.ts) and the lead is never lost.
 *
 * It is not single-use: within its minutes, the same client may send it again (the chat and the
 * forms share one). docs/abuse-limits.md says why. Pure node:crypto; the key is derived from APP_KEYS.
 */
import crypto from 'node:crypto';

export { FORM_TOKEN_FIELD } from '../../contracts/submission-rules';
/** Default FORM_TOKEN_TTL_SECONDS: long enough to read a page and fill in a form, far short of a day. */
export const FORM_TOKEN_TTL_SECONDS_DEFAULT = 30 * 60;
/** Default FORM_MIN_SECONDS: nobody reads a form, fills it and sends it this fast after focusing it. */
export const FORM_MIN_SECONDS_DEFAULT = 2;

export function formTokenKey(appKey: string): Buffer {
  return crypto.createHmac('sha256', appKey).update('meridian-works form token v2').digest();
}

const hmac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');

/** Names the client in the token without showing its address (96 bits of an HMAC). */
const clientTag = (key: Buffer, client: string) => hmac(key, `client\n${client}`).slice(0, 16);
const mac = (key: Buffer, issuedAt: string, tag: string) => hmac(key, `token\n${issuedAt}\n${tag}`);

/** `<issued at, ms>.<client tag>.<signature>`, good only from `client` (a budget key). */
export function issueFormToken(key: Buffer, client: string, nowMs = Date.now()): string {
  const issuedAt = String(nowMs);
  const tag = clientTag(key, client);
  return `${issuedAt}.${tag}.${mac(key, issuedAt, tag)}`;
}

/**
 * - `human`: ours, from this client, used at least `minMs` and at most `ttlMs` after it was issued;
 * - `too-fast`: ours, used sooner than a person could: refuse quietly;
 * - `forged`: present but not signed by us (or issued in the future): refuse quietly;
 * - `expired`: ours, but older than `ttlMs`: refuse with a 400, the site fetches a new one;
 * - `other-client`: ours, but issued to another budget key: refuse with a 400, the same;
 * - `none`: missing (or the day-long token of the site before this one, still held by a page left
 *   open across the upgrade): store, but announce only in the digest.
 */
export type FormTokenVerdict = 'human' | 'too-fast' | 'forged' | 'expired' | 'other-client' | 'none';

export interface FormTokenCheck {
  /** The budget key of the client sending it. */
  client: string;
  minMs: number;
  ttlMs: number;
  nowMs?: number;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function checkFormToken(
  key: Buffer,
  token: unknown,
  { client, minMs, ttlMs, nowMs = Date.now() }: FormTokenCheck,
): FormTokenVerdict {
  if (token === undefined || token === null || token === '') return 'none';
  if (typeof token !== 'string') return 'forged';
  if (/^\d{13}\.[A-Za-z0-9_-]{43}$/.test(token)) return 'none';
  const match = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'forged';
  const [, issuedAt, tag, signature] = match;
  if (!sameText(signature, mac(key, issuedAt, tag))) return 'forged';
  const age = nowMs - Number(issuedAt);
  // A little clock skew between instances is tolerated; a token from well in the future is not ours.
  if (age < -5_000) return 'forged';
  if (age > ttlMs) return 'expired';
  if (!sameText(tag, clientTag(key, client))) return 'other-client';
  return age < minMs ? 'too-fast' : 'human';
}

/** What a refused person's token is told (the 400's message for `formToken`). */
export const FORM_TOKEN_MESSAGES = {
  expired: 'This form token has expired: fetch a new one (GET /api/types/form-token) and send again.',
  'other-client':
    'This form token was issued to another network address: fetch a new one (GET /api/types/form-token) and send again.',
} as const;
