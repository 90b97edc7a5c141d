/**
 * The role matrix (docs/security.md#roles) on one real Strapi started on a fresh database, with a
 * real Editor, Author and Sales user, each invited by the super admin and signed in through
 * /admin/login as the admin panel does:
 *
 * - Strapi's default Editor and Author roles, as the CMS leaves them after its start, hold nothing
 *   on the leads, the lead-email queue, the notification settings or the audit log, and the Author
 *   nothing that changes a redirect: every such call answers 403 and the database is unchanged;
 * - what they are there for still works (the Editor edits and publishes a page and a redirect), in
 *   both languages of the site: the Editor and the Author create, update and (the Editor) publish
 *   German localizations, and what was refused in English is refused in German;
 * - the seeded Sales role reads the four lead types, exports the newsletter and sees the Visits page,
 *   and nothing else; Editor and Author do not see the Visits page;
 * - the data-request audit log cannot be created, changed, cloned or deleted through the Content
 *   Manager by anyone, the super admin included, while the data requests still write it.
 * - the questions the chat's FAQ could not answer: the Editor sees and dismisses them on their page,
 *   Author and Sales are refused it, and nobody (the super admin included) writes them through the
 *   Content Manager;
 * - on a second start of the same database, a forbidden permission an administrator gave the Editor
 *   again is taken away again (and nothing else they changed), the unanswered questions they took
 *   from the Editor stay taken, and a Sales role they deleted stays deleted.
 *
 * Which permissions are forbidden to which role, action by action: cms/src/startup/roles.test.ts.
 */
import { rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { eventRequestBody, postSubmission } from '../../tests/support/submissions';
import { loopbackClient, postJsonFrom } from '../../tests/support/from-address';
import {
  contentManagerFor,
  heroTitleOf,
  jsonCaller,
  makeAdmin,
  publishDocument,
  withHeroTitle,
} from '../../tests/support/admin';

jest.setTimeout(300_000);

const CONTACT = 'api::contact-request.contact-request';
const EVENT = 'api::event-request.event-request';
const SUBSCRIPTION = 'api::subscription.subscription';
const TRANSCRIPT = 'api::chatbot-transcript.chatbot-transcript';
const LEADS = [CONTACT, EVENT, SUBSCRIPTION, TRANSCRIPT];
const NOTIFICATION = 'api::notification.notification';
const SETTINGS = 'api::notification-setting.notification-setting';
const LOG = 'api::data-request-log.data-request-log';
const REDIRECT = 'api::redirect.redirect';
const UNANSWERED = 'api::unanswered-question.unanswered-question';
const UNANSWERED_PAGE = 'api::unanswered-questions.use';
/** The pages (the fixed ones among them: cms/src/contracts/pages.ts), and a single type. */
// The insights and the case studies (issue 48): rights as on pages.
const INSIGHT_TYPES = [
  'api::article.article',
  'api::author.author',
  'api::category.category',
  'api::case-study.case-study',
];
const PAGE = 'api::page.page';
const PRIVACY = 'api::privacy-page.privacy-page';
const STAFF_ONLY = [...LEADS, NOTIFICATION, SETTINGS, LOG];

/** Every table a forbidden call could change, read straight from the database. */
const TABLES = [
  'contact_requests',
  'event_requests',
  'subscriptions',
  'chatbot_transcripts',
  'notifications',
  'notification_settings',
  'data_request_logs',
  'redirects',
  'unanswered_questions',
];

const owner = makeAdmin();
const USERS = {
  editor: { code: 'strapi-editor', email: 'ed@meridianworks.example', password: 'Quill-Meadow-41' },
  author: { code: 'strapi-author', email: 'al@meridianworks.example', password: 'Orbit-Tangle-15' },
  sales: { code: 'sales', email: 'sam@meridianworks.example', password: 'Fjord-Pebble-27' },
};
type Who = keyof typeof USERS | 'owner';

let cms: CmsInstance;
const tokens = {} as Record<Who, string>;
const call = jsonCaller(() => cms.url);
const as = (who: Who) => (method: string, path: string, body?: unknown) => call(method, path, tokens[who], body);

const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [table, await rows(cms.database, `SELECT * FROM ${table} ORDER BY id`)]),
    ),
  );

/** Each call answers 403 with Strapi's error body, and no table changed. */
async function expectRefused(who: Who, calls: Array<[string, string, unknown?]>) {
  const before = await snapshot();
  for (const [method, path, body] of calls) {
    const answer = await as(who)(method, path, body);
    expect({ who, method, path, status: answer.status }).toEqual({ who, method, path, status: 403 });
    // ForbiddenError from the Content Manager's own checks, PolicyError from a route's permission
    // policy or the audit log's guard: both Strapi's error body.
    expect(answer.body).toMatchObject({
      data: null,
      error: { status: 403, name: expect.stringMatching(/^(Forbidden|Policy)Error$/) },
    });
  }
  expect(await snapshot()).toEqual(before);
}

const documents: Record<string, string> = {};

beforeAll(async () => {
  cms = await startCms({
    // What the first start does to the roles is part of what is tested.
    emptyDatabase: true,
    env: { ...owner.env, FORM_MIN_SECONDS: '0', SUBMISSION_RATE_LIMIT: '1000' },
  });
  tokens.owner = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
  const roles = (await as('owner')('GET', '/admin/roles')).body.data as Array<{ id: number; code: string }>;
  for (const [who, user] of Object.entries(USERS)) {
    const invited = await as('owner')('POST', '/admin/users', {
      firstname: 'Test',
      lastname: who,
      email: user.email,
      roles: [roles.find((role) => role.code === user.code)!.id],
    });
    expect(invited.status).toBe(201);
    await call('POST', '/admin/register', undefined, {
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: 'Test', lastname: who, password: user.password },
    });
    const login = await call('POST', '/admin/login', undefined, user);
    expect(login.status).toBe(200);
    tokens[who as Who] = login.body.data.token;
  }

  const leads: Array<[string, string, string, Record<string, unknown>]> = [
    [
      CONTACT,
      'contact_requests',
      'contactRequest',
      { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me.' },
    ],
    [EVENT, 'event_requests', 'eventRequests', eventRequestBody()],
    [SUBSCRIPTION, 'subscriptions', 'subscribtions', { email: 'reader@example.com', name: 'Reader' }],
    [
      TRANSCRIPT,
      'chatbot_transcripts',
      'chatbot',
      {
        name: '',
        email: 'visitor@example.com',
        phone: '',
        industry: 'Retail',
        lang: 'en',
        questions: ['What services does Meridian Works offer?'],
        idempotencyKey: 'roles-transcript-1',
      },
    ],
  ];
  for (const [uid, table, path, body] of leads) {
    // A sign-up answers 202 without its row (docs/newsletter.md): each is found by its address.
    expect((await postSubmission(cms.url, path, body)).status).toBeLessThan(300);
    const [row] = await rows<{ document_id: string }>(
      cms.database,
      `SELECT document_id FROM ${table} WHERE email = ?`,
      body.email,
    );
    documents[uid] = row.document_id;
  }
  // A question the chat could not answer, as the chat sends it, from three clients (the page lists
  // a question only from three: docs/unanswered-questions.md#telling-clients-apart).
  for (const client of [1, 2, 3]) {
    const asked = await postJsonFrom(
      `${cms.url}/api/types/unansweredQuestion`,
      { question: 'do you cater for 500 guests', lang: 'en' },
      loopbackClient(client),
    );
    expect(asked.status).toBe(204);
  }
  const [question] = await rows<{ document_id: string }>(cms.database, 'SELECT document_id FROM unanswered_questions');
  documents[UNANSWERED] = question.document_id;
  // An entry of the audit log, as the data requests write it.
  expect((await as('owner')('POST', '/data-requests/find', { email: 'ada@example.com' })).status).toBe(200);
  const [log] = await rows<{ document_id: string }>(cms.database, 'SELECT document_id FROM data_request_logs');
  documents[LOG] = log.document_id;
  const redirect = await as('owner')('POST', `/content-manager/collection-types/${REDIRECT}`, {
    from: '/old-offer',
    to: '/services',
    permanent: true,
  });
  expect(redirect.status).toBe(201);
  documents[REDIRECT] = redirect.body.data.documentId;
});

afterAll(async () => {
  await cms?.stop();
});

/** The permissions the signed-in user holds, as the admin panel reads them. */
const permissionsOf = async (who: Who) =>
  (await as(who)('GET', '/admin/users/me/permissions')).body.data as Array<{
    action: string;
    subject: string | null;
    properties?: { locales?: string[] };
  }>;

const list = (uid: string) => `/content-manager/collection-types/${uid}`;
const entry = (uid: string) => `${list(uid)}/${documents[uid]}`;

it('leaves Editor and Author nothing on the leads, the email queue, the notification settings and the audit log', async () => {
  for (const who of ['editor', 'author'] as const) {
    const held = await permissionsOf(who);
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((permission) => STAFF_ONLY.includes(permission.subject ?? ''))).toEqual([]);
    expect(held.map((permission) => permission.action)).not.toContain('api::privacy.data-requests');
    expect(held.map((permission) => permission.action)).not.toContain('api::newsletter.export');
    expect(held.filter((permission) => permission.subject === UNANSWERED)).toEqual([]);
    // The Visits page is given to Sales; Editor and Author only if an administrator gives it.
    expect(held.map((permission) => permission.action)).not.toContain('api::counts.read');
  }
  // The Editor keeps the FAQ, so sees what it could not answer; the Author is not given it.
  expect((await permissionsOf('editor')).map((permission) => permission.action)).toContain(UNANSWERED_PAGE);
  expect((await permissionsOf('author')).map((permission) => permission.action)).not.toContain(UNANSWERED_PAGE);
  const author = await permissionsOf('author');
  expect(author.filter((permission) => permission.subject === REDIRECT).map((permission) => permission.action)).toEqual(
    ['plugin::content-manager.explorer.read'],
  );
  // Strapi's own defaults otherwise: the Editor publishes, the Author does not.
  const editor = await permissionsOf('editor');
  expect(editor).toContainEqual(
    expect.objectContaining({ action: 'plugin::content-manager.explorer.publish', subject: PAGE }),
  );
  expect(
    editor
      .filter((permission) => permission.subject === REDIRECT)
      .map((permission) => permission.action)
      .sort(),
  ).toEqual(
    ['create', 'delete', 'publish', 'read', 'update'].map((action) => `plugin::content-manager.explorer.${action}`),
  );
  expect(author).not.toContainEqual(expect.objectContaining({ action: 'plugin::content-manager.explorer.publish' }));
  // One line says what the start removed.
  expect(cms.log()).toMatch(
    /Roles \(docs\/security\.md#roles\): removed permissions the role matrix forbids \(\d+ from Editor, \d+ from Author\); extended permissions to every language \(\d+ of Editor, \d+ of Author\); created the Sales role; gave the Editor role the unanswered questions\./,
  );
});

it('refuses an Editor the leads, their export and deletion, the email queue, the settings and the audit log', async () => {
  await expectRefused('editor', [
    ...STAFF_ONLY.filter((uid) => uid !== SETTINGS).map((uid): [string, string] => ['GET', list(uid)]),
    ...LEADS.map((uid): [string, string] => ['GET', entry(uid)]),
    ['DELETE', entry(CONTACT)],
    ['POST', `${list(CONTACT)}/actions/bulkDelete`, { documentIds: [documents[CONTACT]] }],
    ['PUT', entry(CONTACT), { message: 'Changed' }],
    ['GET', `/content-manager/single-types/${SETTINGS}`],
    ['PUT', `/content-manager/single-types/${SETTINGS}`, { announceSubscriptions: true }],
    ['GET', '/newsletter-export/subscribers.csv'],
    ['POST', '/data-requests/export', { email: 'ada@example.com' }],
    ['POST', '/data-requests/erase', { email: 'ada@example.com' }],
    ['GET', '/data-requests/log'],
    ['GET', '/visit-counts/summary'],
    ['PUT', entry(LOG), { action: 'find' }],
    ['DELETE', entry(LOG)],
  ]);
});

it('refuses an Author the leads and any change to a redirect', async () => {
  await expectRefused('author', [
    ...LEADS.map((uid): [string, string] => ['GET', list(uid)]),
    ['GET', list(NOTIFICATION)],
    ['GET', list(LOG)],
    ['DELETE', entry(CONTACT)],
    ['POST', list(REDIRECT), { from: '/by-author', to: '/about', permanent: true }],
    ['PUT', entry(REDIRECT), { to: '/about' }],
    ['DELETE', entry(REDIRECT)],
    ['POST', `${list(REDIRECT)}/actions/bulkDelete`, { documentIds: [documents[REDIRECT]] }],
    ['GET', '/visit-counts/summary'],
  ]);
});

it('lets an Editor edit and publish a page and manage a redirect', async () => {
  const livePage = () =>
    rows<{ id: number; document_id: string }>(
      cms.database,
      "SELECT id, document_id FROM pages WHERE slug = 'home' AND published_at IS NOT NULL",
    );
  const [before] = await livePage();
  const published = await publishDocument(
    contentManagerFor(cms.url, tokens.editor),
    PAGE,
    withHeroTitle('Edited by Ed'),
    before.document_id,
  );
  expect(heroTitleOf(published)).toBe('Edited by Ed');
  // Publishing replaces the live row with a copy of the draft.
  const [after] = await livePage();
  expect(after.id).not.toBe(before.id);

  const created = await as('editor')('POST', list(REDIRECT), { from: '/by-editor', to: '/about', permanent: true });
  expect(created.status).toBe(201);
  const path = `${list(REDIRECT)}/${created.body.data.documentId}`;
  expect((await as('editor')('PUT', path, { to: '/contact' })).status).toBe(200);
  expect(await rows(cms.database, 'SELECT "to" FROM redirects WHERE "from" = \'/by-editor\'')).toEqual([
    { to: '/contact' },
  ]);
  expect((await as('editor')('DELETE', path)).status).toBe(200);
  expect(await rows(cms.database, 'SELECT id FROM redirects WHERE "from" = \'/by-editor\'')).toEqual([]);
});

describe('in German', () => {
  const german = (path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=de`;
  const landing = (title: string, slug: string) => ({
    title,
    slug,
    blocks: [{ __component: 'blocks.hero', title, subtitle: 'Eine Seite, die übersetzt wird.' }],
    seo: { metaDescription: title },
  });
  const live = (slug: string, locale: string) =>
    rows<{ title: string }>(
      cms.database,
      'SELECT title FROM pages WHERE slug = ? AND locale = ? AND published_at IS NOT NULL',
      slug,
      locale,
    );

  it('gives Editor and Author their permissions on the site content in both languages', async () => {
    for (const who of ['editor', 'author'] as const) {
      const held = await permissionsOf(who);
      const onPages = held.filter((permission) => permission.subject === PAGE);
      expect(onPages.length).toBeGreaterThan(0);
      for (const permission of onPages) expect(permission.properties?.locales).toEqual(['en', 'de']);
      // The insights (issue 48) are site content like the pages: the same actions, in both languages.
      const actions = (subject: string) =>
        held
          .filter((permission) => permission.subject === subject)
          .map((permission) => `${permission.action}:${(permission.properties?.locales ?? []).join(',')}`)
          .sort();
      for (const subject of INSIGHT_TYPES)
        expect({ subject, actions: actions(subject) }).toEqual({ subject, actions: actions(PAGE) });
    }
  });

  it('lets an Editor create, update and publish a German localization', async () => {
    const editor = as('editor');
    const created = await editor('POST', list(PAGE), landing('Ed’s offer', 'eds-offer'));
    expect(created.status).toBe(201);
    const page = `${list(PAGE)}/${created.body.data.documentId}`;
    const translated = await editor('PUT', german(page), landing('Eds Angebot', 'eds-angebot'));
    expect(translated.status).toBe(200);
    expect(translated.body.data).toMatchObject({ locale: 'de', slug: 'eds-angebot' });
    expect((await editor('PUT', german(page), landing('Eds neues Angebot', 'eds-angebot'))).status).toBe(200);
    expect(
      (await editor('POST', german(`${page}/actions/publish`), landing('Eds neues Angebot', 'eds-angebot'))).status,
    ).toBe(200);
    expect(await live('eds-angebot', 'de')).toEqual([{ title: 'Eds neues Angebot' }]);
    expect(await live('eds-offer', 'en')).toEqual([]);

    // A fixed page and a single type in German, published.
    const [home] = await rows<{ document_id: string }>(
      cms.database,
      "SELECT document_id FROM pages WHERE slug = 'home' AND locale = 'de'",
    );
    const homePage = german(`${list(PAGE)}/${home.document_id}`);
    const { status: _status, ...draft } = (await editor('GET', homePage)).body.data;
    const republished = await editor('POST', german(`${list(PAGE)}/${home.document_id}/actions/publish`), {
      ...draft,
      ...withHeroTitle('Von Ed bearbeitet')(draft),
    });
    expect(republished.status).toBe(200);
    expect(heroTitleOf(republished.body.data)).toBe('Von Ed bearbeitet');
    const global = await editor('PUT', german(`/content-manager/single-types/api::global.global`), {
      tagline: 'Von Ed',
    });
    expect(global.status).toBe(200);
    expect(global.body.data).toMatchObject({ locale: 'de', tagline: 'Von Ed' });
  });

  it('lets an Author translate their own page, without publishing it', async () => {
    const author = as('author');
    const created = await author('POST', list(PAGE), landing('Al’s offer', 'als-offer'));
    expect(created.status).toBe(201);
    const page = `${list(PAGE)}/${created.body.data.documentId}`;
    expect((await author('PUT', german(page), landing('Als Angebot', 'als-angebot'))).status).toBe(200);
    expect((await author('POST', german(`${page}/actions/publish`), {})).status).toBe(403);
    expect(await live('als-angebot', 'de')).toEqual([]);
  });

  it('refuses in German what it refuses in English', async () => {
    await expectRefused('editor', [
      ['GET', german(list(CONTACT))],
      ['GET', german(entry(CONTACT))],
      ['DELETE', german(entry(CONTACT))],
      ['GET', german(`/content-manager/single-types/${SETTINGS}`)],
      ['PUT', german(entry(LOG)), { action: 'find' }],
    ]);
    await expectRefused('author', [
      ['GET', german(list(CONTACT))],
      ['PUT', german(entry(REDIRECT)), { to: '/about' }],
      ['DELETE', german(entry(REDIRECT))],
    ]);
  });
});

it('lets Sales read the four lead types, export the newsletter and see the Visits page, and nothing else', async () => {
  for (const uid of LEADS) {
    const found = await as('sales')('GET', list(uid));
    expect(found.status).toBe(200);
    expect(found.body.results.map((row: { documentId: string }) => row.documentId)).toContain(documents[uid]);
    expect((await as('sales')('GET', entry(uid))).status).toBe(200);
  }
  const [contact] = (await as('sales')('GET', list(CONTACT))).body.results;
  expect(contact).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please call me.' });
  const csv = await fetch(`${cms.url}/newsletter-export/subscribers.csv`, {
    headers: { Authorization: `Bearer ${tokens.sales}` },
  });
  expect(csv.status).toBe(200);
  // The Visits page's figures (docs/visit-counts.md).
  expect((await as('sales')('GET', '/visit-counts/summary')).status).toBe(200);

  await expectRefused('sales', [
    ['DELETE', entry(CONTACT)],
    ['POST', `${list(CONTACT)}/actions/bulkDelete`, { documentIds: [documents[CONTACT]] }],
    ['PUT', entry(CONTACT), { message: 'Changed' }],
    ['GET', list(NOTIFICATION)],
    ['GET', `/content-manager/single-types/${SETTINGS}`],
    ['GET', list(LOG)],
    ['GET', list(PAGE)],
    ['POST', list(REDIRECT), { from: '/by-sales', to: '/about', permanent: true }],
    ['POST', '/data-requests/find', { email: 'ada@example.com' }],
  ]);
});

it('lets the Editor see and dismiss the unanswered questions, refuses them to Author and Sales, and their writes to all', async () => {
  const question = { question: 'do you cater for 500 guests', lang: 'en' };
  for (const who of ['author', 'sales'] as const)
    await expectRefused(who, [
      ['GET', '/unanswered-questions/questions'],
      ['GET', '/unanswered-questions/faq-groups?lang=en'],
      ['POST', '/unanswered-questions/dismiss', question],
      ['GET', list(UNANSWERED)],
    ]);
  await expectRefused('editor', [
    ['GET', list(UNANSWERED)],
    ['DELETE', entry(UNANSWERED)],
  ]);
  // Read-only in the Content Manager, for the super admin too: only the chat counts, only the page dismisses.
  expect((await as('owner')('GET', list(UNANSWERED))).status).toBe(200);
  await expectRefused('owner', [
    ['POST', list(UNANSWERED), { ...question, day: '2026-01-01', count: 5, dismissed: false }],
    ['PUT', entry(UNANSWERED), { count: 500 }],
    ['DELETE', entry(UNANSWERED)],
    ['POST', `${list(UNANSWERED)}/actions/bulkDelete`, { documentIds: [documents[UNANSWERED]] }],
  ]);
  expect((await as('owner')('PUT', entry(UNANSWERED), { count: 500 })).body.error.message).toMatch(
    /cannot be created, changed or deleted here/,
  );

  const listed = await as('editor')('GET', '/unanswered-questions/questions');
  expect(listed.status).toBe(200);
  expect(listed.body.data).toEqual([expect.objectContaining({ ...question, count: 3 })]);
  expect((await as('editor')('POST', '/unanswered-questions/dismiss', question)).status).toBe(200);
  expect((await as('editor')('GET', '/unanswered-questions/questions')).body.data).toEqual([]);
});

it('refuses every change to the audit log through the Content Manager, to the super admin too', async () => {
  expect((await as('owner')('GET', list(LOG))).status).toBe(200);
  expect((await as('owner')('GET', entry(LOG))).status).toBe(200);
  await expectRefused('owner', [
    ['POST', list(LOG), { action: 'erase', at: new Date().toISOString(), admin: 'someone@example.com', counts: {} }],
    ['PUT', entry(LOG), { admin: 'someone-else@example.com' }],
    ['POST', `${list(LOG)}/clone/${documents[LOG]}`, { action: 'find', at: new Date().toISOString(), counts: {} }],
    ['DELETE', entry(LOG)],
    ['POST', `${list(LOG)}/actions/bulkDelete`, { documentIds: [documents[LOG]] }],
  ]);
  const refused = await as('owner')('DELETE', entry(LOG));
  expect(refused.body.error.message).toMatch(/cannot be created, changed or deleted/);
});

it('still writes the audit entry of each data request', async () => {
  const count = async () => (await rows(cms.database, 'SELECT id FROM data_request_logs')).length;
  const before = await count();
  expect((await as('owner')('POST', '/data-requests/export', { email: 'grace@example.com' })).status).toBe(200);
  const erased = await as('owner')('POST', '/data-requests/erase', { email: 'grace@example.com' });
  expect(erased.status).toBe(200);
  expect(erased.body.data.counts['event-request']).toBe(1);
  expect(await count()).toBe(before + 2);
  const [last] = await rows<{ action: string; admin: string }>(
    cms.database,
    'SELECT action, admin FROM data_request_logs ORDER BY id DESC LIMIT 1',
  );
  expect(last).toEqual({ action: 'erase', admin: owner.email });
});

describe('a second start of the same database', () => {
  type Permission = {
    action: string;
    subject: string | null;
    properties: Record<string, unknown>;
    conditions: string[];
  };
  const PUBLISH = 'plugin::content-manager.explorer.publish';
  const rolePermissions = async (id: number) =>
    (await as('owner')('GET', `/admin/roles/${id}/permissions`)).body.data as Permission[];
  const roles = async () =>
    (await as('owner')('GET', '/admin/roles')).body.data as Array<{ id: number; code: string; name: string }>;
  const keep = ({ action, subject, properties, conditions }: Permission) => ({
    action,
    subject,
    properties,
    conditions,
  });

  beforeAll(async () => {
    // An administrator edits the Editor role: ticks "read contact requests" again (forbidden), and
    // takes Publish on the privacy notice away (theirs to decide).
    const editor = (await roles()).find((role) => role.code === 'strapi-editor')!;
    const sales = (await roles()).find((role) => role.code === 'sales')!;
    const readContacts = (await rolePermissions(sales.id)).find((permission) => permission.subject === CONTACT)!;
    // and the unanswered questions (the start gave them once: theirs to take away).
    const edited = (await rolePermissions(editor.id)).filter(
      (permission) =>
        !(permission.action === PUBLISH && permission.subject === PRIVACY) && permission.action !== UNANSWERED_PAGE,
    );
    const regrant = await as('owner')('PUT', `/admin/roles/${editor.id}/permissions`, {
      permissions: [...edited.map(keep), keep(readContacts)],
    });
    expect(regrant.status).toBe(200);
    expect((await as('editor')('GET', list(CONTACT))).status).toBe(200);
    // And retires the Sales role: its one user first, as Strapi requires.
    const users = (await as('owner')('GET', '/admin/users?pageSize=100')).body.data.results as Array<{
      id: number;
      email: string;
    }>;
    const salesUser = users.find((user) => user.email === USERS.sales.email)!;
    expect((await as('owner')('DELETE', `/admin/users/${salesUser.id}`)).status).toBe(200);
    expect((await as('owner')('DELETE', `/admin/roles/${sales.id}`)).status).toBe(200);

    await cms.stop();
    cms = await startCms({
      dataDir: cms.dataDir,
      database: cms.database,
      env: { ...owner.env, FORM_MIN_SECONDS: '0', SUBMISSION_RATE_LIMIT: '1000' },
    });
    for (const who of ['owner', 'editor'] as const) {
      const credentials = who === 'owner' ? owner : USERS[who];
      tokens[who] = (await call('POST', '/admin/login', undefined, credentials)).body.data.token;
    }
  });

  it('takes the re-granted permission from the Editor again, and only that', async () => {
    await expectRefused('editor', [['GET', list(CONTACT)]]);
    expect(cms.log()).toMatch(/removed permissions the role matrix forbids \(1 from Editor\)[.;]/);
    const held = await permissionsOf('editor');
    expect(held).not.toContainEqual(expect.objectContaining({ action: PUBLISH, subject: PRIVACY }));
    expect(held).toContainEqual(expect.objectContaining({ action: PUBLISH, subject: PAGE }));
  });

  it('does not give the Editor the unanswered questions again once taken away', async () => {
    await expectRefused('editor', [['GET', '/unanswered-questions/questions']]);
    expect(cms.log()).not.toMatch(/gave the Editor role the unanswered questions/);
  });

  it('does not bring back the Sales role an administrator deleted', async () => {
    expect((await roles()).map((role) => role.code)).not.toContain('sales');
    expect(cms.log()).not.toMatch(/created the Sales role/);
  });
});
