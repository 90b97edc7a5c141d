/**
 * Count rows made in the CMS's database by SQL, fast and with no process in between (a recursive CTE
 * on SQLite, generate_series on PostgreSQL), by a formula a test can compute its figures from: row `i`
 * of each table is GENERATED.view(i) / GENERATED.event(i). Days 1 to 400 ago (none today, so the
 * day's caps start empty), 997 paths, 37 sources, 41 campaigns (a third of the rows none).
 * Used by cms/tests/visit-counts-scale.test.ts and the bench (bench/visit-counts.ts).
 */
import { SOURCE_EVENTS } from '../../cms/src/contracts/counts';
import { execute, isPostgres } from './cms';

const DAYS = 400;

export const GENERATED = {
  /** A million rows in all. */
  views: 400_000,
  events: 600_000,
  view: (i: number) => ({ ago: 1 + (i % DAYS), path: `/p${i % 997}`, views: 1 + (i % 5) }),
  event: (i: number) => ({
    ago: 1 + (i % DAYS),
    event: SOURCE_EVENTS[Math.floor(i / 7) % SOURCE_EVENTS.length],
    landingPage: `/p${i % 997}`,
    source: `s${i % 37}`,
    campaign: i % 3 === 0 ? '' : `c${i % 41}`,
    tally: 1 + (i % 3),
  }),
};

/** The same formula in SQL, `i` the row's number; its day on each database. */
const eventSql = `CASE (i / 7) % ${SOURCE_EVENTS.length} ${SOURCE_EVENTS.map((event, n) => `WHEN ${n} THEN '${event}'`).join(' ')} END`;

/** Fills the count tables with `views` and `events` rows (GENERATED's numbers unless given fewer). */
export async function fillCounts(
  database: string,
  { views = GENERATED.views, events = GENERATED.events }: { views?: number; events?: number } = {},
): Promise<void> {
  const postgres = isPostgres(database);
  const day = postgres
    ? `to_char((now() AT TIME ZONE 'utc')::date - (1 + i % ${DAYS}), 'YYYY-MM-DD')`
    : `date('now', '-' || (1 + i % ${DAYS}) || ' days')`;
  const numbers = (count: number) =>
    postgres
      ? { with: '', from: `generate_series(1, ${count}) AS i` }
      : { with: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) `, from: 'n' };
  const v = numbers(views);
  await execute(
    database,
    `${v.with}INSERT INTO page_view_counts (document_id, day, path, views, count_key)
     SELECT 'gen-v' || i, ${day}, '/p' || (i % 997), 1 + i % 5, 'gen-v' || i FROM ${v.from}`,
  );
  const e = numbers(events);
  await execute(
    database,
    `${e.with}INSERT INTO conversion_counts (document_id, day, event, landing_page, source, campaign, tally, count_key)
     SELECT 'gen-e' || i, ${day}, ${eventSql}, '/p' || (i % 997), 's' || (i % 37),
            CASE WHEN i % 3 = 0 THEN '' ELSE 'c' || (i % 41) END, 1 + i % 3, 'gen-e' || i FROM ${e.from}`,
  );
  // Past days changed behind the CMS's back: their totals (cms/src/counts/summary.ts) are summed again.
  await execute(database, 'DELETE FROM count_day_totals');
  // The planner's statistics, as a database that grew to this size has them.
  await execute(database, postgres ? 'ANALYZE page_view_counts, conversion_counts' : 'ANALYZE');
}
