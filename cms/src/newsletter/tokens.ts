/**
 * The signed tokens in a subscriber's confirmation and unsubscribe links. A token names the
 * subscription row (its documentId, never the address: the one-click URL sits in a query string,
 * which proxies and logs keep) and carries an HMAC over the purpose, that row and the lowercased
 * address. So a token works for one purpose, one row and one address only: changing any part, or
 * using it for another address, fails the check. Pure: the key is passed in (see ./key.ts).
 */
import crypto from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** documentIds are Strapi's 24 lowercase letters and digits; the MAC is 32 bytes in base64url (43). */
const TOKEN_PATTERN = /^([a-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/;

function mac(key: Buffer, purpose: TokenPurpose, documentId: string, email: string): Buffer {
  return crypto.createHmac('sha256', key).update(`${purpose}\n${documentId}\n${email.toLowerCase()}`).digest();
}

export function signToken(key: Buffer, purpose: TokenPurpose, subscriber: { documentId: string; email: string }) {
  return `${subscriber.documentId}.${mac(key, purpose, subscriber.documentId, subscriber.email).toString('base64url')}`;
}

/** The row a well-formed token names, or null when it is not one of ours in shape. */
export function parseToken(token: unknown): { documentId: string; signature: Buffer } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_PATTERN.exec(token);
  return match ? { documentId: match[1], signature: Buffer.from(match[2], 'base64url') } : null;
}

/** True when `token` was signed with `key` for this purpose, this row and this address. */
export function tokenMatches(
  key: Buffer,
  purpose: TokenPurpose,
  token: unknown,
  subscriber: { documentId: string; email: string },
): boolean {
  const parsed = parseToken(token);
  if (!parsed || parsed.documentId !== subscriber.documentId) return false;
  const expected = mac(key, purpose, subscriber.documentId, subscriber.email);
  return parsed.signature.length === expected.length && crypto.timingSafeEqual(parsed.signature, expected);
}
