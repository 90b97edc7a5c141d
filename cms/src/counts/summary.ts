/**
 * The Visits page's figures (docs/visit-counts.md#how), read from two places:
 *
 * - **the day totals** (`api::count-day-total.count-day-total`): each past day's counts summed once,
 *   a row per landing page (with its views), source and campaign, and one for the whole day (its
 *   marker: a UNIQUE index lets one instance sum a day, once). A day is summed once it can no longer
 *   change: from the day before yesterday back (a count made at 23:59:59 lands on its own day, a
 *   moment later), and within the longest period the page offers (COUNT_PERIOD_MAX days) and the
 *   counts' retention; a day with no counts is left unmarked (there is nothing to read);
 * - **the counts as they are** (./store.ts) for today and yesterday.
 *
 * So the page's longest period reads about a row per page and day, however many count rows its days
 * hold (a day of 10,000 visit and conversion rows becomes a few hundred), and the two sources are
 * grouped, ranked and cut together by the database (GROUP BY, ORDER BY, LIMIT), the same SQL on
 * SQLite and PostgreSQL. Past days still to sum are summed first, a week at a time, each in its own
 * transaction and with the event loop let go between weeks, so a visitor's request never waits for
 * more than one week's sums; the retention job (src/privacy/expire.ts) sums them every hour, so the page
 * normally finds them done. The totals go with the counts into backups, and retention deletes both by
 * day.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import { SOURCE_EVENTS, type SourceEvent } from '../contracts/counts';
import {
  COUNT_PERIOD_MAX,
  dayOf,
  periodDays,
  rankByName,
  summarize,
  TOP,
  type CountPeriod,
  type Grouped,
  type NamedSums,
} from './rules';
import { ensureIndexes } from '../api/submission/indexes';
import { retentionPeriods } from '../privacy/periods';
import { CONVERSION_TABLE, PAGE_VIEW_TABLE, TOTALS_TABLE } from './store';

type Knex = Core.Strapi['db']['connection'];
type Query = ReturnType<Knex>;

/** The days read as counted, not from their totals: today and yesterday. */
export const LIVE_DAYS = 2;

/** Each event's column in the totals (`form-sent` in `form_sent`, the schema's `formSent`). */
const column = (event: SourceEvent) => event.replace(/-/g, '_');
const COLUMNS = SOURCE_EVENTS.map(column);

export const TOTALS_INDEXES = [
  // The day's marker: summed once, by one instance. The Visits page's days are read through it too.
  `CREATE UNIQUE INDEX IF NOT EXISTS ${TOTALS_TABLE}_day_uq ON ${TOTALS_TABLE} (day) WHERE dimension = 'day'`,
  // Each list's rows of a period, grouped by name: read from the index alone, in the order grouped.
  `CREATE INDEX IF NOT EXISTS ${TOTALS_TABLE}_list_idx ON ${TOTALS_TABLE} (dimension, name, day, views, ${COLUMNS.join(', ')})`,
  `CREATE INDEX IF NOT EXISTS ${TOTALS_TABLE}_day_idx ON ${TOTALS_TABLE} (day)`,
];

export const ensureTotalsIndexes = (strapi: Core.Strapi) => ensureIndexes(strapi, TOTALS_INDEXES, 'a totals index');

/** A sum per event over count rows (`event`, `tally`), each named by its totals column. */
const eventSums = (knex: Knex) =>
  SOURCE_EVENTS.map((event) =>
    knex.raw('SUM(CASE WHEN event = ? THEN tally ELSE 0 END) AS ??', [event, column(event)]),
  );
/** Zero for every event: the views' side of a union. */
const noEvents = (knex: Knex) => COLUMNS.map((name) => knex.raw('0 AS ??', [name]));

/** The days a query reads: a range (from, to), or a list of days. */
type Range = [string, string];
type Days = Range | { list: string[] };
/** `query` kept to `days`; grouped by day too when summing (`perDay`). */
const within = (query: Query, days: Days, perDay: boolean) => {
  if (Array.isArray(days)) query.whereBetween('day', days);
  else query.whereIn('day', days.list);
  return perDay ? query.groupBy('day').select('day') : query;
};
/** A list's rows of `days`, as counted: grouped by `name` (and day, `perDay`), each event summed in
 * its column. */
const counted = {
  views: (knex: Knex, days: Days, perDay = false) =>
    within(knex(PAGE_VIEW_TABLE), days, perDay)
      .groupBy('path')
      .select({ name: 'path' }, knex.raw('SUM(views) AS views'), ...noEvents(knex)),
  landingPages: (knex: Knex, days: Days, perDay = false) =>
    within(knex(CONVERSION_TABLE), days, perDay)
      .whereNot('landing_page', '')
      .groupBy('landing_page')
      .select({ name: 'landing_page' }, knex.raw('0 AS views'), ...eventSums(knex)),
  sources: (knex: Knex, days: Days, perDay = false) =>
    within(knex(CONVERSION_TABLE), days, perDay)
      .groupBy(knex.raw("COALESCE(source, '')"))
      .select({ name: knex.raw("COALESCE(source, '')") }, knex.raw('0 AS views'), ...eventSums(knex)),
  campaigns: (knex: Knex, days: Days, perDay = false) =>
    within(knex(CONVERSION_TABLE), days, perDay)
      .whereNot('campaign', '')
      .groupBy('campaign')
      .select({ name: 'campaign' }, knex.raw('0 AS views'), ...eventSums(knex)),
};

/** Each day's views of `days`, and each day's event sums (in their totals columns). */
const dayViews = (knex: Knex, days: Days) =>
  within(knex(PAGE_VIEW_TABLE), days, true).select(knex.raw('SUM(views) AS views'));
const dayEvents = (knex: Knex, days: Days) => within(knex(CONVERSION_TABLE), days, true).select(...eventSums(knex));

type Dimension = 'page' | 'source' | 'campaign';
const DIMENSION_KEY: Record<Dimension | 'day', string> = { day: 'd', page: 'p', source: 's', campaign: 'c' };
/** The days summed in one transaction: a week's sums hold SQLite's one thread for about 0.1 s. */
const DAYS_AT_ONCE = 7;
/** A totals row's document id, as a content type's rows have one: its day, dimension and rank (the
 * lists' are made so in SQL, below). */
const markerId = (day: string) => `t${day.replace(/-/g, '')}${DIMENSION_KEY.day}1`;

/** Sums past days (`list`) into the totals in one transaction; refused whole (an error) when another
 * instance is summing or has summed one of them. */
async function sumDays(strapi: Core.Strapi, list: string[]): Promise<void> {
  const knex = strapi.db.connection;
  const days: Days = { list };
  const writtenAt = new Date();
  await knex.transaction(async (trx) => {
    // The days' markers first, with each day's totals: an instance summing one of them at this
    // moment waits on the unique index, then is refused, and its transaction undone.
    const views = (await dayViews(trx, days)) as unknown as Array<{ day: string; views: unknown }>;
    const events = (await dayEvents(trx, days)) as unknown as Array<{ day: string } & Record<string, unknown>>;
    await trx(TOTALS_TABLE).insert(
      list.map((day) => {
        const sums = events.find((row) => row.day === day);
        return {
          document_id: markerId(day),
          day,
          dimension: 'day',
          name: '',
          views: Number(views.find((row) => row.day === day)?.views ?? 0),
          ...Object.fromEntries(COLUMNS.map((name) => [name, Number(sums?.[name] ?? 0)])),
          published_at: writtenAt,
        };
      }),
    );
    // Each list's rows of those days, grouped again by day and name.
    for (const [dimension, parts] of [
      ['page', [counted.views(trx, days, true), counted.landingPages(trx, days, true)]],
      ['source', [counted.sources(trx, days, true)]],
      ['campaign', [counted.campaigns(trx, days, true)]],
    ] as const) {
      const { sql, bindings } = trx
        .queryBuilder()
        .from((parts.length > 1 ? trx.unionAll([...parts]) : parts[0]).as('listed'))
        .groupBy('day', 'name')
        .select(
          trx.raw(
            "CAST('t' AS TEXT) || REPLACE(day, '-', '') || CAST(? AS TEXT) || CAST(ROW_NUMBER() OVER (PARTITION BY day ORDER BY name) AS TEXT)",
            [DIMENSION_KEY[dimension]],
          ),
          'day',
          trx.raw('CAST(? AS TEXT)', [dimension]),
          'name',
          trx.raw('SUM(views)'),
          ...COLUMNS.map((name) => trx.raw('SUM(??)', [name])),
          trx.raw('CAST(? AS TIMESTAMP)', [writtenAt]),
        )
        .toSQL();
      await trx.raw(
        `INSERT INTO ?? (document_id, day, dimension, name, views, ${COLUMNS.map(() => '??').join(', ')}, published_at) ${sql}`,
        [TOTALS_TABLE, ...COLUMNS, ...bindings],
      );
    }
  });
}

/** Sums `batch`, or, when another instance summed some of it meanwhile, the rest a day at a time;
 * answers how many days it summed. */
async function sumBatch(strapi: Core.Strapi, batch: string[]): Promise<number> {
  try {
    await sumDays(strapi, batch);
    return batch.length;
  } catch (error) {
    let count = 0;
    for (const day of batch) {
      if (await isSummed(strapi, day)) continue;
      if (batch.length === 1) throw error;
      count += await sumBatch(strapi, [day]);
    }
    return count;
  }
}

/** Those of `days` that have counts. */
async function daysWithCounts(strapi: Core.Strapi, days: string[]): Promise<string[]> {
  if (!days.length) return [];
  const knex = strapi.db.connection;
  const found: Array<{ day: string }> = await knex
    .queryBuilder()
    .from(
      knex
        .union([
          knex(PAGE_VIEW_TABLE).whereIn('day', days).distinct('day'),
          knex(CONVERSION_TABLE).whereIn('day', days).distinct('day'),
        ])
        .as('counted'),
    )
    .select('day');
  return [...new Set(found.map((row) => row.day))].sort();
}

const isSummed = async (strapi: Core.Strapi, day: string) =>
  Boolean(await strapi.db.connection(TOTALS_TABLE).where({ day, dimension: 'day' }).first('id'));

/** The last day that can be summed: the day before yesterday. */
const lastSummable = (now: Date) => dayOf(new Date(now.getTime() - LIVE_DAYS * 24 * 60 * 60 * 1000));

/**
 * Sums the days of `days` (YYYY-MM-DD) that are past (before yesterday), within the longest period and
 * the counts' retention (`keptDays`), and not summed yet, a day at a time; answers how many it summed.
 */
export async function sumPastDays(
  strapi: Core.Strapi,
  days: readonly string[],
  now = new Date(),
  keptDays = retentionPeriods().countDays,
): Promise<number> {
  const last = lastSummable(now);
  const [oldest] = periodDays(Math.min(COUNT_PERIOD_MAX, keptDays), now);
  const summable = days.filter((day) => day >= oldest && day <= last);
  if (!summable.length) return 0;
  const marked: Array<{ day: string }> = await strapi.db
    .connection(TOTALS_TABLE)
    .where('dimension', 'day')
    .whereBetween('day', [summable[0], summable[summable.length - 1]])
    .select('day');
  const summed = new Set(marked.map((row) => row.day));
  let count = 0;
  // A day with no counts is left unmarked (nothing to read), so a new CMS marks nothing.
  const unsummed = await daysWithCounts(
    strapi,
    summable.filter((day) => !summed.has(day)),
  );
  for (let at = 0; at < unsummed.length; at += DAYS_AT_ONCE) {
    count += await sumBatch(strapi, unsummed.slice(at, at + DAYS_AT_ONCE));
    // Lets what waits (a visitor's form) go first: on SQLite the sums hold the CMS's one thread.
    await nextTurn();
  }
  return count;
}

/** Sums every past day of the longest period not summed yet (the retention job's hourly run). */
export const sumPastPeriod = (strapi: Core.Strapi, keptDays: number, now = new Date()) =>
  sumPastDays(strapi, periodDays(COUNT_PERIOD_MAX, now), now, keptDays);

/** The queries' answers, one query at a time with the thread let go between them: on SQLite, whose
 * driver holds the CMS's one thread for each query, a visitor's request then waits for one query at
 * most; on PostgreSQL the page keeps one connection busy, not one a query, so a visitor's queries
 * find a core free (at once, an admin asking the page again and again doubled a submission's time). */
async function answers(queries: Query[]): Promise<unknown[]> {
  const answered = [];
  for (const query of queries) {
    await nextTurn();
    answered.push(await query);
  }
  return answered;
}

/** A period's summed days: their rows, and each list's rows grouped by name (not cut). */
interface Summed {
  days: Grouped['days'];
  page: NamedSums[];
  source: NamedSums[];
  campaign: NamedSums[];
}

/** Each event's sum named by its event (`form-sent`), as the figures take them. */
const namedSums = (knex: Knex, sum: boolean) =>
  SOURCE_EVENTS.map((event) => knex.raw(sum ? 'SUM(??) AS ??' : '?? AS ??', [column(event), event]));

async function readSummed(strapi: Core.Strapi, range: Range): Promise<Summed> {
  const knex = strapi.db.connection;
  const totals = (dimension: Dimension | 'day') =>
    knex(TOTALS_TABLE).where('dimension', dimension).whereBetween('day', range);
  // Grouped by name in the list index's order (no sort).
  const list = (dimension: Dimension) =>
    totals(dimension)
      .groupBy('name')
      .select('name', knex.raw('SUM(views) AS views'), ...namedSums(knex, true));
  const [days, page, source, campaign] = (await answers([
    totals('day').select('day', 'views', ...namedSums(knex, false)),
    list('page'),
    list('source'),
    list('campaign'),
  ])) as [Grouped['days'], NamedSums[], NamedSums[], NamedSums[]];
  return { days, page, source, campaign };
}

/** The summed parts read lately, by period and state of its totals: a past day's totals never change,
 * so a period asked again (the page reloaded, another period's tab) reads only its state and today's
 * and yesterday's counts. The state (its days' markers: how many, the newest) changes whenever a day
 * of it is summed again or deleted, and the period's range with every new day. */
const SUMMED_KEPT = 8;
const summedParts = new Map<string, Promise<Summed>>();

async function summedPart(strapi: Core.Strapi, range: Range): Promise<Summed> {
  const [state]: Array<Record<string, unknown>> = await strapi.db
    .connection(TOTALS_TABLE)
    .where('dimension', 'day')
    .whereBetween('day', range)
    .select(strapi.db.connection.raw('COUNT(*) AS days, MAX(id) AS newest'));
  const key = JSON.stringify([range, state.days, state.newest]);
  let part = summedParts.get(key);
  if (part === undefined) {
    const oldest = summedParts.keys().next();
    if (summedParts.size >= SUMMED_KEPT && !oldest.done) summedParts.delete(oldest.value);
    part = readSummed(strapi, range);
    summedParts.set(key, part);
    part.catch(() => summedParts.delete(key));
  }
  return part;
}

/**
 * The Visits page's figures of a period ending `now`'s day (at most COUNT_PERIOD_MAX days: ./rules.ts
 * readPeriod): its past days from their totals (./summary.ts, kept while they stay the same), today
 * and yesterday as counted, each list grouped by the database and the two added up and ranked
 * (rankByName: at most a row per page, source or campaign the period has).
 */
export async function countSummary(strapi: Core.Strapi, period: CountPeriod, now = new Date()) {
  const days = periodDays(period, now);
  await sumPastDays(strapi, days, now);
  const last = lastSummable(now);
  const from = days[0];
  const to = days[days.length - 1];
  // Ranges that may be empty (from after to): a BETWEEN that then matches nothing.
  const summed = await summedPart(strapi, [from, last < to ? last : to]);
  const live: Range = [last < from ? from : dayOf(new Date(Date.parse(last) + 24 * 60 * 60 * 1000)), to];
  const knex = strapi.db.connection;
  // The counted rows' event columns named by their events, as the totals' are, beside `kept`.
  const named = (query: Query, ...kept: string[]) =>
    knex
      .queryBuilder()
      .from(query.as('counted'))
      .select(...kept, ...SOURCE_EVENTS.map((event) => knex.raw('?? AS ??', [column(event), event])));

  const [liveViews, liveEvents, views, landingPages, sources, campaigns] = (await answers([
    dayViews(knex, live),
    named(dayEvents(knex, live), 'day'),
    named(counted.views(knex, live), 'name', 'views'),
    named(counted.landingPages(knex, live), 'name', 'views'),
    named(counted.sources(knex, live), 'name', 'views'),
    named(counted.campaigns(knex, live), 'name', 'views'),
  ])) as [Array<{ day: string; views: number }>, Grouped['days'], NamedSums[], NamedSums[], NamedSums[], NamedSums[]];

  const byDay = new Map<string, Grouped['days'][number]>();
  for (const row of summed.days) byDay.set(row.day, row);
  for (const row of liveEvents) byDay.set(row.day, { ...row });
  for (const row of liveViews) byDay.set(row.day, { ...byDay.get(row.day), day: row.day, views: row.views });
  return summarize(period, now, {
    days: [...byDay.values()],
    pages: rankByName([summed.page, views, landingPages], ['visit', 'views', 'leads'], TOP.pages),
    sources: rankByName([summed.source, sources], ['visit', 'leads'], TOP.sources),
    campaigns: rankByName([summed.campaign, campaigns], ['visit', 'leads'], TOP.campaigns),
  });
}
