/**
 * People's data on request and retention (src/privacy), on a real CMS (SQLite, or PostgreSQL with
 * CMS_TEST_DB=postgres): one person's leads of every kind and another's, sent over HTTP; the
 * admin routes finding, exporting and erasing the first person's; then every text of every table
 * read back to show nothing of theirs is left, and nothing of the other's is gone. The retention job
 * runs every second here (RETENTION_SCHEDULE): rows aged by writing old dates straight into the
 * database disappear by themselves, the rest stays. The lead desk's state and notes of a person's
 * leads (src/lead-desk) are found, exported and erased with them, and expire with them. The admin's Data requests page itself is driven
 * in the browser suite (tests/e2e/data-requests.spec.ts).
 */
import fs from 'node:fs';
import { execute as executeSql, isPostgres, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { until } from '../../tests/support/until';
import { byKind } from '../src/contracts/leads';
import {
  adminApiAs,
  adminToken,
  contentManagerFor,
  inviteAdmin,
  makeAdmin,
  type AdminApi,
} from '../../tests/support/admin';

/** No record of any kind of lead: what a person's counts are for every kind not named. */
const NO_LEADS = byKind(() => 0);

jest.setTimeout(240_000);

const ZELDA = { name: 'Zelda Quixote-Marlowe', email: 'zelda.quixote@example.org', phone: '+44 161 555 0147' };
const OTTO = { name: 'Otto Brennan', email: 'otto.brennan@example.net', phone: '+44 20 7946 0999' };
const CONTACT = 'api::contact-request.contact-request';
const TRANSCRIPT = 'api::chatbot-transcript.chatbot-transcript';
const SETTINGS = 'api::notification-setting.notification-setting';
const DAY_MS = 24 * 60 * 60 * 1000;

const admin = makeAdmin();
const WRITER = { email: 'writer@example.com', password: 'Copper-Wicket-Glacier-63' };
let cms: CmsInstance;
let editor: AdminApi;
let token: string;
let writerToken: string;

async function submit(kind: string, body: Record<string, unknown>): Promise<string | undefined> {
  const response = await fetch(`${cms.url}/api/types/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect([200, 201, 202]).toContain(response.status);
  const answer = (await response.json().catch(() => null)) as { data?: { documentId?: string } } | null;
  return answer?.data?.documentId;
}

async function call(method: string, route: string, body?: unknown, bearer: string | null = token) {
  const response = await fetch(`${cms.url}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) };
}

const execute = (sql: string, ...params: unknown[]) => executeSql(cms.database, sql, ...params);

/** A date as the database holds the CMS's datetimes (SQLite: milliseconds; PostgreSQL: timestamptz). */
const stored = (date: Date) => (isPostgres(cms.database) ? date.toISOString() : date.getTime());

/** Every table's rows, each as one lower-case text (all columns), with its table's name. */
async function everyRow(): Promise<Array<{ table: string; text: string }>> {
  const tables = isPostgres(cms.database)
    ? (
        await rows<{ name: string }>(
          cms.database,
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
        )
      ).map((row) => row.name)
    : (
        await rows<{ name: string }>(
          cms.database,
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
      ).map((row) => row.name);
  expect(tables.length).toBeGreaterThan(20);
  const all: Array<{ table: string; text: string }> = [];
  for (const table of tables) {
    for (const row of await rows(cms.database, `SELECT * FROM "${table}"`)) {
      all.push({ table, text: JSON.stringify(Object.values(row)).toLowerCase() });
    }
  }
  return all;
}

const holding = (all: Array<{ table: string; text: string }>, needle: string) =>
  all.filter((row) => row.text.includes(needle.toLowerCase())).map((row) => row.table);

beforeAll(async () => {
  cms = await startCms({
    env: {
      ...admin.env,
      SUBMISSION_RATE_LIMIT: '1000',
      // The retention job every second, so its effect is awaited rather than triggered.
      RETENTION_SCHEDULE: '* * * * * *',
      LEAD_RETENTION_DAYS: '30',
      SENT_EMAIL_RETENTION_DAYS: '7',
    },
  });
  editor = await adminApiAs(cms.url, admin);
  token = await adminToken(cms.url, admin);
  await editor.updateSingle(SETTINGS, { announceSubscriptions: true });

  // An admin with Strapi's default "Editor" role, which is not given the new permission.
  writerToken = await inviteAdmin(cms.url, token, 'strapi-editor', {
    firstname: 'Wren',
    lastname: 'Writer',
    ...WRITER,
  });
});

afterAll(async () => {
  await cms?.stop();
});

describe('people’s data on request', () => {
  const future = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10);

  it('answers only admins holding the permission, and refuses what is not an address, naming the field', async () => {
    const logBefore = (await rows(cms.database, 'SELECT id FROM data_request_logs')).length;
    expect((await call('POST', '/data-requests/find', { email: ZELDA.email }, null)).status).toBe(401);
    expect((await call('POST', '/data-requests/erase', { email: ZELDA.email }, writerToken)).status).toBe(403);
    expect((await call('POST', '/data-requests/export', { email: ZELDA.email }, cms.token)).status).toBe(401);
    for (const email of ['not-an-email', '', 42, undefined]) {
      const bad = await call('POST', '/data-requests/find', { email });
      expect(bad.status).toBe(400);
      expect(bad.body.error.name).toBe('ValidationError');
      expect(bad.body.error.details.errors).toEqual([expect.objectContaining({ path: ['email'] })]);
    }
    const badInclude = await call('POST', '/data-requests/erase', {
      email: ZELDA.email,
      include: ['subscription:nope'],
    });
    expect(badInclude.status).toBe(400);
    expect(badInclude.body.error.details.errors).toEqual([expect.objectContaining({ path: ['include'] })]);
    expect((await rows(cms.database, 'SELECT id FROM data_request_logs')).length).toBe(logBefore);

    const { sections } = (await call('GET', '/admin/permissions')).body.data;
    expect(sections.settings).toContainEqual(
      expect.objectContaining({ action: 'api::privacy.data-requests', category: 'Privacy' }),
    );
  });

  it('finds, exports and erases everything held about a person, and nothing of anyone else', async () => {
    const zeldaContact = await submit('contactRequest', { ...ZELDA, message: 'Please call me about a launch event.' });
    const deletedContact = await submit('contactRequest', {
      name: ZELDA.name,
      email: ZELDA.email.toUpperCase(),
      message: 'A second message, deleted by an editor.',
    });
    // Where her visit came from is hers too: exported, and erased with the lead.
    await submit('eventRequests', {
      ...ZELDA,
      eventType: 'Product launch',
      date: future,
      guests: 80,
      landingPage: '/company-events-2027',
      utmCampaign: 'launch-2027',
    });
    await submit('subscribtions', { email: 'Zelda.Quixote@EXAMPLE.org', name: ZELDA.name });
    await submit('chatbot', { ...ZELDA, email: ` ${ZELDA.email.toUpperCase()} `, lang: 'en', questions: ['Prices?'] });
    // The chat's contact fields are free text: only a name, only a phone, only the address.
    await submit('chatbot', { name: ZELDA.name, lang: 'en', questions: ['Where are you?'] });
    await submit('chatbot', { phone: '+44-161-555-0147', lang: 'en', questions: ['Opening hours?'] });
    const deletedTranscript = await submit('chatbot', { email: ZELDA.email, lang: 'en', questions: ['Team size?'] });
    // An editor deletes two leads; their queued emails stay, their subjects naming Zelda.
    const contentManager = contentManagerFor(cms.url, token);
    await contentManager('DELETE', `collection-types/${CONTACT}/${deletedContact}`);
    await contentManager('DELETE', `collection-types/${TRANSCRIPT}/${deletedTranscript}`);

    const ottoContact = await submit('contactRequest', { ...OTTO, message: 'Otto would like a quote, please.' });
    // The lead desk's state and notes of their leads (src/lead-desk): Zelda's go with her, Otto's stay.
    expect(
      (await call('PUT', `/lead-desk/leads/contact-request/${zeldaContact}`, { status: 'contacted' })).status,
    ).toBe(200);
    for (const [lead, text] of [
      [zeldaContact, `${ZELDA.name} prefers calls in the morning.`],
      [ottoContact, `${OTTO.name}: send the price list.`],
    ])
      expect((await call('POST', `/lead-desk/leads/contact-request/${lead}/notes`, { text })).status).toBe(201);
    await submit('chatbot', { ...OTTO, lang: 'de', questions: ['Preise?'] });
    await submit('subscribtions', { email: OTTO.email, name: OTTO.name });
    const ottoBefore = (await everyRow()).filter(
      (row) => row.text.includes('otto brennan') || row.text.includes(OTTO.email),
    );
    expect(ottoBefore.length).toBeGreaterThanOrEqual(6);

    // By the address in another case: what is certainly Zelda's, and what only shares her name or phone.
    const found = await call('POST', '/data-requests/find', { email: 'ZELDA.Quixote@Example.ORG' });
    expect(found.status).toBe(200);
    const { records, possible, counts } = found.body.data;
    expect(counts).toEqual({
      ...NO_LEADS,
      'contact-request': 1,
      'event-request': 1,
      'chatbot-transcript': 1,
      subscription: 1,
      // Four leads' emails, the confirmation email her sign-up queued to her, and the deleted
      // transcript's (its subject is her address).
      notification: 6,
      // Her contact request's state on the lead desk, its status change and its note.
      'lead-state': 1,
      'lead-activity': 2,
      'lead-webhook': 0,
    });
    expect(records['contact-request'][0]).toMatchObject({ message: 'Please call me about a launch event.' });
    expect(records.notification.map((row: { subject: string }) => row.subject).sort()).toEqual(
      [
        `New chat transcript from ${ZELDA.email}`,
        `New chat transcript from ${ZELDA.name}`,
        `New contact request from ${ZELDA.name}`,
        `New event request from ${ZELDA.name}`,
        `New newsletter subscription from ${ZELDA.name}`,
        `Newsletter confirmation to Zelda.Quixote@EXAMPLE.org`,
      ].sort(),
    );
    const reasons = possible.map((match: { type: string; reason: string }) => `${match.type} ${match.reason}`).sort();
    expect(reasons).toEqual([
      'chatbot-transcript same name',
      'chatbot-transcript same phone',
      'notification same name',
    ]);

    // The editor has checked them: they are hers.
    const include = possible.map((match: { type: string; documentId: string }) => `${match.type}:${match.documentId}`);
    const all = await call('POST', '/data-requests/find', { email: ZELDA.email, include });
    expect(all.body.data.counts).toMatchObject({ 'chatbot-transcript': 3, notification: 9 });
    expect(all.body.data.possible).toEqual([]);

    const exported = await call('POST', '/data-requests/export', { email: ZELDA.email, include });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-[\d-]+\.json"$/);
    expect(exported.body).toMatchObject({ about: ZELDA.email });
    expect(exported.body.chatTranscripts.map((row: { questions: string[] }) => row.questions[0]).sort()).toEqual([
      'Opening hours?',
      'Prices?',
      'Where are you?',
    ]);
    expect(exported.body.eventRequests[0]).toMatchObject({
      eventType: 'Product launch',
      guests: 80,
      landingPage: '/company-events-2027',
      utmCampaign: 'launch-2027',
    });
    expect(exported.body.subscriptions).toHaveLength(1);
    expect(exported.body.emailQueue).toHaveLength(9);
    expect(exported.body.emailQueue[0]).not.toHaveProperty('claimToken');
    expect(exported.body.leadDeskStates).toEqual([expect.objectContaining({ leadStatus: 'contacted' })]);
    expect(exported.body.leadDeskActivity.map((row: { note: string | null }) => row.note)).toEqual([
      null,
      `${ZELDA.name} prefers calls in the morning.`,
    ]);
    expect(JSON.stringify(exported.body)).not.toContain(OTTO.email);

    const erased = await call('POST', '/data-requests/erase', { email: ZELDA.email, include });
    expect(erased.status).toBe(200);
    expect(erased.body.data.counts).toEqual({
      ...NO_LEADS,
      'contact-request': 1,
      'event-request': 1,
      'chatbot-transcript': 3,
      subscription: 1,
      notification: 9,
      'lead-state': 1,
      'lead-activity': 2,
      'lead-webhook': 0,
    });

    // Not a row of any table holds her address, name or phone; every row of Otto's is as it was.
    const after = await everyRow();
    expect(holding(after, ZELDA.email)).toEqual([]);
    expect(holding(after, ZELDA.name)).toEqual([]);
    expect(holding(after, 'quixote')).toEqual([]);
    expect(holding(after, '555 0147')).toEqual([]);
    expect(holding(after, '555-0147')).toEqual([]);
    expect(after.filter((row) => row.text.includes('otto brennan') || row.text.includes(OTTO.email))).toEqual(
      ottoBefore,
    );

    if (!isPostgres(cms.database)) {
      // Nor the SQLite file's bytes (secure_delete overwrites what is deleted; config/database.ts).
      const files = [cms.database, `${cms.database}-wal`, `${cms.database}-journal`].filter(fs.existsSync);
      const holdingBytes = files.filter((file) => {
        const bytes = fs.readFileSync(file).toString('latin1').toLowerCase();
        return bytes.includes(ZELDA.email) || bytes.includes(ZELDA.name.toLowerCase());
      });
      expect(holdingBytes).toEqual([]);
    }

    const again = await call('POST', '/data-requests/find', { email: ZELDA.email });
    expect(again.body.data.counts).toEqual({
      ...NO_LEADS,
      notification: 0,
      'lead-state': 0,
      'lead-activity': 0,
      'lead-webhook': 0,
    });

    // The audit log: what was done, by whom, how many; never whose.
    const log = await rows<{ action: string; admin: string; counts: string }>(
      cms.database,
      "SELECT action, admin, counts FROM data_request_logs WHERE action <> 'expire' ORDER BY id",
    );
    expect(log.map((entry) => entry.action)).toEqual(['find', 'find', 'export', 'erase', 'find']);
    expect(log.every((entry) => entry.admin === admin.email)).toBe(true);
    expect(JSON.parse(log[3].counts)).toEqual(erased.body.data.counts);
  });
});

describe('retention', () => {
  const aged = async (table: string, documentId: string, days: number) =>
    execute(
      `UPDATE ${table} SET created_at = ? WHERE document_id = ?`,
      stored(new Date(Date.now() - days * DAY_MS)),
      documentId,
    );
  const exists = async (table: string, documentId: string) =>
    (await rows(cms.database, `SELECT id FROM ${table} WHERE document_id = ?`, documentId)).length === 1;
  const emailOf = async (documentId: string) =>
    (
      await rows<{ document_id: string; subject: string; recipients: string | null; last_error: string | null }>(
        cms.database,
        'SELECT document_id, subject, recipients, last_error FROM notifications WHERE submission_document_id = ?',
        documentId,
      )
    )[0];

  it('deletes leads and their queued emails past LEAD_RETENTION_DAYS, and clears sent emails past SENT_EMAIL_RETENTION_DAYS', async () => {
    const old = {
      contact: (await submit('contactRequest', {
        name: 'Old Contact',
        email: 'old@example.com',
        message: 'An old question here.',
      }))!,
      transcript: (await submit('chatbot', { name: 'Old Chatter', lang: 'en', questions: ['Old?'] }))!,
    };
    const recent = (await submit('contactRequest', {
      name: 'Recent Person',
      email: 'recent@example.com',
      message: 'A recent question.',
    }))!;
    const sent = (await submit('contactRequest', {
      name: 'Sent Person',
      email: 'sent@example.com',
      message: 'Answered long ago.',
    }))!;
    const oldEmails = await Promise.all([emailOf(old.contact), emailOf(old.transcript)]);
    // A note on the lead desk goes with its lead.
    expect(
      (
        await call('POST', `/lead-desk/leads/contact-request/${old.contact}/notes`, {
          text: 'Old Contact called back.',
        })
      ).status,
    ).toBe(201);
    expect(oldEmails.every(Boolean)).toBe(true);

    // 31 days is past the 30 configured; 29 is not. The sent email went out 8 days ago (7 configured).
    await aged('contact_requests', old.contact, 31);
    await aged('chatbot_transcripts', old.transcript, 31);
    await aged('contact_requests', recent, 29);
    await aged('contact_requests', sent, 29);
    await execute(
      "UPDATE notifications SET state = 'sent', sent_at = ?, recipients = ?, last_error = ? WHERE submission_document_id = ?",
      stored(new Date(Date.now() - 8 * DAY_MS)),
      'sales@meridianworks.example',
      'a first try failed for Sent Person',
      sent,
    );

    await until(
      'the retention job',
      async () =>
        // All three: one run of the job may have begun before the last rows were aged.
        !(await exists('contact_requests', old.contact)) &&
        !(await exists('chatbot_transcripts', old.transcript)) &&
        (await emailOf(sent)).recipients === null
          ? true
          : undefined,
      30_000,
      cms.log,
    );
    for (const email of oldEmails) {
      expect(await rows(cms.database, 'SELECT id FROM notifications WHERE document_id = ?', email.document_id)).toEqual(
        [],
      );
    }
    expect(await exists('contact_requests', recent)).toBe(true);
    expect((await emailOf(recent)).subject).toBe('New contact request from Recent Person');
    expect(await exists('contact_requests', sent)).toBe(true);
    expect(await emailOf(sent)).toMatchObject({
      subject: 'New contact request from a visitor',
      recipients: null,
      last_error: null,
    });
    const all = await everyRow();
    for (const name of ['Old Contact', 'Old Chatter', 'old@example.com']) expect(holding(all, name)).toEqual([]);
    // The sent email no longer names its lead; the lead itself (29 days old) still does.
    expect(holding(all, 'Sent Person')).toEqual(['contact_requests']);

    // Logged, with counts only; later runs find nothing more to do and log nothing.
    const expired = await rows<{ counts: string; admin: string | null }>(
      cms.database,
      "SELECT counts, admin FROM data_request_logs WHERE action = 'expire'",
    );
    const total = expired
      .map((entry) => JSON.parse(entry.counts))
      .reduce(
        (sum, counts) => {
          for (const key of Object.keys(sum)) sum[key] += counts[key] ?? 0;
          return sum;
        },
        {
          'contact-request': 0,
          'chatbot-transcript': 0,
          notification: 0,
          clearedEmails: 0,
          'lead-state': 0,
          'lead-activity': 0,
          'lead-webhook': 0,
        },
      );
    expect(total).toEqual({
      'contact-request': 1,
      'chatbot-transcript': 1,
      notification: 2,
      clearedEmails: 1,
      'lead-state': 1,
      'lead-activity': 1,
      'lead-webhook': 0,
    });
    expect(expired.every((entry) => entry.admin === null)).toBe(true);
  });

  // Each refused setting's message is a unit test (cms/src/config/env.test.ts); a real start proves
  // the process exits with it as its one line.
  it.each([
    [{ LEAD_RETENTION_DAYS: 'a year' }, 'LEAD_RETENTION_DAYS must be a whole number of 1 or more (got "a year")'],
  ])('refuses to start with %p, in one line naming it', async (env, line) => {
    const refused = await startCms({ env }).then(
      () => new Error('started'),
      (error: Error) => error,
    );
    expect(refused.message).toMatch(/Strapi exited with 1/);
    const output = refused.message.slice(refused.message.indexOf('\n') + 1).trim();
    expect(output.split('\n')).toEqual([expect.stringContaining(`Configuration: ${line}`)]);
  });
});
