/**
 * How long personal data is kept: the one place the CMS, the seeded privacy notice and docs/privacy.md
 * take their figures from (a test keeps the notice and the docs equal to these). Each can be changed
 * by the environment variable named beside it (the CMS's configuration, src/config/env.ts, reads
 * them: src/privacy/periods.ts); the privacy notice must then be edited to match.
 */
export const RETENTION_DEFAULTS = {
  /** LEAD_RETENTION_DAYS: contact requests, event requests and chat transcripts, with their queued emails and
   * the lead desk's state and activity (notes) of each (../lead-desk). */
  leadDays: 365,
  /** SENT_EMAIL_RETENTION_DAYS: a sent lead email's subject and recipients are cleared after this. */
  sentEmailDays: 30,
  /** SUBSCRIPTION_PENDING_DAYS: an address never confirmed is deleted after this (the link expires then too). */
  pendingSubscriptionDays: 7,
  /** UNSUBSCRIBED_RETENTION_DAYS: an unsubscribed address is deleted this long after unsubscribing (time
   * for the firm to remove it from its mailing tool, from the "unsubscribed" list in the admin). */
  unsubscribedDays: 30,
  /** UNANSWERED_QUESTION_RETENTION_DAYS: the questions the chat's FAQ could not answer (normalised, with
   * nothing of the visitor: ./unanswered-questions.ts), counted from the day they were asked. */
  unansweredQuestionDays: 365,
  /** Not configurable: an unsent chat transcript is dropped from the visitor's own browser after this. */
  browserTranscriptDays: 7,
  /** COUNT_RETENTION_DAYS: the counts of page views, visits and conversions (../counts), numbers per day
   * with no identifier, kept two years so a month compares with the same month a year before. */
  countDays: 731,
} as const;

export const RETENTION_ENV = {
  leadDays: 'LEAD_RETENTION_DAYS',
  sentEmailDays: 'SENT_EMAIL_RETENTION_DAYS',
  pendingSubscriptionDays: 'SUBSCRIPTION_PENDING_DAYS',
  unsubscribedDays: 'UNSUBSCRIBED_RETENTION_DAYS',
  unansweredQuestionDays: 'UNANSWERED_QUESTION_RETENTION_DAYS',
  countDays: 'COUNT_RETENTION_DAYS',
} as const;

export type RetentionPeriods = { -readonly [K in keyof typeof RETENTION_DEFAULTS]: number };
