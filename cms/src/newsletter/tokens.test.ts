import crypto from 'node:crypto';
import {
  checkConfirmToken,
  newConfirmNonce,
  parseToken,
  signConfirmToken,
  signUnsubscribeToken,
  unsubscribeTokenMatches,
} from './tokens';

const key = crypto.randomBytes(32);
const ada = { documentId: 'abcdefghijklmnopqrstuvwx', email: 'Ada@Example.com' };
const grace = { documentId: 'zyxwvutsrqponmlkjihgfedc', email: 'grace@example.com' };
const now = new Date('2026-03-10T12:00:00Z');
const inAWeek = new Date('2026-03-17T12:00:00Z');
const adaRow = { ...ada, confirmNonce: newConfirmNonce() };
const adaGrant = { ...adaRow, expiresAt: inAWeek };

/** The token with the first character of the part at `index` changed (not the last: a MAC's last
 * base64url character carries two unused bits, so some changes to it decode to the same bytes). */
function altered(token: string, index: number): string {
  const parts = token.split('.');
  const part = parts[index];
  parts[index] = `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('unsubscribe tokens', () => {
  it('match only their row and address (in any case), under their key, for ever', () => {
    const token = signUnsubscribeToken(key, ada);
    expect(token).toMatch(/^abcdefghijklmnopqrstuvwx\.[\w-]{43}$/);
    expect(unsubscribeTokenMatches(key, token, ada)).toBe(true);
    expect(unsubscribeTokenMatches(key, token, { ...ada, email: 'ada@example.com' })).toBe(true);
    expect(unsubscribeTokenMatches(key, token, { ...ada, email: 'eve@example.com' })).toBe(false);
    expect(unsubscribeTokenMatches(key, token, grace)).toBe(false);
    expect(unsubscribeTokenMatches(crypto.randomBytes(32), token, ada)).toBe(false);
    const [, signature] = token.split('.');
    expect(unsubscribeTokenMatches(key, `${grace.documentId}.${signature}`, grace)).toBe(false);
    // A confirmation token is no unsubscribe token.
    expect(unsubscribeTokenMatches(key, signConfirmToken(key, adaGrant), ada)).toBe(false);
  });
});

describe('confirmation tokens', () => {
  it('confirm the one sign-up they were signed for, until they expire', () => {
    const token = signConfirmToken(key, adaGrant);
    expect(token).toBe(`${ada.documentId}.${inAWeek.getTime() / 1000}.${token.split('.')[2]}`);
    // The nonce is signed over, never written into the link.
    expect(token).not.toContain(adaRow.confirmNonce);
    expect(checkConfirmToken(key, token, adaRow, now)).toBe('valid');
    expect(checkConfirmToken(key, token, { ...adaRow, email: 'ADA@example.com' }, now)).toBe('valid');
    expect(checkConfirmToken(key, token, adaRow, new Date(inAWeek.getTime() - 1000))).toBe('valid');
    expect(checkConfirmToken(key, token, adaRow, inAWeek)).toBe('expired');
  });

  it('confirm nothing once the sign-up is replaced, cleared, or the token altered', () => {
    const token = signConfirmToken(key, adaGrant);
    // A later sign-up of the address drew a new nonce; unsubscribing cleared it.
    expect(checkConfirmToken(key, token, { ...adaRow, confirmNonce: newConfirmNonce() }, now)).toBe('invalid');
    expect(checkConfirmToken(key, token, { ...adaRow, confirmNonce: null }, now)).toBe('invalid');
    expect(checkConfirmToken(key, token, { ...adaRow, confirmNonce: '' }, now)).toBe('invalid');
    expect(checkConfirmToken(key, token, { ...ada }, now)).toBe('invalid');
    // Another address, another row, another key.
    expect(checkConfirmToken(key, token, { ...adaRow, email: 'eve@example.com' }, now)).toBe('invalid');
    expect(checkConfirmToken(key, token, { ...grace, confirmNonce: adaRow.confirmNonce }, now)).toBe('invalid');
    expect(checkConfirmToken(crypto.randomBytes(32), token, adaRow, now)).toBe('invalid');
    // A moved expiry is an altered token, not a longer-lived one; so is a changed MAC.
    const later = token.replace(`.${inAWeek.getTime() / 1000}.`, `.${inAWeek.getTime() / 1000 + 86_400}.`);
    expect(checkConfirmToken(key, later, adaRow, now)).toBe('invalid');
    expect(checkConfirmToken(key, altered(token, 2), adaRow, now)).toBe('invalid');
    const [, expires, signature] = token.split('.');
    expect(checkConfirmToken(key, `${grace.documentId}.${expires}.${signature}`, adaRow, now)).toBe('invalid');
    // An unsubscribe token, and a confirmation link of the old shape (no nonce, no time).
    expect(checkConfirmToken(key, signUnsubscribeToken(key, ada), adaRow, now)).toBe('invalid');
    const oldShape = `${ada.documentId}.${crypto.createHmac('sha256', key).update(`confirm\n${ada.documentId}\nada@example.com`).digest('base64url')}`;
    expect(parseToken(oldShape)).toEqual({ documentId: ada.documentId });
    expect(checkConfirmToken(key, oldShape, adaRow, now)).toBe('invalid');
  });

  it('draw a new random nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newConfirmNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{22}$/);
  });
});

describe('tokens', () => {
  it('refuse anything not shaped like one', () => {
    for (const bad of [
      undefined,
      42,
      '',
      'abc',
      'abc.def',
      `${ada.documentId}.${'A'.repeat(42)}`,
      `A.${'A'.repeat(43)}`,
      `${ada.documentId}.x.${'A'.repeat(43)}`,
      `${ada.documentId}.1234567890123.${'A'.repeat(43)}`,
    ]) {
      expect(parseToken(bad)).toBeNull();
      expect(unsubscribeTokenMatches(key, bad, ada)).toBe(false);
      expect(checkConfirmToken(key, bad, adaRow, now)).toBe('invalid');
    }
  });
});
