/**
 * The site's own count of page views, visits and conversions (src/counts, docs/visit-counts.md) on a
 * real CMS (SQLite, or PostgreSQL with CMS_TEST_DB=postgres), over HTTP as the site's beacon and forms
 * send it, read back from the database and through the Visits page's admin route:
 *
 * - a visit's first page view counted with its landing page, source and campaign; a navigation's as a
 *   view only; the chat opened as a conversion; every answer 204 and nothing else stored (no address,
 *   no agent: the rows hold day, path or source, and a number);
 * - 20 beacons at once for a new page: one row, 20 views (its unique key decides the race);
 * - bots (their user agents, none at all), another origin, none, and the preview's paths left out;
 * - bad input answered 400 naming the field, a body of another type 415, nothing counted;
 * - a budget of its own per client (COUNT_RATE_LIMIT): past it 429 and not counted, the forms' budget untouched;
 * - the leads' conversions counted as they are stored (a form, a transcript, a sign-up once confirmed)
 *   against their own landing page, source and campaign, and never a repeat, a retry or a decoy;
 * - the Visits page's figures equal to what was sent, for Sales and the super admin; 403 for an
 *   Editor, 401 without a session, 400 naming `days` for a period past 366 days; a Sales role made
 *   before the page given it once, at the next start;
 * - retention deleting the counts of days past COUNT_RETENTION_DAYS, and only those.
 */
import crypto from 'node:crypto';
import { execute, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { inviteAdmin, jsonCaller, makeAdmin } from '../../tests/support/admin';
import { postSubmission } from '../../tests/support/submissions';
import { until } from '../../tests/support/until';
import { deriveNewsletterKey } from '../src/newsletter/key';
import { signConfirmToken } from '../src/newsletter/tokens';

jest.setTimeout(300_000);

const SITE = 'http://site.example';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const COUNT_LIMIT = 30;
const TOKEN_SECRET = crypto.randomBytes(32).toString('base64url');
const REBUILD_SECRET = crypto.randomBytes(32).toString('base64url');
/** The pages of the site's build these tests count (the site server reports them: server/site-pages.ts). */
const LONG_PATH = `/t8-${'a'.repeat(496)}`;
const BUILT = ['/t1-offer', '/t1-about', '/t2-über-uns', '/t3-race', '/t4-page', '/t6-busy', '/t7-offer', LONG_PATH];
const owner = makeAdmin();
const SALES = { email: 'sam@meridianworks.example', password: 'Fjord-Pebble-27', firstname: 'Sam', lastname: 'Sales' };
const EDITOR = { email: 'ed@meridianworks.example', password: 'Quill-Meadow-41', firstname: 'Ed', lastname: 'Editor' };

const ENV = {
  ...owner.env,
  SITE_ORIGINS: SITE,
  FORM_MIN_SECONDS: '0',
  SUBMISSION_RATE_LIMIT: '1000',
  COUNT_RATE_LIMIT: String(COUNT_LIMIT),
  // Each group of tests sends as a client of its own (X-Forwarded-For from loopback, believed).
  CMS_PROXY_TRUSTED: 'loopback',
  NEWSLETTER_TOKEN_SECRET: TOKEN_SECRET,
  REBUILD_SECRET,
  // The retention job every second, so the test sees it act.
  RETENTION_SCHEDULE: '* * * * * *',
};

let cms: CmsInstance;
const tokens: Record<'owner' | 'sales' | 'editor', string> = { owner: '', sales: '', editor: '' };
const call = jsonCaller(() => cms.url);

beforeAll(async () => {
  cms = await startCms({ env: ENV });
  tokens.owner = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
  tokens.sales = await inviteAdmin(cms.url, tokens.owner, 'sales', SALES);
  tokens.editor = await inviteAdmin(cms.url, tokens.owner, 'strapi-editor', EDITOR);
  const report = await fetch(`${cms.url}/api/counts/site-pages`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'x-rebuild-secret': REBUILD_SECRET },
    body: JSON.stringify({ paths: BUILT.map(encodeURI) }),
  });
  expect(report.status).toBe(204);
});

afterAll(async () => {
  await cms?.stop();
});

interface Sending {
  client: string;
  origin?: string | null;
  agent?: string | null;
  type?: string;
}

/** A beacon as the site's sends it: a string body (text/plain), from the site's origin, a browser's agent. */
async function beacon(
  body: unknown,
  { client, origin = SITE, agent = CHROME, type = 'text/plain;charset=UTF-8' }: Sending,
) {
  const response = await fetch(`${cms.url}/api/types/count`, {
    method: 'POST',
    headers: {
      'Content-Type': type,
      'X-Forwarded-For': client,
      ...(origin === null ? {} : { Origin: origin }),
      ...(agent === null ? {} : { 'User-Agent': agent }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const views = async (prefix: string) =>
  (
    await rows<{ day: string; path: string; views: number }>(
      cms.database,
      'SELECT day, path, views FROM page_view_counts WHERE path LIKE ? ORDER BY path',
      `${prefix}%`,
    )
  ).map((row) => ({ ...row, views: Number(row.views) }));

const events = async (where: string, ...params: unknown[]) =>
  (
    await rows<{ day: string; event: string; landing_page: string; source: string; campaign: string; tally: number }>(
      cms.database,
      `SELECT day, event, landing_page, source, campaign, tally FROM conversion_counts WHERE ${where} ORDER BY event, landing_page`,
      ...params,
    )
  ).map((row) => ({ ...row, tally: Number(row.tally) }));

const today = new Date().toISOString().slice(0, 10);

describe('the beacon', () => {
  const client = '203.0.113.1';

  it('counts a visit with where it came from, the pages viewed after it, and the chat opened', async () => {
    const sent = [
      {
        event: 'page-view',
        path: '/t1-offer',
        visit: true,
        referrer: 'www.linkedin.com',
        utmSource: 'linkedin',
        utmCampaign: 'autumn-t1',
      },
      { event: 'page-view', path: '/t1-about' },
      { event: 'page-view', path: '/t1-about' },
      {
        event: 'chat-opened',
        landingPage: '/t1-offer',
        referrer: 'www.linkedin.com',
        utmSource: 'linkedin',
        utmCampaign: 'autumn-t1',
      },
    ];
    for (const body of sent) expect(await beacon(body, { client })).toEqual({ status: 204, body: null });

    expect(await views('/t1-')).toEqual([
      { day: today, path: '/t1-about', views: 2 },
      { day: today, path: '/t1-offer', views: 1 },
    ]);
    expect(await events('campaign = ?', 'autumn-t1')).toEqual([
      {
        day: today,
        event: 'chat-opened',
        landing_page: '/t1-offer',
        source: 'linkedin',
        campaign: 'autumn-t1',
        tally: 1,
      },
      { day: today, event: 'visit', landing_page: '/t1-offer', source: 'linkedin', campaign: 'autumn-t1', tally: 1 },
    ]);
    // Nothing about the visitor: the rows' columns are the count's own.
    const [row] = await rows<Record<string, unknown>>(
      cms.database,
      'SELECT * FROM conversion_counts WHERE campaign = ?',
      'autumn-t1',
    );
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|Chrome|Mozilla/);
  });

  it('takes JSON too, and writes a path as people read it, with its source as the referring site', async () => {
    const sent = { event: 'page-view', path: '/t2-%C3%BCber-uns', visit: true, referrer: 'www.google.com' };
    expect((await beacon(sent, { client, type: 'application/json' })).status).toBe(204);
    expect(await views('/t2-')).toEqual([{ day: today, path: '/t2-über-uns', views: 1 }]);
    expect(await events('landing_page = ?', '/t2-über-uns')).toEqual([
      { day: today, event: 'visit', landing_page: '/t2-über-uns', source: 'www.google.com', campaign: '', tally: 1 },
    ]);
  });

  it('counts 20 page views of a new page sent at once: one row, 20 views', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => beacon({ event: 'page-view', path: '/t3-race' }, { client: '203.0.113.3' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204));
    expect(await views('/t3-')).toEqual([{ day: today, path: '/t3-race', views: 20 }]);
  });

  it('leaves out bots, calls from elsewhere and the preview, answering them alike', async () => {
    const view = { event: 'page-view', path: '/t4-page', visit: true };
    for (const sending of [
      { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      {
        agent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      },
      { agent: 'curl/8.5.0' },
      { agent: null },
      { origin: 'http://elsewhere.example' },
      { origin: null },
    ])
      expect((await beacon(view, { client: '203.0.113.4', ...sending })).status).toBe(204);
    expect((await beacon({ event: 'page-view', path: '/__preview' }, { client: '203.0.113.4' })).status).toBe(204);
    expect(await views('/t4-')).toEqual([]);
    expect(await views('/__preview')).toEqual([]);
    expect(await events('landing_page = ?', '/t4-page')).toEqual([]);
  });

  it('refuses bad input with a 400 naming each bad field, and counts nothing', async () => {
    const client = '203.0.113.5';
    const all = async () => ({
      views: await rows(cms.database, 'SELECT * FROM page_view_counts ORDER BY id'),
      events: await rows(cms.database, 'SELECT * FROM conversion_counts ORDER BY id'),
    });
    const before = await all();
    for (const [body, fields] of [
      ['not json', ['body']],
      ['[]', ['body']],
      [{ path: '/t5' }, ['event']],
      [{ event: 'page-view' }, ['path']],
      [{ event: 'page-view', path: 'about' }, ['path']],
      [{ event: 'page-view', path: '/t5', visit: 'yes' }, ['visit']],
      [{ event: 'page-view', path: '/t5', visit: true, referrer: 'http://x.example/' }, ['referrer']],
      [{ event: 'chat-opened', utmCampaign: 'a\nb', utmSource: 'x'.repeat(201) }, ['utmCampaign', 'utmSource']],
    ] as Array<[unknown, string[]]>) {
      const answer = await beacon(body, { client });
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body.error.name).toBe('ValidationError');
      expect(answer.body.error.details.errors.map((error: { path: string[] }) => error.path[0]).sort()).toEqual(fields);
    }
    expect((await beacon({ event: 'page-view', path: '/t5' }, { client, type: 'text/html' })).status).toBe(415);
    expect(await all()).toEqual(before);
  });

  it(`takes ${COUNT_LIMIT} beacons per client in the window, then answers 429 and counts no more; forms keep their own budget`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= COUNT_LIMIT; i += 1)
      statuses.push((await beacon({ event: 'page-view', path: '/t6-busy' }, { client: '203.0.113.6' })).status);
    expect(statuses).toEqual([...Array(COUNT_LIMIT).fill(204), 429]);
    expect(await views('/t6-')).toEqual([{ day: today, path: '/t6-busy', views: COUNT_LIMIT }]);
    // The same client's form still goes through.
    const form = await fetch(`${cms.url}/api/types/subscribtions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.6' },
      body: JSON.stringify({ email: 'busy-reader@example.com' }),
    });
    expect(form.status).toBe(202);
  });
});

describe("the leads' conversions", () => {
  const from = {
    landingPage: '/t7-offer',
    referrer: 'www.linkedin.com',
    utmSource: 'newsletter',
    utmCampaign: 'spring-t7',
  };
  const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me about a move.', ...from };
  const transcript = { name: 'Bo', email: 'bo@example.com', lang: 'en', questions: ['Prices?'], ...from };

  beforeAll(async () => {
    expect((await postSubmission(cms.url, 'contactRequest', contact)).status).toBe(201);
    // A repeat of the same request is stored once: not a second conversion.
    expect((await postSubmission(cms.url, 'contactRequest', contact)).status).toBe(201);
    // A bot's (the honeypot filled): answered as stored, not stored, not counted.
    expect(
      (await postSubmission(cms.url, 'contactRequest', { ...contact, email: 'bot@example.com', website: 'x' })).status,
    ).toBe(201);
    const key = { 'Idempotency-Key': 'visit-counts-t7-1' };
    expect((await postSubmission(cms.url, 'chatbot', transcript, { headers: key })).status).toBe(201);
    // The chat's retry of the same transcript: told it was stored, not counted again.
    expect((await postSubmission(cms.url, 'chatbot', transcript, { headers: key })).status).toBe(200);
    expect((await postSubmission(cms.url, 'subscribtions', { email: 'reader-t7@example.com', ...from })).status).toBe(
      202,
    );
  });

  it('counts a form sent and a transcript sent against their own landing page, source and campaign, once each', async () => {
    expect(await events('campaign = ?', 'spring-t7')).toEqual([
      {
        day: today,
        event: 'form-sent',
        landing_page: '/t7-offer',
        source: 'newsletter',
        campaign: 'spring-t7',
        tally: 1,
      },
      {
        day: today,
        event: 'transcript-sent',
        landing_page: '/t7-offer',
        source: 'newsletter',
        campaign: 'spring-t7',
        tally: 1,
      },
    ]);
  });

  it('stores and counts a lead whose landing page is as long as the rules allow (500 characters)', async () => {
    // A `string` column is varchar(255) on PostgreSQL, which refused such a lead with a 500: a `text` one.
    const landingPage = LONG_PATH;
    const body = { name: 'Long Path', email: 'long-path@example.com', message: 'Please call me back.', landingPage };
    expect((await postSubmission(cms.url, 'contactRequest', body)).status).toBe(201);
    const [stored] = await rows<{ landing_page: string }>(
      cms.database,
      'SELECT landing_page FROM contact_requests WHERE email = ?',
      'long-path@example.com',
    );
    expect(stored.landing_page).toBe(landingPage);
    expect(await events('landing_page = ?', landingPage)).toEqual([
      { day: today, event: 'form-sent', landing_page: landingPage, source: '', campaign: '', tally: 1 },
    ]);
  });

  it('counts a newsletter sign-up once its owner confirms it', async () => {
    const [row] = await rows<{ document_id: string; email: string; confirm_nonce: string }>(
      cms.database,
      'SELECT document_id, email, confirm_nonce FROM subscriptions WHERE email = ?',
      'reader-t7@example.com',
    );
    const token = signConfirmToken(deriveNewsletterKey(TOKEN_SECRET), {
      documentId: row.document_id,
      email: row.email,
      confirmNonce: row.confirm_nonce,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const confirm = () =>
      fetch(`${cms.url}/api/newsletter/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    expect((await confirm()).status).toBe(200);
    // The same link again: still confirmed, no second conversion.
    expect((await confirm()).status).toBe(200);
    expect(await events('campaign = ? AND event = ?', 'spring-t7', 'newsletter-confirmed')).toEqual([
      {
        day: today,
        event: 'newsletter-confirmed',
        landing_page: '/t7-offer',
        source: 'newsletter',
        campaign: 'spring-t7',
        tally: 1,
      },
    ]);
  });
});

describe('the Visits page', () => {
  const summary = async (who: keyof typeof tokens | null, query = '?days=30') =>
    call('GET', `/visit-counts/summary${query}`, who ? tokens[who] : undefined);

  it('shows Sales and the super admin figures equal to what was counted', async () => {
    const answer = await summary('sales');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.period).toBe(30);
    expect(data.to).toBe(today);
    expect(data.days).toHaveLength(30);
    const [todays] = data.days.slice(-1);
    // Everything this file counted, today: the database's sums.
    const sum = async (sql: string, ...params: unknown[]) =>
      Number((await rows<{ n: number }>(cms.database, sql, ...params))[0].n ?? 0);
    const expected = {
      views: await sum('SELECT SUM(views) AS n FROM page_view_counts WHERE day = ?', today),
      visits: await sum("SELECT SUM(tally) AS n FROM conversion_counts WHERE day = ? AND event = 'visit'", today),
      leads: await sum(
        "SELECT SUM(tally) AS n FROM conversion_counts WHERE day = ? AND event IN ('form-sent', 'transcript-sent', 'newsletter-confirmed')",
        today,
      ),
    };
    expect({ views: todays.views, visits: todays.visits, leads: todays.leads }).toEqual(expected);
    // What the tests above sent: 1 + 2 + 1 + 20 + 30 views of their own pages; 2 visits; 4 leads.
    expect(expected).toEqual({ views: 1 + 2 + 1 + 20 + COUNT_LIMIT, visits: 2, leads: 4 });
    expect(data.totals).toMatchObject({
      ...expected,
      conversions: { 'form-sent': 2, 'chat-opened': 1, 'transcript-sent': 1, 'newsletter-confirmed': 1 },
    });

    const page = (path: string) => data.pages.find((candidate: { path: string }) => candidate.path === path);
    expect(page('/t1-offer')).toMatchObject({
      visits: 1,
      views: 1,
      leads: 0,
      rate: 0,
      conversions: { 'chat-opened': 1 },
    });
    expect(page('/t7-offer')).toMatchObject({ visits: 0, views: 0, leads: 3, rate: null });
    expect(page('/t3-race')).toMatchObject({ visits: 0, views: 20 });
    const source = (name: string) => data.sources.find((candidate: { name: string }) => candidate.name === name);
    expect(source('linkedin')).toMatchObject({ visits: 1, leads: 0 });
    expect(source('newsletter')).toMatchObject({ visits: 0, leads: 3 });
    expect(source('www.google.com')).toMatchObject({ visits: 1, leads: 0 });
    expect(data.campaigns.map((campaign: { name: string }) => campaign.name).sort()).toEqual([
      'autumn-t1',
      'spring-t7',
    ]);

    const ninety = await summary('owner', '?days=90');
    expect(ninety.status).toBe(200);
    expect(ninety.body.data.days).toHaveLength(90);
    expect(ninety.body.data.totals).toEqual(data.totals);
  });

  it('refuses an Editor (403), a caller without a session (401) and a period past 366 days (400, naming days)', async () => {
    const editor = await summary('editor');
    expect(editor.status).toBe(403);
    expect(editor.body.error.name).toBe('PolicyError');
    expect((await summary(null)).status).toBe(401);
    const bad = await summary('sales', '?days=367');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors).toEqual([
      { path: ['days'], message: 'Must be a whole number of days from 1 to 366.', name: 'ValidationError' },
    ]);
  });
});

describe('a Sales role made before the Visits page', () => {
  it('is given the Visits page once, at the next start', async () => {
    // The role as it was before: without the permission, and without the start's marker of the grant.
    const roles = (await call('GET', '/admin/roles', tokens.owner)).body.data as Array<{ id: number; code: string }>;
    const sales = roles.find((role) => role.code === 'sales')!;
    const held = (await call('GET', `/admin/roles/${sales.id}/permissions`, tokens.owner)).body.data as Array<{
      action: string;
      subject: string | null;
      properties: unknown;
      conditions: unknown;
    }>;
    const without = held
      .filter((permission) => permission.action !== 'api::counts.read')
      .map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }));
    expect(without.length).toBe(held.length - 1);
    expect(
      (await call('PUT', `/admin/roles/${sales.id}/permissions`, tokens.owner, { permissions: without })).status,
    ).toBe(200);
    expect((await call('GET', '/visit-counts/summary', tokens.sales)).status).toBe(403);
    await execute(cms.database, "DELETE FROM strapi_core_store_settings WHERE key = 'core_roles_salesCountsGranted'");

    await cms.stop();
    cms = await startCms({ dataDir: cms.dataDir, database: cms.database, env: ENV });
    tokens.sales = (await call('POST', '/admin/login', undefined, SALES)).body.data.token;
    expect((await call('GET', '/visit-counts/summary', tokens.sales)).status).toBe(200);
    expect(cms.log()).toMatch(/Roles \(docs\/security\.md#roles\): gave the Sales role the Visits page\./);
  });
});

describe('retention', () => {
  it(`deletes the counts of days past COUNT_RETENTION_DAYS (731), by day, and keeps the rest`, async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // Counts from two years ago: the oldest kept day, and the one before it.
    for (const [daysAgo, path] of [
      [730, '/t9-kept'],
      [731, '/t9-gone'],
    ] as const) {
      const id = crypto.randomBytes(12).toString('hex');
      await execute(
        cms.database,
        'INSERT INTO page_view_counts (document_id, day, path, views, count_key) VALUES (?, ?, ?, ?, ?)',
        id,
        day(daysAgo),
        path,
        3,
        crypto.createHash('sha256').update(id).digest('hex'),
      );
      await execute(
        cms.database,
        "INSERT INTO conversion_counts (document_id, day, event, landing_page, source, campaign, tally, count_key) VALUES (?, ?, 'visit', ?, '', '', ?, ?)",
        id,
        day(daysAgo),
        path,
        3,
        crypto.createHash('sha256').update(`${id}-c`).digest('hex'),
      );
    }
    await until(
      'the old counts deleted',
      async () => ((await views('/t9-gone')).length === 0 ? true : undefined),
      30_000,
      cms.log,
    );
    await until(
      'the old conversion counts deleted',
      async () => ((await events('landing_page = ?', '/t9-gone')).length === 0 ? true : undefined),
      30_000,
      cms.log,
    );
    expect((await views('/t9-')).map((row) => row.path)).toEqual(['/t9-kept']);
    expect((await events('landing_page LIKE ?', '/t9-%')).map((row) => row.landing_page)).toEqual(['/t9-kept']);
    expect(await views('/t1-')).toHaveLength(2);
  });
});
