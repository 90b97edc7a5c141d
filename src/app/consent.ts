/**
 * Consent before analytics (issue 18): the pure parts, without the banner library, so they are tested
 * without a browser (./consent.test.ts). ./consentBanner.ts wires them to vanilla-cookieconsent.
 *
 * - Google Consent Mode v2: every storage type is "denied" by default, set before the tag exists; an
 *   Accept grants analytics_storage only (the site shows no ads, so the ad types stay denied).
 * - The tag (gtag.js from googletagmanager.com) is requested only after an Accept, never before: in
 *   Consent Mode's "advanced" use a tag loaded while denied still sends cookieless pings, which in the
 *   EU also need consent. So this is the "basic" use: no tag, no request, until the visitor agrees.
 * - A withdrawal sets consent back to denied and `ga-disable-<id>` (Google's own opt-out switch, which
 *   stops a loaded tag from sending anything); page views stop; the banner library erases the _ga
 *   cookies (ANALYTICS_COOKIES).
 */
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import {
  ANALYTICS_CONTAINER_COOKIE_PREFIX,
  ANALYTICS_COOKIE,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  DARK_MODE_COOKIE,
  INTRO_SEEN_COOKIE,
} from '../lib/browserStorage';
import { CHAT_OUTBOX_MAX_AGE_DAYS } from '../config/constants';
import { translator } from '../lib/i18n';
import { LANGUAGE_COOKIE } from '../lib/locale';
import { pageLocation } from './analytics';

type Gtag = (...args: unknown[]) => void;
export type ConsentValue = 'granted' | 'denied';

/** The four types Consent Mode v2 requires a default for. */
export const CONSENT_TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

export const ANALYTICS_CATEGORY = 'analytics';

/** The cookies Google Analytics sets (gtag.js: _ga and _ga_<container>; older tags also _gid and
 * _gat*): erased when consent is withdrawn. */
export const ANALYTICS_COOKIES = /^(_ga|_ga_.+|_gid|_gat.*)$/;

export function consentState(analytics: boolean): Record<(typeof CONSENT_TYPES)[number], ConsentValue> {
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: analytics ? 'granted' : 'denied',
  };
}

export function tagUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

export interface AnalyticsWindow {
  /** The page's address (a browser window always has one). */
  location?: { href: string };
  dataLayer?: unknown[];
  gtag?: Gtag;
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

export interface Analytics {
  grant(): void;
  withdraw(): void;
  /** A page view of a client-side route change; nothing without consent. */
  pageView(pathname: string): void;
  readonly granted: boolean;
}

/**
 * Sets up gtag's queue with the denied defaults (before any tag), and returns the switches the
 * consent choice works. `loadTag` adds the script; it is called at most once, on the first grant.
 */
export function createAnalytics(id: string, win: AnalyticsWindow, loadTag: (src: string) => void): Analytics {
  const dataLayer = (win.dataLayer = win.dataLayer || []);
  const gtag: Gtag = (win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object itself
    dataLayer.push(arguments);
  });
  gtag('consent', 'default', consentState(false));
  // Every page view names its address, as ./analytics.ts's pageLocation cleans it.
  const where = () => (win.location ? { page_location: pageLocation(win.location.href) } : {});
  let granted = false;
  let tagRequested = false;
  return {
    grant() {
      if (granted) return;
      granted = true;
      win[`ga-disable-${id}`] = false;
      gtag('consent', 'update', consentState(true));
      if (tagRequested) return;
      tagRequested = true;
      // The config sends the page view of the page the visitor is on.
      gtag('js', new Date());
      gtag('config', id, where());
      loadTag(tagUrl(id));
    },
    withdraw() {
      if (!granted) return;
      granted = false;
      gtag('consent', 'update', consentState(false));
      win[`ga-disable-${id}`] = true;
    },
    pageView(pathname) {
      if (granted) gtag('event', 'page_view', { page_path: pathname, ...where() });
    },
    get granted() {
      return granted;
    },
  };
}

export interface ConsentOptions {
  /** The privacy notice's path, linked from both layers. */
  privacyPath: string;
  /** Whether the consent cookie may be Secure (the page is served over HTTPS). */
  secure: boolean;
  onGrant: () => void;
  onWithdraw: () => void;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The banner's configuration: opt-in; Accept and Reject side by side, styled alike, on the first
 * layer; a second layer ("Settings", and the footer's "Cookie settings") lists what is stored and why.
 * The choice is kept for CONSENT_COOKIE_DAYS (182) in the cc_cookie cookie (itself necessary: it records
 * the choice).
 */
export function consentConfig({ privacyPath, secure, onGrant, onWithdraw }: ConsentOptions): CookieConsentConfig {
  // The page's words (src/lib/i18n.tsx): the banner is built on the page it first shows on.
  const { locale, t } = translator();
  const privacyLink = `<a href="${escapeHtml(privacyPath)}">${escapeHtml(t('footer.privacyNotice'))}</a>`;
  return {
    mode: 'opt-in',
    autoShow: true,
    // Nothing on the site is gated by data-category script tags; the tag is added by createAnalytics.
    manageScriptTags: false,
    autoClearCookies: true,
    // The banner overlays the page without blocking it: reading the site needs no choice.
    disablePageInteraction: false,
    // The library hides the banner from browsers that say they are automated (navigator.webdriver).
    // Automated checks of the site (accessibility, consent audits) must meet the same banner as a
    // visitor, and no tag loads without a choice either way, so it is shown to everyone.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: 'Lax', secure },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [ANALYTICS_CATEGORY]: { enabled: false, autoClear: { cookies: [{ name: ANALYTICS_COOKIES }] } },
    },
    onConsent: ({ cookie }) => {
      if (cookie.categories.includes(ANALYTICS_CATEGORY)) onGrant();
    },
    onChange: ({ cookie, changedCategories }) => {
      if (!changedCategories.includes(ANALYTICS_CATEGORY)) return;
      if (cookie.categories.includes(ANALYTICS_CATEGORY)) onGrant();
      else onWithdraw();
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            label: t('consent.label'),
            title: t('consent.title'),
            description: t('consent.description'),
            acceptAllBtn: t('consent.accept'),
            acceptNecessaryBtn: t('consent.reject'),
            showPreferencesBtn: t('consent.settings'),
            footer: privacyLink,
          },
          preferencesModal: {
            title: t('consent.preferencesTitle'),
            acceptAllBtn: t('consent.acceptAll'),
            acceptNecessaryBtn: t('consent.rejectAll'),
            savePreferencesBtn: t('consent.save'),
            closeIconLabel: t('consent.close'),
            sections: [
              { description: t('consent.intro', { consentCookie: CONSENT_COOKIE }) },
              {
                title: t('consent.necessaryTitle'),
                description: t('consent.necessary', {
                  darkModeCookie: DARK_MODE_COOKIE,
                  introCookie: INTRO_SEEN_COOKIE,
                  languageCookie: LANGUAGE_COOKIE,
                  days: CHAT_OUTBOX_MAX_AGE_DAYS,
                }),
                linkedCategory: 'necessary',
              },
              {
                title: t('consent.statisticsTitle'),
                description: t('consent.statistics'),
                linkedCategory: ANALYTICS_CATEGORY,
                cookieTable: {
                  caption: t('consent.tableCaption'),
                  headers: {
                    name: t('consent.tableName'),
                    duration: t('consent.tableDuration'),
                    purpose: t('consent.tablePurpose'),
                  },
                  body: [
                    { name: ANALYTICS_COOKIE, duration: t('consent.twoYears'), purpose: t('consent.gaPurpose') },
                    {
                      name: `${ANALYTICS_CONTAINER_COOKIE_PREFIX}*`,
                      duration: t('consent.twoYears'),
                      purpose: t('consent.gaStatePurpose'),
                    },
                  ],
                },
              },
              { title: t('consent.moreTitle'), description: t('consent.more', { privacyLink }) },
            ],
          },
        },
      },
    },
  };
}
