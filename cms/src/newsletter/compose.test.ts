import crypto from 'node:crypto';
import { composeConfirmationEmail } from './compose';
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
