/**
 * The counts (docs/visit-counts.md), aggregated as they arrive: one row per day and path with its
 * number of views (`api::page-view-count.page-view-count`), and one per day, event (a visit, or a
 * conversion of ../contracts/counts.ts), landing page, source and campaign with its number
 * (`api::conversion-count.conversion-count`). Nothing about a visitor is stored: no address, no
 * identifier, no time finer than the day.
 *
 * Each count adds one with a single UPDATE of its row, found by a key (a hash of what the row counts)
 * under a UNIQUE index (the same SQL on SQLite and PostgreSQL); a row that does not exist yet is
 * created, and when another request or CMS instance created it at the same moment, the index refuses
 * the second and the UPDATE is made again. So no count is lost or doubled, whatever the concurrency.
 *
 * What a beacon can make a row of is bounded (docs/visit-counts.md#what-the-figures-resist): a path
 * the site's current build does not have (./site-pages.ts) is counted as OTHER, one row a day; a day
 * takes SOURCES_A_DAY sources and CAMPAIGNS_A_DAY campaigns, and CONVERSION_ROWS_A_DAY rows of visits
 * and conversions; past them a new one counts as OTHER (its landing page and event kept). The checks
 * run only where a count would make a new row: adding to an existing one is one UPDATE.
 *
 * The Visits page's figures are read from each past day's totals and today's and yesterday's counts,
 * grouped, ranked and cut in SQL (./summary.ts), so the CMS reads a few hundred rows whatever the
 * number stored.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  LEAD_CONVERSION,
  countedSource,
  type Conversion,
  type CountedBeacon,
  type CountedSource,
  type SourceEvent,
} from '../contracts/counts';
import type { LeadKind } from '../contracts/leads';
import { ensureIndexes } from '../api/submission/indexes';
import { newDocumentId } from '../lead-desk/store';
import { OTHER } from '../contracts/site-pages';
import { dayOf, periodDays } from './rules';
import { sitePages } from './site-pages';

/** The distinct sources, and campaigns, a day counts by name; past them, OTHER. */
export const SOURCES_A_DAY = 50;
export const CAMPAIGNS_A_DAY = 50;
/** The rows of visits and conversions a day takes (each a day, event, landing page, source and
 * campaign); past them a new combination is counted with source and campaign OTHER. */
export const CONVERSION_ROWS_A_DAY = 10_000;

export const PAGE_VIEW_UID = 'api::page-view-count.page-view-count';
export const CONVERSION_UID = 'api::conversion-count.conversion-count';
export const PAGE_VIEW_TABLE = 'page_view_counts';
export const CONVERSION_TABLE = 'conversion_counts';
/** The past days' counts summed (./summary.ts). */
export const TOTALS_UID = 'api::count-day-total.count-day-total';
export const TOTALS_TABLE = 'count_day_totals';

export const COUNT_INDEXES = [
  `CREATE UNIQUE INDEX IF NOT EXISTS ${PAGE_VIEW_TABLE}_key_uq ON ${PAGE_VIEW_TABLE} (count_key)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS ${CONVERSION_TABLE}_key_uq ON ${CONVERSION_TABLE} (count_key)`,
  `CREATE INDEX IF NOT EXISTS ${PAGE_VIEW_TABLE}_day_idx ON ${PAGE_VIEW_TABLE} (day)`,
  `CREATE INDEX IF NOT EXISTS ${CONVERSION_TABLE}_day_idx ON ${CONVERSION_TABLE} (day)`,
  // The day's caps (countEvent) look a source or campaign up within its day, and count them.
  `CREATE INDEX IF NOT EXISTS ${CONVERSION_TABLE}_day_source_idx ON ${CONVERSION_TABLE} (day, source)`,
  `CREATE INDEX IF NOT EXISTS ${CONVERSION_TABLE}_day_campaign_idx ON ${CONVERSION_TABLE} (day, campaign)`,
];

export const ensureCountIndexes = (strapi: Core.Strapi) => ensureIndexes(strapi, COUNT_INDEXES, 'a count index');

/** The row's key: what it counts, hashed to a fixed length an index takes whatever the path's. */
const keyOf = (...parts: string[]) => crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');

interface Target {
  uid: string;
  table: string;
  column: string;
}
const PAGE_VIEWS: Target = { uid: PAGE_VIEW_UID, table: PAGE_VIEW_TABLE, column: 'views' };
const CONVERSIONS: Target = { uid: CONVERSION_UID, table: CONVERSION_TABLE, column: 'tally' };

/** Adds one to the row `key` names in `table` (its number in `column`) when it exists. */
const incremented = async (strapi: Core.Strapi, target: Target, key: string) =>
  Number(await strapi.db.connection(target.table).where('count_key', key).increment(target.column, 1)) > 0;

/** Adds one to the row `key` names in `table` (its number in `column`), creating it when missing. */
async function addOne(strapi: Core.Strapi, target: Target, key: string, fields: Record<string, string>): Promise<void> {
  const increment = () => incremented(strapi, target, key);
  if (await increment()) return;
  try {
    await strapi.db.query(target.uid).create({
      data: { ...fields, [target.column]: 1, countKey: key, documentId: newDocumentId(), publishedAt: new Date() },
    });
  } catch (error) {
    // Made at the same moment by another request or instance: the unique index refused this one.
    if (await increment()) return;
    throw error;
  }
}

/** The path as counted: itself when the site's current build has it, else OTHER. */
const countedPath = async (strapi: Core.Strapi, path: string) => ((await sitePages(strapi)).has(path) ? path : OTHER);

export async function countPageView(strapi: Core.Strapi, path: string, now = new Date()): Promise<void> {
  const day = dayOf(now);
  const counted = await countedPath(strapi, path);
  await addOne(strapi, PAGE_VIEWS, keyOf(day, counted), { day, path: counted });
}

/** `name` (a source or campaign, in `column`) as day `day` counts it: itself when the day has it
 * already or has fewer than `cap`, else OTHER. Several instances may each let one more in at the same
 * moment: the cap is exceeded by at most the requests in flight. */
async function cappedName(strapi: Core.Strapi, day: string, column: string, name: string, cap: number) {
  if (!name) return name;
  const knex = strapi.db.connection;
  if (
    await knex(CONVERSION_TABLE)
      .where({ day, [column]: name })
      .first('id')
  )
    return name;
  const [{ names }] = await knex(CONVERSION_TABLE)
    .where({ day })
    .whereNotIn(column, ['', OTHER])
    .countDistinct({ names: column });
  return Number(names) < cap ? name : OTHER;
}

export async function countEvent(
  strapi: Core.Strapi,
  event: SourceEvent,
  source: CountedSource,
  now = new Date(),
): Promise<void> {
  const day = dayOf(now);
  const landingPage = source.landingPage && (await countedPath(strapi, source.landingPage));
  const row = (name: string, campaign: string) => ({
    key: keyOf(day, event, landingPage, name, campaign),
    fields: { day, event, landingPage, source: name, campaign },
  });
  // A row that exists is within the caps: only a new one is checked against them.
  const asSent = row(source.source, source.campaign);
  if (await incremented(strapi, CONVERSIONS, asSent.key)) return;
  let counted = row(
    await cappedName(strapi, day, 'source', source.source, SOURCES_A_DAY),
    await cappedName(strapi, day, 'campaign', source.campaign, CAMPAIGNS_A_DAY),
  );
  if (counted.key !== asSent.key ? await incremented(strapi, CONVERSIONS, counted.key) : false) return;
  const [{ rows }] = await strapi.db.connection(CONVERSION_TABLE).where({ day }).count({ rows: '*' });
  if (Number(rows) >= CONVERSION_ROWS_A_DAY)
    counted = row(counted.fields.source && OTHER, counted.fields.campaign && OTHER);
  await addOne(strapi, CONVERSIONS, counted.key, counted.fields);
}

/** What a checked beacon counts: a page view (and the visit it began), or the chat opened. */
export async function countBeacon(strapi: Core.Strapi, beacon: CountedBeacon, now = new Date()): Promise<void> {
  if (beacon.event === 'chat-opened') return countEvent(strapi, 'chat-opened', beacon.source, now);
  await countPageView(strapi, beacon.path, now);
  if (beacon.visit) await countEvent(strapi, 'visit', beacon.visit, now);
}

/**
 * A lead's conversion, counted as the CMS stores it (a newsletter sign-up when confirmed), against
 * where its visit came from (its own source fields). A count never fails a lead: an error is logged.
 */
export async function countLead(
  strapi: Core.Strapi,
  kind: LeadKind,
  lead: Record<string, unknown>,
  now = new Date(),
): Promise<void> {
  const conversion: Conversion = LEAD_CONVERSION[kind];
  try {
    await countEvent(strapi, conversion, countedSource(lead), now);
  } catch (error) {
    strapi.log.error(`Count of a ${conversion}: ${(error as Error).message}`);
  }
}

/** Deletes the counts of days before the period (COUNT_RETENTION_DAYS), by day, and their totals (made
 * from them: not counted again); answers how many count rows. */
export async function expireCounts(
  strapi: Core.Strapi,
  days: number,
  now = new Date(),
): Promise<{ 'page-view-count': number; 'conversion-count': number }> {
  const [oldest] = periodDays(days, now);
  const knex = strapi.db.connection;
  await knex(TOTALS_TABLE).where('day', '<', oldest).delete();
  return {
    'page-view-count': Number(await knex(PAGE_VIEW_TABLE).where('day', '<', oldest).delete()),
    'conversion-count': Number(await knex(CONVERSION_TABLE).where('day', '<', oldest).delete()),
  };
}
