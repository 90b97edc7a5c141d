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
import { dayOf, periodDays, summarize, type CountPeriod, type EventRow, type PageViewRow } from './rules';

export const PAGE_VIEW_UID = 'api::page-view-count.page-view-count';
export const CONVERSION_UID = 'api::conversion-count.conversion-count';
const PAGE_VIEW_TABLE = 'page_view_counts';
const CONVERSION_TABLE = 'conversion_counts';

export const COUNT_INDEXES = [
  `CREATE UNIQUE INDEX IF NOT EXISTS ${PAGE_VIEW_TABLE}_key_uq ON ${PAGE_VIEW_TABLE} (count_key)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS ${CONVERSION_TABLE}_key_uq ON ${CONVERSION_TABLE} (count_key)`,
  `CREATE INDEX IF NOT EXISTS ${PAGE_VIEW_TABLE}_day_idx ON ${PAGE_VIEW_TABLE} (day)`,
  `CREATE INDEX IF NOT EXISTS ${CONVERSION_TABLE}_day_idx ON ${CONVERSION_TABLE} (day)`,
];

export const ensureCountIndexes = (strapi: Core.Strapi) => ensureIndexes(strapi, COUNT_INDEXES, 'a count index');

/** The row's key: what it counts, hashed to a fixed length an index takes whatever the path's. */
const keyOf = (...parts: string[]) => crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Adds one to the row `key` names in `table` (its number in `column`), creating it when missing. */
async function addOne(
  strapi: Core.Strapi,
  target: { uid: string; table: string; column: string },
  key: string,
  fields: Record<string, string>,
): Promise<void> {
  const knex = strapi.db.connection;
  const increment = () => knex(target.table).where('count_key', key).increment(target.column, 1);
  if (Number(await increment()) > 0) return;
  try {
    await strapi.db.query(target.uid).create({
      data: { ...fields, [target.column]: 1, countKey: key, documentId: newDocumentId(), publishedAt: new Date() },
    });
  } catch (error) {
    // Made at the same moment by another request or instance: the unique index refused this one.
    if (Number(await increment()) > 0) return;
    throw error;
  }
}

export async function countPageView(strapi: Core.Strapi, path: string, now = new Date()): Promise<void> {
  const day = dayOf(now);
  await addOne(strapi, { uid: PAGE_VIEW_UID, table: PAGE_VIEW_TABLE, column: 'views' }, keyOf(day, path), {
    day,
    path,
  });
}

export async function countEvent(
  strapi: Core.Strapi,
  event: SourceEvent,
  source: CountedSource,
  now = new Date(),
): Promise<void> {
  const day = dayOf(now);
  const { landingPage, source: name, campaign } = source;
  await addOne(
    strapi,
    { uid: CONVERSION_UID, table: CONVERSION_TABLE, column: 'tally' },
    keyOf(day, event, landingPage, name, campaign),
    { day, event, landingPage, source: name, campaign },
  );
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

/** The Visits page's figures of a period ending `now`'s day. */
export async function countSummary(strapi: Core.Strapi, period: CountPeriod, now = new Date()) {
  const days = periodDays(period, now);
  const [from, to] = [days[0], days[days.length - 1]];
  const knex = strapi.db.connection;
  const views = (await knex(PAGE_VIEW_TABLE)
    .select('day', 'path', 'views')
    .whereBetween('day', [from, to])) as PageViewRow[];
  const events = (await knex(CONVERSION_TABLE)
    .select('day', 'event', { landingPage: 'landing_page' }, 'source', 'campaign', 'tally')
    .whereBetween('day', [from, to])) as EventRow[];
  return summarize(period, now, { views, events });
}

/** Deletes the counts of days before the period (COUNT_RETENTION_DAYS), by day: answers how many rows. */
export async function expireCounts(
  strapi: Core.Strapi,
  days: number,
  now = new Date(),
): Promise<{ 'page-view-count': number; 'conversion-count': number }> {
  const [oldest] = periodDays(days, now);
  const knex = strapi.db.connection;
  return {
    'page-view-count': Number(await knex(PAGE_VIEW_TABLE).where('day', '<', oldest).delete()),
    'conversion-count': Number(await knex(CONVERSION_TABLE).where('day', '<', oldest).delete()),
  };
}
