/**
 * Every cookie and browser-storage key a visitor's browser may get from the site, in one place: the
 * site's code that sets each takes its name from here, the seeded privacy notice
 * (../seed/privacy.ts, privacy.de.ts) names each (as code) with its purpose and lifetime, and the
 * tests compare the three: ../seed/privacy.test.ts that both notices name exactly these, the browser
 * suite (tests/e2e/privacy-storage.spec.ts, consent.spec.ts) that what a browser holds after a visit
 * is on this list and that every key a visit sets was seen. Pure, no Strapi: the site imports this file.
 *
 * A new cookie or storage key goes here first; the notice, in every language, then fails its test
 * until it names it.
 */
import { LANGUAGE_COOKIE } from './locales';

/** The dark-mode cookie (SPEC section 4): value `enabled`, or empty; kept a year. */
export const DARK_MODE_COOKIE = 'darkMode';
/** The session cookie (value `1`) saying this browser session has seen the intro. */
export const INTRO_SEEN_COOKIE = 'introSeen';
/** The cookie consent banner's record of the visitor's choice (vanilla-cookieconsent's cookie). */
export const CONSENT_COOKIE = 'cc_cookie';
/** How long the consent choice is kept: six months. */
export const CONSENT_COOKIE_DAYS = 182;
/** The chat's conversation, for the browser tab (sessionStorage). */
export const CHAT_STATE_KEY = 'chat.state';
/** The chat's unsent transcripts (localStorage), each for at most RETENTION_DEFAULTS.browserTranscriptDays. */
export const CHAT_OUTBOX_KEY = 'chat.outbox';
/** A form's draft (sessionStorage), one per form: this prefix and the form's kind. */
export const FORM_DRAFT_KEY_PREFIX = 'form-draft:';
/** The draft preview's cookie (server/preview.ts), set only by an editor's preview link, for an hour. */
export const PREVIEW_COOKIE = 'meridian_preview';
/** Gatsby's scroll positions (gatsby-react-router-scroll, sessionStorage): this prefix, the path and a key. */
export const GATSBY_SCROLL_KEY_PREFIX = '@@scroll|';
/** Gatsby's guard against reloading again and again when a page's scripts and the site's data are of
 * different builds (sessionStorage; set before one reload after a publish, removed once loaded). */
export const GATSBY_RELOAD_KEY = 'gatsby-reload-compilation-hash-match';
/** Google Analytics' cookies (gtag.js), only after the visitor accepts statistics: `_ga`, and
 * `_ga_<container>` (this prefix). */
export const ANALYTICS_COOKIE = '_ga';
export const ANALYTICS_CONTAINER_COOKIE_PREFIX = '_ga_';

export type BrowserStore = 'cookie' | 'localStorage' | 'sessionStorage';

/**
 * When a browser gets the key: `visit`, as a visitor uses the site (the theme switch, the language
 * switcher, the chat, a form, scrolling…); `consent`, only once the visitor has answered the consent
 * banner (only on a site built with GATSBY_ANALYTICS_ID; Google's own only after an Accept);
 * `preview`, only through an editor's preview link; `update`, only for the moment a page reloads
 * itself because the site was rebuilt while it was open.
 */
export type StoredWhen = 'visit' | 'consent' | 'preview' | 'update';

export interface StoredKey {
  /** The key's name, or the start of its names when `prefix`. */
  name: string;
  prefix?: boolean;
  store: BrowserStore;
  when: StoredWhen;
}

export const SITE_STORAGE: readonly StoredKey[] = [
  { name: DARK_MODE_COOKIE, store: 'cookie', when: 'visit' },
  { name: LANGUAGE_COOKIE, store: 'cookie', when: 'visit' },
  { name: INTRO_SEEN_COOKIE, store: 'cookie', when: 'visit' },
  { name: CHAT_STATE_KEY, store: 'sessionStorage', when: 'visit' },
  { name: FORM_DRAFT_KEY_PREFIX, prefix: true, store: 'sessionStorage', when: 'visit' },
  { name: CHAT_OUTBOX_KEY, store: 'localStorage', when: 'visit' },
  { name: GATSBY_SCROLL_KEY_PREFIX, prefix: true, store: 'sessionStorage', when: 'visit' },
  { name: GATSBY_RELOAD_KEY, store: 'sessionStorage', when: 'update' },
  { name: CONSENT_COOKIE, store: 'cookie', when: 'consent' },
  { name: ANALYTICS_COOKIE, store: 'cookie', when: 'consent' },
  { name: ANALYTICS_CONTAINER_COOKIE_PREFIX, prefix: true, store: 'cookie', when: 'consent' },
  { name: PREVIEW_COOKIE, store: 'cookie', when: 'preview' },
];

/** How the privacy notice writes a key: its name, or its prefix and `*` (`form-draft:*`).
 * @internal The seed's tests check the notice names each key so. */
export const storageLabel = (key: StoredKey): string => (key.prefix ? `${key.name}*` : key.name);

/** The entry of SITE_STORAGE a key found in a browser is, or undefined when the site does not declare it.
 * @internal For the browser tests of what the site stores (tests/e2e/browser-keys.ts). */
export function storedKeyOf(store: BrowserStore, name: string): StoredKey | undefined {
  return SITE_STORAGE.find(
    (key) => key.store === store && (key.prefix ? name.startsWith(key.name) && name !== key.name : name === key.name),
  );
}
