import fc from 'fast-check';
import { attributionOf, visitAttribution } from './attribution';
import { LEADS, SOURCE_FIELDS, checkBeacon, checkField, checkSubmission, cleanText, type LeadKind } from './submission';

describe('where a visit came from', () => {
  it('takes the landing path, the utm_ parameters and the referring host', () => {
    expect(
      attributionOf(
        'https://www.meridianworks.example/company-events-2027?utm_source=linkedin&utm_medium=social&utm_campaign=events%202027&utm_term=offsite&utm_content=banner&email=ada@example.com',
        'https://www.linkedin.com/feed/?trk=x',
      ),
    ).toEqual({
      landingPage: '/company-events-2027',
      referrer: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'events 2027',
      utmTerm: 'offsite',
      utmContent: 'banner',
    });
  });

  it('keeps no query but the utm_ parameters', () => {
    const result = attributionOf('https://site.example/contact?name=Ada&email=ada%40example.com', '');
    expect(result).toEqual({ landingPage: '/contact' });
  });

  it("takes a link from the site's own page as the visit having begun there, campaign and all", () => {
    // A click that loaded a whole document: before hydration, or into a new tab.
    expect(
      attributionOf(
        'https://site.example/contact?name=Ada',
        'https://site.example/company-events-2027?utm_source=linkedin&utm_campaign=events-2027',
      ),
    ).toEqual({ landingPage: '/company-events-2027', utmSource: 'linkedin', utmCampaign: 'events-2027' });
    expect(attributionOf('https://site.example/contact', 'https://site.example/')).toEqual({ landingPage: '/' });
  });

  it('shows a German path as people read it, and leaves out what is empty or not a web link', () => {
    expect(attributionOf('https://site.example/de/%C3%BCber-uns?utm_source=', 'android-app://com.google')).toEqual({
      landingPage: '/de/über-uns',
    });
    expect(attributionOf('not a url', '')).toEqual({});
  });

  it('cuts a long or multi-line campaign to one line the CMS accepts', () => {
    const long = `a\nb${'x'.repeat(400)}`;
    const { utmCampaign } = attributionOf(`https://site.example/?utm_campaign=${encodeURIComponent(long)}`, '');
    expect(utmCampaign).toBe(`a b${'x'.repeat(197)}`);
  });

  it('reads the landing address from the browser when no navigation entry says otherwise', () => {
    window.history.replaceState(null, '', '/services?utm_source=newsletter');
    expect(visitAttribution()).toMatchObject({ landingPage: '/services', utmSource: 'newsletter' });
  });

  // The browser builds these fields and the CMS checks them by the same rules (cms/src/contracts):
  // whatever address a visit lands on or comes from, what is sent never makes a lead be refused.
  it('never sends a value the CMS refuses, for any address (property)', () => {
    const address = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string(),
      fc
        .record({ path: fc.webPath(), utm: fc.dictionary(fc.constantFrom('utm_source', 'utm_term', 'x'), fc.string()) })
        .map(({ path, utm }) => `https://site.example${path}?${new URLSearchParams(utm).toString()}`),
    );
    fc.assert(
      fc.property(address, fc.oneof(fc.webUrl(), fc.string(), fc.constant('')), (landing, referrer) => {
        const sent = attributionOf(landing, referrer);
        for (const [field, value] of Object.entries(sent)) {
          expect([field, checkField(SOURCE_FIELDS[field as keyof typeof SOURCE_FIELDS], value)]).toEqual([field, null]);
        }
        for (const kind of Object.keys(LEADS) as LeadKind[]) {
          const errors = checkSubmission(kind, sent);
          const sourceErrors = Object.keys(errors).filter((field) => field in SOURCE_FIELDS);
          expect([kind, sourceErrors]).toEqual([kind, []]);
          expect(Object.keys(sent).every((field) => field in LEADS[kind].fields)).toBe(true);
        }
        // The chat opened is counted against the same fields (src/features/chat/ChatPanel.tsx).
        const { landingPage, referrer: host, utmSource, utmCampaign } = sent;
        const opened = { event: 'chat-opened', landingPage, referrer: host, utmSource, utmCampaign };
        expect(checkBeacon(JSON.parse(JSON.stringify(opened))).errors).toEqual({});
      }),
    );
  });

  it('keeps any utm_ value a campaign may carry, as one cleaned line (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), (value) => {
        const { utmSource } = attributionOf(`https://site.example/?utm_source=${encodeURIComponent(value)}`, '');
        const expected = cleanText(value.replace(/\s+/g, ' '));
        expect(utmSource ?? '').toBe(expected);
      }),
    );
  });
});
