import crypto from 'node:crypto';
import { LOCALE_CODES } from '../contracts/locales';
import { CONFIRMATION_LOCALES, composeConfirmationEmail, emailLocaleOf } from './compose';
import { subscriberLinks } from './links';
import { newConfirmNonce } from './tokens';

const links = subscriberLinks(
  crypto.randomBytes(32),
  {
    documentId: 'abcdefghijklmnopqrstuvwx',
    email: 'Ada@Example.com',
    confirmNonce: newConfirmNonce(),
    expiresAt: new Date('2026-03-17T12:00:00Z'),
  },
  { siteUrl: 'https://site.example/', cmsUrl: 'https://cms.example' },
);

describe('the confirmation email', () => {
  it('goes to the subscriber alone, with the wording, both links and the headers', () => {
    const email = composeConfirmationEmail(
      { email: 'ada@example.com', consentText: 'Monthly <news>\nNo spam.' },
      links,
      { firmName: 'Meridian Works', pendingDays: 7 },
    );
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Please confirm your subscription to the Meridian Works newsletter');
    expect(email.text).toContain(links.confirmUrl);
    expect(email.text).toContain(links.unsubscribeUrl);
    expect(email.text).toContain('Monthly <news>\nNo spam.');
    expect(email.text).toContain('within 7 days');
    expect(email.text.startsWith('Hello,\n')).toBe(true);
    expect(email.html).toContain('<p>Hello,</p>');
    expect(email.html).toContain('Monthly &lt;news&gt;');
    expect(email.html).toContain(`href="${links.confirmUrl}"`);
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is written in the language the subscriber signed up in, and in English otherwise', () => {
    const german = composeConfirmationEmail({ email: 'ada@example.com', lang: 'de' }, links, {
      firmName: 'Meridian Works',
      pendingDays: 7,
    });
    expect(german.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von Meridian Works');
    expect(german.text.startsWith('Guten Tag,\n')).toBe(true);
    expect(german.text).toContain('innerhalb von 7 Tagen');
    expect(german.text).toContain(links.confirmUrl);
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('>Anmeldung bestätigen</a>');
    expect(german.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    for (const lang of [undefined, null, '', 'en', 'fr', 'xx-YY', '<b>']) expect(emailLocaleOf(lang)).toBe('en');
    expect(emailLocaleOf('de-AT')).toBe('de');
    expect(emailLocaleOf(' DE ')).toBe('de');
  });

  // The address is not confirmed: whoever typed the name may be a stranger using the firm's email to
  // reach it. The subscription row (as the outbox hands it over) carries the name; no language's
  // email says it, nor any part of it.
  it.each(CONFIRMATION_LOCALES)('does not echo the name a visitor typed (%s)', (lang) => {
    const name = 'Your account is locked, call +44 20 7946 0000 or visit https://evil.example/login now';
    const row = { email: 'victim@example.com', name, lang, consentText: 'Monthly news.' };
    const email = composeConfirmationEmail(row, links, { firmName: 'Meridian Works', pendingDays: 7 });
    for (const part of [email.subject, email.text, email.html, ...Object.values(email.headers)]) {
      for (const word of ['locked', '7946', 'evil.example']) expect(part).not.toContain(word);
    }
  });

  it('has words for every language of the site', () => {
    expect([...CONFIRMATION_LOCALES].sort()).toEqual([...LOCALE_CODES].sort());
  });
});
