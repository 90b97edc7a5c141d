/**
 * The visit counts against growth and poisoning (docs/visit-counts.md#what-the-figures-resist), on a
 * real CMS on SQLite and PostgreSQL (CMS_TEST_DB=postgres):
 *
 * - the site server's report of its build's pages: only with the rebuild secret (401), a list checked
 *   whole (400 naming `paths`);
 * - a million count rows made in the database (a recursive CTE on SQLite, generate_series on
 *   PostgreSQL): the Visits page's figures of 30 and 366 days equal to the same figures computed here,
 *   from the formula the rows were made by; a longer period refused naming `days`;
 * - forged beacons: page views and visits of paths the build does not have count on one OTHER row; the
 *   51st source and campaign of a day count as OTHER, those the day has keep counting by name; past
 *   the day's rows of visits and conversions a new combination counts with source and campaign OTHER.
 *
 * How fast the page answers beside those rows is measured by `npm run bench` (bench/visit-counts.ts).
 */
import crypto from 'node:crypto';
import { execute, isPostgres, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { jsonCaller, makeAdmin } from '../../tests/support/admin';
import { fillCounts, GENERATED } from '../../tests/support/counts';
import { OTHER } from '../src/contracts/site-pages';
import { CONVERSION_NAMES, LEAD_CONVERSIONS, SOURCE_EVENTS } from '../src/contracts/counts';
import { CAMPAIGNS_A_DAY, CONVERSION_ROWS_A_DAY, SOURCES_A_DAY } from '../src/counts/store';
import { TOP } from '../src/counts/rules';

jest.setTimeout(600_000);

const SITE = 'http://site.example';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const REBUILD_SECRET = crypto.randomBytes(32).toString('base64url');
const owner = makeAdmin();
const BUILT = ['/', '/about', '/contact', '/offer'];

let cms: CmsInstance;
let token = '';
const call = jsonCaller(() => cms.url);
const today = new Date().toISOString().slice(0, 10);

const report = (body: unknown, secret: string | null = REBUILD_SECRET) =>
  fetch(`${cms.url}/api/counts/site-pages`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { 'x-rebuild-secret': secret }) },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: await response.json().catch(() => null) }));

let client = 0;
/** A beacon from a browser on the site, each from a client of its own (the rate limit is not tested here). */
async function beacon(body: unknown) {
  client += 1;
  const response = await fetch(`${cms.url}/api/types/count`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'X-Forwarded-For': `198.51.${client >> 8}.${client & 255}`,
      Origin: SITE,
      'User-Agent': CHROME,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

/** Rows in one order, whatever the database's collation. */
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
const sorted = <T>(list: T[]) => [...list].sort(byText);

/** Today's rows of `table` (their `columns`), numbers as numbers. */
const todays = async (table: string, columns: string, where = '1 = 1', ...params: unknown[]) =>
  sorted(
    (
      await rows<Record<string, unknown>>(
        cms.database,
        `SELECT ${columns} FROM ${table} WHERE day = ? AND ${where}`,
        today,
        ...params,
      )
    ).map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value : Number(value)]),
      ),
    ),
  );

beforeAll(async () => {
  cms = await startCms({
    env: {
      ...owner.env,
      SITE_ORIGINS: SITE,
      REBUILD_SECRET,
      COUNT_RATE_LIMIT: '100000',
      CMS_PROXY_TRUSTED: 'loopback',
    },
  });
  token = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
  await fillCounts(cms.database);
});

afterAll(async () => {
  await cms?.stop();
});

describe("the site's pages", () => {
  it('are taken from the site server with the rebuild secret only, and checked as a whole', async () => {
    expect((await report({ paths: ['/spam'] }, null)).status).toBe(401);
    expect((await report({ paths: ['/spam'] }, 'a-wrong-secret-of-some-length')).status).toBe(401);
    for (const body of [{}, { paths: '/about' }, { paths: ['about'] }, { paths: ['/a b'] }, { paths: [3] }]) {
      const answer = await report(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body.error.details.errors.map((error: { path: string[] }) => error.path)).toEqual([['paths']]);
    }
    const tooMany = await report({ paths: Array.from({ length: 20_001 }, (_, i) => `/${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details.errors[0].path).toEqual(['paths']);
    expect((await report({ paths: BUILT })).status).toBe(204);
  });
});

type Sums = { views: number } & Record<string, number>;
const blank = (): Sums => Object.fromEntries([['views', 0], ...SOURCE_EVENTS.map((event) => [event, 0])]) as Sums;
const leadsOf = (sums: Sums) => LEAD_CONVERSIONS.reduce((total, name) => total + sums[name], 0);

/** The Visits page's figures of `days` days, computed here from the formula the rows were made by. */
function expected(days: number) {
  const group = <K>(map: Map<K, Sums>, key: K) => map.get(key) ?? map.set(key, blank()).get(key)!;
  const byDay = new Map<number, Sums>();
  const pages = new Map<string, Sums>();
  const sources = new Map<string, Sums>();
  const campaigns = new Map<string, Sums>();
  for (let i = 1; i <= GENERATED.views; i += 1) {
    const row = GENERATED.view(i);
    if (row.ago >= days) continue;
    group(byDay, row.ago).views += row.views;
    group(pages, row.path).views += row.views;
  }
  for (let i = 1; i <= GENERATED.events; i += 1) {
    const row = GENERATED.event(i);
    if (row.ago >= days) continue;
    for (const sums of [
      group(byDay, row.ago),
      group(pages, row.landingPage),
      group(sources, row.source),
      ...(row.campaign ? [group(campaigns, row.campaign)] : []),
    ])
      sums[row.event] += row.tally;
  }
  const top = (map: Map<string, Sums>, limit: number) =>
    [...map]
      .sort(([a, x], [b, y]) => y.visit - x.visit || y.views - x.views || leadsOf(y) - leadsOf(x) || (a < b ? -1 : 1))
      .slice(0, limit)
      .map(([name, sums]) => ({ name, visits: sums.visit, views: sums.views, leads: leadsOf(sums) }));
  const total = blank();
  for (const sums of byDay.values()) for (const key of Object.keys(total)) total[key] += sums[key];
  return {
    byDay,
    totals: {
      views: total.views,
      visits: total.visit,
      leads: leadsOf(total),
      conversions: Object.fromEntries(CONVERSION_NAMES.map((name) => [name, total[name]])),
    },
    pages: top(pages, TOP.pages),
    sources: top(sources, TOP.sources),
    campaigns: top(campaigns, TOP.campaigns),
  };
}

describe('the Visits page beside a million count rows', () => {
  it(`holds the ${GENERATED.views + GENERATED.events} rows made in the database`, async () => {
    const [{ n }] = await rows<{ n: number }>(
      cms.database,
      'SELECT (SELECT COUNT(*) FROM page_view_counts) + (SELECT COUNT(*) FROM conversion_counts) AS n',
    );
    expect(Number(n)).toBe(GENERATED.views + GENERATED.events);
  });

  for (const days of [30, 366]) {
    it(`answers the figures of ${days} days as computed from what was stored`, async () => {
      const answer = await call('GET', `/visit-counts/summary?days=${days}`, token);
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      const want = expected(days);
      expect(data.days).toHaveLength(days);
      expect(data.totals).toMatchObject(want.totals);
      expect(data.totals.views).toBeGreaterThan(0);
      (data.days as Array<{ views: number; visits: number; leads: number }>).forEach((day, index) => {
        const sums = want.byDay.get(days - 1 - index) ?? blank();
        expect(day).toMatchObject({ views: sums.views, visits: sums.visit, leads: leadsOf(sums) });
      });
      type Listed = { path?: string; name?: string; visits: number; views?: number; leads: number };
      const named = (list: Listed[]) =>
        list.map(({ path, name, visits, views, leads }) => ({ name: path ?? name, visits, views: views ?? 0, leads }));
      expect(named(data.pages)).toEqual(want.pages);
      expect(named(data.sources)).toEqual(want.sources);
      expect(named(data.campaigns)).toEqual(want.campaigns);
    });
  }

  it('reads the past days from their totals: a row per day and page, source or campaign, each day summed once', async () => {
    // Every day of the year but today and yesterday (read as counted): 364 days with counts.
    const perDay = await rows<{ day: string; n: number; marked: number }>(
      cms.database,
      "SELECT day, COUNT(*) AS n, SUM(CASE WHEN dimension = 'day' THEN 1 ELSE 0 END) AS marked FROM count_day_totals GROUP BY day",
    );
    expect(perDay).toHaveLength(364);
    for (const { n, marked } of perDay) {
      expect(Number(marked)).toBe(1);
      // The day's 2,500 count rows as at most its 997 pages, 37 sources and 41 campaigns, and itself.
      expect(Number(n)).toBeLessThanOrEqual(997 + 37 + 41 + 1);
    }
  });

  it('refuses a period of more than 366 days, naming `days`', async () => {
    const answer = await call('GET', '/visit-counts/summary?days=400', token);
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.errors[0].path).toEqual(['days']);
  });
});

describe('forged beacons', () => {
  it("count the paths the build does not have on one row a day, as visits' landing pages too", async () => {
    for (let i = 0; i < 20; i += 1) {
      await beacon({ event: 'page-view', path: `/made-up-${i}`, visit: true });
      await beacon({ event: 'chat-opened', landingPage: `/made-up-${i}` });
    }
    await beacon({ event: 'page-view', path: '/about/' });
    expect(await todays('page_view_counts', 'path, views')).toEqual(
      sorted([
        { path: OTHER, views: 20 },
        { path: '/about', views: 1 },
      ]),
    );
    expect(await todays('conversion_counts', 'event, landing_page, tally')).toEqual(
      sorted([
        { event: 'chat-opened', landing_page: OTHER, tally: 20 },
        { event: 'visit', landing_page: OTHER, tally: 20 },
      ]),
    );
  });

  it(`count the ${SOURCES_A_DAY + 1}st source and the ${CAMPAIGNS_A_DAY + 1}st campaign of a day as other, and keep counting those the day has`, async () => {
    const sent = Math.max(SOURCES_A_DAY, CAMPAIGNS_A_DAY) + 10;
    for (let i = 0; i < sent; i += 1)
      await beacon({ event: 'page-view', path: '/offer', visit: true, utmSource: `src-${i}`, utmCampaign: `cmp-${i}` });
    // A source and a campaign the day has, again.
    await beacon({ event: 'page-view', path: '/offer', visit: true, utmSource: 'src-0', utmCampaign: 'cmp-0' });
    const offer = await todays('conversion_counts', 'source, campaign, tally', 'landing_page = ?', '/offer');
    const sources = new Set(offer.map((row) => row.source));
    expect(sources.size).toBe(SOURCES_A_DAY + 1);
    expect(sources.has(OTHER)).toBe(true);
    const campaigns = new Set(offer.map((row) => row.campaign));
    expect(campaigns.size).toBe(CAMPAIGNS_A_DAY + 1);
    expect(campaigns.has(OTHER)).toBe(true);
    // Every visit counted, on a row of its own source or on the others'.
    expect(offer.reduce((total, row) => total + Number(row.tally), 0)).toBe(sent + 1);
    expect(offer.filter((row) => row.source === 'src-0')).toEqual([{ source: 'src-0', campaign: 'cmp-0', tally: 2 }]);
  });

  it(`make no new row past the day's ${CONVERSION_ROWS_A_DAY} rows of visits and conversions`, async () => {
    const [{ n }] = await rows<{ n: number }>(
      cms.database,
      'SELECT COUNT(*) AS n FROM conversion_counts WHERE day = ?',
      today,
    );
    // The day filled up to its cap with rows of a named source and campaign.
    const missing = CONVERSION_ROWS_A_DAY - Number(n);
    const fill = isPostgres(cms.database)
      ? `INSERT INTO conversion_counts (document_id, day, event, landing_page, source, campaign, tally, count_key)
         SELECT 'fill-' || i, ?, 'visit', '/contact', 'src-1', 'cmp-1', 1, 'fill-' || i FROM generate_series(1, ?) AS i`
      : `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO conversion_counts (document_id, day, event, landing_page, source, campaign, tally, count_key)
         SELECT 'fill-' || i, ?, 'visit', '/contact', 'src-1', 'cmp-1', 1, 'fill-' || i FROM n`;
    await execute(cms.database, fill, ...(isPostgres(cms.database) ? [today, missing] : [missing, today]));
    await beacon({ event: 'page-view', path: '/contact', visit: true, utmSource: 'src-2', utmCampaign: 'cmp-2' });
    await beacon({ event: 'page-view', path: '/contact', visit: true, utmSource: 'src-3' });
    expect(
      await todays(
        'conversion_counts',
        'source, campaign, tally',
        "landing_page = ? AND count_key NOT LIKE 'fill-%'",
        '/contact',
      ),
    ).toEqual(
      sorted([
        { source: OTHER, campaign: OTHER, tally: 1 },
        { source: OTHER, campaign: '', tally: 1 },
      ]),
    );
  });
});
