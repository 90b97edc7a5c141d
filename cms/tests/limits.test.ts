/**
 * The submission rate limit and where the client address comes from. Four CMS instances with a
 * budget of three submissions: one as it runs by default (no proxy declared), where an
 * X-Forwarded-For header is a visitor's claim and is ignored; one with CMS_PROXY=true (one trusted
 * proxy in front), where the address that proxy appended is the client's; and two with proxies named
 * by address (CMS_PROXY_TRUSTED): `loopback`, which is where the test's requests come from, so the
 * header is believed up to the first untrusted hop, and another address, so it is not. Each test
 * uses its own addresses, so they do not depend on each other's order.
 *
 * Here too: the form token, bound to the budget key that fetched it and short-lived (`proxied` gives
 * it 3 seconds), and CORS, which answers the site's origin (SITE_ORIGINS) on the public routes only.
 */
import { rows, startCms, startCmsTogether, type CmsInstance } from '../../tests/support/cms';

jest.setTimeout(300_000);

const LIMIT = 3;
let direct: CmsInstance;
let proxied: CmsInstance;
let behindLoopback: CmsInstance;
let behindAnother: CmsInstance;

/** The site's origin, for the CORS tests (SITE_ORIGINS). */
const SITE = 'http://site.example';
/** How long a form token lives on `proxied` (FORM_TOKEN_TTL_SECONDS): short enough for its expiry to be
 * waited out, long enough for the other tests' few requests with one token on a slow, busy machine. */
const SHORT_TTL_SECONDS = 10;

beforeAll(async () => {
  const env = { SUBMISSION_RATE_LIMIT: String(LIMIT), SUBMISSION_RATE_WINDOW: '600', SITE_ORIGINS: SITE };
  [direct, proxied, behindLoopback, behindAnother] = await startCmsTogether([
    { env },
    // FORM_MIN_SECONDS=0: a token used at once counts as a person's here (see "Scripts" below).
    {
      env: {
        ...env,
        CMS_PROXY: 'true',
        CMS_PROXY_COUNT: '1',
        FORM_MIN_SECONDS: '0',
        FORM_TOKEN_TTL_SECONDS: String(SHORT_TTL_SECONDS),
      },
    },
    { env: { ...env, CMS_PROXY_TRUSTED: 'loopback' } },
    { env: { ...env, CMS_PROXY_TRUSTED: '192.0.2.1, 10.0.0.0/8' } },
  ]);
});

afterAll(async () => {
  await Promise.all([direct, proxied, behindLoopback, behindAnother].map((cms) => cms?.stop()));
});

const subscribe = (cms: CmsInstance, email: string, forwardedFor?: string) =>
  fetch(`${cms.url}/api/types/subscribtions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify({ email }),
  });

const stored = async (cms: CmsInstance, prefix: string) =>
  (await rows(cms.database, 'SELECT id FROM subscriptions WHERE email LIKE ?', `${prefix}%`)).length;

/** The statuses of `count` subscriptions in a row (`<prefix><i>@example.com`), each sent with the
 * X-Forwarded-For header `forwardedFor(i)`. */
async function statuses(cms: CmsInstance, prefix: string, count: number, forwardedFor: (i: number) => string) {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) {
    answers.push((await subscribe(cms, `${prefix}${i}@example.com`, forwardedFor(i))).status);
  }
  return answers;
}

/** Two forwarded client addresses each use their whole budget; one more from the first is refused. */
async function expectOwnBudgets(cms: CmsInstance, prefix: string, [first, second]: [string, string]) {
  expect(await statuses(cms, `${prefix}-a`, LIMIT, () => first)).toEqual(Array(LIMIT).fill(202));
  expect(await statuses(cms, `${prefix}-b`, LIMIT, () => second)).toEqual(Array(LIMIT).fill(202));
  expect(await statuses(cms, `${prefix}-c`, 1, () => first)).toEqual([429]);
  expect(await stored(cms, prefix)).toBe(2 * LIMIT);
}

describe('without a declared proxy', () => {
  it('ignores X-Forwarded-For: spoofed addresses share the real address budget', async () => {
    expect(await statuses(direct, 'spoof', LIMIT + 2, (i) => `198.51.100.${i + 1}`)).toEqual([202, 202, 202, 429, 429]);
    expect(await stored(direct, 'spoof')).toBe(LIMIT);
  });
});

describe('behind one trusted proxy (CMS_PROXY=true, CMS_PROXY_COUNT=1)', () => {
  it('answers 429 with Retry-After once an address has used its budget, and stores no more', async () => {
    const responses: Response[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1)
      responses.push(await subscribe(proxied, `over${i}@example.com`, '203.0.113.10'));
    expect(responses.map((response) => response.status)).toEqual([202, 202, 202, 429]);
    const refused = responses[LIMIT];
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    const body = await refused.json();
    expect(body).toMatchObject({ data: null, error: { status: 429 } });
    expect(await stored(proxied, 'over')).toBe(LIMIT);
  });

  it('gives each forwarded client address its own budget', async () => {
    await expectOwnBudgets(proxied, 'own', ['203.0.113.21', '203.0.113.22']);
  });

  it('believes only the address the proxy appended, not what the visitor put before it', async () => {
    expect(await statuses(proxied, 'chain', LIMIT + 1, (i) => `10.0.0.${i + 1}, 203.0.113.30`)).toEqual([
      202, 202, 202, 429,
    ]);
  });
});

describe('behind proxies named by address (CMS_PROXY_TRUSTED)', () => {
  it('takes the address a trusted proxy forwarded: each client has its own budget', async () => {
    await expectOwnBudgets(behindLoopback, 'named', ['203.0.113.41', '203.0.113.42']);
  });

  it('walks past trusted hops to the first untrusted one; what the visitor wrote in front does not count', async () => {
    // With and without a second, trusted hop (127.0.0.1) after the client: the same client, one budget.
    const chain = (i: number) => (i % 2 ? `10.9.9.${i}, 203.0.113.43, 127.0.0.1` : `192.0.2.${i}, 203.0.113.43`);
    expect(await statuses(behindLoopback, 'hops', LIMIT + 1, chain)).toEqual([202, 202, 202, 429]);
  });

  it('ignores the header from a peer that is not one of the named proxies', async () => {
    expect(await statuses(behindAnother, 'unnamed', LIMIT + 2, (i) => `198.51.100.${i + 1}`)).toEqual([
      202, 202, 202, 429, 429,
    ]);
    expect(await stored(behindAnother, 'unnamed')).toBe(LIMIT);
  });

  it('stops the start on an entry that is not an address or a range, naming the setting', async () => {
    // A CMS that starts anyway is stopped again, so a failure here leaves no process behind.
    const outcome = await startCms({ env: { CMS_PROXY_TRUSTED: '10.0.0.1, lb.internal' } }).then(
      async (cms) => {
        await cms.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/CMS_PROXY_TRUSTED: "lb.internal" is not an IP address/);
  });
});

describe('IPv6 clients (behind a trusted proxy, so the test can name the addresses)', () => {
  const contact = (i: number, forwardedFor: string) =>
    fetch(`${behindLoopback.url}/api/types/contactRequest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({
        name: `Six ${i}`,
        email: `six${i}@example.com`,
        message: `Hello from host ${i} of a /64.`,
      }),
    }).then((response) => response.status);

  it('counts every address of one /64 against one budget, and gives another /64 its own', async () => {
    // One network's hosts, each a different address, spelled in different ways.
    const sameNetwork = ['2001:db8:6:1::1', '2001:db8:6:1:ffff::9', '2001:DB8:6:1:a:b:c:d', '2001:db8:6:1::2'];
    const answers: number[] = [];
    for (const [i, address] of sameNetwork.entries()) answers.push(await contact(i, address));
    expect(answers).toEqual([201, 201, 201, 429]);
    // The neighbouring /64 is somebody else.
    expect(await contact(10, '2001:db8:6:2::1')).toBe(201);
    expect(
      (await rows(behindLoopback.database, "SELECT id FROM contact_requests WHERE email LIKE 'six%'")).length,
    ).toBe(LIMIT + 1);
  });
});

describe('Scripts posting at machine speed (form tokens)', () => {
  /** A token fetched as the client `forwardedFor` (each test's own address: tokens are bound to it). */
  const tokenFrom = async (cms: CmsInstance, forwardedFor: string) => {
    const response = await fetch(`${cms.url}/api/types/form-token`, { headers: { 'X-Forwarded-For': forwardedFor } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { data: { token: string; ttlMs: number } }).data.token;
  };
  const contact = (cms: CmsInstance, email: string, formToken: unknown, forwardedFor: string) =>
    fetch(`${cms.url}/api/types/contactRequest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ name: 'Quick Bot', email, message: 'Sent faster than anyone reads.', formToken }),
    });
  const storedContacts = async (cms: CmsInstance, email: string) =>
    (await rows(cms.database, 'SELECT id FROM contact_requests WHERE email = ?', email)).length;

  it('answers a submission sent sooner than a person could after the token as if stored, and stores nothing', async () => {
    // FORM_MIN_SECONDS is 2 here (the default) and the post follows the token at once.
    const token = await tokenFrom(behindLoopback, '203.0.113.61');
    const response = await contact(behindLoopback, 'fast@example.com', token, '203.0.113.61');
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { documentId: string } }).data.documentId).toMatch(/^\w{24}$/);
    expect(await storedContacts(behindLoopback, 'fast@example.com')).toBe(0);
  });

  it('answers a forged or altered token as if stored, and stores nothing', async () => {
    const real = await tokenFrom(behindLoopback, '203.0.113.62');
    const backdated = real.replace(/^\d+/, (issued) => String(Number(issued) - 60_000));
    for (const [i, formToken] of [backdated, 'made-up', 12345].entries()) {
      expect((await contact(behindLoopback, `forged${i}@example.com`, formToken, '203.0.113.62')).status).toBe(201);
      expect(await storedContacts(behindLoopback, `forged${i}@example.com`)).toBe(0);
    }
  });

  it('stores a submission with a token used after the minimum, and one with no token at all (SPEC 7)', async () => {
    const token = await tokenFrom(proxied, '203.0.113.63');
    expect((await contact(proxied, 'person@example.com', token, '203.0.113.63')).status).toBe(201);
    expect((await contact(proxied, 'spec-call@example.com', undefined, '203.0.113.63')).status).toBe(201);
    expect(await storedContacts(proxied, 'person@example.com')).toBe(1);
    expect(await storedContacts(proxied, 'spec-call@example.com')).toBe(1);
  });

  /** The 400 a person's refused token gets: `formToken` named, with what to do. */
  async function expectTokenRefused(response: Response, message: RegExp) {
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { status: number; details: { errors: Array<{ path: string[]; message: string }> } };
    };
    expect(body.error.status).toBe(400);
    expect(body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['formToken'], message: expect.stringMatching(message) }),
    ]);
  }

  it('refuses a token fetched by one client from another budget key, with a 400 naming formToken, storing nothing', async () => {
    const token = await tokenFrom(proxied, '203.0.113.64');
    const elsewhere = await contact(proxied, 'carried@example.com', token, '198.51.100.64');
    await expectTokenRefused(elsewhere, /issued to another network address: fetch a new one/);
    expect(await storedContacts(proxied, 'carried@example.com')).toBe(0);
    // From the client that fetched it, it is good; a fresh token from the other client is good there.
    expect((await contact(proxied, 'carried@example.com', token, '203.0.113.64')).status).toBe(201);
    const own = await tokenFrom(proxied, '198.51.100.64');
    expect((await contact(proxied, 'own@example.com', own, '198.51.100.64')).status).toBe(201);
    expect(await storedContacts(proxied, 'carried@example.com')).toBe(1);
    expect(await storedContacts(proxied, 'own@example.com')).toBe(1);
  });

  it('binds a token to the IPv6 /64 the rate limit counts, not to one address of it', async () => {
    const token = await tokenFrom(proxied, '2001:db8:45:1::10');
    expect((await contact(proxied, 'same-net@example.com', token, '2001:db8:45:1::99')).status).toBe(201);
    await expectTokenRefused(await contact(proxied, 'other-net@example.com', token, '2001:db8:45:2::10'), /another/);
    expect(await storedContacts(proxied, 'same-net@example.com')).toBe(1);
    expect(await storedContacts(proxied, 'other-net@example.com')).toBe(0);
  });

  it('refuses an expired token with a 400 naming formToken, storing nothing; a fresh one goes through', async () => {
    const client = '203.0.113.65';
    const response = await fetch(`${proxied.url}/api/types/form-token`, { headers: { 'X-Forwarded-For': client } });
    const { token, ttlMs } = ((await response.json()) as { data: { token: string; ttlMs: number } }).data;
    expect(ttlMs).toBe(SHORT_TTL_SECONDS * 1000);
    // A token expires by the CMS's clock against its issue time: no event marks it, so its lifetime passes.
    await new Promise((resolve) => setTimeout(resolve, ttlMs + 1000));
    await expectTokenRefused(await contact(proxied, 'late@example.com', token, client), /has expired: fetch a new one/);
    expect(await storedContacts(proxied, 'late@example.com')).toBe(0);
    expect((await contact(proxied, 'late@example.com', await tokenFrom(proxied, client), client)).status).toBe(201);
    expect(await storedContacts(proxied, 'late@example.com')).toBe(1);
  });
});

describe('CORS: the site origin may call only the public routes, never with credentials', () => {
  const preflight = (cms: CmsInstance, path: string, origin = SITE) =>
    fetch(`${cms.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
  const simple = (cms: CmsInstance, path: string, init: RequestInit = {}) =>
    fetch(`${cms.url}${path}`, { ...init, headers: { Origin: SITE, ...(init.headers as Record<string, string>) } });
  const post = (path: string, body: unknown, forwardedFor: string) =>
    simple(behindLoopback, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify(body),
    });
  function expectSiteAllowed(response: Response) {
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  }
  function expectNoCors(response: Response) {
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  }

  it.each([
    '/api/types/contactRequest',
    '/api/types/eventRequests',
    '/api/types/subscribtions',
    '/api/types/chatbot',
    '/api/types/form-token',
    '/api/newsletter/confirm',
    '/api/newsletter/unsubscribe',
  ])('answers a preflight for %s from the site, without credentials', async (path) => {
    const response = await preflight(behindLoopback, path);
    expect(response.status).toBe(204);
    expectSiteAllowed(response);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });

  it('answers the site its simple requests on the public routes, refusals included', async () => {
    expectSiteAllowed(await simple(behindLoopback, '/api/types/form-token'));
    const stored = await post(
      '/api/types/contactRequest',
      { name: 'Cora Cors', email: 'cora@example.com', message: 'From the site, cross-origin.' },
      '203.0.113.101',
    );
    expect(stored.status).toBe(201);
    expectSiteAllowed(stored);
    // The site reads a refusal too: a field error, a refused link.
    const invalid = await post(
      '/api/types/contactRequest',
      { name: 'C', email: 'nope', message: 'short' },
      '203.0.113.101',
    );
    expect(invalid.status).toBe(400);
    expectSiteAllowed(invalid);
    const link = await post('/api/newsletter/confirm', { token: 'not-a-real-token' }, '203.0.113.101');
    expect(link.status).toBe(400);
    expectSiteAllowed(link);
  });

  it('answers no other origin', async () => {
    expectNoCors(await preflight(behindLoopback, '/api/types/contactRequest', 'http://evil.example'));
    expectNoCors(await simple(behindLoopback, '/api/types/form-token', { headers: { Origin: 'http://evil.example' } }));
  });

  it.each([
    ['GET', '/admin/init'],
    ['GET', '/admin/users/me'],
    ['POST', '/admin/login'],
    ['GET', '/api/pages'],
    ['GET', '/api/privacy-page'],
    ['GET', '/content-manager/init'],
    ['GET', '/content-manager/collection-types/api::contact-request.contact-request'],
    ['POST', '/upload'],
    ['GET', '/upload/files'],
  ])('answers the site no CORS header on %s %s, preflight or not', async (method, path) => {
    expectNoCors(await preflight(behindLoopback, path));
    expectNoCors(await simple(behindLoopback, path, { method }));
  });
});

describe('identical repeats', () => {
  const send = async (path: string, body: Record<string, unknown>, forwardedFor: string) => {
    const response = await fetch(`${proxied.url}/api/types/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: { documentId: string } | null };
    return { status: response.status, id: answer.data?.documentId };
  };
  const request = { name: 'Repeat Rita', email: 'rita@example.com', message: 'Same words, again and again.' };

  it('stores a contact request sent again by one client once, answered each time as if stored', async () => {
    const first = await send('contactRequest', request, '203.0.113.71');
    const again = await send('contactRequest', { ...request, name: ' Repeat Rita ' }, '203.0.113.71');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.id).toBe(first.id);
    // Another client with the same words, and the first client with other words, are new requests.
    expect((await send('contactRequest', request, '203.0.113.72')).status).toBe(201);
    expect((await send('contactRequest', { ...request, message: 'Other words.' }, '203.0.113.71')).status).toBe(201);
    const stored = await rows<{ message: string }>(
      proxied.database,
      "SELECT message FROM contact_requests WHERE email = 'rita@example.com' ORDER BY id",
    );
    expect(stored.map((row) => row.message)).toEqual([request.message, request.message, 'Other words.']);
  });

  it('stores an event request sent again by one client once', async () => {
    const event = { ...request, email: 'rita.events@example.com', eventType: 'Launch', date: '2099-05-01', guests: 40 };
    const answers = [
      await send('eventRequests', event, '203.0.113.73'),
      await send('eventRequests', event, '203.0.113.73'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1].id).toBe(answers[0].id);
    expect(
      (await rows(proxied.database, "SELECT id FROM event_requests WHERE email = 'rita.events@example.com'")).length,
    ).toBe(1);
  });
});

describe('the chat transcript honeypot', () => {
  it('answers a transcript whose honeypot is filled as if stored, and stores nothing', async () => {
    const response = await fetch(`${proxied.url}/api/types/chatbot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.81' },
      body: JSON.stringify({
        name: 'Honey Bot',
        email: '',
        phone: '',
        industry: '',
        lang: 'en',
        questions: ['What do you do?'],
        website: 'http://spam.example',
      }),
    });
    expect(response.status).toBe(201);
    expect(await rows(proxied.database, "SELECT id FROM chatbot_transcripts WHERE name = 'Honey Bot'")).toEqual([]);
  });
});

describe('the newsletter links’ own budget', () => {
  it('lets a client whose submissions are spent still confirm or unsubscribe', async () => {
    const client = '203.0.113.91';
    expect(await statuses(proxied, 'spent', LIMIT + 1, () => client)).toEqual([202, 202, 202, 429]);
    const unsubscribe = await fetch(`${proxied.url}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({ token: 'not-a-real-token' }),
    });
    // Refused for its token (400 naming it), not for the client's spent budget (429).
    expect(unsubscribe.status).toBe(400);
  });
});
