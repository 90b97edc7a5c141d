/**
 * The rules of the Unanswered questions page, pure (tested in ./rules.test.ts): the period its list
 * covers, what a dismissal names, and where "Add as FAQ entry" goes: an FAQ group's edit view, with
 * the question for one of its entries in the navigation's history state (src/admin/unanswered-questions/FaqEntryPrefill.tsx
 * reads it back there). Shared by the admin routes (./admin-routes.ts) and the admin's pages.
 */
import { isLocaleCode, LOCALE_CODES } from '../contracts/locales';
import { UNANSWERED_QUESTION_MAX } from '../contracts/unanswered-questions';
import { dateParam, queryValue, type FieldProblem } from '../lead-desk/rules';

/** The days the list covers, both included, and the language (null: every language). */
export interface Period {
  from: string;
  to: string;
  lang: string | null;
}

/** How far back the list looks when no period is given: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period the list sums over (no row is kept longer than a year by default either). */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The list's query (`from`, `to`, `lang`, each optional; `today` the admin's own date, for the
 * default) read into a period, or the problems with it, each named by its field. */
export function readPeriod(
  query: Record<string, unknown>,
  now = new Date(),
): { period: Period; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const date = (field: 'from' | 'to' | 'today') => dateParam(query, field, problems);
  const today = date('today') ?? dayOf(now);
  const to = date('to') ?? today;
  const from = date('from') ?? addDays(to, 1 - DEFAULT_PERIOD_DAYS);
  if (from > to) problems.push({ field: 'to', message: 'Must not be before from.' });
  else if (from < addDays(to, 1 - MAX_PERIOD_DAYS))
    problems.push({ field: 'from', message: `At most ${MAX_PERIOD_DAYS} days before to.` });
  const langText = queryValue(query.lang);
  let lang: string | null = null;
  if (langText !== undefined && langText !== '') {
    if (isLocaleCode(langText)) lang = langText;
    else problems.push({ field: 'lang', message: `Must be one of ${LOCALE_CODES.join(', ')}.` });
  }
  return { period: { from, to, lang }, problems };
}

/** A dismissal's body: the question as listed and its language. */
export function readDismissal(body: unknown): { question: string; lang: string; problems: FieldProblem[] } {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  const { question, lang } = input;
  if (typeof question !== 'string' || question.trim() === '')
    problems.push({ field: 'question', message: 'Must be a question from the list.' });
  else if (question.length > UNANSWERED_QUESTION_MAX)
    problems.push({ field: 'question', message: `At most ${UNANSWERED_QUESTION_MAX} characters.` });
  if (!isLocaleCode(lang)) problems.push({ field: 'lang', message: `Must be one of ${LOCALE_CODES.join(', ')}.` });
  return {
    question: typeof question === 'string' ? question : '',
    lang: typeof lang === 'string' ? lang : '',
    problems,
  };
}

/** The FAQ groups' type, whose entries (four a group, SPEC section 3) a question can be made into. */
export const FAQ_GROUP_UID = 'api::faq-group.faq-group';

/** What the edit view is asked to fill in: the question, into the entry at this position (0 to 3) of
 * this FAQ group. */
export interface Prefill {
  group: string;
  question: string;
  entry: number;
}

/** The key of the history state "Add as FAQ entry" navigates with (react-router's `state`). */
export const PREFILL_STATE = 'faqPrefill';

/** A stored question as an FAQ entry would ask it: a capital first letter and a question mark (the
 * editor words it properly in the edit view), at most UNANSWERED_QUESTION_MAX long, as an entry's
 * question is (cms/src/components/faq/entry.json). */
export function asFaqQuestion(question: string): string {
  const text = question.trim();
  if (!text) return text;
  // Never longer than an entry's question may be (the same limit as the stored one's).
  const asked = /[?？]$/u.test(text) || text.length >= UNANSWERED_QUESTION_MAX ? text : `${text}?`;
  return asked.charAt(0).toUpperCase() + asked.slice(1);
}

/**
 * The admin path of an FAQ group's edit view in `locale`. "Add as FAQ entry" navigates there inside the
 * admin with the prefill in the history state (`{ [PREFILL_STATE]: Prefill }`), never in the address:
 * a link anyone could send cannot fill in an entry. A group has exactly four entries (SPEC section 3),
 * so a question takes the place of one; the editor writes its answer, then saves and publishes.
 */
export function faqGroupPath(groupDocumentId: string, locale: string): string {
  const params = new URLSearchParams({ 'plugins[i18n][locale]': locale });
  return `/content-manager/collection-types/${FAQ_GROUP_UID}/${encodeURIComponent(groupDocumentId)}?${params.toString()}`;
}

/** The prefill a navigation's history state asks of the edit view at `pathname`, or null (none, not
 * one "Add as FAQ entry" makes, or for another document). */
export function readPrefill(state: unknown, pathname: string): Prefill | null {
  const asked = state && typeof state === 'object' ? (state as Record<string, unknown>)[PREFILL_STATE] : undefined;
  if (!asked || typeof asked !== 'object') return null;
  const { group, question, entry } = asked as Record<string, unknown>;
  if (typeof group !== 'string' || !group || !pathname.endsWith(`/${encodeURIComponent(group)}`)) return null;
  if (typeof question !== 'string' || !question.trim() || question.length > UNANSWERED_QUESTION_MAX) return null;
  if (typeof entry !== 'number' || !Number.isInteger(entry) || entry < 0 || entry > 3) return null;
  return { group, question, entry };
}
