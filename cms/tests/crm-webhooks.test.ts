/**
 * The firm's CRM (src/crm, docs/crm-webhooks.md) on a real CMS and a stand-in for the CRM on loopback
 * that verifies every call's Standard Webhooks signature with the specification's own library
 * (tests/support/webhooks.ts):
 *
 * - leads sent while the CRM refuses connections, then does not answer, then answers 500, then is up:
 *   each `lead.created` arrives verified, once, with the same webhook-id on every try, its listed
 *   fields only; a newsletter sign-up is never sent; the lead desk shows failing, then delivered;
 * - a status change on the lead desk sends `lead.status_changed`; an owner change sends nothing; bad
 *   input answers 400 naming the field and queues nothing;
 * - a webhook given up after every retry shows as failed and is sent again from the lead's page;
 * - a person's data request finds and exports their webhooks; erasing them deletes those and sends
 *   `person.erased` (their address and lead ids only), whose body is then gone too;
 * - retention deletes a lead's webhooks with it;
 * - a lead the CRM refuses (422) holds no other lead back, however many of its webhooks wait: the
 *   claim query finds only rows that wait for nothing; its own are given up as refused after 3 tries;
 * - a webhook typed in the Content Manager (a forged `person.erased`) is refused, to the Super Admin
 *   too, with a message saying why, and nothing reaches the CRM.
 *
 * Several CMS instances on one PostgreSQL database: crm-webhooks.postgres.test.ts.
 */
import { CRM_FIELDS } from '../src/crm/rules';
import { execute, isPostgres, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { jsonCaller, makeAdmin } from '../../tests/support/admin';
import { postLead, postSubmission } from '../../tests/support/submissions';
import { until } from '../../tests/support/until';
import { signedWebhookReceiver, type SignedWebhookReceiver } from '../../tests/support/webhooks';

jest.setTimeout(240_000);

const owner = makeAdmin();
let cms: CmsInstance;
let crm: SignedWebhookReceiver;
let token: string;
const call = jsonCaller(() => cms.url);
const as = (method: string, path: string, body?: unknown) => call(method, path, token, body);

interface WebhookRow {
  id: number;
  event: string;
  message_id: string;
  state: string;
  attempts: number;
  payload: string | null;
  last_error: string | null;
  last_status: number | null;
  lead_type: string | null;
  lead_document_id: string | null;
}
const webhooks = () => rows<WebhookRow>(cms.database, 'SELECT * FROM lead_webhooks ORDER BY id');
const log = () => cms.log();

/** Document ids of the leads sent, by a name of ours. */
const lead: Record<string, string> = {};
const send = async (key: string, path: string, table: string, body: Record<string, unknown>) => {
  lead[key] = await postLead(cms, path, table, body);
};

/** The lead desk's list, by `kind:documentId`, with each lead's CRM delivery. */
async function deliveries() {
  const answer = await as('GET', '/lead-desk/leads');
  expect(answer.status).toBe(200);
  expect(answer.body.meta.crm).toBe(true);
  return Object.fromEntries(
    (answer.body.data as Array<{ kind: string; documentId: string; crm: { state: string } | null }>).map((row) => [
      row.documentId,
      row.crm?.state ?? null,
    ]),
  );
}

/** The messages the CRM took in (verified, answered 204) of one event type. */
const arrived = (type: string) => crm.accepted().filter((received) => received.message?.type === type);

beforeAll(async () => {
  crm = await signedWebhookReceiver(); // refusing connections until it listens
  cms = await startCms({
    env: {
      ...owner.env,
      ...crm.env,
      FORM_MIN_SECONDS: '0',
      SUBMISSION_RATE_LIMIT: '1000',
      NOTIFY_POLL_MS: '100',
      NOTIFY_BACKOFF_BASE_MS: '200',
      NOTIFY_BACKOFF_MAX_MS: '300',
      LEAD_WEBHOOK_MAX_ATTEMPTS: '12',
      LEAD_WEBHOOK_TIMEOUT_MS: '1000',
      RETENTION_SCHEDULE: '* * * * * *',
    },
  });
  token = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
});

afterAll(async () => {
  await cms?.stop();
  await crm?.close();
});

it('delivers each new lead once the CRM is up: refused, timed out and 500 first, then verified with the same id', async () => {
  await send('adaContact', 'contactRequest', 'contact_requests', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Please call me about a project.',
    utmSource: 'linkedin',
  });
  await send('adaEvent', 'eventRequests', 'event_requests', {
    name: 'Ada Lovelace',
    email: 'ADA@Example.com',
    eventType: 'Conference',
    date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    guests: 120,
  });
  await send('bobChat', 'chatbot', 'chatbot_transcripts', {
    name: 'Bob',
    email: 'bob@example.net',
    lang: 'en',
    questions: ['What services do you offer?'],
  });
  await send('newsletter', 'subscribtions', 'subscriptions', { email: 'reader@example.org' });

  // Down: every webhook tried twice, each failure said plainly; the newsletter sign-up never queued.
  await until(
    'every webhook refused twice',
    async () => {
      const queued = await webhooks();
      return queued.length === 3 && queued.every((row) => Number(row.attempts) >= 2) ? queued : undefined;
    },
    60_000,
    log,
  );
  const queued = await webhooks();
  expect(queued.map((row) => [row.event, row.lead_type, row.lead_document_id])).toEqual([
    ['lead.created', 'contact-request', lead.adaContact],
    ['lead.created', 'event-request', lead.adaEvent],
    ['lead.created', 'chatbot-transcript', lead.bobChat],
  ]);
  for (const row of queued) expect(row.last_error).toMatch(/ECONNREFUSED/);
  const failing = await deliveries();
  expect([failing[lead.adaContact], failing[lead.adaEvent], failing[lead.bobChat]]).toEqual([
    'failing',
    'failing',
    'failing',
  ]);

  // Up but silent: the CMS's timeout ends each call. Then answering 500. Then up.
  await crm.listen();
  crm.mode('slow');
  await until(
    'a webhook timed out',
    async () =>
      (await webhooks()).some((row) => /No answer within 1000 ms/.test(row.last_error ?? '')) ? true : undefined,
    60_000,
    log,
  );
  crm.mode('failing');
  const ids = queued.map((row) => row.message_id);
  await until(
    'a 500 answer to every webhook',
    async () => (ids.every((id) => crm.calls.some((c) => c.id === id && c.status === 500)) ? true : undefined),
    60_000,
    log,
  );
  expect((await webhooks()).every((row) => Number(row.last_status) === 500 || row.last_status === null)).toBe(true);
  crm.mode('up');
  await until(
    'every lead in the CRM',
    async () => (arrived('lead.created').length >= 3 ? true : undefined),
    60_000,
    log,
  );

  // Every call carried a valid signature; each webhook arrived once, under the id it was queued with,
  // which every try of it carried.
  expect(crm.calls.every((received) => received.verified)).toBe(true);
  expect(
    arrived('lead.created')
      .map((received) => received.id)
      .sort(),
  ).toEqual([...ids].sort());
  for (const id of ids) {
    const tries = crm.calls.filter((received) => received.id === id).map((received) => received.status);
    expect(tries).toEqual(expect.arrayContaining([500, 204]));
  }

  // The listed fields only, as stored.
  const ada = arrived('lead.created').find((received) => received.message?.data.id === lead.adaContact)!.message!;
  expect(ada.data).toMatchObject({ kind: 'contact-request', id: lead.adaContact, status: 'new' });
  expect(Object.keys(ada.data.fields).sort()).toEqual([...CRM_FIELDS['contact-request']!].sort());
  expect(ada.data.fields).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Please call me about a project.',
    utmSource: 'linkedin',
    phone: null,
  });
  const bob = arrived('lead.created').find((received) => received.message?.data.id === lead.bobChat)!.message!;
  expect(bob.data.fields.questions).toEqual(['What services do you offer?']);

  // Delivered: the body is gone from the CMS, the desk says so.
  const done = await webhooks();
  expect(done.map((row) => [row.state, row.payload, Number(row.last_status), row.last_error])).toEqual(
    Array(3).fill(['delivered', null, 204, null]),
  );
  const delivered = await deliveries();
  expect([delivered[lead.adaContact], delivered[lead.bobChat], delivered[lead.newsletter]]).toEqual([
    'delivered',
    'delivered',
    undefined, // an unconfirmed sign-up is no lead; a confirmed one is never sent (CRM_FIELDS)
  ]);
});

it('sends a status change with the change; an owner change sends nothing; bad input is refused and queues nothing', async () => {
  const path = `/lead-desk/leads/contact-request/${lead.adaContact}`;
  const me = (await as('GET', '/admin/users/me')).body.data.id as number;
  expect((await as('PUT', path, { status: 'contacted', ownerId: me })).status).toBe(200);
  await until('the status change in the CRM', async () => arrived('lead.status_changed')[0], 30_000, log);
  expect(arrived('lead.status_changed').map((received) => received.message!.data)).toEqual([
    {
      kind: 'contact-request',
      id: lead.adaContact,
      previousStatus: 'new',
      status: 'contacted',
      changedAt: expect.any(String),
    },
  ]);

  const before = (await webhooks()).length;
  expect((await as('PUT', path, { ownerId: null })).status).toBe(200);
  const bad = await as('PUT', path, { status: 'closed-won' });
  expect(bad.status).toBe(400);
  expect(bad.body.error.details.errors).toEqual([expect.objectContaining({ path: ['status'] })]);
  const badLead = await postSubmission(cms.url, 'contactRequest', {
    name: 'Eve',
    email: 'not-an-address',
    message: 'Sell me something.',
  });
  expect(badLead.status).toBe(400);
  expect(
    ((await badLead.json()) as { error: { details: { errors: Array<{ path: string[] }> } } }).error.details.errors,
  ).toEqual([expect.objectContaining({ path: ['email'] })]);
  expect(await webhooks()).toHaveLength(before);

  const page = (await as('GET', path)).body.data;
  expect(page.crm.summary).toMatchObject({ state: 'delivered', events: 2 });
  expect(page.crm.events.map((event: { event: string; state: string }) => `${event.event} ${event.state}`)).toEqual([
    'lead.created delivered',
    'lead.status_changed delivered',
  ]);
});

it('shows a webhook given up as failed, and sends it again on request with the same id', async () => {
  crm.mode('failing');
  await send('carol', 'contactRequest', 'contact_requests', {
    name: 'Carol Shaw',
    email: 'carol@example.com',
    message: 'A quote for event planning, please.',
  });
  const given = await until(
    'the webhook given up',
    async () => (await webhooks()).find((row) => row.lead_document_id === lead.carol && row.state === 'failed'),
    60_000,
    log,
  );
  expect(Number(given.attempts)).toBe(12);
  expect(given.last_error).toBe('The CRM answered 500 Internal Server Error.');
  const path = `/lead-desk/leads/contact-request/${lead.carol}`;
  expect((await as('GET', path)).body.data.crm.summary).toMatchObject({ state: 'failed', attempts: 12 });
  expect((await deliveries())[lead.carol]).toBe('failed');

  crm.mode('up');
  const resent = await as('POST', `${path}/crm`, {});
  expect(resent.body.data.retried).toBe(1);
  await until(
    'the webhook sent again',
    async () => crm.accepted().find((received) => received.id === given.message_id),
    30_000,
    log,
  );
  expect(crm.calls.filter((received) => received.id === given.message_id).map((received) => received.status)).toEqual([
    ...Array(12).fill(500),
    204,
  ]);
  expect((await deliveries())[lead.carol]).toBe('delivered');
});

it('finds, exports and erases a person’s webhooks, tells the CRM once with their address and lead ids, and keeps nothing of them', async () => {
  const found = await as('POST', '/data-requests/find', { email: 'ada@example.com' });
  expect(found.body.data.counts).toMatchObject({ 'contact-request': 1, 'event-request': 1, 'lead-webhook': 3 });
  const exported = await as('POST', '/data-requests/export', { email: 'ada@example.com' });
  expect(exported.body.crmWebhooks.map((row: { event: string }) => row.event)).toEqual([
    'lead.created',
    'lead.created',
    'lead.status_changed',
  ]);
  expect(exported.body.crmWebhooks[0]).not.toHaveProperty('claimToken');

  const erased = await as('POST', '/data-requests/erase', { email: 'ada@example.com' });
  expect(erased.body.data.counts).toMatchObject({ 'contact-request': 1, 'event-request': 1, 'lead-webhook': 3 });
  const told = await until('the erasure in the CRM', async () => arrived('person.erased')[0], 30_000, log);
  expect(told.message!.data).toEqual({
    email: 'ada@example.com',
    leads: expect.arrayContaining([
      { kind: 'contact-request', id: lead.adaContact },
      { kind: 'event-request', id: lead.adaEvent },
    ]),
    erasedAt: expect.any(String),
  });
  expect(told.message!.data.leads).toHaveLength(2);
  await until(
    'the erasure marked delivered',
    async () =>
      (await webhooks()).some((row) => row.event === 'person.erased' && row.state === 'delivered') ? true : undefined,
    30_000,
    log,
  );

  // Nothing of Ada is left in the queue: her leads' webhooks are gone, the erasure's body too.
  const left = await webhooks();
  expect(left.filter((row) => [lead.adaContact, lead.adaEvent].includes(row.lead_document_id ?? ''))).toEqual([]);
  expect(left.filter((row) => /ada/i.test(row.payload ?? ''))).toEqual([]);
  expect(left.find((row) => row.event === 'person.erased')).toMatchObject({ payload: null, lead_document_id: null });
  expect(left.filter((row) => row.lead_document_id === lead.bobChat)).toHaveLength(1);
  const again = await as('POST', '/data-requests/find', { email: 'ada@example.com' });
  expect(Object.values(again.body.data.counts).every((count) => count === 0)).toBe(true);
  // Once each: no webhook reached the CRM under two ids, nor one id twice.
  const received = crm.accepted().map((call) => call.id);
  expect(new Set(received).size).toBe(received.length);
});

it('deletes a lead’s webhooks with the lead when it expires', async () => {
  await execute(
    cms.database,
    'UPDATE chatbot_transcripts SET created_at = ? WHERE document_id = ?',
    isPostgres(cms.database) ? new Date(Date.now() - 400 * 86_400_000).toISOString() : Date.now() - 400 * 86_400_000,
    lead.bobChat,
  );
  await until(
    'the retention job',
    async () => ((await webhooks()).some((row) => row.lead_document_id === lead.bobChat) ? undefined : true),
    30_000,
    log,
  );
  expect(await rows(cms.database, 'SELECT id FROM chatbot_transcripts WHERE document_id = ?', lead.bobChat)).toEqual(
    [],
  );
});

it('sends another lead’s webhook at once behind more than ten of a lead the CRM refuses, and gives those up as refused after 3 tries', async () => {
  const REX = 'rex@example.com';
  crm.refuse((message) => message.data.id === lead.rex || message.data.fields?.email === REX);
  await send('rex', 'contactRequest', 'contact_requests', {
    name: 'Rex Refused',
    email: REX,
    message: 'The CRM will not take this one.',
  });
  // Twenty status changes of Rex: each a webhook waiting behind his earlier ones.
  const statuses = ['contacted', 'qualified', 'new'];
  for (let i = 0; i < 20; i += 1)
    expect(
      (await as('PUT', `/lead-desk/leads/contact-request/${lead.rex}`, { status: statuses[i % statuses.length] }))
        .status,
    ).toBe(200);
  const rexWaiting = async () =>
    (await webhooks()).filter((row) => row.lead_document_id === lead.rex && ['pending', 'sending'].includes(row.state))
      .length;
  expect(await rexWaiting()).toBeGreaterThan(10);

  await send('prompt', 'contactRequest', 'contact_requests', {
    name: 'Pat Prompt',
    email: 'pat@example.com',
    message: 'Please call me today.',
  });
  const delivered = await crm.arrival((call) => call.status === 204 && call.message?.data.id === lead.prompt, 30_000);
  expect(delivered.message!.type).toBe('lead.created');
  // It went while Rex's rows still waited: with the ten oldest claimed, it would have waited for them.
  expect(await rexWaiting()).toBeGreaterThan(10);

  const ended = await until(
    'every webhook of Rex given up',
    async () => {
      const his = (await webhooks()).filter((row) => row.lead_document_id === lead.rex);
      return his.length === 21 && his.every((row) => row.state === 'failed') ? his : undefined;
    },
    120_000,
    log,
  );
  for (const row of ended) {
    expect([row.event, Number(row.attempts), Number(row.last_status), row.last_error]).toEqual([
      row.event,
      3,
      422,
      'The CRM answered 422 Unprocessable Entity.',
    ]);
    expect(crm.calls.filter((call) => call.id === row.message_id).map((call) => call.status)).toEqual([422, 422, 422]);
  }
  // In order, each after the one before it had ended.
  const order = crm.calls.filter((call) => call.message?.data.id === lead.rex).map((call) => call.id);
  expect([...new Set(order)]).toEqual(ended.map((row) => row.message_id));

  expect((await deliveries())[lead.rex]).toBe('refused');
  const page = (await as('GET', `/lead-desk/leads/contact-request/${lead.rex}`)).body.data;
  expect(page.crm.summary).toMatchObject({
    state: 'refused',
    attempts: 3,
    lastError: 'The CRM answered 422 Unprocessable Entity.',
  });
  crm.refuse(null);
});

it('refuses a CRM webhook typed in the Content Manager, to the Super Admin too, and sends nothing', async () => {
  const WEBHOOK = 'api::lead-webhook.lead-webhook';
  const list = `/content-manager/collection-types/${WEBHOOK}`;
  const erasuresBefore = arrived('person.erased').length;
  const rowsBefore = (await webhooks()).length;
  const forged = {
    event: 'person.erased',
    messageId: 'msg_forged0000000000000000000000000',
    payload: JSON.stringify({
      type: 'person.erased',
      timestamp: new Date().toISOString(),
      data: { email: 'someone@example.com', leads: [], erasedAt: new Date().toISOString() },
    }),
    state: 'pending',
    attempts: 0,
  };
  const created = await as('POST', list, forged);
  expect(created.status).toBe(403);
  expect(created.body.error.message).toMatch(/written by the CMS alone.*Send again/);

  // Nor may an existing row be changed, cloned, published or deleted.
  const [existing] = (await as('GET', `${list}?pageSize=1`)).body.results as Array<{ documentId: string }>;
  const entry = `${list}/${existing.documentId}`;
  for (const [method, path, body] of [
    ['PUT', entry, { state: 'pending', attempts: 0 }],
    ['POST', `${list}/clone/${existing.documentId}`, forged],
    ['POST', `${list}/actions/publish`, forged],
    ['DELETE', entry, undefined],
    ['POST', `${list}/actions/bulkDelete`, { documentIds: [existing.documentId] }],
  ] as const) {
    const refused = await as(method, path, body);
    expect([method, path, refused.status]).toEqual([method, path, 403]);
    expect(refused.body.error.message).toMatch(/written by the CMS alone/);
  }
  // Read-only in the admin: the Super Admin holds Read on the type and no action that writes it.
  const held = (
    (await as('GET', '/admin/users/me/permissions')).body.data as Array<{ action: string; subject: string }>
  )
    .filter((permission) => permission.subject === WEBHOOK)
    .map((permission) => permission.action);
  expect(held).toEqual(['plugin::content-manager.explorer.read']);

  // Nothing reached the CRM: a later lead arrives (the worker sends due rows oldest first), no erasure with it.
  await send('later', 'contactRequest', 'contact_requests', {
    name: 'Lou Later',
    email: 'lou@example.com',
    message: 'After the forged one.',
  });
  await crm.arrival((call) => call.status === 204 && call.message?.data.id === lead.later, 30_000);
  expect(arrived('person.erased')).toHaveLength(erasuresBefore);
  const after = await webhooks();
  expect(after).toHaveLength(rowsBefore + 1);
  expect(after.filter((row) => row.message_id === forged.messageId)).toEqual([]);
});
