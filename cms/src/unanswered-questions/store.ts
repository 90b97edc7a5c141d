/**
 * The questions the FAQ could not answer, counted (docs/unanswered-questions.md). One row per
 * normalised question, language and day (`api::unanswered-question.unanswered-question`), holding how
 * often it was asked that day, by how many different clients (up to MIN_CLIENTS: the page lists a
 * question only from there), and whether an editor dismissed it: nothing of the visitor but, until
 * the row reaches MIN_CLIENTS and never past its day, the keyed hashes that tell its clients apart
 * (docs/unanswered-questions.md#telling-clients-apart); no time finer than the day (the row's own created, updated and published times are that day's midnight,
 * UTC). A unique index on (question, lang, day), the same SQL on SQLite and PostgreSQL, keeps it one
 * row a day when several CMS instances count the same question at once; a count is one UPDATE that
 * adds one, so no ask is lost to a race.
 *
 * Only this module writes the type, through Strapi's query engine and knex (below the document
 * service); the document service refuses every other write (./admin-routes.ts). Rows go when their day
 * is older than UNANSWERED_QUESTION_RETENTION_DAYS (../privacy/expire.ts).
 */
import crypto from 'node:crypto';
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

/** How many different clients must ask a question on one day before the page lists it: one person
 * (or one script) alone can never put a text in front of the editors. */
export const MIN_CLIENTS = 3;

const KEY_STORE = { type: 'core', name: 'unanswered-questions' } as const;
const DAY_KEY = 'clientKeyOfTheDay';

/** The day's secret for the clients' keyed hashes: random, made on the day's first ask, and replaced
 * (so gone) on the next day's. Kept in the database so every CMS instance hashes a client alike. */
async function keyOfDay(strapi: Core.Strapi, day: string): Promise<string> {
  const store = strapi.store(KEY_STORE);
  const kept = (await store.get({ key: DAY_KEY })) as { day?: string; key?: string } | null;
  if (kept?.day === day && kept.key) return kept.key;
  await store.set({ key: DAY_KEY, value: { day, key: crypto.randomBytes(32).toString('base64') } });
  // Two instances making the day's key at once: the one stored last is everyone's from now on.
  const stored = (await store.get({ key: DAY_KEY })) as { key: string };
  return stored.key;
}

/** A client (an IPv4 address, an IPv6 /64) as the day's rows know it: a keyed hash, which cannot be
 * turned back into the address once the day's key is gone, nor matched with any other day's. */
const askerOf = (key: string, client: string) =>
  crypto.createHmac('sha256', key).update(client).digest('base64url').slice(0, 16);

/** The past days' hashes, cleared once a day by each instance (their key is gone already). */
let clearedBefore = '';
async function clearPastAskers(strapi: Core.Strapi, day: string) {
  if (clearedBefore === day) return;
  await strapi.db.connection(TABLE).where('day', '<', day).whereNotNull('askers').update({ askers: null });
  clearedBefore = day;
}

interface CountRow {
  id: number;
  clients: number | null;
  askers: string | null;
}

/**
 * Adds one ask of `question` on `day` by `asker` (the client's hash): one more ask always; one more
 * client when this one has not asked it that day, its hash kept beside the others only until the row
 * reaches MIN_CLIENTS, then none is kept. The clients' count is the row's version: an update that
 * finds it changed (another ask of the same moment) reads the row again. Answers whether a row was
 * there to count it on.
 */
async function countOn(
  strapi: Core.Strapi,
  where: { question: string; lang: string; day: string },
  asker: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const row = await strapi.db
      .connection<CountRow>(TABLE)
      .where(where)
      .first<CountRow | undefined>('id', 'clients', 'askers');
    if (!row) return false;
    const clients = Number(row.clients ?? 0);
    const askers = row.askers ? row.askers.split(',') : [];
    if (clients >= MIN_CLIENTS || askers.includes(asker)) {
      await strapi.db.connection(TABLE).where({ id: row.id }).increment('count', 1);
      return true;
    }
    const next = clients + 1;
    const updated = await strapi.db
      .connection(TABLE)
      .where({ id: row.id, clients: row.clients })
      .update({
        count: strapi.db.connection.raw('?? + 1', ['count']),
        clients: next,
        askers: next >= MIN_CLIENTS ? null : [...askers, asker].join(','),
      });
    if (Number(updated) > 0) return true;
  }
  throw new Error('Could not count an unanswered question: its row kept changing.');
}

/**
 * Counts one question a visitor typed that no FAQ entry matched: the body's `question` (normalised
 * again here, whatever the sender did) and `lang`, and whether `client` (the sender's budget key,
 * ../api/submission/budget-key.ts) asked it already that day, kept only as the day's keyed hash and
 * only until MIN_CLIENTS. A bad body is a 400 naming the field, with nothing counted.
 */
export async function recordUnansweredQuestion(
  strapi: Core.Strapi,
  body: unknown,
  client: string,
  now = new Date(),
): Promise<void> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) invalid({ body: 'Must be a JSON object.' });
  const input = body as Record<string, unknown>;
  const problems = checkUnansweredQuestion(input);
  if (Object.keys(problems).length) invalid(problems);
  const day = todayIso(now);
  await clearPastAskers(strapi, day);
  const asker = askerOf(await keyOfDay(strapi, day), client);
  const where = { question: normaliseQuestion(input.question as string), lang: input.lang as string, day };
  if (await countOn(strapi, where, asker)) return;
  const midnight = new Date(`${day}T00:00:00.000Z`);
  try {
    await strapi.db.query(UNANSWERED_UID).create({
      data: {
        ...where,
        count: 1,
        clients: 1,
        askers: MIN_CLIENTS > 1 ? asker : null,
        dismissed: false,
        createdAt: midnight,
        updatedAt: midnight,
        publishedAt: midnight,
      },
    });
  } catch (error) {
    // Another request (or instance) made the day's row meanwhile: the unique index refused this one.
    if (!(await countOn(strapi, where, asker))) throw error;
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

/** Most questions the page lists: the most asked. */
export const LIST_MAX = 200;

/** The questions asked in `period` and not dismissed that MIN_CLIENTS different clients asked on one
 * of its days, most asked first (then the latest, then A-Z), at most LIST_MAX: summed, filtered,
 * ordered and cut in the database, so only what the page shows is read. */
export async function listUnanswered(strapi: Core.Strapi, period: Period): Promise<UnansweredSummary[]> {
  const knex = strapi.db.connection;
  const query = knex(TABLE)
    .select('question', 'lang')
    .sum({ total: 'count' })
    .count({ days: '*' })
    .max({ last_day: 'day' })
    .where('day', '>=', period.from)
    .andWhere('day', '<=', period.to)
    .andWhere('dismissed', false)
    .groupBy('question', 'lang')
    .havingRaw('MAX(COALESCE(??, 0)) >= ?', ['clients', MIN_CLIENTS])
    .orderByRaw('SUM(??) DESC, MAX(??) DESC, ?? ASC, ?? ASC', ['count', 'day', 'question', 'lang'])
    .limit(LIST_MAX);
  if (period.lang) query.andWhere('lang', period.lang);
  const rows = (await query) as Array<{
    question: string;
    lang: string;
    total: unknown;
    days: unknown;
    last_day: unknown;
  }>;
  return rows.map((row) => ({
    question: row.question,
    lang: row.lang,
    count: Number(row.total),
    days: Number(row.days),
    // A string on both databases (Strapi reads PostgreSQL's dates as text).
    lastDay: String(row.last_day as string).slice(0, 10),
  }));
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
