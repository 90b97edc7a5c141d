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
import type { Core } from '@strapi/strapi';
import { LEAD_CONVERSIONS, SOURCE_EVENTS, type SourceEvent } from '../contracts/counts';
import { COUNT_PERIOD_MAX, dayOf, periodDays, summarize, TOP, type CountPeriod, type Grouped } from './rules';
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
type Days = [string, string] | { list: string[] };
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
    const views: Array<{ day: string; views: unknown }> = await trx(PAGE_VIEW_TABLE)
      .whereIn('day', list)
      .groupBy('day')
      .select('day', trx.raw('SUM(views) AS views'));
    const events: Array<{ day: string } & Record<string, unknown>> = await trx(CONVERSION_TABLE)
      .whereIn('day', list)
      .groupBy('day')
      .select('day', ...eventSums(trx));
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
    await new Promise((resolve) => setImmediate(resolve));
  }
  return count;
}

/** Sums every past day of the longest period not summed yet (the retention job's hourly run). */
export const sumPastPeriod = (strapi: Core.Strapi, keptDays: number, now = new Date()) =>
  sumPastDays(strapi, periodDays(COUNT_PERIOD_MAX, now), now, keptDays);

/** The queries' answers: at once on PostgreSQL; on SQLite, whose driver holds the CMS's one thread
 * for each query, one by one with the thread let go between them, so that a visitor's request waits
 * for one query at most. */
async function answers(strapi: Core.Strapi, queries: Query[]): Promise<unknown[]> {
  if (strapi.db.dialect.client === 'postgres') return Promise.all(queries);
  const answered = [];
  for (const query of queries) {
    await new Promise((resolve) => setImmediate(resolve));
    answered.push(await query);
  }
  return answered;
}

/**
 * The Visits page's figures of a period ending `now`'s day (at most COUNT_PERIOD_MAX days: ./rules.ts
 * readPeriod): its past days from their totals, today and yesterday as counted, each list grouped
 * over both, ranked and cut by the database.
 */
export async function countSummary(strapi: Core.Strapi, period: CountPeriod, now = new Date()) {
  const days = periodDays(period, now);
  await sumPastDays(strapi, days, now);
  const last = lastSummable(now);
  const from = days[0];
  const to = days[days.length - 1];
  // Ranges that may be empty (from after to): a BETWEEN that then matches nothing.
  const summed: Days = [from, last < to ? last : to];
  const live: Days = [last < from ? from : dayOf(new Date(Date.parse(last) + 24 * 60 * 60 * 1000)), to];
  const knex = strapi.db.connection;
  const totals = (dimension: Dimension | 'day') =>
    knex(TOTALS_TABLE).where('dimension', dimension).whereBetween('day', summed);
  // Grouped by name already (in the list index's order: no sort), so the union holds a row per name.
  const fromTotals = (dimension: Dimension) =>
    totals(dimension)
      .groupBy('name')
      .select(
        'name',
        knex.raw('SUM(views) AS views'),
        ...COLUMNS.map((name) => knex.raw('SUM(??) AS ??', [name, name])),
      );
  // Ties go by name (PostgreSQL takes an output name in ORDER BY only bare, not in an expression),
  // compared by code point on both databases (PostgreSQL's own collation may differ), so the page's
  // order is the same on every database.
  const collated = strapi.db.dialect.client === 'postgres' ? ' COLLATE "C"' : '';
  const sums = [
    knex.raw('SUM(views) AS views'),
    ...SOURCE_EVENTS.map((event) => knex.raw('SUM(??) AS ??', [column(event), event])),
    knex.raw(`${LEAD_CONVERSIONS.map(() => 'SUM(??)').join(' + ')} AS leads`, LEAD_CONVERSIONS.map(column)),
  ];
  /** A list: the totals' rows and the counted ones, grouped by name, ranked by `by` then name, cut. */
  const list = (parts: Query[], limit: number, ...by: string[]) => {
    const query = knex
      .queryBuilder()
      .from(knex.unionAll(parts).as('listed'))
      .groupBy('name')
      .select('name', ...sums);
    for (const sum of by) query.orderBy(sum, 'desc');
    return query.orderByRaw(`name${collated} ASC`).limit(limit);
  };

  const [summedDays, liveViews, liveEvents, pages, sources, campaigns] = (await answers(strapi, [
    totals('day').select('day', 'views', ...SOURCE_EVENTS.map((event) => knex.raw('?? AS ??', [column(event), event]))),
    knex(PAGE_VIEW_TABLE).whereBetween('day', live).groupBy('day').select('day', knex.raw('SUM(views) AS views')),
    knex(CONVERSION_TABLE)
      .whereBetween('day', live)
      .groupBy('day')
      .select(
        'day',
        ...SOURCE_EVENTS.map((event) =>
          knex.raw('SUM(CASE WHEN event = ? THEN tally ELSE 0 END) AS ??', [event, event]),
        ),
      ),
    list(
      [fromTotals('page'), counted.views(knex, live), counted.landingPages(knex, live)],
      TOP.pages,
      'visit',
      'views',
      'leads',
    ),
    list([fromTotals('source'), counted.sources(knex, live)], TOP.sources, 'visit', 'leads'),
    list([fromTotals('campaign'), counted.campaigns(knex, live)], TOP.campaigns, 'visit', 'leads'),
  ])) as [
    Grouped['days'],
    Array<{ day: string; views: number }>,
    Grouped['days'],
    Grouped['pages'],
    Grouped['sources'],
    Grouped['campaigns'],
  ];

  const byDay = new Map<string, Grouped['days'][number]>();
  for (const row of summedDays) byDay.set(row.day, row);
  for (const row of liveEvents) byDay.set(row.day, { ...row });
  for (const row of liveViews) byDay.set(row.day, { ...byDay.get(row.day), day: row.day, views: row.views });
  return summarize(period, now, { days: [...byDay.values()], pages, sources, campaigns });
}
