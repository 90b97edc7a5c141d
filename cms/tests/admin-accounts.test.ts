/**
 * Admin accounts at ASVS level 2 (issue 64, item 5), on a real Strapi with no administrator yet:
 *
 * - the password rule (cms/src/startup/admin-password.ts) holds wherever a password is set:
 *   CMS_ADMIN_PASSWORD at start, the first administrator's registration, an invited user's, a reset,
 *   a user's own change, a Super Admin's change of another's; a refused one is a 400 naming
 *   `password`, and nothing is stored (the old password still signs in);
 * - sessions (config/admin.ts): the refresh cookie of a "Remember me" sign-in lasts 25 minutes, each
 *   session 12 hours in all, an access token 5 minutes; a session idle past its window or past its
 *   12 hours is not renewed, and its access token stops working. The clock is moved by ageing the
 *   session's row, not by waiting.
 */
import { execute, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { jsonCaller } from '../../tests/support/admin';

jest.setTimeout(300_000);

const OWNER = { email: 'owner@meridianworks.example', firstname: 'Olga', lastname: 'Owner' };
const OWNER_PASSWORD = 'Harbour-Kestrel-Lamp-58';
const INVITED = { email: 'ines@meridianworks.example', firstname: 'Ines', lastname: 'Invited' };
/**
 * Strong enough for Strapi's own rule (8+ characters, lower, upper, digit), too weak for ours. Two a
 * route: Strapi's sign-in routes take 5 requests per address, route and email in 5 minutes.
 */
const WEAK = ['Welcome2026!!', 'Editor-Passw0rd'];
const MINUTE = 60_000;

let cms: CmsInstance;
const call = jsonCaller(() => cms.url);

beforeAll(async () => {
  // The run's seeded database has no administrator yet.
  cms = await startCms({
    // An operator's weak unattended password: refused at start, no administrator created.
    env: { CMS_ADMIN_EMAIL: 'weak@meridianworks.example', CMS_ADMIN_PASSWORD: 'Welcome2026!!' },
  });
});

afterAll(async () => {
  await cms?.stop();
});

/** Strapi's 400 naming `password`, as the admin panel's forms show it under the field. */
function expectRefusedPassword(answer: { status: number; body: any }) {
  expect(answer.status).toBe(400);
  expect(answer.body.error.name).toBe('ValidationError');
  expect(answer.body.error.details.errors).toEqual([
    { path: ['password'], message: answer.body.error.message, name: 'ValidationError' },
  ]);
  expect(answer.body.error.message).toMatch(/^The password (is too easy to guess|must have at least 12 characters)\./);
}

const login = (email: string, password: string, rememberMe = false) =>
  fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe }),
  });

async function tokenOf(email: string, password: string): Promise<string> {
  const response = await login(email, password);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A Super Admin's invitation of an editor, and its registration with `password`. */
async function invite(ownerToken: string, who: { email: string; firstname: string; lastname: string }) {
  const roles = (await call('GET', '/admin/roles', ownerToken)).body.data as Array<{ id: number; code: string }>;
  const editorRole = roles.find(({ code }) => code === 'strapi-editor')!.id;
  const invited = await call('POST', '/admin/users', ownerToken, { ...who, roles: [editorRole] });
  expect(invited.status).toBe(201);
  const { id, registrationToken } = invited.body.data as { id: number; registrationToken: string };
  const register = (password: string) =>
    call('POST', '/admin/register', undefined, {
      registrationToken,
      userInfo: { firstname: who.firstname, lastname: who.lastname, password },
    });
  return { id, registrationToken, register };
}

let ownerToken: string;

describe('the password rule, wherever a password is set', () => {
  let invitedId: number;

  it('refuses a weak CMS_ADMIN_PASSWORD at start, saying why, and creates no administrator', async () => {
    expect(cms.log()).toContain('CMS_ADMIN_PASSWORD is refused: The password is too easy to guess.');
    expect(cms.log()).not.toContain('Welcome2026!!');
    expect(await rows(cms.database, 'SELECT id FROM admin_users')).toHaveLength(0);
  });

  it("refuses a weak first administrator's password (/admin/register-admin), then takes a strong one", async () => {
    for (const password of [...WEAK, 'Sh0rt-Pass']) {
      expectRefusedPassword(await call('POST', '/admin/register-admin', undefined, { ...OWNER, password }));
      expect(await rows(cms.database, 'SELECT id FROM admin_users')).toHaveLength(0);
    }
    const registered = await call('POST', '/admin/register-admin', undefined, { ...OWNER, password: OWNER_PASSWORD });
    expect(registered.status).toBe(200);
    ownerToken = await tokenOf(OWNER.email, OWNER_PASSWORD);
  });

  it("refuses a weak password at an invited user's registration (/admin/register), then takes a strong one", async () => {
    const { id, registrationToken, register } = await invite(ownerToken, INVITED);
    invitedId = id;
    for (const password of WEAK) expectRefusedPassword(await register(password));
    // Nothing stored: the invitation is still open, the account has no password.
    const [pending] = await rows<{ password: string | null; registration_token: string | null }>(
      cms.database,
      'SELECT password, registration_token FROM admin_users WHERE id = ?',
      invitedId,
    );
    expect(pending).toEqual({ password: null, registration_token: registrationToken });
    expect((await register('Orbit-Meadow-Tangle-94')).status).toBe(200);
  });

  it('refuses a weak new password of a user changing their own (/admin/users/me)', async () => {
    const invitedToken = await tokenOf(INVITED.email, 'Orbit-Meadow-Tangle-94');
    for (const password of WEAK)
      expectRefusedPassword(
        await call('PUT', '/admin/users/me', invitedToken, { currentPassword: 'Orbit-Meadow-Tangle-94', password }),
      );
    // Still signed in (Strapi ends the sessions of a password change), and the current password is
    // still the old one (Strapi checks it before changing it).
    expect((await call('GET', '/admin/users/me', invitedToken)).status).toBe(200);
    const changed = await call('PUT', '/admin/users/me', invitedToken, {
      currentPassword: 'Orbit-Meadow-Tangle-94',
      password: 'Velvet-Canyon-Pebble-27',
    });
    expect(changed.status).toBe(200);
    await tokenOf(INVITED.email, 'Velvet-Canyon-Pebble-27');
  });

  it('refuses a weak password a Super Admin sets for another user (/admin/users/:id)', async () => {
    for (const password of WEAK)
      expectRefusedPassword(await call('PUT', `/admin/users/${invitedId}`, ownerToken, { password }));
    await tokenOf(INVITED.email, 'Velvet-Canyon-Pebble-27');
    expect(
      (await call('PUT', `/admin/users/${invitedId}`, ownerToken, { password: 'Copper-Lantern-Fjord-63' })).status,
    ).toBe(200);
    await tokenOf(INVITED.email, 'Copper-Lantern-Fjord-63');
  });

  it('refuses a weak password at a reset (/admin/reset-password), keeping the reset link open', async () => {
    const resetPasswordToken = 'a-reset-token-as-the-forgot-password-email-carries';
    await execute(
      cms.database,
      'UPDATE admin_users SET reset_password_token = ?, reset_password_token_expires_at = ? WHERE id = ?',
      resetPasswordToken,
      Date.now() + 30 * MINUTE,
      invitedId,
    );
    for (const password of WEAK)
      expectRefusedPassword(await call('POST', '/admin/reset-password', undefined, { resetPasswordToken, password }));
    const reset = await call('POST', '/admin/reset-password', undefined, {
      resetPasswordToken,
      password: 'Saffron-Glacier-Wicket-15',
    });
    expect(reset.status).toBe(200);
    await tokenOf(INVITED.email, 'Saffron-Glacier-Wicket-15');
  });
});

describe('sessions', () => {
  const payload = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, any>;
  const refreshCookie = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('strapi_admin_refresh='))!;
  const cookieValue = (cookie: string) => cookie.split(';')[0];
  /** Seconds from the response to the cookie's end (Koa writes Max-Age as Expires). */
  const lifetime = (response: Response) => {
    const expires = /; expires=([^;]+)/i.exec(refreshCookie(response))?.[1];
    return expires ? (Date.parse(expires) - Date.parse(response.headers.get('date')!)) / 1000 : undefined;
  };
  const stored = (value: unknown) =>
    new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number)).getTime();

  // A second account: each account signs in at most 5 times in 5 minutes.
  const SECOND = { email: 'sid@meridianworks.example', firstname: 'Sid', lastname: 'Second' };
  const SECOND_PASSWORD = 'Quartz-Ember-Willow-72';
  beforeAll(async () => {
    expect((await (await invite(ownerToken, SECOND)).register(SECOND_PASSWORD)).status).toBe(200);
  });

  async function signIn(rememberMe: boolean, [email, password] = [OWNER.email, OWNER_PASSWORD]) {
    const response = await login(email, password, rememberMe);
    expect(response.status).toBe(200);
    const { token } = ((await response.json()) as { data: { token: string } }).data;
    const { sessionId } = payload(token);
    const [session] = await rows<{
      created_at: unknown;
      expires_at: unknown;
      absolute_expires_at: unknown;
      type: string;
    }>(
      cms.database,
      'SELECT created_at, expires_at, absolute_expires_at, type FROM strapi_sessions WHERE session_id = ?',
      sessionId,
    );
    return { token, sessionId, cookie: refreshCookie(response), lifetime: lifetime(response), session };
  }

  const renew = (cookie: string) =>
    fetch(`${cms.url}/admin/access-token`, { method: 'POST', headers: { Cookie: cookieValue(cookie) } });
  const me = (token: string) => fetch(`${cms.url}/admin/users/me`, { headers: { Authorization: `Bearer ${token}` } });

  it('gives a "Remember me" sign-in a refresh cookie of 25 minutes, a session of 12 hours, an access token of 5 minutes', async () => {
    const { token, cookie, lifetime: seconds, session } = await signIn(true);
    expect(seconds).toBeGreaterThanOrEqual(1499);
    expect(seconds).toBeLessThanOrEqual(1501);
    expect(cookie).toMatch(/; httponly/i);
    expect(session.type).toBe('refresh');
    const created = stored(session.created_at);
    expect(stored(session.expires_at) - created).toBeGreaterThanOrEqual(25 * MINUTE - 1000);
    expect(stored(session.expires_at) - created).toBeLessThanOrEqual(25 * MINUTE + 1000);
    expect(stored(session.absolute_expires_at) - created).toBeGreaterThanOrEqual(12 * 60 * MINUTE - 1000);
    expect(stored(session.absolute_expires_at) - created).toBeLessThanOrEqual(12 * 60 * MINUTE + 1000);
    const { iat, exp } = payload(token);
    expect(exp - iat).toBe(5 * 60);
  });

  it('gives a sign-in without "Remember me" a cookie that ends with the browser, and the same windows', async () => {
    const { cookie, session } = await signIn(false);
    expect(cookie).not.toMatch(/max-age|expires/i);
    expect(cookie).toMatch(/; httponly/i);
    expect(session.type).toBe('session');
    const created = stored(session.created_at);
    expect(Math.round((stored(session.expires_at) - created) / MINUTE)).toBe(25);
    expect(Math.round((stored(session.absolute_expires_at) - created) / MINUTE)).toBe(12 * 60);
  });

  it('renews a session in use, and the renewed cookie still ends within 25 minutes', async () => {
    const { cookie } = await signIn(true);
    const renewed = await renew(cookie);
    expect(renewed.status).toBe(200);
    expect(lifetime(renewed)).toBeGreaterThanOrEqual(1499);
    expect(lifetime(renewed)).toBeLessThanOrEqual(1501);
    expect((await me(((await renewed.json()) as { data: { token: string } }).data.token)).status).toBe(200);
  });

  for (const rememberMe of [true, false])
    it(`signs out a session left idle past its window${rememberMe ? ' ("Remember me")' : ''}: not renewed, its access token refused`, async () => {
      const { token, sessionId, cookie, session } = await signIn(rememberMe, [SECOND.email, SECOND_PASSWORD]);
      expect((await me(token)).status).toBe(200);
      // 26 minutes later, nothing done meanwhile.
      const asStored = (time: number) => (typeof session.created_at === 'number' ? time : new Date(time).toISOString());
      await execute(
        cms.database,
        'UPDATE strapi_sessions SET created_at = ?, expires_at = ? WHERE session_id = ?',
        asStored(Date.now() - 26 * MINUTE),
        asStored(Date.now() - MINUTE),
        sessionId,
      );
      expect((await renew(cookie)).status).toBe(401);
      expect((await me(token)).status).toBe(401);
    });

  it('signs out a session in use after 12 hours in all: not renewed', async () => {
    const { sessionId, cookie, session } = await signIn(true, [SECOND.email, SECOND_PASSWORD]);
    const asStored = (time: number) => (typeof session.created_at === 'number' ? time : new Date(time).toISOString());
    // Renewed a minute ago, first signed in 12 hours ago.
    await execute(
      cms.database,
      'UPDATE strapi_sessions SET created_at = ?, absolute_expires_at = ? WHERE session_id = ?',
      asStored(Date.now() - MINUTE),
      asStored(Date.now() - 1000),
      sessionId,
    );
    expect((await renew(cookie)).status).toBe(401);
  });
});
