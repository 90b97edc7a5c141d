/**
 * The "shown at" stamp that tells a person from a script posting at machine speed. When a visitor
 * first shows intent to use a form (focuses it, or opens the chat), the site asks the CMS for a token:
 * the time it was issued, signed by the CMS. The submission carries it back (`formToken`). A script
 * cannot make one up (it is signed), cannot make an old one look fresh (the time is signed too), and
 * gains nothing by leaving it out: a submission without a valid token is still stored (SPEC section 7's
 * calls carry none and must succeed) but is never announced on its own, only in the digest
 * (src/notifications). A token used impossibly soon after it was issued is a script driving the form:
 * it is refused quietly, as a filled honeypot is. Pure node:crypto; the key is derived from APP_KEYS.
 */
import crypto from 'node:crypto';

export { FORM_TOKEN_FIELD } from '../../contracts/submission-rules';
/** A token older than this is stale (a tab left open overnight): the submission counts as tokenless. */
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Default FORM_MIN_SECONDS: nobody reads a form, fills it and sends it this fast after focusing it. */
export const FORM_MIN_SECONDS_DEFAULT = 2;

export function formTokenKey(appKey: string): Buffer {
  return crypto.createHmac('sha256', appKey).update('meridian-works form token v1').digest();
}

const mac = (key: Buffer, issuedAt: string) => crypto.createHmac('sha256', key).update(issuedAt).digest('base64url');

export function issueFormToken(key: Buffer, nowMs = Date.now()): string {
  const issuedAt = String(nowMs);
  return `${issuedAt}.${mac(key, issuedAt)}`;
}

/**
 * - `human`: signed, and used at least `minMs` after it was issued;
 * - `too-fast`: signed, used sooner than a person could: refuse quietly;
 * - `forged`: present but not signed by us (or issued in the future): refuse quietly;
 * - `none`: missing or expired: store, but announce only in the digest.
 */
export type FormTokenVerdict = 'human' | 'too-fast' | 'forged' | 'none';

export function checkFormToken(key: Buffer, token: unknown, minMs: number, nowMs = Date.now()): FormTokenVerdict {
  if (token === undefined || token === null || token === '') return 'none';
  if (typeof token !== 'string') return 'forged';
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'forged';
  const [, issuedAt, signature] = match;
  const expected = mac(key, issuedAt);
  if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return 'forged';
  const age = nowMs - Number(issuedAt);
  // A little clock skew between instances is tolerated; a token from well in the future is not ours.
  if (age < -5_000) return 'forged';
  if (age > FORM_TOKEN_TTL_MS) return 'none';
  return age < minMs ? 'too-fast' : 'human';
}
