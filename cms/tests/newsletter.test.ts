/**
 * The newsletter's confirmed opt-in (issue 18, part 3) on a real Strapi (SQLite, or PostgreSQL with
 * CMS_TEST_DB=postgres) over HTTP, with the real loopback SMTP server: one answer for every sign-up,
 * one confirmation email with signed links and the RFC 8058 headers, confirming and unsubscribing by
 * those links only, a confirmation link that confirms only the sign-up it was sent for and only
 * until it expires, the CSV export behind its permission, and the expiry of unconfirmed sign-ups.
 */
import crypto from 'node:crypto';
import { freePort, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { loopbackSmtp, type LoopbackSmtp, type Mail } from '../../tests/support/smtp';
import { until } from '../../tests/support/until';
import { deriveNewsletterKey } from '../src/newsletter/key';
import { signConfirmToken } from '../src/newsletter/tokens';
import {
  adminApiAs,
  adminToken,
  contentManagerFor,
  inviteAdmin,
  makeAdmin,
  type AdminApi,
  type Row,
} from '../../tests/support/admin';

jest.setTimeout(300_000);

const SUBSCRIPTION = 'api::subscription.subscription';
const NOTIFICATION = 'api::notification.notification';
const SITE = 'https://www.meridianworks.example';
/** The seeded footer copy beside the form (cms/src/seed/content.ts), as stored with a sign-up. */
const SEEDED_WORDING =
  'Insights, once a month\nOne short email a month with lessons from our projects. No spam; unsubscribe with one click.';
const ACCEPTED = { data: { status: 'pending' } };
/** The key the CMS signs links with, so the test can sign one as it would (an expired one). */
const TOKEN_SECRET = crypto.randomBytes(32).toString('base64url');

const owner = makeAdmin();
let smtp: LoopbackSmtp;
let cms: CmsInstance;
let editor: AdminApi;
/** The owner's admin session, logged in once (the admin limits logins). */
let ownerToken: string;

beforeAll(async () => {
  smtp = await loopbackSmtp();
  await smtp.listen();
  // The List-Unsubscribe URL is the CMS's public address, so it is known before the start.
  const port = await freePort();
  cms = await startCms({
    port,
    env: {
      ...owner.env,
      ...smtp.env,
      CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
      SITE_URL: SITE,
      NEWSLETTER_TOKEN_SECRET: TOKEN_SECRET,
      SUBMISSION_RATE_LIMIT: '100000',
      NOTIFY_POLL_MS: '200',
      // The expiry job every second, so the test sees it act without waiting an hour.
      NEWSLETTER_EXPIRY_CRON: '* * * * * *',
    },
  });
  editor = await adminApiAs(cms.url, owner);
  ownerToken = await adminToken(cms.url, owner);
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

async function subscribe(body: unknown) {
  const response = await fetch(`${cms.url}/api/types/subscribtions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const postJson = async (path: string, body: unknown) => {
  const response = await fetch(`${cms.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};
const confirm = (token: string) => postJson('/api/newsletter/confirm', { token });

/** The row's confirmation nonce, read from the database: no API answers it. */
const nonceOf = async (email: string) =>
  (
    await rows<{ confirm_nonce: string | null }>(
      cms.database,
      'SELECT confirm_nonce FROM subscriptions WHERE email = ?',
      email,
    )
  )[0]?.confirm_nonce;

const subscriber = async (email: string): Promise<Row> => {
  const [row] = await editor.list(SUBSCRIPTION, { email });
  return row;
};
const confirmations = async (documentId: string) =>
  (await editor.list(NOTIFICATION, { submissionDocumentId: documentId })).filter(
    (row) => row.template === 'subscriber-confirmation',
  );
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.rcptTo.includes(address));

/** Waits for the `count`th email to `address`, and answers it. */
const mailNumber = (address: string, count: number) =>
  until(`email ${count} to ${address}`, async () => mailsTo(address)[count - 1], 60_000, cms.log);

/** The token of a link in the plain part, e.g. the site's confirmation page. */
function tokenIn(mail: Mail, page: string): string {
  const match = new RegExp(`${SITE.replace(/\./g, '\\.')}${page}\\?token=([^\\s]+)`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`No ${page} link in:\n${mail.parsed.text}`);
  return decodeURIComponent(match[1]);
}

/** A header as sent (unfolded): mailparser merges the List-* headers into one object. */
function header(mail: Mail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Moves a sign-up's request time back, as if it had been made `days` ago (through the admin API). */
async function backdate(documentId: string, fields: Record<string, number>) {
  const cm = contentManagerFor(cms.url, ownerToken);
  const change = Object.fromEntries(
    Object.entries(fields).map(([field, ms]) => [field, new Date(Date.now() - ms).toISOString()]),
  );
  await cm('PUT', `collection-types/${SUBSCRIPTION}/${documentId}`, change);
}

describe('signing up', () => {
  it('stores the language signed up in, and writes the confirmation email in it', async () => {
    expect((await subscribe({ email: 'leser@example.com', name: 'Lena', lang: 'de' })).status).toBe(202);
    expect(await subscriber('leser@example.com')).toMatchObject({ state: 'pending', lang: 'de' });
    const mail = await mailNumber('leser@example.com', 1);
    expect(mail.parsed.subject).toMatch(/^Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von /);
    // Greeting nobody by name: the address is not confirmed, so the name may be a stranger's words.
    expect(mail.parsed.text).toMatch(/^Guten Tag,\n/);
    expect(`${mail.parsed.text}${mail.parsed.html}`).not.toContain('Lena');
    expect(mail.parsed.html).toContain('<html lang="de">');
    // A language code that is too long is refused, naming the field, and nothing is stored.
    const refused = await subscribe({ email: 'long@example.com', lang: 'de-DE-x-private' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('lang');
    expect(await subscriber('long@example.com')).toBeUndefined();
  });

  it('answers 202 and the same body for a new, a pending, a confirmed address and a bot', async () => {
    // The call as SPEC section 7 writes it: the fields plus a date.
    const first = await subscribe({ email: 'reader@example.com', name: 'Reader', date: '1999-01-01' });
    expect(first.status).toBe(202);
    expect(JSON.parse(first.text)).toEqual(ACCEPTED);
    const pending = await subscribe({ email: 'READER@example.com' });
    const bot = await subscribe({ email: 'bot@example.com', website: 'http://spam.example' });
    expect([pending, bot]).toEqual([first, first]);

    const row = await subscriber('reader@example.com');
    expect(row).toMatchObject({
      state: 'pending',
      name: 'Reader',
      date: new Date().toISOString().slice(0, 10),
      consentText: SEEDED_WORDING,
      confirmedAt: null,
      // No language in the call: the site's default.
      lang: 'en',
    });
    expect(await subscriber('bot@example.com')).toBeUndefined();

    const mail = await mailNumber('reader@example.com', 1);
    expect((await confirm(tokenIn(mail, '/newsletter/confirm'))).status).toBe(200);
    expect(await subscribe({ email: 'reader@example.com', name: 'Someone else' })).toEqual(first);
    expect(await subscriber('reader@example.com')).toMatchObject({ state: 'confirmed', name: 'Reader' });
  });

  it('still refuses bad input with a 400 naming the field, storing nothing', async () => {
    const response = await fetch(`${cms.url}/api/types/subscribtions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'not an address', name: 'Nobody' }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.details.errors.map((error: { path: string[] }) => error.path)).toEqual([['email']]);
    expect(await editor.list(SUBSCRIPTION, { name: 'Nobody' })).toEqual([]);
  });

  it('sends one confirmation email, to the address alone, with the links and the RFC 8058 headers', async () => {
    expect((await subscribe({ email: 'grace@example.com', name: 'Grace' })).status).toBe(202);
    const mail = await mailNumber('grace@example.com', 1);
    expect(mail.rcptTo).toEqual(['grace@example.com']);
    expect(mail.parsed.subject).toMatch(/confirm your subscription/i);
    expect(mail.parsed.text).toContain(SEEDED_WORDING.split('\n')[1]);

    const unsubscribeToken = tokenIn(mail, '/newsletter/unsubscribe');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'List-Unsubscribe')).toBe(
      `<${cms.url}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
    );
    expect(mail.parsed.html).toContain(`${SITE}/newsletter/confirm?token=`);

    // A second and a third sign-up within the hour queue nothing more.
    await subscribe({ email: 'grace@example.com' });
    await subscribe({ email: 'Grace@Example.com', name: 'Grace' });
    const row = await subscriber('grace@example.com');
    expect(await confirmations(row.documentId)).toHaveLength(1);

    // An hour later, a new sign-up sends the email once more (the lost-email case).
    await backdate(row.documentId, { confirmationSentAt: 61 * 60_000 });
    await subscribe({ email: 'grace@example.com' });
    expect(await confirmations(row.documentId)).toHaveLength(2);
    const second = await mailNumber('grace@example.com', 2);
    // With a new confirmation link: the first one confirms nothing any more. The unsubscribe link
    // stays the same.
    expect(tokenIn(second, '/newsletter/confirm')).not.toBe(tokenIn(mail, '/newsletter/confirm'));
    expect(tokenIn(second, '/newsletter/unsubscribe')).toBe(unsubscribeToken);
    const first = await confirm(tokenIn(mail, '/newsletter/confirm'));
    expect(first.status).toBe(410);
    expect(first.body.error.message).toMatch(/no longer valid.*newest email/);
    expect(await subscriber('grace@example.com')).toMatchObject({ state: 'pending', confirmedAt: null });
  });
});

describe('the links', () => {
  let mail: Mail;
  let documentId: string;

  beforeAll(async () => {
    await subscribe({ email: 'ada@example.com', name: 'Ada' });
    mail = await mailNumber('ada@example.com', 1);
    documentId = (await subscriber('ada@example.com')).documentId;
  });

  it('refuse forged, altered and other addresses’ tokens, and a GET, changing nothing', async () => {
    const token = tokenIn(mail, '/newsletter/confirm');
    const other = (await subscriber('grace@example.com')).documentId;

    const malformed = await confirm('not-a-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.errors[0].path).toEqual(['token']);
    expect((await postJson('/api/newsletter/confirm', {})).status).toBe(400);

    const [, expires, signature] = token.split('.');
    const altered = `${documentId}.${expires}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const longer = `${documentId}.${Number(expires) + 86_400}.${signature}`;
    const unsubscribeToken = tokenIn(mail, '/newsletter/unsubscribe');
    for (const forged of [altered, longer, `${other}.${expires}.${signature}`, unsubscribeToken]) {
      const answer = await confirm(forged);
      expect(answer.status).toBe(410);
      expect(answer.body.error).toMatchObject({ status: 410, name: 'GoneError' });
      expect(answer.body.error.message).toMatch(/no longer valid/);
    }
    // A well-formed token of a row that does not exist.
    expect((await confirm(`${'a'.repeat(24)}.${expires}.${signature}`)).status).toBe(404);
    const unsubscribeSignature = unsubscribeToken.split('.')[1];
    expect((await postJson('/api/newsletter/unsubscribe', { token: `${other}.${unsubscribeSignature}` })).status).toBe(
      404,
    );
    expect((await postJson('/api/newsletter/unsubscribe', { token })).status).toBe(404);

    // Confirming takes JSON only (the form body is for the one-click unsubscribe alone).
    const form = await fetch(`${cms.url}/api/newsletter/confirm?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(form.status).toBe(415);

    // A mail scanner fetching the link's address confirms nothing: there is no GET route.
    const scanned = await fetch(`${cms.url}/api/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(scanned.status).toBeGreaterThanOrEqual(400);

    expect(await subscriber('ada@example.com')).toMatchObject({ state: 'pending', confirmedAt: null });
    expect((await subscriber('grace@example.com')).state).toBe('pending');
  });

  it('confirm with the link, recording when and the wording agreed to', async () => {
    const before = Date.now();
    const answer = await confirm(tokenIn(mail, '/newsletter/confirm'));
    expect(answer).toEqual({ status: 200, body: { data: { status: 'confirmed' } } });
    const row = await subscriber('ada@example.com');
    expect(row).toMatchObject({ state: 'confirmed', consentText: SEEDED_WORDING });
    expect(Date.parse(row.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.confirmedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    // Clicking again is fine and changes nothing.
    expect((await confirm(tokenIn(mail, '/newsletter/confirm'))).status).toBe(200);
    expect((await subscriber('ada@example.com')).confirmedAt).toBe(row.confirmedAt);
  });

  it("unsubscribe with the mail client's one-click POST, without logging in", async () => {
    const url = header(mail, 'List-Unsubscribe')!.replace(/^<|>$/g, '');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const row = await subscriber('ada@example.com');
    expect(row).toMatchObject({ state: 'unsubscribed' });
    expect(row.unsubscribedAt).not.toBeNull();
    // The site's page sends the token as JSON; unsubscribing twice is fine.
    const again = await postJson('/api/newsletter/unsubscribe', { token: tokenIn(mail, '/newsletter/unsubscribe') });
    expect(again).toEqual({ status: 200, body: { data: { status: 'unsubscribed' } } });
    // An old confirmation link does not subscribe them again: unsubscribing cleared its nonce.
    expect((await confirm(tokenIn(mail, '/newsletter/confirm'))).status).toBe(410);
    expect((await subscriber('ada@example.com')).state).toBe('unsubscribed');
    expect(await nonceOf('ada@example.com')).toBeNull();
  });
});

describe('a later sign-up of the same address', () => {
  const email = 'owner@example.com';

  it("gets a new link, and the first email's link confirms nothing: only the owner confirms", async () => {
    await subscribe({ email });
    const first = await mailNumber(email, 1);
    const { documentId } = await subscriber(email);
    const firstNonce = await nonceOf(email);
    expect(firstNonce).toMatch(/^[\w-]{22}$/);
    // The nonce is the CMS's own: in no answer of the Content Manager, nor of a data request.
    expect(Object.keys(await subscriber(email))).not.toContain('confirmNonce');
    expect(Object.keys(await editor.get(SUBSCRIPTION, documentId))).not.toContain('confirmNonce');
    const dataRequest = async (action: string) => {
      const response = await fetch(`${cms.url}/data-requests/${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}` },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    for (const action of ['find', 'export']) {
      const answer = await dataRequest(action);
      expect(answer).toContain(documentId);
      expect(answer).not.toContain('confirmNonce');
      expect(answer).not.toContain(firstNonce);
    }

    // The owner leaves; an hour later someone else signs the address up again.
    expect(
      (await postJson('/api/newsletter/unsubscribe', { token: tokenIn(first, '/newsletter/unsubscribe') })).status,
    ).toBe(200);
    expect(await nonceOf(email)).toBeNull();
    await backdate(documentId, { confirmationSentAt: 61 * 60_000 });
    expect(await subscribe({ email, name: 'Not the owner' })).toEqual({ status: 202, text: JSON.stringify(ACCEPTED) });
    const second = await mailNumber(email, 2);
    expect(await subscriber(email)).toMatchObject({ documentId, state: 'pending', confirmedAt: null });
    const secondNonce = await nonceOf(email);
    expect(secondNonce).toMatch(/^[\w-]{22}$/);
    expect(secondNonce).not.toBe(firstNonce);

    // Whoever kept the first email (or scanned it) cannot confirm the new sign-up with it.
    const replayed = await confirm(tokenIn(first, '/newsletter/confirm'));
    expect(replayed.status).toBe(410);
    expect(replayed.body).toEqual({
      data: null,
      error: {
        status: 410,
        name: 'GoneError',
        message:
          'This link is no longer valid: a newer email replaced it, or the subscription was cancelled. Please use the link in the newest email from us, or subscribe again.',
        details: {},
      },
    });
    expect(await subscriber(email)).toMatchObject({ state: 'pending', confirmedAt: null });
    expect(await nonceOf(email)).toBe(secondNonce);

    // The new email's link does, and the first email's unsubscribe link still works.
    expect(await confirm(tokenIn(second, '/newsletter/confirm'))).toEqual({
      status: 200,
      body: { data: { status: 'confirmed' } },
    });
    expect((await subscriber(email)).state).toBe('confirmed');
    expect(tokenIn(second, '/newsletter/unsubscribe')).toBe(tokenIn(first, '/newsletter/unsubscribe'));
    expect(
      (await postJson('/api/newsletter/unsubscribe', { token: tokenIn(first, '/newsletter/unsubscribe') })).status,
    ).toBe(200);
    expect((await subscriber(email)).state).toBe('unsubscribed');
    expect((await confirm(tokenIn(second, '/newsletter/confirm'))).status).toBe(410);
    expect((await subscriber(email)).state).toBe('unsubscribed');
  });

  it('refuses an expired link, changing nothing', async () => {
    await subscribe({ email: 'late@example.com' });
    const mail = await mailNumber('late@example.com', 1);
    const row = await subscriber('late@example.com');
    const nonce = (await nonceOf('late@example.com'))!;
    // The email's link expires with the sign-up: SUBSCRIPTION_PENDING_DAYS (7) after it was made.
    const [, expires] = tokenIn(mail, '/newsletter/confirm').split('.');
    expect(Number(expires) * 1000).toBeCloseTo(Date.parse(row.requestedAt) + 7 * 24 * 60 * 60_000, -4);
    // The same link signed as the CMS signs it, but for a moment just past.
    const expired = signConfirmToken(deriveNewsletterKey(TOKEN_SECRET), {
      documentId: row.documentId,
      email: row.email,
      confirmNonce: nonce,
      expiresAt: new Date(Date.now() - 1000),
    });
    const answer = await confirm(expired);
    expect(answer.status).toBe(410);
    expect(answer.body.error.message).toBe('This link has expired. Please subscribe again to get a new one.');
    expect(await subscriber('late@example.com')).toMatchObject({ state: 'pending', confirmedAt: null });
    // A GET of the link's API address confirms nothing either.
    const scanned = await fetch(
      `${cms.url}/api/newsletter/confirm?token=${encodeURIComponent(tokenIn(mail, '/newsletter/confirm'))}`,
    );
    expect(scanned.status).toBeGreaterThanOrEqual(400);
    expect((await subscriber('late@example.com')).state).toBe('pending');
  });
});

describe('the admin', () => {
  it("lists sign-ups newest first with each one's state", async () => {
    const { settings, layouts } = await editor.configuration(SUBSCRIPTION);
    expect(settings).toMatchObject({ defaultSortBy: 'id', defaultSortOrder: 'DESC' });
    expect(layouts.list).toEqual(['email', 'name', 'state', 'confirmedAt', 'createdAt']);
  });
});

describe('the CSV export', () => {
  const call = (token?: string) =>
    fetch(`${cms.url}/newsletter-export/subscribers.csv`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  const invite = (email: string, roleId: number) =>
    inviteAdmin(cms.url, ownerToken, roleId, {
      firstname: 'In',
      lastname: 'Vited',
      email,
      password: 'Mosaic-Heron-Tundra-74',
    });

  it('needs an admin whose role has "Export newsletter subscribers", and encodes formulas', async () => {
    await subscribe({ email: 'formula@example.com', name: '=HYPERLINK("http://evil.example","x")' });
    const mail = await mailNumber('formula@example.com', 1);
    expect((await confirm(tokenIn(mail, '/newsletter/confirm'))).status).toBe(200);

    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}` };
    const roles = (await (await fetch(`${cms.url}/admin/roles`, { headers })).json()).data as Array<{
      id: number;
      code: string;
    }>;
    const editorRole = roles.find((role) => role.code === 'strapi-editor')!;
    const created = await fetch(`${cms.url}/admin/roles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Newsletter', description: 'Exports subscribers' }),
    }).then((response) => response.json());
    const granted = await fetch(`${cms.url}/admin/roles/${created.data.id}/permissions`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        permissions: [{ action: 'api::newsletter.export', subject: null, properties: {}, conditions: [] }],
      }),
    });
    expect(granted.status).toBe(200);

    const withoutPermission = await invite('wren@meridianworks.example', editorRole.id);
    const withPermission = await invite('nell@meridianworks.example', created.data.id);
    expect((await call()).status).toBe(401);
    expect((await call(cms.token)).status).toBe(401);
    expect((await call(withoutPermission)).status).toBe(403);

    const response = await call(withPermission);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="newsletter-subscribers-/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,name,confirmedAt,unsubscribeUrl,oneClickUnsubscribeUrl,lang');
    // Only the confirmed: reader and formula (ada unsubscribed, grace is pending).
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['reader@example.com', 'formula@example.com']);
    const formula = lines[2];
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const owners = (await editor.list(SUBSCRIPTION, { email: 'formula@example.com' }))[0];
    expect(formula).toContain(new Date(owners.confirmedAt).toISOString());
    // Its unsubscribe link is the subscriber's own and works.
    const link = /(https:\/\/www\.meridianworks\.example\/newsletter\/unsubscribe\?token=[^,]+)/.exec(formula)![1];
    const token = new URL(link).searchParams.get('token');
    expect((await postJson('/api/newsletter/unsubscribe', { token })).status).toBe(200);
    expect((await subscriber('formula@example.com')).state).toBe('unsubscribed');
  });
});

describe('the expiry job', () => {
  it('deletes only pending sign-ups older than the pending period, with their queued emails', async () => {
    for (const email of ['stale@example.com', 'fresh@example.com', 'kept@example.com']) await subscribe({ email });
    await mailNumber('kept@example.com', 1);
    const kept = await subscriber('kept@example.com');
    expect((await confirm(tokenIn(mailsTo('kept@example.com')[0], '/newsletter/confirm'))).status).toBe(200);
    const stale = await subscriber('stale@example.com');
    expect(await confirmations(stale.documentId)).toHaveLength(1);
    const day = 24 * 60 * 60_000;
    // 7 days is the default SUBSCRIPTION_PENDING_DAYS. The stale one last: once it is gone, the job
    // has seen the other two as they are now.
    await backdate((await subscriber('fresh@example.com')).documentId, { requestedAt: 7 * day - 60 * 60_000 });
    await backdate(kept.documentId, { requestedAt: 30 * day });
    await backdate(stale.documentId, { requestedAt: 7 * day + 60_000 });

    await until(
      'the stale sign-up to go',
      async () => ((await subscriber('stale@example.com')) ? undefined : true),
      30_000,
      cms.log,
    );
    expect(await editor.list(NOTIFICATION, { submissionDocumentId: stale.documentId })).toEqual([]);
    expect((await subscriber('fresh@example.com')).state).toBe('pending');
    expect((await subscriber('kept@example.com')).state).toBe('confirmed');
    expect(await subscriber('grace@example.com')).toBeDefined();
  });
});
