/**
 * The site's one door to the CMS's kinds of lead (cms/src/contracts/leads.ts) and submission rules
 * (cms/src/contracts/submission-rules.ts): the forms, the chat and `submit()` import them from here,
 * so the browser applies exactly the rules the CMS enforces and no other file of the site reaches
 * into cms/. The linter keeps it that way (README,
 * "Architecture").
 *
 * Every sentence a visitor reads about a submission is either a field's message from the rules
 * (`MESSAGES`, which the CMS answers with too, in English), worded in the page's locale by
 * `localizeRuleMessage`, or one of `SUBMIT_MESSAGES` below; both read the page's catalogue
 * (src/lib/i18n.tsx) when they are read, so they speak the page's language.
 */
import { MESSAGES } from '@contracts/submission-rules';
import { translator, type MessageKey } from './i18n';

/** How long the CMS keeps what is submitted (the privacy notice's figures). The site applies one of
 * them itself (the chat outbox's CHAT_OUTBOX_MAX_AGE_DAYS); ./submission.test.ts keeps that equal. */
export { RETENTION_DEFAULTS } from '@contracts/retention';

export {
  CHAT_CONTACT_FIELDS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MESSAGES,
  SUBMISSION_RULES,
  canReachVisitor,
  checkField,
  checkSubmission,
  cleanText,
  todayIso,
  type FieldRule,
} from '@contracts/submission-rules';

/** The kinds of lead (each one's route, fields and form: cms/src/contracts/leads.ts). */
export { FORM_KINDS, LEADS, SOURCE_FIELDS, type FormKind, type LeadKind, type SourceField } from '@contracts/leads';

/** The chat's questions the FAQ could not answer: how one is normalised and where it goes, with
 * nothing of the visitor (cms/src/contracts/unanswered-questions.ts). */
export { UNANSWERED_QUESTION_PATH, normaliseQuestion, type UnansweredQuestion } from '@contracts/unanswered-questions';
/** How a visit began and a path as people read it: the lead's landing page is written as the page
 * views are counted (cms/src/contracts/counts.ts), whose check of the chat's beacon the tests use. */
export { checkBeacon, readablePath, visitStart } from '@contracts/counts';

/** The CMS routes the browser calls, the only ones the CMS answers CORS on (the form token's among them). */
export { BROWSER_ROUTES, FORM_TOKEN_PATH, isBrowserRoute } from '@contracts/browser-routes';

const t = (key: MessageKey, params?: Record<string, string | number>) => translator().t(key, params);

/** "30 seconds", "1 minute", "5 minutes": how long a 429 asks the visitor to wait. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? t('submit.second') : t('submit.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? t('submit.minute') : t('submit.minutes', { count: minutes });
}

type RuleName = keyof typeof MESSAGES;

/**
 * A rule's message (the shared rules answer in English, in the browser as from the CMS) in the page's
 * locale: the rule it names is found by its English wording, and a number in it ("at least 10
 * characters") is carried over. A message no rule gives (a CMS newer than the page) stays as it came.
 */
export function localizeRuleMessage(message: string): string {
  const numbers = (message.match(/\d+/g) ?? []).map(Number);
  for (const name of Object.keys(MESSAGES) as RuleName[]) {
    const wording = MESSAGES[name];
    const key = `rules.${name}` as MessageKey;
    if (typeof wording === 'string') {
      if (wording === message) return t(key);
      continue;
    }
    // tooLong(max) reads "under max + 1": the number shown is the one carried.
    const shown = numbers.find((count) => wording(count) === message || wording(count - 1) === message);
    if (shown !== undefined) return t(key, { count: shown });
  }
  return message;
}

/** What the site says about a submission as a whole (the fields' own messages are the rules'), in the
 * page's locale at the moment it is read. */
export const SUBMIT_MESSAGES = {
  get sent() {
    return t('submit.sent');
  },
  get invalid() {
    return t('submit.invalid');
  },
  rateLimited: (retryAfterSeconds: number) => t('submit.rateLimited', { wait: describeWait(retryAfterSeconds) }),
  get network() {
    return t('submit.network');
  },
  get server() {
    return t('submit.server');
  },
  get unexpected() {
    return t('submit.unexpected');
  },
  /** The chat's contact form when nothing would reach the visitor: the rules' own words for it. */
  get chatContact() {
    return t('rules.chatContact');
  },
  /** The CMS refused a chat transcript (400). It takes the chat's text as typed, so this should not
   * happen; if it does, nothing is thrown away: the transcript stays in this browser's outbox and is
   * offered again on later visits, and the visitor knows to reach us another way. */
  get transcriptRejected() {
    return t('submit.transcriptRejected');
  },
};
