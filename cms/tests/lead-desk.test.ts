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
 * - a person's data request finding and erasing the desk's rows of their leads, and only theirs.
 */
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
  cms = await startCms({ env: { ...owner.env, FORM_MIN_SECONDS: '0', SUBMISSION_RATE_LIMIT: '1000' } });
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
