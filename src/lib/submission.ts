/**
 * The site's one door to the CMS's kinds of lead (cms/src/contracts/leads.ts) and submission rules
 * (cms/src/contracts/submission-rules.ts): the forms, the chat and `submit()` import them from here,
 * so the browser applies exactly the rules the CMS enforces and no other file of the site reaches
 * into cms/. The linter keeps it that way (README,
 * "Architecture").
 *
 * Every sentence a visitor reads about a submission is either a field's message from the rules
 * (`MESSAGES`, which the CMS answers with too) or one of `SUBMIT_MESSAGES` below.
 */
import { MESSAGES } from '@contracts/submission-rules';

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
export { FORM_KINDS, LEADS, type FormKind, type LeadKind } from '@contracts/leads';

/** The CMS routes the browser calls, the only ones the CMS answers CORS on (the form token's among them). */
export { BROWSER_ROUTES, FORM_TOKEN_PATH, isBrowserRoute } from '@contracts/browser-routes';

/** "30 seconds", "1 minute", "5 minutes": how long a 429 asks the visitor to wait. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What the site says about a submission as a whole (the fields' own messages are the rules'). */
export const SUBMIT_MESSAGES = {
  sent: 'Thank you! We have received your message.',
  invalid: 'Please correct the highlighted fields.',
  rateLimited: (retryAfterSeconds: number) =>
    `Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
  network: 'We could not reach our server. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
  /** The chat's contact form when nothing would reach the visitor: the rules' own words for it. */
  chatContact: MESSAGES.chatContact,
  /** The CMS refused a chat transcript (400). It takes the chat's text as typed, so this should not
   * happen; if it does, nothing is thrown away: the transcript stays in this browser's outbox and is
   * offered again on later visits, and the visitor knows to reach us another way. */
  transcriptRejected:
    'We could not save this conversation. Your details and questions are kept on this device, but please also reach us through the contact page.',
} as const;
