/**
 * What the FAQ could not answer (docs/unanswered-questions.md) on a real CMS, on SQLite and (the
 * PostgreSQL pass) PostgreSQL:
 *
 * - a question sent as the chat sends it is stored normalised, counted with equal ones of the same
 *   language and day (eight at once too: one row, eight asks), and with nothing of the visitor:
 *   whatever else the request carried (contact fields, a form token, an idempotency key, a cookie,
 *   where the visit came from), no column holds it, and no time finer than the day;
 * - the different clients who ask it on one day (each a socket of its own address, 127.0.0.x), told
 *   apart by a keyed hash kept only until three did: the page lists a question only from there;
 * - bad input answers 400 naming each bad field (415 not JSON, 413 too large), and nothing is counted;
 * - its own rate limit (429 with Retry-After), which leaves the visitor's transcript its own budget;
 * - the Unanswered questions page's routes: most asked first over a chosen period and language, a
 *   bad period refused naming the field, a dismissal taking a question off the list until it is asked
 *   on a later day, and the FAQ groups "Add as FAQ entry" offers, only those the role may read;
 * - retention: a question whose day is past UNANSWERED_QUESTION_RETENTION_DAYS is deleted by the job,
 *   one inside the period kept, and the run logged.
 *
 * Who may use the page (Editor, Super Admin) and the Content Manager's refusals: cms/tests/roles.test.ts.
 */
import { execute, isPostgres, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { formToken, postSubmission } from '../../tests/support/submissions';
import crypto from 'node:crypto';
import { inviteAdmin, jsonCaller, makeAdmin } from '../../tests/support/admin';
import { loopbackClient, postJsonFrom } from '../../tests/support/from-address';
import { until } from '../../tests/support/until';

jest.setTimeout(240_000);

const owner = makeAdmin();
const RATE_LIMIT = 60;
const RETENTION_DAYS = 90;

let cms: CmsInstance;
let token: string;
const call = jsonCaller(() => cms.url);
const admin = (method: string, path: string, body?: unknown) => call(method, path, token, body);

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** Sends a question as the chat does (or anything else, to see it refused). */
const ask = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}/api/types/unansweredQuestion`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Sends a question as the chat does from the `n`th loopback client (another visitor). */
const askFrom = async (n: number, body: unknown) => {
  const answer = await postJsonFrom(`${cms.url}/api/types/unansweredQuestion`, body, loopbackClient(n));
  expect(answer.status).toBe(204);
};

type Stored = Record<string, unknown> & { question: string; lang: string; day: string; count: number };
const stored = () => rows<Stored>(cms.database, 'SELECT * FROM unanswered_questions ORDER BY id');
/** The rows as question, language, day and count: what the page counts. */
const counted = async () =>
  (await stored()).map(({ question, lang, day, count }) => ({ question, lang, day, count: Number(count) }));
/** A time column as an instant, however the database keeps it. */
const instant = (value: unknown) =>
  new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date));

beforeAll(async () => {
  cms = await startCms({
    env: {
      ...owner.env,
      FORM_MIN_SECONDS: '0',
      UNANSWERED_QUESTION_RATE_LIMIT: String(RATE_LIMIT),
      UNANSWERED_QUESTION_RETENTION_DAYS: String(RETENTION_DAYS),
      // The retention job every second, so its run is an event to wait for.
      RETENTION_SCHEDULE: '* * * * * *',
    },
  });
  token = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
});

afterAll(async () => {
  await cms?.stop();
});

describe('a question the FAQ could not answer', () => {
  it('is stored normalised and counted by question, language and day, with nothing of the visitor', async () => {
    const key = 'visitor-key-0123456789';
    const identifying = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      idempotencyKey: key,
      formToken: await formToken(cms.url),
      landingPage: '/company-events-2027',
      utmSource: 'linkedin',
      website: '',
    };
    const headers = { Cookie: 'darkMode=enabled; cc_cookie=consent-7f3a', 'Idempotency-Key': key };
    for (const [body, extra] of [
      [{ question: '  Do you work on   WEEKENDS?  ', lang: 'en', ...identifying }, headers],
      [{ question: 'do you work on weekends', lang: 'en' }, {}],
      [{ question: 'Do you work on weekends?!', lang: 'de' }, {}],
      [{ question: 'Write to ada@example.com or call +44 20 7946 0958, ok?', lang: 'en' }, {}],
    ] as const) {
      const answer = await ask(body, extra);
      expect(answer.status).toBe(204);
      expect(await answer.text()).toBe('');
    }
    expect(await counted()).toEqual([
      { question: 'do you work on weekends', lang: 'en', day: today(), count: 2 },
      { question: 'do you work on weekends', lang: 'de', day: today(), count: 1 },
      { question: 'write to [email] or call [phone], ok', lang: 'en', day: today(), count: 1 },
    ]);

    // Nothing else is kept: no column names the visitor, and every time is the day's midnight (UTC).
    const all = await stored();
    for (const row of all) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'askers',
          'clients',
          'count',
          'created_at',
          'created_by_id',
          'day',
          'dismissed',
          'document_id',
          'id',
          'lang',
          'locale',
          'published_at',
          'question',
          'updated_at',
          'updated_by_id',
        ].sort(),
      );
      for (const column of ['created_at', 'updated_at', 'published_at'])
        expect({ column, at: instant(row[column]).toISOString() }).toEqual({ column, at: `${today()}T00:00:00.000Z` });
      expect(row.created_by_id ?? null).toBeNull();
      expect(row.updated_by_id ?? null).toBeNull();
    }
    // The document id is random letters and digits, which may spell 'ada' or '7946' by chance.
    // One client so far: its day's keyed hash, nothing that reads back as its address.
    expect(all.map((row) => [Number(row.clients), String(row.askers).length])).toEqual([
      [1, 16],
      [1, 16],
      [1, 16],
    ]);
    const text = JSON.stringify(all.map(({ document_id: _randomId, askers: _hash, ...row }) => row)).toLowerCase();
    for (const trace of ['ada', 'lovelace', '7946', key, 'linkedin', 'company-events', 'consent-7f3a', '127.0.0.1'])
      expect({ trace, found: text.includes(trace.toLowerCase()) }).toEqual({ trace, found: false });
  });

  it('counts equal questions sent at once on one row, every one of them, and their clients apart', async () => {
    // Eight clients at once, each its own address: every ask counted, the clients up to three, and
    // then no hash kept at all.
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        askFrom(n + 1, { question: n % 2 ? 'Can you plan a WEDDING?' : 'can you plan a wedding', lang: 'en' }),
      ),
    );
    expect((await counted()).filter((row) => row.question === 'can you plan a wedding')).toEqual([
      { question: 'can you plan a wedding', lang: 'en', day: today(), count: 8 },
    ]);
    const [wedding] = (await stored()).filter((row) => row.question === 'can you plan a wedding');
    expect([Number(wedding.clients), wedding.askers ?? null]).toEqual([3, null]);
  });

  it('is listed only once three different clients asked it on one day, however often one asked', async () => {
    const question = { question: 'Is there a shuttle from the airport?', lang: 'en' };
    const listed = async () =>
      ((await admin('GET', '/unanswered-questions/questions')).body.data as Array<{ question: string; count: number }>)
        .filter((row) => row.question === 'is there a shuttle from the airport')
        .map((row) => row.count);
    for (let n = 0; n < 5; n += 1) await askFrom(20, question);
    await askFrom(21, question);
    expect(await listed()).toEqual([]);
    const [row] = (await stored()).filter((found) => found.question === 'is there a shuttle from the airport');
    expect([Number(row.count), Number(row.clients), String(row.askers).split(',').length]).toEqual([6, 2, 2]);
    await askFrom(22, question);
    expect(await listed()).toEqual([7]);
    const [after] = (await stored()).filter((found) => found.question === 'is there a shuttle from the airport');
    expect([Number(after.clients), after.askers ?? null]).toEqual([3, null]);
    await execute(
      cms.database,
      'DELETE FROM unanswered_questions WHERE question = ?',
      'is there a shuttle from the airport',
    );
  });

  it('refuses bad input with 400 naming each bad field, and counts nothing', async () => {
    const before = await counted();
    for (const [body, fields] of [
      [{}, ['question', 'lang']],
      [{ question: 42, lang: 'en' }, ['question']],
      [{ question: ' ?! ', lang: 'en' }, ['question']],
      [{ question: 'x'.repeat(201), lang: 'en' }, ['question']],
      [{ question: 'Do you work on weekends?', lang: 'fr' }, ['lang']],
      [{ question: 'Do you work on weekends?' }, ['lang']],
      [['Do you work on weekends?'], ['body']],
    ] as const) {
      const answer = await ask(body);
      const error = (
        (await answer.json()) as { error: { status: number; details: { errors: Array<{ path: string[] }> } } }
      ).error;
      expect({ body, status: answer.status, fields: error.details.errors.map((item) => item.path[0]) }).toEqual({
        body,
        status: 400,
        fields,
      });
    }
    const notJson = await fetch(`${cms.url}/api/types/unansweredQuestion`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'do you work on weekends',
    });
    expect(notJson.status).toBe(415);
    const large = await ask({ question: 'a', lang: 'en', padding: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);
    expect(await counted()).toEqual(before);
  });
});

describe('the Unanswered questions page', () => {
  type Listed = { question: string; lang: string; count: number; days: number; lastDay: string };
  const list = async (query = '') => {
    const answer = await admin('GET', `/unanswered-questions/questions${query ? `?${query}` : ''}`);
    expect(answer.status).toBe(200);
    return answer.body.data as Listed[];
  };
  /** A day's row as if asked then, by `clients` different clients (three: enough to be listed). */
  const insert = (question: string, lang: string, day: string, count: number, clients = 3) =>
    execute(
      cms.database,
      'INSERT INTO unanswered_questions (document_id, question, lang, day, count, clients, dismissed) VALUES (?, ?, ?, ?, ?, ?, ?)',
      `seeded${question.length}${day.replace(/-/g, '')}${lang}`,
      question,
      lang,
      day,
      count,
      clients,
      isPostgres(cms.database) ? false : 0,
    );

  beforeAll(async () => {
    // Earlier days, as if asked then.
    await insert('what does a turnkey office cost', 'en', daysAgo(3), 4);
    await insert('what does a turnkey office cost', 'en', daysAgo(40), 9);
    await insert('do you work on weekends', 'en', daysAgo(1), 1);
    // Asked often by two clients only: never listed.
    await insert('where do i send my phishing link', 'en', daysAgo(2), 50, 2);
    // The German one, asked by two more clients today (three in all).
    await askFrom(30, { question: 'Do you work on weekends?', lang: 'de' });
    await askFrom(31, { question: 'Do you work on weekends?', lang: 'de' });
  });

  it('lists the questions of the last 30 days by count, most asked first, each language apart', async () => {
    const listed = await list();
    expect(listed).toEqual([
      { question: 'can you plan a wedding', lang: 'en', count: 8, days: 1, lastDay: today() },
      { question: 'what does a turnkey office cost', lang: 'en', count: 4, days: 1, lastDay: daysAgo(3) },
      { question: 'do you work on weekends', lang: 'de', count: 3, days: 1, lastDay: today() },
      { question: 'do you work on weekends', lang: 'en', count: 3, days: 2, lastDay: today() },
    ]);
  });

  it('lists a chosen period and language', async () => {
    const period = await list(`from=${daysAgo(60)}&to=${daysAgo(2)}&lang=en`);
    expect(period).toEqual([
      { question: 'what does a turnkey office cost', lang: 'en', count: 13, days: 2, lastDay: daysAgo(3) },
    ]);
    expect(await list(`from=${today()}&to=${today()}&lang=de`)).toEqual([
      { question: 'do you work on weekends', lang: 'de', count: 3, days: 1, lastDay: today() },
    ]);
  });

  it('refuses a bad period or language with 400 naming the field', async () => {
    for (const [query, fields] of [
      ['from=2026-02-30', ['from']],
      [`from=${today()}&to=${daysAgo(1)}`, ['to']],
      ['lang=fr', ['lang']],
      // At most a year and a day: the sums stay bounded.
      [`from=${daysAgo(400)}&to=${today()}`, ['from']],
    ] as const) {
      const answer = await admin('GET', `/unanswered-questions/questions?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body.error.details.errors.map((item: { path: string[] }) => item.path[0])).toEqual(fields);
    }
  });

  it('dismisses a question until it is asked on a later day, and refuses a bad or unknown one', async () => {
    const before = await counted();
    for (const [body, fields] of [
      [{ lang: 'en' }, ['question']],
      [{ question: 'do you work on weekends', lang: 'xx' }, ['lang']],
    ] as const) {
      const answer = await admin('POST', '/unanswered-questions/dismiss', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.details.errors.map((item: { path: string[] }) => item.path[0])).toEqual(fields);
    }
    expect((await admin('POST', '/unanswered-questions/dismiss', { question: 'never asked', lang: 'en' })).status).toBe(
      404,
    );
    expect(await counted()).toEqual(before);

    const weekends = { question: 'do you work on weekends', lang: 'en' };
    const dismissed = await admin('POST', '/unanswered-questions/dismiss', weekends);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toEqual({ dismissed: 2 });
    const listed = (query = '') => list(query).then((found) => found.map((row) => `${row.lang}:${row.question}`));
    expect(await listed()).not.toContain('en:do you work on weekends');
    // The German one is another question.
    expect(await listed()).toContain('de:do you work on weekends');
    expect((await admin('POST', '/unanswered-questions/dismiss', weekends)).status).toBe(404);

    // Asked again today: counted, still off the list for the rest of the day.
    expect((await ask(weekends)).status).toBe(204);
    expect(await listed()).not.toContain('en:do you work on weekends');
    // Another day (today's rows moved back two, clear of yesterday's), asked again by three clients:
    // on the list again, from those asks.
    await execute(cms.database, 'UPDATE unanswered_questions SET day = ? WHERE day = ?', daysAgo(2), today());
    for (const n of [40, 41, 42]) await askFrom(n, weekends);
    expect((await list()).find((row) => row.lang === 'en' && row.question === weekends.question)).toEqual({
      ...weekends,
      count: 3,
      days: 1,
      lastDay: today(),
    });
  });

  it('offers the FAQ groups of the question’s language, in level order, each with its four questions', async () => {
    for (const lang of ['en', 'de']) {
      const answer = await admin('GET', `/unanswered-questions/faq-groups?lang=${lang}`);
      expect(answer.status).toBe(200);
      const groups = answer.body.data as Array<{
        documentId: string;
        level: number;
        title: string;
        questions: string[];
      }>;
      expect(groups.map((group) => group.level)).toEqual([1, 2, 3, 4, 5]);
      for (const group of groups) expect(group.questions).toHaveLength(4);
      const [{ title }] = await rows<{ title: string }>(
        cms.database,
        'SELECT title FROM faq_groups WHERE level = 1 AND locale = ? AND published_at IS NULL',
        lang,
      );
      expect(groups[0].title).toBe(title);
    }
    expect((await admin('GET', '/unanswered-questions/faq-groups?lang=fr')).status).toBe(400);
  });

  it('offers only the FAQ groups the role may read: none without read, only its languages', async () => {
    const makeRole = async (name: string, read: Record<string, unknown> | null) => {
      const role = await admin('POST', '/admin/roles', { name, description: 'Unanswered questions' });
      expect(role.status).toBe(201);
      const permissions = [
        { action: 'api::unanswered-questions.use', subject: null, properties: {}, conditions: [] },
        ...(read
          ? [
              {
                action: 'plugin::content-manager.explorer.read',
                subject: 'api::faq-group.faq-group',
                properties: read,
                conditions: [],
              },
            ]
          : []),
      ];
      expect((await admin('PUT', `/admin/roles/${role.body.data.id}/permissions`, { permissions })).status).toBe(200);
      const user = {
        email: `${name.toLowerCase().replace(/\W+/g, '-')}@meridianworks.example`,
        // Strong and random: a real password, never one of the lists'.
        password: `${crypto.randomBytes(18).toString('base64url')}-Aa1`,
        firstname: name,
        lastname: 'Tester',
      };
      return inviteAdmin(cms.url, token, role.body.data.id as number, user);
    };
    const groupsAs = async (userToken: string, lang: string) => {
      const answer = await call('GET', `/unanswered-questions/faq-groups?lang=${lang}`, userToken);
      expect(answer.status).toBe(200);
      return (answer.body.data as Array<{ level: number }>).map((group) => group.level);
    };
    const noFaq = await makeRole('No FAQ', null);
    expect(await groupsAs(noFaq, 'en')).toEqual([]);
    expect(await groupsAs(noFaq, 'de')).toEqual([]);
    // The list itself is theirs: the page's own permission.
    expect((await call('GET', '/unanswered-questions/questions', noFaq)).status).toBe(200);
    const germanOnly = await makeRole('German FAQ', {
      locales: ['de'],
      fields: ['level', 'title', 'entries.index', 'entries.question', 'entries.answer'],
    });
    expect(await groupsAs(germanOnly, 'en')).toEqual([]);
    expect(await groupsAs(germanOnly, 'de')).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks for a session', async () => {
    expect((await call('GET', '/unanswered-questions/questions')).status).toBe(401);
  });
});

describe('retention', () => {
  it('deletes a question whose day is past the period, keeps one inside it, and logs the run', async () => {
    await execute(cms.database, 'DELETE FROM data_request_logs');
    await ask({ question: 'Expiring question', lang: 'en' });
    await ask({ question: 'Kept question', lang: 'en' });
    await execute(
      cms.database,
      'UPDATE unanswered_questions SET day = ? WHERE question = ?',
      daysAgo(RETENTION_DAYS + 1),
      'expiring question',
    );
    await execute(
      cms.database,
      'UPDATE unanswered_questions SET day = ? WHERE question = ?',
      daysAgo(RETENTION_DAYS - 1),
      'kept question',
    );
    await until(
      'the expired question deleted',
      async () => ((await counted()).some((row) => row.question === 'expiring question') ? undefined : true),
      30_000,
      cms.log,
    );
    expect((await counted()).filter((row) => row.question === 'kept question')).toEqual([
      { question: 'kept question', lang: 'en', day: daysAgo(RETENTION_DAYS - 1), count: 1 },
    ]);
    const [log] = await until(
      'the retention run logged',
      async () => {
        const found = await rows<{ action: string; counts: string }>(
          cms.database,
          "SELECT action, counts FROM data_request_logs WHERE action = 'expire'",
        );
        return found.length ? found : undefined;
      },
      30_000,
      cms.log,
    );
    expect(JSON.parse(log.counts)).toMatchObject({ 'unanswered-question': 1 });
  });
});

// Last: it spends the client's budget for the rest of the window.
describe('abuse', () => {
  it('has a rate limit of its own: 429 with Retry-After, and the transcript still goes', async () => {
    let refused: Response | undefined;
    let accepted = 0;
    for (let n = 0; n <= RATE_LIMIT && !refused; n += 1) {
      const answer = await ask({ question: `rate question ${n}`, lang: 'en' });
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(204);
        accepted += 1;
      }
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Each accepted one counted, the refused one not.
    expect((await counted()).filter((row) => row.question.startsWith('rate question')).length).toBe(accepted);
    const transcript = await postSubmission(cms.url, 'chatbot', { name: 'Ada', email: '', lang: 'en', questions: [] });
    expect(transcript.status).toBe(201);
  });
});
