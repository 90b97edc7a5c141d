/**
 * The lead desk (src/lead-desk, docs/leads-and-notifications.md#the-lead-desk) on a real CMS: leads of
 * every kind sent over HTTP, then a real Sales user, Editor and Author signed in through /admin/login:
 *
 * - the list: every lead newest first (a newsletter subscription once confirmed), each `new` and
 *   owned by nobody, and its filters by status, kind, owner, dates, search and the due view;
 * - a change of status, owner and follow-up date, and a note, each logged with who and when, the
 *   log append-only (the Content Manager refuses to write it, Super Admin's too);
 * - a lead's page: what the visitor sent, and the same person's leads by email in any case;
 * - bad input answering 400 naming the field, with nothing changed;
 * - the Editor and Author refused (403) on every route and without the permission the menu link needs;
 * - the CSV export with formula cells defused;
 * - a person's data request finding and erasing the desk's rows of their leads, and only theirs;
 * - a custom role that may read contact requests but not chat transcripts, and not the phone (nor
 *   where the visit came from), sees no transcript and no such field anywhere on the desk (Strapi's
 *   per-type and per-field permissions), and cannot find a lead by what it may not read;
 * - the list filtered, ordered, counted and paged by the database: hundreds of leads inserted by SQL,
 *   walked page by page, each filter and the day's edges exact.
 */
import crypto from 'node:crypto';
import { execute as executeSql, isPostgres, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { postLead } from '../../tests/support/submissions';
import { inviteAdmin, jsonCaller, makeAdmin } from '../../tests/support/admin';

jest.setTimeout(240_000);

const owner = makeAdmin();
const USERS = {
  sales: { code: 'sales', email: 'sam@meridianworks.example', password: 'Fjord-Pebble-27', firstname: 'Sam' },
  editor: { code: 'strapi-editor', email: 'ed@meridianworks.example', password: 'Quill-Meadow-41', firstname: 'Ed' },
  author: { code: 'strapi-author', email: 'al@meridianworks.example', password: 'Orbit-Tangle-15', firstname: 'Al' },
};
type Who = keyof typeof USERS | 'owner';
const ACTIVITY = 'api::lead-activity.lead-activity';
const STATE = 'api::lead-state.lead-state';

let cms: CmsInstance;
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;
const call = jsonCaller(() => cms.url);
const as = (who: Who) => (method: string, path: string, body?: unknown) => call(method, path, tokens[who], body);

const execute = (sql: string, ...params: unknown[]) => executeSql(cms.database, sql, ...params);

/** The lead desk's tables, as stored. */
const desk = async () => ({
  states: await rows(cms.database, 'SELECT * FROM lead_states ORDER BY id'),
  activity: await rows(cms.database, 'SELECT * FROM lead_activities ORDER BY id'),
});

const today = new Date().toISOString().slice(0, 10);
const future = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
/** Document ids of the leads sent, by a name of ours. */
const lead: Record<string, string> = {};

const send = async (key: string, path: string, table: string, body: Record<string, unknown>) => {
  lead[key] = await postLead(cms, path, table, body);
};

const list = async (query = '', who: Who = 'sales') => {
  const answer = await as(who)('GET', `/lead-desk/leads${query ? `?${query}` : ''}`);
  expect(answer.status).toBe(200);
  return answer.body as { data: Array<Record<string, unknown>>; meta: { total: number } };
};
const keys = (answer: { data: Array<Record<string, unknown>> }) =>
  answer.data.map((row) => `${row.kind as string}:${row.documentId as string}`);

beforeAll(async () => {
  cms = await startCms({
    env: {
      ...owner.env,
      FORM_MIN_SECONDS: '0',
      SUBMISSION_RATE_LIMIT: '1000',
    },
  });
  tokens.owner = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
  for (const [who, user] of Object.entries(USERS) as Array<[keyof typeof USERS, (typeof USERS)[keyof typeof USERS]]>)
    tokens[who] = await inviteAdmin(cms.url, tokens.owner, user.code, { ...user, lastname: who });
  for (const who of Object.keys(tokens) as Who[])
    ids[who] = (await as(who)('GET', '/admin/users/me')).body.data.id as number;

  // Oldest first: Ada's contact request, Bob's (a name a spreadsheet would run), Ada's event request
  // in capitals, Ada's chat with spaces round her address, a confirmed and a pending subscription.
  await send('adaContact', 'contactRequest', 'contact_requests', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0958',
    message: 'Please call me about a project.',
    // Where her visit came from, as the site sends it (src/lib/attribution.ts).
    landingPage: '/company-events-2027',
    referrer: 'www.linkedin.com',
    utmSource: 'linkedin',
    utmCampaign: 'autumn-2026',
  });
  await send('bob', 'contactRequest', 'contact_requests', {
    name: '=HYPERLINK("http://evil.example","Bob")',
    email: 'bob@example.net',
    message: 'A quote for IT support, please.',
  });
  await send('adaEvent', 'eventRequests', 'event_requests', {
    name: 'Ada Lovelace',
    email: 'ADA@Example.com',
    eventType: 'Conference',
    date: future,
    guests: 120,
  });
  await send('adaChat', 'chatbot', 'chatbot_transcripts', {
    name: 'Ada',
    email: ' Ada@example.COM ',
    lang: 'en',
    questions: ['What services do you offer?'],
  });
  await send('adaNewsletter', 'subscribtions', 'subscriptions', { email: 'ada@example.com', name: 'Ada Lovelace' });
  await send('pending', 'subscribtions', 'subscriptions', { email: 'pending@example.org' });
  // Ada confirms (the newsletter's own flow is newsletter.test.ts'): a confirmation is a lead.
  await execute(
    "UPDATE subscriptions SET state = 'confirmed', confirmed_at = ? WHERE document_id = ?",
    isPostgres(cms.database) ? new Date().toISOString() : Date.now(),
    lead.adaNewsletter,
  );
});

afterAll(async () => {
  await cms?.stop();
});

describe('the lead desk', () => {
  it('lists every lead newest first, new and owned by nobody; a subscription once confirmed', async () => {
    const all = await list();
    expect(keys(all)).toEqual([
      `subscription:${lead.adaNewsletter}`,
      `chatbot-transcript:${lead.adaChat}`,
      `event-request:${lead.adaEvent}`,
      `contact-request:${lead.bob}`,
      `contact-request:${lead.adaContact}`,
    ]);
    expect(all.meta.total).toBe(5);
    expect(all.data[3]).toMatchObject({
      name: '=HYPERLINK("http://evil.example","Bob")',
      email: 'bob@example.net',
      status: 'new',
      ownerId: null,
      followUp: null,
    });
    // The admins who may own a lead: Super Admin and Sales, not the Editor or Author.
    const owners = (await as('sales')('GET', '/lead-desk/owners')).body.data as Array<{ id: number }>;
    expect(owners.map((o) => o.id).sort()).toEqual([ids.owner, ids.sales].sort());
  });

  it('changes status, owner and follow-up, and logs each with who and when; notes too', async () => {
    const path = `/lead-desk/leads/contact-request/${lead.adaContact}`;
    const changed = await as('sales')('PUT', path, { status: 'contacted', ownerId: ids.sales, followUp: today });
    expect(changed.status).toBe(200);
    expect(changed.body.data.changes).toEqual([
      { action: 'status', from: 'new', to: 'contacted' },
      { action: 'owner', from: null, to: String(ids.sales) },
      { action: 'followUp', from: null, to: today },
    ]);
    // The same again changes nothing and logs nothing.
    expect((await as('sales')('PUT', path, { status: 'contacted' })).body.data.changes).toEqual([]);
    const noted = await as('owner')('POST', `${path}/notes`, { text: '  Called: wants a proposal by Friday.  ' });
    expect(noted.status).toBe(201);
    await as('owner')('PUT', `/lead-desk/leads/event-request/${lead.adaEvent}`, { status: 'qualified' });
    await as('owner')('PUT', `/lead-desk/leads/contact-request/${lead.bob}`, { status: 'spam', followUp: today });

    const page = (await as('sales')('GET', path)).body.data;
    expect(page.state).toEqual({ status: 'contacted', ownerId: ids.sales, followUp: today });
    expect(page.sent).toMatchObject({ name: 'Ada Lovelace', message: 'Please call me about a project.' });
    expect(page.sent).not.toHaveProperty('repeatKey');
    expect(
      page.activity.map((entry: Record<string, unknown>) => [entry.action, entry.to, entry.note, entry.admin]),
    ).toEqual([
      ['status', 'contacted', null, 'Sam sales'],
      ['owner', String(ids.sales), null, 'Sam sales'],
      ['followUp', today, null, 'Sam sales'],
      ['note', null, 'Called: wants a proposal by Friday.', expect.any(String)],
    ]);
    for (const entry of page.activity) expect(Date.now() - Date.parse(entry.at)).toBeLessThan(120_000);
    // The same person's leads, by her address in any case, and nobody else's.
    expect(page.timeline.map((row: Record<string, string>) => `${row.kind}:${row.documentId}:${row.status}`)).toEqual([
      `subscription:${lead.adaNewsletter}:new`,
      `chatbot-transcript:${lead.adaChat}:new`,
      `event-request:${lead.adaEvent}:qualified`,
      `contact-request:${lead.adaContact}:contacted`,
    ]);
  });

  it('filters by status, kind, owner, dates, name or email, and the due view', async () => {
    expect(keys(await list('status=contacted'))).toEqual([`contact-request:${lead.adaContact}`]);
    expect(keys(await list('status=qualified,spam'))).toEqual([
      `event-request:${lead.adaEvent}`,
      `contact-request:${lead.bob}`,
    ]);
    expect(keys(await list('status=new'))).toEqual([
      `subscription:${lead.adaNewsletter}`,
      `chatbot-transcript:${lead.adaChat}`,
    ]);
    expect(keys(await list('kind=chatbot-transcript'))).toEqual([`chatbot-transcript:${lead.adaChat}`]);
    expect(keys(await list(`owner=${ids.sales}`))).toEqual([`contact-request:${lead.adaContact}`]);
    expect((await list('owner=none')).meta.total).toBe(4);
    expect((await list(`from=${today}&to=${today}`)).meta.total).toBe(5);
    expect((await list(`from=${future}`)).meta.total).toBe(0);
    expect(keys(await list('q=BOB@'))).toEqual([`contact-request:${lead.bob}`]);
    expect((await list('q=lovelace')).meta.total).toBe(3);
    // Where the visit came from: the campaign's source, else the referring site; the campaign; the landing page.
    const [fromLinkedIn, ...others] = (await list('source=LinkedIn')).data;
    expect([fromLinkedIn, others]).toEqual([
      expect.objectContaining({
        documentId: lead.adaContact,
        source: 'linkedin',
        campaign: 'autumn-2026',
        landingPage: '/company-events-2027',
      }),
      [],
    ]);
    expect(keys(await list('source=autumn-2026'))).toEqual([`contact-request:${lead.adaContact}`]);
    expect(keys(await list('source=/company-events'))).toEqual([`contact-request:${lead.adaContact}`]);
    expect((await list('source=newsletter')).meta.total).toBe(0);
    // Due: follow-up today or earlier and not closed (Bob is spam).
    expect(keys(await list(`due=true&today=${today}`))).toEqual([`contact-request:${lead.adaContact}`]);
    const page = await list('pageSize=2&page=3');
    expect(page.data).toHaveLength(1);
    expect(page.meta.total).toBe(5);
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const before = await desk();
    const path = `/lead-desk/leads/contact-request/${lead.adaContact}`;
    const bad: Array<[string, string, unknown, string]> = [
      ['PUT', path, { status: 'hot' }, 'status'],
      ['PUT', path, { ownerId: 999_999 }, 'ownerId'],
      // An admin without the lead desk cannot own a lead.
      ['PUT', path, { ownerId: ids.editor }, 'ownerId'],
      ['PUT', path, { ownerId: 'sam' }, 'ownerId'],
      ['PUT', path, { followUp: '2026-02-30' }, 'followUp'],
      ['PUT', path, { followUp: 'tomorrow' }, 'followUp'],
      ['PUT', path, { status: 'won', followUp: 'soon' }, 'followUp'],
      ['POST', `${path}/notes`, { text: '   ' }, 'text'],
      ['POST', `${path}/notes`, { text: 'x'.repeat(2001) }, 'text'],
      ['POST', `${path}/notes`, {}, 'text'],
      ['GET', '/lead-desk/leads?status=hot', undefined, 'status'],
      ['GET', `/lead-desk/leads?source=${'x'.repeat(201)}`, undefined, 'source'],
      ['GET', '/lead-desk/leads?kind=newsletter', undefined, 'kind'],
      ['GET', '/lead-desk/leads?owner=me', undefined, 'owner'],
      ['GET', '/lead-desk/leads?from=2026-13-01', undefined, 'from'],
      ['GET', '/lead-desk/leads.csv?to=yesterday', undefined, 'to'],
    ];
    for (const [method, route, body, field] of bad) {
      const answer = await as('sales')(method, route, body);
      expect({ route, body, status: answer.status, name: answer.body?.error?.name }).toEqual({
        route,
        body,
        status: 400,
        name: 'ValidationError',
      });
      expect(answer.body.error.details.errors.map((error: { path: string[] }) => error.path[0])).toEqual([field]);
    }
    expect((await as('sales')('GET', '/lead-desk/leads/contact-request/nope')).status).toBe(404);
    expect((await as('sales')('PUT', `/lead-desk/leads/page/${lead.adaContact}`, { status: 'won' })).status).toBe(404);
    expect(await desk()).toEqual(before);
  });

  it('keeps the activity log append-only: the Content Manager refuses every write, Super Admin’s too', async () => {
    const before = await desk();
    const contentManager = (path: string, method: string, body?: unknown) =>
      as('owner')(method, `/content-manager/collection-types/${path}`, body);
    const [entry] = await rows<{ document_id: string }>(cms.database, 'SELECT document_id FROM lead_activities');
    const [state] = await rows<{ document_id: string; lead_document_id: string }>(
      cms.database,
      'SELECT document_id, lead_document_id FROM lead_states',
    );
    const writes: Array<[string, string, unknown?]> = [
      [`${ACTIVITY}/${entry.document_id}`, 'PUT', { note: 'rewritten' }],
      [`${ACTIVITY}/${entry.document_id}`, 'DELETE'],
      [ACTIVITY, 'POST', { leadType: 'contact-request', leadDocumentId: lead.bob, action: 'note', at: new Date() }],
      [`${ACTIVITY}/actions/bulkDelete`, 'POST', { documentIds: [entry.document_id] }],
      [
        `${STATE}/${state.document_id}`,
        'PUT',
        { leadType: 'contact-request', leadDocumentId: state.lead_document_id, leadStatus: 'won' },
      ],
      [`${STATE}/${state.document_id}`, 'DELETE'],
    ];
    for (const [path, method, body] of writes) {
      const answer = await contentManager(path, method, body);
      expect({ path, method, status: answer.status, error: answer.body?.error?.message }).toEqual({
        path,
        method,
        status: 403,
        error: expect.stringMatching(/written only by the Leads page/),
      });
    }
    expect(await desk()).toEqual(before);
  });

  it('answers only roles with the lead desk: the Editor and Author get 403 and no menu link', async () => {
    const before = await desk();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/lead-desk/leads'],
      ['GET', '/lead-desk/leads.csv'],
      ['GET', '/lead-desk/owners'],
      ['GET', `/lead-desk/leads/contact-request/${lead.adaContact}`],
      ['PUT', `/lead-desk/leads/contact-request/${lead.adaContact}`, { status: 'lost' }],
      ['POST', `/lead-desk/leads/contact-request/${lead.adaContact}/notes`, { text: 'Editors never write this.' }],
    ];
    for (const who of ['editor', 'author'] as const)
      for (const [method, path, body] of routes) {
        const answer = await as(who)(method, path, body);
        expect({ who, path, method, status: answer.status }).toEqual({ who, path, method, status: 403 });
      }
    expect((await call('GET', '/lead-desk/leads')).status).toBe(401);
    expect((await call('GET', '/lead-desk/leads', cms.token)).status).toBe(401);
    expect(await desk()).toEqual(before);

    // The admin shows the menu link to those whose permissions hold the action (app.tsx).
    const actions = async (who: Who) =>
      ((await as(who)('GET', '/admin/users/me/permissions')).body.data as Array<{ action: string }>).map(
        (permission) => permission.action,
      );
    expect(await actions('sales')).toContain('api::lead-desk.use');
    expect(await actions('editor')).not.toContain('api::lead-desk.use');
    expect(await actions('author')).not.toContain('api::lead-desk.use');
  });

  it('exports the filtered list as CSV, formula cells defused', async () => {
    const response = await fetch(`${cms.url}/lead-desk/leads.csv?kind=contact-request`, {
      headers: { Authorization: `Bearer ${tokens.sales}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-[\d-]+\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('when,kind,name,email,status,owner,followUp,documentId,source,campaign,landingPage');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(
      `,contact request,"'=HYPERLINK(""http://evil.example"",""Bob"")",bob@example.net,spam,,`,
    );
    expect(lines[2]).toContain(`,contact request,Ada Lovelace,ada@example.com,contacted,Sam sales,${today},`);
    expect(lines[2]).toMatch(/,linkedin,autumn-2026,\/company-events-2027$/);
  });

  it('a data request finds, exports and erases the desk’s rows of the person’s leads, and only theirs', async () => {
    await as('sales')('POST', `/lead-desk/leads/contact-request/${lead.bob}/notes`, { text: 'Bob: spam, ignore.' });
    const found = await as('owner')('POST', '/data-requests/find', { email: 'ada@example.com' });
    expect(found.body.data.counts).toMatchObject({ 'lead-state': 2, 'lead-activity': 5 });
    const exported = await as('owner')('POST', '/data-requests/export', { email: 'ada@example.com' });
    expect(JSON.stringify(exported.body.leadDeskActivity)).toContain('Called: wants a proposal by Friday.');

    const erased = await as('owner')('POST', '/data-requests/erase', { email: 'ada@example.com' });
    expect(erased.body.data.counts).toMatchObject({ 'lead-state': 2, 'lead-activity': 5, 'contact-request': 1 });
    const left = await desk();
    expect(left.states.map((row) => row.lead_document_id)).toEqual([lead.bob]);
    expect(left.activity.map((row) => row.lead_document_id)).toEqual([lead.bob, lead.bob, lead.bob]);
    expect(keys(await list())).toEqual([`contact-request:${lead.bob}`]);
  });
});

describe('what a role may read', () => {
  const CONTACT = 'api::contact-request.contact-request';
  /** Every field a contact request is sent with but its phone and where the visit came from. */
  const READABLE = ['name', 'email', 'company', 'service', 'message', 'lang', 'landingPage', 'utmCampaign'];
  const reader = {
    email: 'rita@meridianworks.example',
    // Strong and random: a real password, never one of the lists'.
    password: `${crypto.randomBytes(18).toString('base64url')}-Aa1`,
    firstname: 'Rita',
    lastname: 'Reader',
  };
  let token: string;
  const asReader = (method: string, path: string, body?: unknown) => call(method, path, token, body);
  const readerList = async (query = '') => {
    const answer = await asReader('GET', `/lead-desk/leads${query ? `?${query}` : ''}`);
    expect(answer.status).toBe(200);
    return answer.body as { data: Array<Record<string, unknown>>; meta: { total: number; kinds: string[] } };
  };

  beforeAll(async () => {
    // Bob's and Ada's contact requests were erased above: new ones, and a chat from the same address.
    await send('rita', 'contactRequest', 'contact_requests', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100 200',
      message: 'A quote for an office fit-out, please.',
      landingPage: '/office-fit-out',
      utmSource: 'newsletter-grace',
      referrer: 'mail.example.org',
      utmCampaign: 'winter-2026',
    });
    await send('ritaChat', 'chatbot', 'chatbot_transcripts', {
      name: 'Grace',
      email: 'grace@example.com',
      phone: '+1 555 0100 200',
      lang: 'en',
      questions: ['Do you fit out offices?'],
    });
    const role = await as('owner')('POST', '/admin/roles', {
      name: 'Contact desk',
      description: 'Contact requests only',
    });
    expect(role.status).toBe(201);
    const granted = await as('owner')('PUT', `/admin/roles/${role.body.data.id}/permissions`, {
      permissions: [
        { action: 'api::lead-desk.use', subject: null, properties: {}, conditions: [] },
        {
          action: 'plugin::content-manager.explorer.read',
          subject: CONTACT,
          properties: { fields: READABLE },
          conditions: [],
        },
      ],
    });
    expect(granted.status).toBe(200);
    token = await inviteAdmin(cms.url, tokens.owner, role.body.data.id as number, reader);
  });

  it('lists only the kinds it may read, each lead only with the fields it may read', async () => {
    const all = await readerList();
    expect(all.meta.kinds).toEqual(['contact-request']);
    expect(keys(all)).toEqual([`contact-request:${lead.rita}`, `contact-request:${lead.bob}`]);
    expect(all.data[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      // Its source is the campaign's source, else the referring site: both hidden.
      source: null,
      campaign: 'winter-2026',
      landingPage: '/office-fit-out',
    });
    expect((await readerList('kind=chatbot-transcript')).meta.total).toBe(0);
    // Sales, who may read every field, sees where Grace came from.
    expect((await list(`kind=contact-request&q=grace`)).data[0]).toMatchObject({ source: 'newsletter-grace' });
    // A search never looks in a field the role may not read: it would tell what the field holds.
    expect((await readerList('source=newsletter-grace')).meta.total).toBe(0);
    expect((await readerList('source=mail.example')).meta.total).toBe(0);
    expect((await list('source=mail.example')).meta.total).toBe(0);
    expect((await list('source=newsletter-grace')).meta.total).toBe(1);
    expect(keys(await readerList('source=winter'))).toEqual([`contact-request:${lead.rita}`]);
    expect(keys(await readerList('source=/office'))).toEqual([`contact-request:${lead.rita}`]);

    const csv = await fetch(`${cms.url}/lead-desk/leads.csv`, { headers: { Authorization: `Bearer ${token}` } });
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/chat transcript|newsletter-grace|mail\.example/);
  });

  it('opens a lead without the fields it may not read, and no lead of a kind it may not read', async () => {
    const page = (await asReader('GET', `/lead-desk/leads/contact-request/${lead.rita}`)).body.data;
    expect(page.sent).toMatchObject({ name: 'Grace Hopper', message: 'A quote for an office fit-out, please.' });
    for (const hidden of ['phone', 'referrer', 'utmSource', 'repeatKey'])
      expect({ hidden, shown: hidden in page.sent }).toEqual({ hidden, shown: false });
    expect(JSON.stringify(page)).not.toMatch(/555 0100|newsletter-grace|mail\.example/);
    // The same person's leads: the chat is of a kind it may not read.
    expect(page.timeline.map((row: Record<string, string>) => `${row.kind}:${row.documentId}`)).toEqual([
      `contact-request:${lead.rita}`,
    ]);
    // Sales sees both, and the phone.
    const sales = (await as('sales')('GET', `/lead-desk/leads/contact-request/${lead.rita}`)).body.data;
    expect(sales.sent.phone).toBe('+1 555 0100 200');
    expect(sales.timeline).toHaveLength(2);

    const before = await desk();
    const chat = `/lead-desk/leads/chatbot-transcript/${lead.ritaChat}`;
    for (const [method, path, body] of [
      ['GET', chat],
      ['PUT', chat, { status: 'spam' }],
      ['POST', `${chat}/notes`, { text: 'Not mine to read.' }],
      ['POST', `${chat}/crm`, {}],
    ] as Array<[string, string, unknown?]>)
      expect({ method, path, status: (await asReader(method, path, body)).status }).toEqual({
        method,
        path,
        status: 404,
      });
    expect(await desk()).toEqual(before);
  });
});

describe('the list in the database', () => {
  const KIND_ORDER = ['contact-request', 'event-request', 'chatbot-transcript', 'subscription'];
  const TABLES: Record<string, string> = {
    'contact-request': 'contact_requests',
    'event-request': 'event_requests',
    subscription: 'subscriptions',
  };
  interface Seeded {
    kind: string;
    documentId: string;
    at: number;
    name: string;
    status: string;
    owner: number | null;
    followUp: string | null;
  }
  const seeded: Seeded[] = [];
  const base = Date.parse('2020-03-01T00:00:00.000Z');
  const HOUR = 3_600_000;
  const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'];
  const stamp = (at: number) => (isPostgres(cms.database) ? new Date(at).toISOString() : at);

  /** Inserts rows in one statement each table (the CMS's own columns; SQL, not the API: hundreds). */
  const insertRows = async (table: string, columns: string[], values: unknown[][]) => {
    for (let start = 0; start < values.length; start += 100) {
      const chunk = values.slice(start, start + 100);
      await execute(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')}`,
        ...chunk.flat(),
      );
    }
  };

  beforeAll(async () => {
    // 330 leads over 2020: three kinds, many at one moment (the order's ties), a day's last
    // millisecond and the next day's first, and states, owners and follow-ups of every sort.
    for (let n = 0; n < 330; n += 1) {
      const kind = n % 11 === 0 ? 'subscription' : n % 3 === 0 ? 'event-request' : 'contact-request';
      const at = n < 20 ? base + 5 * HOUR : base + Math.floor(n / 2) * 7 * HOUR + (n % 5) * 1000;
      seeded.push({
        kind,
        documentId: `seeded${String((n * 7919) % 1000).padStart(4, '0')}x${n}`,
        at,
        name: n === 7 ? 'Percent 100% Sure' : `Seeded Person ${n}`,
        status: n % 4 === 0 ? 'new' : STATUSES[n % 6],
        owner: n % 5 === 0 ? ids.sales : null,
        followUp: n % 7 === 0 ? `2020-0${1 + (n % 9)}-1${n % 10}` : null,
      });
    }
    // The day's edges: the last millisecond of 2020-06-30 and the first of 2020-07-01.
    seeded[40].at = Date.parse('2020-06-30T23:59:59.999Z');
    seeded[41].at = Date.parse('2020-07-01T00:00:00.000Z');
    const now = stamp(Date.now());
    for (const kind of Object.keys(TABLES)) {
      const of = seeded.filter((row) => row.kind === kind);
      const at = kind === 'subscription' ? ['confirmed_at', 'state'] : ['message'];
      await insertRows(
        TABLES[kind],
        ['document_id', 'name', 'email', 'created_at', 'updated_at', ...at],
        of.map((row) => [
          row.documentId,
          row.name,
          `${row.documentId}@example.com`,
          kind === 'subscription' ? now : stamp(row.at),
          now,
          ...(kind === 'subscription' ? [stamp(row.at), 'confirmed'] : ['Seeded by SQL.']),
        ]),
      );
    }
    // A subscription never confirmed is no lead.
    await execute(
      "INSERT INTO subscriptions (document_id, email, created_at, state) VALUES ('pendingseeded', 'p@example.com', ?, 'pending')",
      stamp(base),
    );
    const stated = seeded.filter((row) => row.status !== 'new' || row.owner !== null || row.followUp !== null);
    await insertRows(
      'lead_states',
      [
        'document_id',
        'lead_type',
        'lead_document_id',
        'lead_status',
        'owner_id',
        'follow_up',
        'created_at',
        'updated_at',
      ],
      stated.map((row) => [
        `state${row.documentId}`,
        row.kind,
        row.documentId,
        row.status,
        row.owner,
        row.followUp,
        now,
        now,
      ]),
    );
  });

  const newestFirst = (a: Seeded, b: Seeded) =>
    b.at - a.at ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    (a.documentId < b.documentId ? 1 : a.documentId > b.documentId ? -1 : 0);
  const expected = (keep: (row: Seeded) => boolean) =>
    seeded
      .filter(keep)
      .sort(newestFirst)
      .map((row) => `${row.kind}:${row.documentId}`);
  const IN_2020 = 'from=2020-01-01&to=2020-12-31';

  /** Every page of a filtered list, walked with `pageSize`, as keys; and the total each page said. */
  const walk = async (query: string, pageSize: number, who: Who = 'sales') => {
    const all: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page += 1) {
      const answer = await list(`${query}&pageSize=${pageSize}&page=${page}`, who);
      totals.add(answer.meta.total);
      if (!answer.data.length) break;
      expect(answer.data.length).toBeLessThanOrEqual(pageSize);
      all.push(...keys(answer));
    }
    return { all, totals: [...totals] };
  };

  it('walks every page newest first, ties in the registry’s order then by id, none lost or twice', async () => {
    const want = expected(() => true);
    expect(want).toHaveLength(330);
    expect(await walk(IN_2020, 40)).toEqual({ all: want, totals: [330] });
    expect((await walk(IN_2020, 200)).all).toEqual(want);
    // Past the last page: an empty page, the same total.
    expect(await list(`${IN_2020}&pageSize=200&page=3`)).toEqual(
      expect.objectContaining({ data: [], meta: expect.objectContaining({ total: 330 }) }),
    );
  });

  it('filters in the database: status, kind, owner, due, search, and the days both included', async () => {
    // A repeated parameter counts once (the first): a period of its own goes instead of 2020.
    const check = async (query: string, keep: (row: Seeded) => boolean, period = IN_2020) => {
      const want = expected(keep);
      expect({ query, ...(await walk(period ? `${period}&${query}` : query, 50)) }).toEqual({
        query,
        all: want,
        totals: [want.length],
      });
    };
    await check('status=contacted,spam', (row) => ['contacted', 'spam'].includes(row.status));
    await check('status=new', (row) => row.status === 'new');
    await check('kind=event-request,subscription', (row) => row.kind !== 'contact-request');
    await check(`owner=${ids.sales}`, (row) => row.owner === ids.sales);
    await check('owner=none&status=won', (row) => row.owner === null && row.status === 'won');
    await check(
      'due=true&today=2020-05-15',
      (row) => row.followUp !== null && row.followUp <= '2020-05-15' && !['won', 'lost', 'spam'].includes(row.status),
    );
    await check('q=SEEDED PERSON 1', (row) => row.name.startsWith('Seeded Person 1'));
    // Wildcards are text: a % finds only the name with one.
    await check('q=%25', (row) => row.name.includes('%'));
    await check('q=_', () => false);
    const on = (day: string) => (row: Seeded) => new Date(row.at).toISOString().startsWith(day);
    await check('from=2020-06-30&to=2020-06-30', on('2020-06-30'), '');
    await check('from=2020-07-01&to=2020-07-01', on('2020-07-01'), '');
  });
});
