import crypto from 'node:crypto';
import { composeConfirmationEmail } from './compose';
import { csvCell, toCsv } from './csv';
import { subscriberLinks, unsubscribeHeaders, unsubscribeLinks } from './links';
import { CONFIRMATION_RESEND_MS, confirmationExpiresAt, consentWording, pendingCutoff, resendCutoff } from './policy';
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

describe('subscriber links', () => {
  const urls = { siteUrl: 'https://site.example/', cmsUrl: 'https://cms.example' };
  const links = subscriberLinks(key, adaGrant, urls);

  it('lead to the site pages and, for mail clients, to the CMS', () => {
    expect(links.confirmUrl).toBe(`https://site.example/newsletter/confirm?token=${signConfirmToken(key, adaGrant)}`);
    expect(links.unsubscribeUrl).toBe(
      `https://site.example/newsletter/unsubscribe?token=${signUnsubscribeToken(key, ada)}`,
    );
    expect(links.oneClickUrl).toBe(
      `https://cms.example/api/newsletter/unsubscribe?token=${signUnsubscribeToken(key, ada)}`,
    );
    // The unsubscribe links do not depend on the sign-up: every email's, and the CSV's, are the same.
    expect(subscriberLinks(key, { ...adaGrant, confirmNonce: newConfirmNonce() }, urls)).toMatchObject(
      unsubscribeLinks(key, ada, urls),
    );
    expect(unsubscribeHeaders(links)).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('make a confirmation email to the subscriber alone, with the wording, both links and the headers', () => {
    const email = composeConfirmationEmail(
      { email: 'ada@example.com', name: 'Ada <b>', consentText: 'Monthly <news>\nNo spam.' },
      links,
      { firmName: 'Meridian Works', pendingDays: 7 },
    );
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Please confirm your subscription to the Meridian Works newsletter');
    expect(email.text).toContain(links.confirmUrl);
    expect(email.text).toContain(links.unsubscribeUrl);
    expect(email.text).toContain('Monthly <news>\nNo spam.');
    expect(email.text).toContain('within 7 days');
    expect(email.html).toContain('Hello Ada &lt;b&gt;,');
    expect(email.html).toContain('Monthly &lt;news&gt;');
    expect(email.html).toContain(`href="${links.confirmUrl}"`);
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the CSV export', () => {
  it('defuses cells a spreadsheet would run as formulas, and quotes what needs it', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvCell('Ada')).toBe('Ada');
    expect(
      toCsv([{ email: 'a@b.example', name: '', confirmedAt: 'x', unsubscribeUrl: 'u', oneClickUnsubscribeUrl: 'o' }]),
    ).toBe('email,name,confirmedAt,unsubscribeUrl,oneClickUnsubscribeUrl\r\na@b.example,,x,u,o\r\n');
  });
});

describe('the newsletter policy', () => {
  it('expires pending sign-ups, and their links, after the pending period, and resends after an hour', () => {
    expect(pendingCutoff(now, 7).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(confirmationExpiresAt(now, 7)).toEqual(inAWeek);
    expect(confirmationExpiresAt(pendingCutoff(now, 7), 7)).toEqual(now);
    expect(resendCutoff(now).getTime()).toBe(now.getTime() - CONFIRMATION_RESEND_MS);
    expect(CONFIRMATION_RESEND_MS).toBe(60 * 60_000);
  });

  it('stores the heading and introduction shown beside the form', () => {
    expect(consentWording({ newsletterHeading: ' Monthly ', newsletterIntro: 'No spam.' })).toBe('Monthly\nNo spam.');
    expect(consentWording({ newsletterHeading: '', newsletterIntro: 'No spam.' })).toBe('No spam.');
    expect(consentWording(null)).toBe('');
  });
});
