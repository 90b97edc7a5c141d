import crypto from 'node:crypto';
import { composeConfirmationEmail } from './compose';
import { csvCell, toCsv } from './csv';
import { subscriberLinks, unsubscribeHeaders } from './links';
import { CONFIRMATION_RESEND_MS, consentWording, pendingCutoff, resendCutoff } from './policy';
import { parseToken, signToken, tokenMatches } from './tokens';

const key = crypto.randomBytes(32);
const ada = { documentId: 'abcdefghijklmnopqrstuvwx', email: 'Ada@Example.com' };
const grace = { documentId: 'zyxwvutsrqponmlkjihgfedc', email: 'grace@example.com' };

describe('subscriber tokens', () => {
  it('match only their purpose, row and address (in any case), under their key', () => {
    const token = signToken(key, 'confirm', ada);
    expect(token).toMatch(/^abcdefghijklmnopqrstuvwx\.[\w-]{43}$/);
    expect(tokenMatches(key, 'confirm', token, ada)).toBe(true);
    expect(tokenMatches(key, 'confirm', token, { ...ada, email: 'ada@example.com' })).toBe(true);
    expect(tokenMatches(key, 'unsubscribe', token, ada)).toBe(false);
    expect(tokenMatches(key, 'confirm', token, { ...ada, email: 'eve@example.com' })).toBe(false);
    expect(tokenMatches(key, 'confirm', token, grace)).toBe(false);
    expect(tokenMatches(crypto.randomBytes(32), 'confirm', token, ada)).toBe(false);
    const [, signature] = token.split('.');
    expect(tokenMatches(key, 'confirm', `${grace.documentId}.${signature}`, grace)).toBe(false);
  });

  it('refuse anything not shaped like one', () => {
    for (const bad of [
      undefined,
      42,
      '',
      'abc',
      'abc.def',
      `${ada.documentId}.${'A'.repeat(42)}`,
      `A.${'A'.repeat(43)}`,
    ]) {
      expect(parseToken(bad)).toBeNull();
      expect(tokenMatches(key, 'confirm', bad, ada)).toBe(false);
    }
  });
});

describe('subscriber links', () => {
  const links = subscriberLinks(key, ada, { siteUrl: 'https://site.example/', cmsUrl: 'https://cms.example' });

  it('lead to the site pages and, for mail clients, to the CMS', () => {
    expect(links.confirmUrl).toBe(`https://site.example/newsletter/confirm?token=${signToken(key, 'confirm', ada)}`);
    expect(links.unsubscribeUrl).toBe(
      `https://site.example/newsletter/unsubscribe?token=${signToken(key, 'unsubscribe', ada)}`,
    );
    expect(links.oneClickUrl).toBe(
      `https://cms.example/api/newsletter/unsubscribe?token=${signToken(key, 'unsubscribe', ada)}`,
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
  const now = new Date('2026-03-10T12:00:00Z');

  it('expires pending sign-ups after the pending period and resends after an hour', () => {
    expect(pendingCutoff(now, 7).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(resendCutoff(now).getTime()).toBe(now.getTime() - CONFIRMATION_RESEND_MS);
    expect(CONFIRMATION_RESEND_MS).toBe(60 * 60_000);
  });

  it('stores the heading and introduction shown beside the form', () => {
    expect(consentWording({ newsletterHeading: ' Monthly ', newsletterIntro: 'No spam.' })).toBe('Monthly\nNo spam.');
    expect(consentWording({ newsletterHeading: '', newsletterIntro: 'No spam.' })).toBe('No spam.');
    expect(consentWording(null)).toBe('');
  });
});
