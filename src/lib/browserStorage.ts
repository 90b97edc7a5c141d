/**
 * The names of the cookies and browser-storage keys the site sets, for the site's code: the site's
 * one door to the list the privacy notice names them from (cms/src/contracts/browser-storage.ts), so a
 * key the code sets is a key the notice names.
 */
export {
  ANALYTICS_CONTAINER_COOKIE_PREFIX,
  ANALYTICS_COOKIE,
  CHAT_OUTBOX_KEY,
  CHAT_STATE_KEY,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  DARK_MODE_COOKIE,
  FORM_DRAFT_KEY_PREFIX,
  INTRO_SEEN_COOKIE,
} from '@contracts/browser-storage';
