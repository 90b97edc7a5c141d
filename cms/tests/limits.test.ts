/**
 * The submission rate limit and where the client address comes from. Two CMS instances with a budget
 * of three submissions: one as it runs by default (no proxy declared), where an X-Forwarded-For
 * header is a visitor's claim and is ignored; one with CMS_PROXY=true (one trusted proxy in front),
 * where the address that proxy appended is the client's. Each test uses its own addresses, so they
 * do not depend on each other's order.
 */
import { rows, startCmsTogether, type CmsInstance } from '../../tests/support/cms';

jest.setTimeout(300_000);

const LIMIT = 3;
let direct: CmsInstance;
let proxied: CmsInstance;

beforeAll(async () => {
  const env = { SUBMISSION_RATE_LIMIT: String(LIMIT), SUBMISSION_RATE_WINDOW: '600' };
  [direct, proxied] = await startCmsTogether([{ env }, { env: { ...env, CMS_PROXY: 'true', CMS_PROXY_COUNT: '1' } }]);
});

afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()]);
});

const subscribe = (cms: CmsInstance, email: string, forwardedFor?: string) =>
  fetch(`${cms.url}/api/types/subscribtions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify({ email }),
  });

const stored = async (cms: CmsInstance, prefix: string) =>
  (await rows(cms.database, 'SELECT id FROM subscriptions WHERE email LIKE ?', `${prefix}%`)).length;

describe('without a declared proxy', () => {
  it('ignores X-Forwarded-For: spoofed addresses share the real address budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      statuses.push((await subscribe(direct, `spoof${i}@example.com`, `198.51.100.${i + 1}`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await stored(direct, 'spoof')).toBe(LIMIT);
  });
});

describe('behind one trusted proxy (CMS_PROXY=true, CMS_PROXY_COUNT=1)', () => {
  it('answers 429 with Retry-After once an address has used its budget, and stores no more', async () => {
    const responses: Response[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1)
      responses.push(await subscribe(proxied, `over${i}@example.com`, '203.0.113.10'));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 429]);
    const refused = responses[LIMIT];
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    const body = await refused.json();
    expect(body).toMatchObject({ data: null, error: { status: 429 } });
    expect(await stored(proxied, 'over')).toBe(LIMIT);
  });

  it('gives each forwarded client address its own budget', async () => {
    for (const address of ['203.0.113.21', '203.0.113.22']) {
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await subscribe(proxied, `own${address}-${i}@example.com`, address)).status).toBe(201);
      }
    }
    expect((await subscribe(proxied, 'own-extra@example.com', '203.0.113.21')).status).toBe(429);
    expect(await stored(proxied, 'own')).toBe(2 * LIMIT);
  });

  it('believes only the address the proxy appended, not what the visitor put before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      statuses.push((await subscribe(proxied, `chain${i}@example.com`, `10.0.0.${i + 1}, 203.0.113.30`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
