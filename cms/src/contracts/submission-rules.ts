/**
 * The one description of what visitors may submit. The CMS validates requests against it
 * (./services/submission.ts) and the site's forms import this same file (through src/lib/submission.ts)
 * to check fields before sending, so the browser and the server can never disagree. Keep it free of
 * imports but its siblings ./leads.ts (the kinds of lead, with their fields), ./visitor-text.ts and
 * ./beacon.ts: it is bundled into the site.
 */

import { type FieldKind, type FieldRule, LEADS, type LeadKind, byKind } from './leads';
import { CHAT_CONTACT_FIELDS, canReachVisitor, cleanText } from './visitor-text';
import { HOST_PATTERN, PATH_PATTERN } from './beacon';

export { CHAT_CONTACT_FIELDS, canReachVisitor, cleanText };

export type { FieldKind, FieldRule, LeadKind };

/** Each kind's fields, from the registry (./leads.ts). */
export const SUBMISSION_RULES = /*#__PURE__*/ byKind<Record<string, FieldRule>>((kind) => LEADS[kind].fields);

/** Bots fill every field they find; people never see this one. A filled honeypot is answered as if
 * stored, and nothing is stored. */
export const HONEYPOT_FIELD = 'website';
/** Carries the signed "shown at" stamp back (./form-token.ts); our addition, never required. */
export const FORM_TOKEN_FIELD = 'formToken';

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
export const PHONE_PATTERN = /^\+?[\d\s().-]{5,40}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** The request header that carries the key (the IETF HTTP API draft's name); the body's
 * `idempotencyKey` is the fallback for clients that cannot set headers. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Longest question text in a transcript. */
export const MAX_QUESTION_LENGTH = 500;

export const MESSAGES = {
  required: 'This field is required.',
  tooShort: (min: number) => `Please enter at least ${min} characters.`,
  tooLong: (max: number) => `Please keep this under ${max + 1} characters.`,
  email: 'Please enter a valid email address, like name@example.com.',
  phone: 'Please enter a phone number using digits, spaces, +, -, ( and ) only.',
  date: 'Please enter a real date as YYYY-MM-DD.',
  pastDate: 'Please choose a date from today onwards.',
  positiveInteger: 'Please enter a whole number of 1 or more.',
  tooLarge: (max: number) => `Please enter a number no larger than ${max}.`,
  text: 'Please enter text here.',
  stringList: 'Must be a list of texts.',
  chatContact: 'Please give at least one of your name, phone or email.',
  service: 'Please choose one of our services.',
  idempotencyKey: 'Must be 8 to 64 letters, digits, - or _.',
} as const;

/** The messages of the fields the site sets itself, where the visit came from (./leads.ts,
 * SOURCE_FIELDS): no form shows them, so they are in English only, as the CMS answers. */
export const SOURCE_MESSAGES = {
  path: 'Must be a path on this site, starting with /, without spaces.',
  host: 'Must be a host name, like www.example.com.',
} as const;

/** A path and a host name as a browser's URL gives them (./beacon.ts, where the page-view beacon
 * takes them from). */
export { HOST_PATTERN, PATH_PATTERN };

/** True when `value` is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Today as YYYY-MM-DD in UTC, the CMS's calendar. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Checks one field's value against its rule; returns the message to show, or null when it is fine.
 * Text is taken as typed: `<`, `&`, quotes, emoji and any script are fine, because everything that
 * shows visitors' text (the admin, the lead emails) encodes it; only lengths, formats and line breaks
 * in one-line fields are checked.
 * Used as is by the site's forms, and by the server through ./services/submission.ts. `now` lets tests fix the
 * day; an event may be today at the earliest, with a day's grace for time zones west of UTC.
 */
export function checkField(rule: FieldRule, value: unknown, now: Date = new Date()): string | null {
  // An empty list is a real answer (a visitor who ended the chat without asking anything is still a
  // lead); only a missing one counts as empty.
  const empty = value === undefined || value === null || (typeof value === 'string' && cleanText(value) === '');
  if (empty) return rule.required ? MESSAGES.required : null;

  switch (rule.kind) {
    case 'positiveInteger': {
      const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
        return MESSAGES.positiveInteger;
      }
      return number > rule.max ? MESSAGES.tooLarge(rule.max) : null;
    }
    case 'stringList': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        return MESSAGES.stringList;
      }
      if (value.length > rule.max) return MESSAGES.tooLong(rule.max);
      return value.some((item: string) => item.length > MAX_QUESTION_LENGTH)
        ? MESSAGES.tooLong(MAX_QUESTION_LENGTH)
        : null;
    }
    default:
      break;
  }

  if (typeof value !== 'string') return MESSAGES.text;
  // Checked as it would be stored (see cleanSubmission).
  const text = cleanText(value);
  if (rule.min !== undefined && text.length < rule.min) return MESSAGES.tooShort(rule.min);
  if (text.length > rule.max) return MESSAGES.tooLong(rule.max);
  if (!rule.multiline && /[\r\n]/.test(text) && !rule.free) return MESSAGES.text;

  switch (rule.kind) {
    case 'email':
      return EMAIL_PATTERN.test(text) ? null : MESSAGES.email;
    case 'phone':
      return PHONE_PATTERN.test(text) ? null : MESSAGES.phone;
    case 'path':
      return PATH_PATTERN.test(text) ? null : SOURCE_MESSAGES.path;
    case 'host':
      return HOST_PATTERN.test(text) ? null : SOURCE_MESSAGES.host;
    case 'date': {
      if (!isRealDate(text)) return MESSAGES.date;
      const yesterday = todayIso(new Date(now.getTime() - 24 * 60 * 60 * 1000));
      return text < yesterday ? MESSAGES.pastDate : null;
    }
    default:
      return null;
  }
}

/** Every bad field of a submission with its message; an empty object means the submission is fine. */
export function checkSubmission(
  kind: LeadKind,
  body: Record<string, unknown>,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(SUBMISSION_RULES[kind])) {
    const message = checkField(rule, body[field], now);
    if (message) errors[field] = message;
  }
  if (kind === 'chatbot-transcript') {
    if (!canReachVisitor(body)) errors.email = errors.email ?? MESSAGES.chatContact;
    const key = body.idempotencyKey;
    if (typeof key === 'string' && !errors.idempotencyKey && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      errors.idempotencyKey = MESSAGES.idempotencyKey;
    }
  }
  return errors;
}

/** The fields the rules know, cleaned (cleanText) and typed as stored; everything else is dropped. */
export function cleanSubmission(
  kind: LeadKind,
  body: Record<string, unknown>,
): Record<string, string | number | string[] | null> {
  const clean: Record<string, string | number | string[] | null> = {};
  for (const [field, rule] of Object.entries(SUBMISSION_RULES[kind])) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (rule.kind === 'positiveInteger') clean[field] = Number(value);
    else if (rule.kind === 'stringList') clean[field] = (value as string[]).map(cleanText);
    else if (typeof value === 'string') {
      const text = cleanText(value);
      if (text !== '' || rule.free) clean[field] = text;
    }
  }
  return clean;
}
