/**
 * The count's beacon: what the site sends (./beacon.ts, in every page's first load) and what the CMS
 * accepts (./counts.ts), by the same rules, for any address a visit may land on or come from.
 */
import fc from 'fast-check';
import { HOST_MAX, PATH_MAX, TEXT_MAX } from './beacon';
import { BEACON_MESSAGES, checkBeacon, countedSource, landingView, readablePath, routeView } from './counts';
import { SOURCE_FIELDS } from './leads';

/** A beacon as the CMS receives it: the JSON the browser sent. */
const sent = (beacon: unknown) => JSON.parse(JSON.stringify(beacon)) as unknown;

describe('the page-view beacon', () => {
  it('counts the first page of a visit with where it came from: the referring host, utm_source, utm_campaign', () => {
    expect(
      landingView(
        'https://site.example/company-events-2027?utm_source=linkedin&utm_medium=social&utm_campaign=events%202027&email=ada@example.com',
        'https://www.linkedin.com/feed/?trk=x',
      ),
    ).toEqual({
      event: 'page-view',
      path: '/company-events-2027',
      visit: true,
      referrer: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmCampaign: 'events 2027',
    });
  });

  it('sends no query but the two labels, and no referrer that is not another web site', () => {
    const view = sent(landingView('https://site.example/newsletter/confirm?token=secret', 'android-app://com.google'));
    expect(view).toEqual({ event: 'page-view', path: '/newsletter/confirm', visit: true });
    expect(JSON.stringify(view)).not.toContain('secret');
  });

  it("is no new visit when one of the site's own pages opened the document (a new tab, a click before hydration)", () => {
    expect(
      landingView('https://site.example/contact', 'https://site.example/company-events-2027?utm_source=linkedin'),
    ).toEqual({ event: 'page-view', path: '/contact' });
  });

  it('counts a client-side navigation as a page view only, and sends nothing for an address that is none', () => {
    expect(routeView('/about')).toEqual({ event: 'page-view', path: '/about' });
    expect(landingView('not a url', '')).toBeUndefined();
  });

  it("has the lead's own limits", () => {
    expect([PATH_MAX, HOST_MAX, TEXT_MAX]).toEqual([
      SOURCE_FIELDS.landingPage.max,
      SOURCE_FIELDS.referrer.max,
      SOURCE_FIELDS.utmCampaign.max,
    ]);
    expect(SOURCE_FIELDS.utmSource.max).toBe(TEXT_MAX);
  });

  // Whatever address a visit lands on or comes from, the CMS takes what the browser sends: a beacon
  // refused would be a visit lost.
  it('always makes a beacon the CMS accepts, for any address (property)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 300 });
    const address = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string(),
      fc
        .record({
          path: fc.oneof(
            fc.webPath(),
            text.map((value) => `/${encodeURIComponent(value)}`),
          ),
          source: text,
          campaign: text,
        })
        .map(
          ({ path, source, campaign }) =>
            `https://site.example${path}?${new URLSearchParams({ utm_source: source, utm_campaign: campaign }).toString()}`,
        ),
    );
    const referrer = fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc.constant(''),
      // Host names a URL takes but a host rule may not: long labels, characters outside letters and digits.
      fc.stringMatching(/^[a-z0-9!$&'()*+,;=~-]{1,80}(\.[a-z0-9-]{1,70}){0,4}$/).map((host) => `https://${host}/`),
    );
    fc.assert(
      fc.property(address, referrer, (landing, from) => {
        const view = landingView(landing, from);
        if (!view) return;
        const { errors, counted } = checkBeacon(sent(view));
        expect(errors).toEqual({});
        expect(counted).toMatchObject({ event: 'page-view', path: readablePath(view.path!) });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the CMS's check of a beacon", () => {
  it.each([
    ['not an object', 'page', ['body']],
    ['a list', [], ['body']],
    ['no event', { path: '/' }, ['event']],
    ['an unknown event', { event: 'purchase', path: '/' }, ['event']],
    ['a page view without its path', { event: 'page-view' }, ['path']],
    ['a path that is not one', { event: 'page-view', path: 'about us' }, ['path']],
    ['a path too long', { event: 'page-view', path: `/${'a'.repeat(PATH_MAX)}` }, ['path']],
    ['a visit that is not true or false', { event: 'page-view', path: '/', visit: 'yes' }, ['visit']],
    [
      'a referrer that is not a host',
      { event: 'page-view', path: '/', visit: true, referrer: 'https://x.example/' },
      ['referrer'],
    ],
    ['a campaign on two lines', { event: 'chat-opened', utmCampaign: 'a\nb' }, ['utmCampaign']],
    [
      'a source too long, and a landing page that is no path',
      { event: 'chat-opened', utmSource: 'x'.repeat(201), landingPage: 'home' },
      ['landingPage', 'utmSource'],
    ],
  ])('refuses %s, naming the field', (_what, body, fields) => {
    const { errors, counted } = checkBeacon(body);
    expect(Object.keys(errors).sort()).toEqual(fields);
    expect(counted).toBeUndefined();
    if (fields[0] === 'body') expect(errors.body).toBe(BEACON_MESSAGES.body);
  });

  it('counts a visit against its page, its source (utm_source, else the referring site) and its campaign', () => {
    expect(
      checkBeacon({ event: 'page-view', path: '/de/%C3%BCber-uns', visit: true, referrer: 'www.google.com' }).counted,
    ).toEqual({
      event: 'page-view',
      path: '/de/über-uns',
      visit: { landingPage: '/de/über-uns', source: 'www.google.com', campaign: '' },
    });
    expect(checkBeacon({ event: 'page-view', path: '/', visit: false, utmSource: 'x' }).counted).toEqual({
      event: 'page-view',
      path: '/',
      visit: null,
    });
    expect(
      checkBeacon({
        event: 'chat-opened',
        landingPage: '/offer',
        referrer: 'www.linkedin.com',
        utmSource: 'linkedin',
        utmCampaign: 'autumn',
        utmMedium: 'ignored',
      }).counted,
    ).toEqual({ event: 'chat-opened', source: { landingPage: '/offer', source: 'linkedin', campaign: 'autumn' } });
  });

  it('writes a path as people read it where decoding still makes one, cleaned as stored', () => {
    expect(readablePath('/de/%C3%BCber-uns')).toBe('/de/über-uns');
    expect(readablePath('/a%20b')).toBe('/a%20b');
    expect(readablePath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
    expect(readablePath('/a%01b')).toBe('/ab');
    expect([readablePath('/about/'), readablePath('/about'), readablePath('/')]).toEqual(['/about', '/about', '/']);
    expect(countedSource({})).toEqual({ landingPage: '', source: '', campaign: '' });
  });
});
