import type { CookieConsentConfig, CookieValue } from 'vanilla-cookieconsent';
import {
  ANALYTICS_COOKIES,
  CONSENT_TYPES,
  consentConfig,
  consentState,
  createAnalytics,
  tagUrl,
  type AnalyticsWindow,
} from './consent';

const ID = 'G-TEST123';
/** gtag's queue holds `arguments` objects; as arrays they compare. */
const calls = (win: AnalyticsWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

function setUp() {
  const win: AnalyticsWindow = {};
  const loadTag = jest.fn();
  return { win, loadTag, analytics: createAnalytics(ID, win, loadTag) };
}

describe('Consent Mode and the tag', () => {
  it('sets every Consent Mode v2 type to denied first, and loads no tag', () => {
    const { win, loadTag } = setUp();
    expect(calls(win)).toEqual([['consent', 'default', consentState(false)]]);
    expect(Object.keys(consentState(false)).sort()).toEqual([...CONSENT_TYPES].sort());
    expect(Object.values(consentState(false))).toEqual(['denied', 'denied', 'denied', 'denied']);
    expect(loadTag).not.toHaveBeenCalled();
  });

  it('grants analytics storage only, then loads the tag once, after the update', () => {
    const { win, loadTag, analytics } = setUp();
    analytics.grant();
    analytics.grant();
    expect(calls(win).map(([command, detail]) => `${String(command)} ${JSON.stringify(detail)}`)).toEqual([
      `consent "default"`,
      `consent "update"`,
      expect.stringMatching(/^js /),
      `config "${ID}"`,
    ]);
    expect(calls(win)[1][2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(loadTag).toHaveBeenCalledTimes(1);
    expect(loadTag).toHaveBeenCalledWith(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(win[`ga-disable-${ID}`]).toBe(false);
  });

  it('sends page views only while consent is given', () => {
    const { win, analytics } = setUp();
    analytics.pageView('/about');
    expect(calls(win).filter(([command]) => command === 'event')).toEqual([]);
    analytics.grant();
    analytics.pageView('/services');
    analytics.withdraw();
    analytics.pageView('/contact');
    expect(calls(win).filter(([command]) => command === 'event')).toEqual([
      ['event', 'page_view', { page_path: '/services' }],
    ]);
  });

  it('reports the address without the query on the newsletter pages, on the first page view and later', () => {
    const win: AnalyticsWindow = { location: { href: 'https://site.example/newsletter/confirm?token=abc.123.def' } };
    const analytics = createAnalytics(ID, win, jest.fn());
    analytics.grant();
    win.location = { href: 'https://site.example/newsletter/unsubscribe?token=abc.def' };
    analytics.pageView('/newsletter/unsubscribe');
    win.location = { href: 'https://site.example/services?utm_source=mail' };
    analytics.pageView('/services');
    const sent = calls(win).filter(([command]) => command === 'config' || command === 'event');
    expect(sent).toEqual([
      ['config', ID, { page_location: 'https://site.example/newsletter/confirm' }],
      [
        'event',
        'page_view',
        { page_path: '/newsletter/unsubscribe', page_location: 'https://site.example/newsletter/unsubscribe' },
      ],
      [
        'event',
        'page_view',
        { page_path: '/services', page_location: 'https://site.example/services?utm_source=mail' },
      ],
    ]);
    expect(JSON.stringify(win.dataLayer)).not.toContain('token');
  });

  it('on withdrawal denies analytics storage again and switches the loaded tag off', () => {
    const { win, loadTag, analytics } = setUp();
    analytics.grant();
    analytics.withdraw();
    expect(calls(win).at(-1)).toEqual(['consent', 'update', consentState(false)]);
    expect(win[`ga-disable-${ID}`]).toBe(true);
    expect(analytics.granted).toBe(false);
    analytics.grant();
    expect(win[`ga-disable-${ID}`]).toBe(false);
    expect(loadTag).toHaveBeenCalledTimes(1);
  });

  it('keeps an existing queue', () => {
    const win: AnalyticsWindow = { dataLayer: ['earlier'] };
    createAnalytics(ID, win, jest.fn());
    expect(win.dataLayer?.[0]).toBe('earlier');
    expect(tagUrl('G-A&B')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });
});

describe('the banner configuration', () => {
  const onGrant = jest.fn();
  const onWithdraw = jest.fn();
  const config: CookieConsentConfig = consentConfig({ privacyPath: '/privacy', secure: true, onGrant, onWithdraw });
  const cookie = (categories: string[]) => ({ categories }) as unknown as CookieValue;
  const consentModal = () => {
    const translation = config.language.translations.en;
    if (typeof translation !== 'object') throw new Error('inline translation expected');
    return translation;
  };

  beforeEach(() => {
    onGrant.mockReset();
    onWithdraw.mockReset();
  });

  it('asks first (opt-in), with Accept and Reject on the first layer, styled alike', () => {
    expect(config.mode).toBe('opt-in');
    expect(config.categories.analytics.enabled).toBe(false);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(consentModal().consentModal).toMatchObject({ acceptAllBtn: 'Accept', acceptNecessaryBtn: 'Reject' });
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(config.guiOptions?.preferencesModal?.equalWeightButtons).toBe(true);
    expect(consentModal().consentModal.footer).toContain('href="/privacy"');
  });

  it('applies a stored or new Accept, and nothing else', () => {
    config.onConsent?.({ cookie: cookie(['necessary']) });
    expect(onGrant).not.toHaveBeenCalled();
    config.onConsent?.({ cookie: cookie(['necessary', 'analytics']) });
    expect(onGrant).toHaveBeenCalledTimes(1);
  });

  it('withdraws when analytics is switched off, grants when switched on', () => {
    config.onChange?.({ cookie: cookie(['necessary']), changedCategories: ['analytics'], changedServices: {} });
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    config.onChange?.({
      cookie: cookie(['necessary', 'analytics']),
      changedCategories: ['analytics'],
      changedServices: {},
    });
    expect(onGrant).toHaveBeenCalledTimes(1);
    config.onChange?.({ cookie: cookie(['necessary']), changedCategories: [], changedServices: {} });
    expect(onWithdraw).toHaveBeenCalledTimes(1);
  });

  it("erases Google Analytics' cookies, and only those, on withdrawal", () => {
    expect(config.categories.analytics.autoClear?.cookies).toEqual([{ name: ANALYTICS_COOKIES }]);
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_UA-1']) expect(name).toMatch(ANALYTICS_COOKIES);
    for (const name of ['darkMode', 'cc_cookie', '_gallery', 'ga']) expect(name).not.toMatch(ANALYTICS_COOKIES);
  });
});
