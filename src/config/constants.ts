/**
 * The product's business constants and limits (SPEC section 9), in one place. Everything that times,
 * sizes or counts something in the site takes its number from here. CSS cannot import them, so
 * ./constants.test.ts checks that every media query and the chat panel's width in the style sheets
 * say the same.
 */

/** The intro overlay disappears by itself after this long... */
export const INTRO_AUTO_DISMISS_MS = 3000;
/** ...and is removed from the page this long after disappearing (its fade-out). */
export const INTRO_REMOVE_AFTER_MS = 800;

/** The chat's typing indicator shows for TYPING_START_MS and then TYPING_ANSWER_MS more. */
export const CHAT_TYPING_START_MS = 500;
export const CHAT_TYPING_ANSWER_MS = 3000;

/** The FAQ has this many levels (of four questions each, which the CMS enforces). */
export const FAQ_LEVELS = 5;

export const TOAST_AUTO_CLOSE_MS = 5000;

/** The chat panel's width on screens wider than the desktop breakpoint.
 * @internal In CSS only: ./constants.test.ts compares the style sheets with it. */
export const CHAT_WIDGET_WIDTH = '30rem';

/** Widths up to this are laid out for phones and tablets; wider is the desktop layout, where the
 * Safari/Mac adjustments apply.
 * @internal In CSS only: ./constants.test.ts compares the style sheets with it. */
export const DESKTOP_BREAKPOINT_PX = 1023;

export const DEFAULT_LANGUAGE = 'en';

/** The dark-mode cookie's value when dark mode is on, empty when off (SPEC section 4; the cookie's
 * name: DARK_MODE_COOKIE, src/lib/browserStorage.ts). */
export const DARK_MODE_ENABLED = 'enabled';
/** The class on <html> when dark mode is off. */
export const LIGHT_CLASS = 'light';

/** Window listeners update the store at most this often. */
export const LISTENER_THROTTLE_MS = 100;

/** The header's and footer's links; each one's label is the catalogue's `labelKey` (src/config/messages). */
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/services', labelKey: 'nav.services' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const;

/** Where the CMS lives for visitors' browsers (the submissions and the chat transcript). */
export const CMS_PUBLIC_URL = (process.env.GATSBY_CMS_URL || 'http://127.0.0.1:1337').replace(/\/$/, '');

/** The privacy notice's page (a CMS single type); every form and the chat's contact form link to it. */
export const PRIVACY_PATH = '/privacy';

/** An unsent chat transcript (the chat's outbox in localStorage) is dropped from the visitor's browser
 * this many days after it was queued. The CMS's privacy figures (cms/src/contracts/retention.ts,
 * browserTranscriptDays) say the same; src/lib/submission.test.ts keeps the two equal. */
export const CHAT_OUTBOX_MAX_AGE_DAYS = 7;
