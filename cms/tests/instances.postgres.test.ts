/**
 * Two CMS instances started at the same moment on one empty PostgreSQL database, as an orchestrator
 * starts two replicas: both come up (start-up is serialised by an advisory lock), the seed is applied
 * once, there is one build token that both instances hand out, one webhook, and the submission rate
 * limit is one budget shared by both, and a transcript's key or a subscriber's address repeated on
 * both instances at the same moment is stored once (the database's unique indexes decide), and the
 * newsletter's expiry job, run by both at once, deletes expired sign-ups and nothing else, and the
 * Visits page asked of both at once sums each past day of the counts once. PostgreSQL only (the
 * PostgreSQL pass of `npm test`).
 */
import { jsonCaller, makeAdmin } from '../../tests/support/admin';
import { countRows, makeDataDir, rows, startCmsTogether, type CmsInstance } from '../../tests/support/cms';
import { fillCounts } from '../../tests/support/counts';
import { createDatabase, sharedCluster } from '../../tests/support/postgres';
import { until } from '../../tests/support/until';

jest.setTimeout(400_000);

let first: CmsInstance;
let second: CmsInstance;
const owner = makeAdmin();

beforeAll(async () => {
  const database = await createDatabase(sharedCluster()!);
  // Behind a declared proxy, so the repeats test can give each request an address of its own (the
  // rate-limit test sends no X-Forwarded-For and so spends the loopback address's budget).
  // The newsletter's expiry job every second on both, so the two run it over the same rows at once.
  const env = {
    SUBMISSION_RATE_LIMIT: '4',
    SUBMISSION_RATE_WINDOW: '600',
    CMS_PROXY: 'true',
    NEWSLETTER_EXPIRY_CRON: '* * * * * *',
    ...owner.env,
  };
  // Each instance has its own data directory (build-token file, uploads), as on separate machines.
  [first, second] = await startCmsTogether([
    { database, dataDir: makeDataDir(), env },
    { database, dataDir: makeDataDir(), env },
  ]);
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

it('both instances answer, and one of them waited for the other to finish starting', async () => {
  for (const cms of [first, second]) expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
  const waited = [first, second].filter((cms) =>
    cms.log().includes('Another CMS instance is starting on this database'),
  );
  expect(waited).toHaveLength(1);
});

it('applies the seed once', async () => {
  // A document has a draft and a published row: count documents.
  const documents = async (table: string) =>
    (await rows<{ n: number }>(first.database, `SELECT COUNT(DISTINCT document_id) AS n FROM ${table}`))[0].n;
  expect(await documents('globals')).toBe(1);
  expect(await documents('chatbot_settings')).toBe(1);
  expect(await documents('services')).toBe(5);
  expect(await documents('faq_groups')).toBe(5);
  expect(await rows(first.database, 'SELECT name FROM files GROUP BY name HAVING COUNT(*) > 1')).toEqual([]);
  for (const cms of [first, second]) {
    const response = await fetch(`${cms.url}/api/services`, { headers: { Authorization: `Bearer ${cms.token}` } });
    expect((await response.json()).data).toHaveLength(5);
  }
});

it('keeps one build token, which both instances hand to the build', async () => {
  expect(
    await rows(first.database, 'SELECT id FROM strapi_api_tokens WHERE name = ?', 'site-build (read-only)'),
  ).toHaveLength(1);
  expect(second.token).toBe(first.token);
  for (const cms of [first, second]) {
    const response = await fetch(`${cms.url}/api/global`, { headers: { Authorization: `Bearer ${first.token}` } });
    expect(response.status).toBe(200);
  }
});

it('registers one rebuild webhook', async () => {
  expect(await rows(first.database, 'SELECT id FROM strapi_webhooks WHERE name = ?', 'site-rebuild')).toHaveLength(1);
});

it('shares one rate-limit budget between the instances', async () => {
  const post = (cms: CmsInstance, i: number) =>
    fetch(`${cms.url}/api/types/subscribtions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `shared${i}@example.com` }),
    });
  const statuses: number[] = [];
  // Alternating instances: each alone would allow four.
  for (let i = 0; i < 6; i += 1) statuses.push((await post(i % 2 ? second : first, i)).status);
  expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
  expect(await countRows(first.database, 'subscriptions')).toBe(4);
});

it('stores a key or an address repeated on both instances at the same moment once', async () => {
  const send = (i: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${(i % 2 ? second : first).url}/api/types/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.${path.length}.${i + 1}`, ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.status);

  const key = 'both-instances-key-0001';
  const transcript = { name: 'Ada', email: 'ada@example.com', phone: '', industry: 'R&D', lang: 'en', questions: [] };
  const transcripts = await Promise.all(
    Array.from({ length: 8 }, (_, i) => send(i, 'chatbot', transcript, { 'Idempotency-Key': key })),
  );
  expect(transcripts.sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
  expect(await rows(first.database, 'SELECT id FROM chatbot_transcripts WHERE idempotency_key = ?', key)).toHaveLength(
    1,
  );

  const spellings = ['Grace@Example.com', 'grace@example.com', 'GRACE@EXAMPLE.COM', 'grace@EXAMPLE.com'];
  const subscriptions = await Promise.all(
    Array.from({ length: 8 }, (_, i) => send(i, 'subscribtions', { email: spellings[i % spellings.length] })),
  );
  // Every sign-up is answered alike (the newsletter's confirmed opt-in); one row, one email queued.
  expect(subscriptions).toEqual(Array(8).fill(202));
  const stored = await rows<{ document_id: string }>(
    first.database,
    'SELECT document_id FROM subscriptions WHERE LOWER(email) = ?',
    'grace@example.com',
  );
  expect(stored).toHaveLength(1);
  expect(
    await rows(
      first.database,
      "SELECT id FROM notifications WHERE template = 'subscriber-confirmation' AND submission_document_id = ?",
      stored[0].document_id,
    ),
  ).toHaveLength(1);
});

it('lets both instances run the expiry job at once: expired sign-ups go with their emails, others stay', async () => {
  const send = (i: number, email: string) =>
    fetch(`${(i % 2 ? second : first).url}/api/types/subscribtions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${i + 1}` },
      body: JSON.stringify({ email }),
    }).then((response) => response.status);
  const emails = ['old1@example.com', 'old2@example.com', 'old3@example.com', 'recent@example.com'];
  expect(await Promise.all(emails.map((email, i) => send(i, email)))).toEqual(Array(4).fill(202));
  const documentIds = async (where: string) =>
    (await rows<{ document_id: string }>(first.database, `SELECT document_id FROM subscriptions WHERE ${where}`)).map(
      (row) => row.document_id,
    );
  const old = await documentIds("email LIKE 'old%'");
  expect(old).toHaveLength(3);
  // Eight days old: past the default seven of SUBSCRIPTION_PENDING_DAYS.
  await rows(
    first.database,
    "UPDATE subscriptions SET requested_at = NOW() - INTERVAL '8 days' WHERE email LIKE 'old%'",
  );
  await until(
    'the expired sign-ups to go',
    async () => ((await documentIds("email LIKE 'old%'")).length === 0 ? true : undefined),
    30_000,
    () => first.log() + second.log(),
  );
  expect(await documentIds("email = 'recent@example.com'")).toHaveLength(1);
  const queued = await rows(
    first.database,
    `SELECT id FROM notifications WHERE submission_document_id IN (${old.map(() => '?').join(', ')})`,
    ...old,
  );
  expect(queued).toEqual([]);
  for (const cms of [first, second]) expect(cms.log()).not.toMatch(/Newsletter expiry:/);
});

it("sums each past day of the counts once when both instances are asked for the Visits page's year at once", async () => {
  await fillCounts(first.database, { views: 4_000, events: 6_000 });
  const answers = await Promise.all(
    [first, second].map(async (cms) => {
      const call = jsonCaller(() => cms.url);
      const token = (await call('POST', '/admin/login', undefined, owner)).body.data.token as string;
      return call('GET', '/visit-counts/summary?days=366', token);
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(answers[1].body.data).toEqual(answers[0].body.data);
  expect(answers[0].body.data.totals.visits).toBeGreaterThan(0);
  // Every day of the year but today and yesterday (read as counted), each summed once.
  const [{ days }] = await rows<{ days: string }>(
    first.database,
    "SELECT COUNT(*) AS days FROM count_day_totals WHERE dimension = 'day'",
  );
  expect(Number(days)).toBe(364);
  expect(
    await rows(
      first.database,
      'SELECT day, dimension, name FROM count_day_totals GROUP BY day, dimension, name HAVING COUNT(*) > 1',
    ),
  ).toEqual([]);
});
