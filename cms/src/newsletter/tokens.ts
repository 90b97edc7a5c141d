/**
 * The signed tokens in a subscriber's links. A token names the subscription row (its documentId,
 * never the address: the one-click URL sits in a query string, which proxies and logs keep) and
 * carries an HMAC under the newsletter key (./key.ts). Pure: the key and the time are passed in.
 *
 * - Unsubscribe, `<documentId>.<mac>`: the MAC covers the purpose, the row and the lowercased
 *   address. It never expires and survives every later sign-up, so the link in any email, and the
 *   one in the CSV the firm's newsletters carry, keeps working while the row exists.
 * - Confirm, `<documentId>.<expires>.<mac>`: the MAC also covers the row's confirmation nonce (a
 *   random value stored on the row, never shown: it is not in the token) and the moment the link
 *   expires (seconds since 1970). Each sign-up that sends an email draws a new nonce and
 *   unsubscribing clears it, so a link confirms only the sign-up it was sent for, and only until it
 *   expires: an old email's link cannot confirm a sign-up someone else made later.
 */
import crypto from 'node:crypto';

/** documentIds are Strapi's 24 lowercase letters and digits; the MAC is 32 bytes in base64url (43). */
const UNSUBSCRIBE_PATTERN = /^([a-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/;
const CONFIRM_PATTERN = /^([a-z0-9]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface Subscriber {
  documentId: string;
  email: string;
}

/** What a confirmation link is bound to: the row, its address and nonce, and when it expires. */
export interface ConfirmGrant extends Subscriber {
  confirmNonce: string;
  expiresAt: Date;
}

/** A new confirmation nonce: 16 random bytes, as text for the row's column. */
export const newConfirmNonce = (): string => crypto.randomBytes(16).toString('base64url');

const hmac = (key: Buffer, parts: string[]) => crypto.createHmac('sha256', key).update(parts.join('\n')).digest();

const unsubscribeMac = (key: Buffer, { documentId, email }: Subscriber) =>
  hmac(key, ['unsubscribe', documentId, email.toLowerCase()]);

const confirmMac = (key: Buffer, { documentId, email }: Subscriber, nonce: string, expires: string) =>
  hmac(key, ['confirm', documentId, email.toLowerCase(), nonce, expires]);

const sameMac = (given: string, expected: Buffer) => {
  const signature = Buffer.from(given, 'base64url');
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected);
};

export function signUnsubscribeToken(key: Buffer, subscriber: Subscriber): string {
  return `${subscriber.documentId}.${unsubscribeMac(key, subscriber).toString('base64url')}`;
}

export function signConfirmToken(key: Buffer, grant: ConfirmGrant): string {
  const expires = String(Math.floor(grant.expiresAt.getTime() / 1000));
  return `${grant.documentId}.${expires}.${confirmMac(key, grant, grant.confirmNonce, expires).toString('base64url')}`;
}

/** The row a token names, when it is shaped like one of ours (either kind), else null. */
export function parseToken(token: unknown): { documentId: string } | null {
  if (typeof token !== 'string') return null;
  const match = UNSUBSCRIBE_PATTERN.exec(token) ?? CONFIRM_PATTERN.exec(token);
  return match ? { documentId: match[1] } : null;
}

/** True when `token` is this row's unsubscribe token under `key`. */
export function unsubscribeTokenMatches(key: Buffer, token: unknown, subscriber: Subscriber): boolean {
  const match = typeof token === 'string' ? UNSUBSCRIBE_PATTERN.exec(token) : null;
  return Boolean(match && match[1] === subscriber.documentId && sameMac(match[2], unsubscribeMac(key, subscriber)));
}

/**
 * Whether `token` confirms this row now: `valid`; `expired` (signed for its current nonce, but past
 * its time); or `invalid`: altered, another row's or address's, signed for an earlier sign-up (its
 * nonce replaced or cleared), a row without a nonce (stored before nonces existed), or of the old
 * two-part shape. The expiry is checked only once the MAC holds, so an altered time is `invalid`.
 */
export function checkConfirmToken(
  key: Buffer,
  token: unknown,
  row: Subscriber & { confirmNonce?: unknown },
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  const match = typeof token === 'string' ? CONFIRM_PATTERN.exec(token) : null;
  const nonce = row.confirmNonce;
  if (!match || match[1] !== row.documentId || typeof nonce !== 'string' || nonce === '') return 'invalid';
  const [, , expires, signature] = match;
  if (!sameMac(signature, confirmMac(key, row, nonce, expires))) return 'invalid';
  return now.getTime() >= Number(expires) * 1000 ? 'expired' : 'valid';
}
