/**
 * Which stored rows belong to the person behind an email address. Pure, so the rules are unit-tested
 * (matching.test.ts) without a CMS:
 *
 * - a row belongs to them when its email field holds the address, in any case: exactly, or (the
 *   chat's free-text field) as a whole address within the text, never as part of a longer one
 *   (ann@x.com is not in joann@x.com);
 * - a row without that address but with one of their names or phone numbers, as given on the rows
 *   found by the address, is only a *possible* match: names are shared and phones can be (an office
 *   line), and handing one person another's data is a breach. An editor who has checked it includes
 *   it by hand (see docs/data-requests.md).
 */
import { EMAIL_PATTERN } from '../contracts/submission-rules';

/** The address to search for, lower case, or null when the input is not one. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return null;
  return email.toLowerCase();
}

const LOCAL_CHAR = /[a-z0-9._%+'-]/;
const DOMAIN_CHAR = /[a-z0-9_-]/;

/** True when `text` holds `email` (lower case) as a whole address, in any case. */
export function mentionsAddress(text: unknown, email: string): boolean {
  if (typeof text !== 'string' || !email) return false;
  const haystack = text.toLowerCase();
  for (let at = haystack.indexOf(email); at !== -1; at = haystack.indexOf(email, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + email.length];
    const next = haystack[at + email.length + 1];
    const startsClean = before === undefined || !LOCAL_CHAR.test(before);
    // "ann@x.com." ends a sentence; "ann@x.com.au" is another address.
    const endsClean =
      after === undefined || (!DOMAIN_CHAR.test(after) && !(after === '.' && next && DOMAIN_CHAR.test(next)));
    if (startsClean && endsClean) return true;
  }
  return false;
}

/** A name as compared: trimmed, spaces collapsed, lower case; null when too short to mean anything. */
export function normalName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return name.length >= 2 ? name : null;
}

/** A phone number as compared: its digits; null under six digits (too short to point at anyone). */
export function phoneDigits(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
}

export interface Identifiers {
  names: Set<string>;
  phones: Set<string>;
}

/** The names and phone numbers the person gave on the rows found by their address. */
export function identifiersOf(rows: Array<Record<string, unknown>>): Identifiers {
  const names = new Set<string>();
  const phones = new Set<string>();
  for (const row of rows) {
    const name = normalName(row.name);
    const phone = phoneDigits(row.phone);
    if (name) names.add(name);
    if (phone) phones.add(phone);
  }
  return { names, phones };
}

export type PossibleReason = 'same phone' | 'same name';

/** Why a row without the address might still be the person's, or null when nothing links it. */
export function possibleReason(row: Record<string, unknown>, ids: Identifiers): PossibleReason | null {
  const phone = phoneDigits(row.phone);
  if (phone && ids.phones.has(phone)) return 'same phone';
  const name = normalName(row.name);
  if (name && ids.names.has(name)) return 'same name';
  return null;
}

/** True when a queued email's subject ("New contact request from Ann Lee") names the person. */
export function subjectNames(subject: unknown, ids: Identifiers): boolean {
  if (typeof subject !== 'string') return false;
  const from = subject.lastIndexOf(' from ');
  if (from === -1) return false;
  const who = normalName(subject.slice(from + ' from '.length));
  return who !== null && (ids.names.has(who) || ids.phones.has(phoneDigits(who) ?? ''));
}
