import { LEAD_KINDS } from '../contracts/leads';
import { composeLeadEmail, escapeHtml, languageLabel, personOf, replyToOf, subjectFor } from './compose';

const attack = '<img src=x onerror=alert(1)>';

describe('lead emails', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt;',
    );
    expect(escapeHtml('plain 😀 日本')).toBe('plain 😀 日本');
  });

  it('names the kind and the person in the subject, on one line', () => {
    expect(subjectFor('contact-request', { name: 'Ada Lovelace' })).toBe('New contact request from Ada Lovelace');
    expect(subjectFor('event-request', { name: 'Grace Hopper' })).toBe('New event request from Grace Hopper');
    expect(subjectFor('chatbot-transcript', { name: '', email: 'x@y.example' })).toBe(
      'New chat transcript from x@y.example',
    );
    expect(subjectFor('chatbot-transcript', { name: 'Ann\r\nBcc: victim@example.com' })).toBe(
      'New chat transcript from Ann Bcc: victim@example.com',
    );
    expect(subjectFor('subscription', { email: 'r@example.com' })).toBe(
      'New newsletter subscription from r@example.com',
    );
    expect(personOf({ name: ' ', phone: '' })).toBe('a visitor');
  });

  it('replies to the visitor only at a valid address', () => {
    expect(replyToOf({ email: ' ada@example.com ' })).toBe('ada@example.com');
    expect(replyToOf({ email: 'call me maybe' })).toBeUndefined();
    expect(replyToOf({ email: 'a@b.example\r\nBcc: x@y.example' })).toBeUndefined();
    expect(replyToOf({})).toBeUndefined();
  });

  it("puts visitors' text literally in the plain part and escaped in the HTML part", () => {
    const email = composeLeadEmail(
      'contact-request',
      {
        documentId: 'abc',
        name: `R&D ${attack}`,
        email: 'ada@example.com',
        message: `First line ${attack}\nsecond "line" & more`,
        createdAt: '2026-11-24T10:00:00.000Z',
      },
      { firmName: 'Meridian Works', adminUrl: 'https://cms.example/admin/x' },
    );
    expect(email.subject).toBe(`New contact request from R&D ${attack}`);
    expect(email.replyTo).toBe('ada@example.com');
    expect(email.text).toContain(`Name: R&D ${attack}`);
    expect(email.text).toContain(`Message:\n  First line ${attack}\n  second "line" & more`);
    expect(email.text).toContain('In the admin: https://cms.example/admin/x');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('R&amp;D &lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('second &quot;line&quot; &amp; more');
    expect(email.html).not.toMatch(/Phone|Company/);
  });

  it("lists a transcript's questions in order, and says when there is no address to reply to", () => {
    const email = composeLeadEmail(
      'chatbot-transcript',
      {
        name: 'Pat',
        email: 'not-an-address',
        phone: '',
        industry: 'R&D <Pharma>',
        lang: 'en',
        questions: ['One?', 'Two <b>?'],
      },
      { firmName: 'Meridian Works' },
    );
    expect(email.replyTo).toBeUndefined();
    expect(email.text).toContain('Questions, in the order asked:\n  1. One?\n  2. Two <b>?');
    expect(email.text).toContain('Industry: R&D <Pharma>');
    expect(email.text).toContain('no valid email address');
    expect(email.html).toContain('1. One?<br>2. Two &lt;b&gt;?');
    expect(email.html).not.toContain('admin');
    expect(email.text).toContain('Language: English (en)');
  });

  it('says which language the visitor used, for every kind, and shows an odd code as sent', () => {
    expect(languageLabel('de')).toBe('German (de)');
    expect(languageLabel('en')).toBe('English (en)');
    expect(languageLabel('zz')).toBe('zz');
    expect(languageLabel('<b>x')).toBe('<b>x');
    for (const kind of LEAD_KINDS) {
      const email = composeLeadEmail(kind, { name: 'Ada', email: 'ada@example.com', lang: 'de' }, { firmName: 'M' });
      expect(email.text).toContain('Language: German (de)');
    }
    const odd = composeLeadEmail('contact-request', { name: 'Ada', lang: '<i>fr' }, { firmName: 'M' });
    expect(odd.html).toContain('&lt;i&gt;fr');
  });
  it('says where the visit came from, for every kind, escaped in the HTML; a lead without it lists none', () => {
    const source = {
      landingPage: '/company-events-2027',
      referrer: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'events <2027>',
    };
    for (const kind of LEAD_KINDS) {
      const email = composeLeadEmail(kind, { name: 'Ada', email: 'ada@example.com', ...source }, { firmName: 'M' });
      expect(email.text).toContain('Landing page: /company-events-2027');
      expect(email.text).toContain('Came from: www.linkedin.com');
      expect(email.text).toContain('Campaign source: linkedin');
      expect(email.text).toContain('Campaign medium: social');
      expect(email.text).toContain('Campaign: events <2027>');
      expect(email.html).toContain('events &lt;2027&gt;');
      expect(email.text).not.toContain('Campaign term');
    }
    const plain = composeLeadEmail('contact-request', { name: 'Ada', email: 'ada@example.com' }, { firmName: 'M' });
    expect(plain.text).not.toMatch(/Landing page|Came from|Campaign/);
  });
});
