/**
 * The questions the FAQ could not answer, counted (docs/unanswered-questions.md). One row per
 * normalised question, language and day (`api::unanswered-question.unanswered-question`), holding how
 * often it was asked that day and whether an editor dismissed it: nothing of the visitor, and no time
 * finer than the day (the row's own created, updated and published times are that day's midnight,
 * UTC). A unique index on (question, lang, day), the same SQL on SQLite and PostgreSQL, keeps it one
 * row a day when several CMS instances count the same question at once; a count is one UPDATE that
 * adds one, so no ask is lost to a race.
 *
 * Only this module writes the type, through Strapi's query engine and knex (below the document
 * service); the document service refuses every other write (./admin-routes.ts). Rows go when their day
 * is older than UNANSWERED_QUESTION_RETENTION_DAYS (../privacy/expire.ts).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ensureIndexes } from '../api/submission/indexes';
import { todayIso } from '../contracts/submission-rules';
import { checkUnansweredQuestion, normaliseQuestion } from '../contracts/unanswered-questions';
import type { Period } from './rules';

export const UNANSWERED_UID = 'api::unanswered-question.unanswered-question';
const TABLE = 'unanswered_questions';

export const UNANSWERED_INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS unanswered_questions_day_uq ON unanswered_questions (question, lang, day)',
];

export const ensureUnansweredIndexes = (strapi: Core.Strapi) =>
  ensureIndexes(strapi, UNANSWERED_INDEXES, 'an unanswered questions index');

/** Strapi's 400 naming each bad field; nothing is written. */
export function invalid(fieldErrors: Record<string, string>): never {
  const list = Object.entries(fieldErrors).map(([field, message]) => ({
    path: [field],
    message,
    name: 'ValidationError',
  }));
  throw new errors.ValidationError(list.map(({ path, message }) => `${path[0]}: ${message}`).join(' '), {
    errors: list,
  });
}

/** Adds one ask of `question` on `day`; answers whether a row was there to count it on. */
async function countOn(strapi: Core.Strapi, where: { question: string; lang: string; day: string }): Promise<boolean> {
  const updated = await strapi.db.connection(TABLE).where(where).increment('count', 1);
  return Number(updated) > 0;
}

/**
 * Counts one question a visitor typed that no FAQ entry matched: the body's `question` (normalised
 * again here, whatever the sender did) and `lang`, nothing else of it. A bad body is a 400 naming the
 * field, with nothing counted.
 */
export async function recordUnansweredQuestion(strapi: Core.Strapi, body: unknown, now = new Date()): Promise<void> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) invalid({ body: 'Must be a JSON object.' });
  const input = body as Record<string, unknown>;
  const problems = checkUnansweredQuestion(input);
  if (Object.keys(problems).length) invalid(problems);
  const day = todayIso(now);
  const where = { question: normaliseQuestion(input.question as string), lang: input.lang as string, day };
  if (await countOn(strapi, where)) return;
  const midnight = new Date(`${day}T00:00:00.000Z`);
  try {
    await strapi.db.query(UNANSWERED_UID).create({
      data: { ...where, count: 1, dismissed: false, createdAt: midnight, updatedAt: midnight, publishedAt: midnight },
    });
  } catch (error) {
    // Another request (or instance) made the day's row meanwhile: the unique index refused this one.
    if (!(await countOn(strapi, where))) throw error;
  }
}

/** One question as the page lists it: its asks over the period. */
export interface UnansweredSummary {
  question: string;
  lang: string;
  /** Times asked in the period. */
  count: number;
  /** On how many days of the period. */
  days: number;
  /** The last day of the period it was asked on. */
  lastDay: string;
}

/** The questions asked in `period` and not dismissed, most asked first (then the latest, then A-Z). */
export async function listUnanswered(strapi: Core.Strapi, period: Period): Promise<UnansweredSummary[]> {
  const query = strapi.db
    .connection(TABLE)
    .select('question', 'lang')
    .sum({ total: 'count' })
    .count({ days: '*' })
    .max({ last_day: 'day' })
    .where('day', '>=', period.from)
    .andWhere('day', '<=', period.to)
    .andWhere('dismissed', false)
    .groupBy('question', 'lang');
  if (period.lang) query.andWhere('lang', period.lang);
  const rows = (await query) as Array<{
    question: string;
    lang: string;
    total: unknown;
    days: unknown;
    last_day: unknown;
  }>;
  return rows
    .map((row) => ({
      question: row.question,
      lang: row.lang,
      count: Number(row.total),
      days: Number(row.days),
      // A string on both databases (Strapi reads PostgreSQL's dates as text).
      lastDay: String(row.last_day as string).slice(0, 10),
    }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.lastDay < b.lastDay ? 1 : a.lastDay > b.lastDay ? -1 : 0) ||
        (a.question < b.question ? -1 : a.question > b.question ? 1 : 0),
    );
}

/** Dismisses a question in one language: every day's row of it so far (today's included, so it stays
 * off the list for the rest of the day; asked again on a later day, it is listed again). Answers how
 * many rows it dismissed. */
export async function dismissUnanswered(strapi: Core.Strapi, question: string, lang: string): Promise<number> {
  const updated = await strapi.db
    .connection(TABLE)
    .where({ question, lang, dismissed: false })
    .update({ dismissed: true });
  return Number(updated);
}
