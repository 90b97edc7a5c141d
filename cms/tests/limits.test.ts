/**
 * The submission rate limit and where the client address comes from. Four CMS instances with a
 * budget of three submissions: one as it runs by default (no proxy declared), where an
 * X-Forwarded-For header is a visitor's claim and is ignored; one with CMS_PROXY=true (one trusted
 * proxy in front), where the address that proxy appended is the client's; and two with proxies named
 * by address (CMS_PROXY_TRUSTED): `loopback`, which is where the test's requests come from, so the
 * header is believed up to the first untrusted hop, and another address, so it is not. Each test
 * uses its own addresses, so they do not depend on each other's order.
 */
import { rows, startCms, startCmsTogether, type CmsInstance } from '../../tests/support/cms';

jest.setTimeout(300_000);

const LIMIT = 3;
let direct: CmsInstance;
let proxied: CmsInstance;
let behindLoopback: CmsInstance;
let behindAnother: CmsInstance;

beforeAll(async () => {
  const env = { SUBMISSION_RATE_LIMIT: String(LIMIT), SUBMISSION_RATE_WINDOW: '600' };
  [direct, proxied, behindLoopback, behindAnother] = await startCmsTogether([
    { env },
    { env: { ...env, CMS_PROXY: 'true', CMS_PROXY_COUNT: '1' } },
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
