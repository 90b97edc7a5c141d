/**
 * The CMS against a real Strapi on a fresh database (SQLite, or PostgreSQL with CMS_TEST_DB=postgres): the seed, the four public submission routes
 * (what they store and what they refuse), who can read what, and the seed's idempotency, rate limit
 * and transcript email on a second boot of the same database.
 */
import http from 'node:http';
import { countRows, rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { FIXED_PAGES } from '../src/contracts/pages';
import { loopbackSmtp, type LoopbackSmtp } from '../../tests/support/smtp';
import { formToken as tokenFor } from '../../tests/support/submissions';
import { until } from '../../tests/support/until';

jest.setTimeout(180_000);

const TABLES = {
  contactRequest: 'contact_requests',
  eventRequests: 'event_requests',
  subscribtions: 'subscriptions',
  chatbot: 'chatbot_transcripts',
} as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const valid = {
  contactRequest: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    company: 'Analytical Engines Ltd',
    service: 'it-support',
    message: 'We would like a quote for support of 40 users.',
  },
  eventRequests: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Compilers plc',
    eventType: 'Conference',
    date: inDays(60),
    guests: 120,
    location: 'Manchester',
    message: 'Two days, one main room.',
  },
  subscribtions: { email: 'reader@example.com', name: 'Reader' },
  chatbot: {
    name: '',
    email: 'visitor@example.com',
    phone: '',
    industry: 'Retail',
    lang: 'en',
    questions: ['What services does Meridian Works offer?', 'How is IT support priced?'],
    idempotencyKey: 'transcript-0001',
  },
};

let cms: CmsInstance;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const withToken = (path: string, init: RequestInit = {}) =>
  fetch(`${cms.url}/api/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${cms.token}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(TABLES).map(async ([kind, table]) => [kind, await countRows(cms.database, table)]),
    ),
  );

beforeAll(async () => {
  cms = await startCms({ env: { SUBMISSION_RATE_LIMIT: '10000' } });
});

afterAll(async () => {
  await cms?.stop();
});

describe('connections', () => {
  it('are kept open longer than clients keep them idle, so a reused one is never closed under a request', async () => {
    const response = await fetch(`${cms.url}/api/global`);
    await response.arrayBuffer();
    const keptSeconds = Number(/timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1]);
    // Node's own agent (the site build's fetches) drops an idle connection after this long.
    const { options } = http.globalAgent as http.Agent & { options: http.AgentOptions };
    const clientIdleSeconds = (options.timeout ?? 5000) / 1000;
    expect(keptSeconds).toBeGreaterThanOrEqual(60);
    expect(keptSeconds).toBeGreaterThan(clientIdleSeconds);
  });
});

describe('the seed', () => {
  it('holds global settings with the firm name, both logos and contact details', async () => {
    const response = await withToken('global?populate=*');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.siteName).toBe('Meridian Works');
    expect(data.textLogo.url).toMatch(/^\/uploads\/.+\.png$/);
    expect(data.transparentLogo.url).toMatch(/^\/uploads\/.+\.png$/);
    expect(data.contactEmail).toMatch(/@/);
    expect(data.defaultSeo.metaDescription.length).toBeGreaterThan(20);
  });

  it.each(FIXED_PAGES.map((page) => page.slug))('holds the fixed page %s as a page of blocks', async (slug) => {
    const { data: pages } = await (
      await withToken(`pages?filters[slug][$eq]=${slug}&populate[blocks]=true&populate[seo]=true`)
    ).json();
    expect(pages).toHaveLength(1);
    const [data] = pages;
    expect(data.title.length).toBeGreaterThan(3);
    const [hero, ...rest] = data.blocks as Array<{ __component: string; title?: string; subtitle?: string }>;
    expect(hero.__component).toBe('blocks.hero');
    expect(hero.title!.length).toBeGreaterThan(3);
    expect(hero.subtitle!.length).toBeGreaterThan(10);
    expect(rest.length).toBeGreaterThan(0);
    expect(data.seo.metaDescription.length).toBeGreaterThan(20);
  });

  it('holds the example landing page, many block types, its FAQ block on a FAQ group with questions', async () => {
    const populate =
      'populate[blocks][on][blocks.faq][populate][faqGroup][populate][entries]=true' +
      '&populate[blocks][on][blocks.hero][populate]=*&populate[blocks][on][blocks.quote][populate]=*' +
      '&populate[blocks][on][blocks.figures][populate]=*&populate[blocks][on][blocks.call-to-action][populate]=*' +
      '&populate[blocks][on][blocks.form][populate]=*&populate[blocks][on][blocks.image-text][populate]=*' +
      '&populate[blocks][on][blocks.logos][populate]=*';
    const response = await withToken(`pages?filters[slug][$eq]=company-events-2027&${populate}`);
    expect(response.status).toBe(200);
    const [page] = (await response.json()).data;
    const types = (page.blocks as Array<{ __component: string }>).map((block) => block.__component);
    expect(types).toEqual(
      expect.arrayContaining([
        'blocks.hero',
        'blocks.quote',
        'blocks.figures',
        'blocks.faq',
        'blocks.call-to-action',
        'blocks.form',
      ]),
    );
    const faq = page.blocks.find((block: { __component: string }) => block.__component === 'blocks.faq');
    expect(faq.faqGroup.entries.length).toBeGreaterThan(0);
    const image = page.blocks.find((block: { __component: string }) => block.__component === 'blocks.image-text');
    expect(image.image.url).toMatch(/^\/uploads\//);
  });

  it('lets only the build token read landing pages: anonymous visitors get nothing', async () => {
    for (const path of ['pages', 'pages?filters[slug][$eq]=company-events-2027']) {
      const response = await fetch(`${cms.url}/api/${path}`);
      // Strapi answers 401 to a request without credentials for a route the public role lacks.
      expect([401, 403, 404]).toContain(response.status);
      expect(JSON.stringify(await response.json())).not.toContain('company-events-2027');
    }
    expect((await withToken('pages')).status).toBe(200);
  });

  it('holds the privacy notice, its body in blocks, readable with the build token', async () => {
    const response = await withToken('privacy-page?populate=*');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.title).toBe('Privacy notice');
    expect(data.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.body.map((block: { type: string }) => block.type)).toEqual(
      expect.arrayContaining(['heading', 'paragraph', 'list']),
    );
    expect(data.seo.metaDescription.length).toBeGreaterThan(20);
  });

  it('holds the five services in order, each with an image', async () => {
    const { data } = await (await withToken('services?populate=image&sort=order')).json();
    expect(data.map((service: { slug: string }) => service.slug)).toEqual([
      'project-management',
      'turnkey-solutions',
      'business-consulting',
      'it-support',
      'event-planning',
    ]);
    for (const service of data) expect(service.image.url).toMatch(/\.png$/);
  });

  it('holds 20 FAQ entries in five groups of four, indexed 1 to 4', async () => {
    const { data } = await (await withToken('faq-groups?populate=entries&sort=level')).json();
    expect(data.map((group: { level: number }) => group.level)).toEqual([1, 2, 3, 4, 5]);
    for (const group of data) {
      expect(group.entries.map((entry: { index: number }) => entry.index)).toEqual([1, 2, 3, 4]);
      for (const entry of group.entries) {
        expect(entry.question).toMatch(/\?$/);
        expect(entry.answer.length).toBeGreaterThan(40);
      }
    }
  });

  it('holds the chatbot settings', async () => {
    const { data } = await (await withToken('chatbot-setting')).json();
    for (const key of ['welcomeMessage', 'contactFormIntro', 'cannotUnderstandMessage', 'transcriptSentMessage']) {
      expect(data[key].length).toBeGreaterThan(10);
    }
  });
});

describe('the four public submission routes', () => {
  it('stores a contact request exactly as sent, dropping unknown fields', async () => {
    const before = await counts();
    const response = await post('types/contactRequest', { ...valid.contactRequest, admin: true, id: 999 });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.documentId).toMatch(/^[a-z0-9]{20,}$/);
    expect((await counts()).contactRequest).toBe(before.contactRequest + 1);
    const [row] = await rows(cms.database, 'SELECT * FROM contact_requests WHERE document_id = ?', data.documentId);
    expect(row).toMatchObject(valid.contactRequest);
    expect(row).not.toHaveProperty('admin');
  });

  it('stores an event request with its date as a date and guests as a number', async () => {
    const response = await post('types/eventRequests', valid.eventRequests);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const [row] = await rows(cms.database, 'SELECT * FROM event_requests WHERE document_id = ?', data.documentId);
    expect(row).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Compilers plc',
      event_type: 'Conference',
      date: valid.eventRequests.date,
      guests: 120,
      location: 'Manchester',
      message: 'Two days, one main room.',
    });
  });

  it('stores a subscription as pending with the day of subscribing; a repeat adds nothing and is answered alike', async () => {
    const first = await post('types/subscribtions', { ...valid.subscribtions, date: '1999-01-01' });
    expect(first.status).toBe(202);
    const again = await post('types/subscribtions', { email: 'READER@example.com' });
    expect(again.status).toBe(202);
    // No row data: the answer must not tell whether the address was already on the list.
    expect(await again.json()).toEqual(await first.json());
    const stored = await rows(cms.database, 'SELECT email, name, date, state FROM subscriptions');
    expect(stored).toEqual([
      { email: 'reader@example.com', name: 'Reader', date: new Date().toISOString().slice(0, 10), state: 'pending' },
    ]);
  });

  it('stores a chatbot transcript once, however often the same transcript is sent', async () => {
    const first = await post('types/chatbot', valid.chatbot);
    expect(first.status).toBe(201);
    const retry = await post('types/chatbot', valid.chatbot);
    expect(retry.status).toBe(200);
    expect((await retry.json()).data.documentId).toBe((await first.json()).data.documentId);
    const stored = await rows<{ email: string; industry: string; lang: string; questions: string }>(
      cms.database,
      'SELECT email, industry, lang, questions FROM chatbot_transcripts',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'visitor@example.com', industry: 'Retail', lang: 'en' });
    expect(JSON.parse(stored[0].questions)).toEqual(valid.chatbot.questions);
  });

  it('answers a filled honeypot as if stored, and stores nothing', async () => {
    const before = await counts();
    const response = await post('types/contactRequest', { ...valid.contactRequest, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect((await response.json()).data.documentId).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });
});

describe('bad input is refused with a clear error and changes nothing', () => {
  const oversize = JSON.stringify({ ...valid.contactRequest, message: 'x'.repeat(40_000) });
  const cases: Array<[string, string, unknown, number, string[]]> = [
    ['missing required fields', 'types/contactRequest', { email: 'a@example.com' }, 400, ['name', 'message']],
    ['a wrong type', 'types/contactRequest', { ...valid.contactRequest, name: 42 }, 400, ['name']],
    ['a bad email', 'types/contactRequest', { ...valid.contactRequest, email: 'not-an-email' }, 400, ['email']],
    ['an impossible date', 'types/eventRequests', { ...valid.eventRequests, date: '2027-02-30' }, 400, ['date']],
    ['a date in the past', 'types/eventRequests', { ...valid.eventRequests, date: '2020-01-01' }, 400, ['date']],
    ['zero guests', 'types/eventRequests', { ...valid.eventRequests, guests: 0 }, 400, ['guests']],
    ['fractional guests', 'types/eventRequests', { ...valid.eventRequests, guests: 2.5 }, 400, ['guests']],
    [
      'a line break in a one-line field',
      'types/contactRequest',
      { ...valid.contactRequest, company: 'Two\nlines' },
      400,
      ['company'],
    ],
    ['an SQL-looking email', 'types/subscribtions', { email: "x'; DROP TABLE subscriptions; --" }, 400, ['email']],
    [
      'an SQL-looking guest count',
      'types/eventRequests',
      { ...valid.eventRequests, guests: '1; DELETE FROM event_requests' },
      400,
      ['guests'],
    ],
    ['an empty object', 'types/subscribtions', {}, 400, ['email']],
    [
      'a transcript with no contact detail',
      'types/chatbot',
      { ...valid.chatbot, email: ' ', idempotencyKey: 'transcript-0002' },
      400,
      ['email'],
    ],
    [
      'questions that are not a list of texts',
      'types/chatbot',
      { ...valid.chatbot, questions: [1, 2], idempotencyKey: 'transcript-0003' },
      400,
      ['questions'],
    ],
    [
      'an unknown service',
      'types/contactRequest',
      { ...valid.contactRequest, service: 'space-travel' },
      400,
      ['service'],
    ],
    ['an over-long name', 'types/contactRequest', { ...valid.contactRequest, name: 'n'.repeat(101) }, 400, ['name']],
    // '' names the body as a whole; malformed JSON fails in Strapi's body parser, before any field exists.
    ['a JSON array body', 'types/contactRequest', [valid.contactRequest], 400, ['']],
    ['malformed JSON', 'types/contactRequest', '{"name": "Ada",', 400, []],
    ['an oversize body', 'types/contactRequest', oversize, 413, ['message']],
  ];

  it.each(cases)('%s', async (_label, path, body, status, fields) => {
    const before = await counts();
    const response = await post(path, body);
    expect(response.status).toBe(status);
    const payload = await response.json();
    expect(payload.data).toBeNull();
    expect(payload.error.status).toBe(status);
    const named = (payload.error.details?.errors ?? []).map((error: { path: string[] }) => error.path.join('.'));
    expect([...new Set(named)].sort()).toEqual([...fields].sort());
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const before = await counts();
    const response = await fetch(`${cms.url}/api/types/contactRequest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada&email=ada%40example.com&message=hello+there+friends',
    });
    expect(response.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty body', async () => {
    const response = await fetch(`${cms.url}/api/types/contactRequest`, { method: 'POST' });
    expect([400, 415]).toContain(response.status);
  });
});

describe('nobody reads what they should not', () => {
  const secretEmail = 'ada@example.com';

  const anonymousAttempts: Array<[string, string]> = [
    ['GET', '/api/contact-requests'],
    ['GET', '/api/event-requests'],
    ['GET', '/api/subscriptions'],
    ['GET', '/api/chatbot-transcripts'],
    ['GET', '/api/types/contactRequest'],
    ['GET', '/api/types/chatbot'],
    ['PUT', '/api/types/contactRequest'],
    ['DELETE', '/api/types/eventRequests'],
    ['GET', '/api/global'],
    ['GET', '/api/services'],
    ['POST', '/api/services'],
    ['GET', '/api/upload/files'],
    ['GET', '/api/content-type-builder/content-types'],
    ['GET', '/admin/users'],
    ['GET', '/admin/api-tokens'],
    ['GET', '/admin/webhooks'],
    ['GET', '/content-manager/collection-types/api::contact-request.contact-request'],
    ['GET', '/content-manager/collection-types/api::chatbot-transcript.chatbot-transcript'],
    ['POST', '/api/auth/local/register'],
    ['GET', '/api/users'],
  ];

  it.each(anonymousAttempts)('anonymous %s %s is refused without data', async (method, path) => {
    const response = await fetch(`${cms.url}${path}`, { method, headers: { 'Content-Type': 'application/json' } });
    expect([401, 403, 404, 405]).toContain(response.status);
    const text = await response.text();
    expect(text).not.toContain(secretEmail);
    expect(text).not.toContain('Meridian');
  });

  it('the build token reads site content', async () => {
    for (const path of ['global', 'pages', 'services', 'faq-groups', 'chatbot-setting']) {
      expect((await withToken(path)).status).toBe(200);
    }
    expect((await withToken('content-type-builder/content-types')).status).toBe(200);
    expect((await withToken('content-type-builder/components')).status).toBe(200);
  });

  it('the build token cannot create, update or delete anything, nor read submissions', async () => {
    const { data: services } = await (await withToken('services')).json();
    const target = services[0].documentId;
    const attempts: Array<[string, string, unknown?]> = [
      ['POST', 'services', { data: { title: 'Hacked' } }],
      ['PUT', `services/${target}`, { data: { title: 'Hacked' } }],
      ['DELETE', `services/${target}`],
      ['PUT', 'global', { data: { siteName: 'Hacked' } }],
      ['DELETE', 'privacy-page'],
      ['DELETE', `pages/${(await (await withToken('pages?filters[slug][$eq]=home')).json()).data[0].documentId}`],
      ['GET', 'contact-requests'],
      ['GET', 'chatbot-transcripts'],
      ['POST', 'upload', {}],
    ];
    for (const [method, path, body] of attempts) {
      const response = await withToken(path, { method, body: body ? JSON.stringify(body) : undefined });
      expect([401, 403, 404, 405]).toContain(response.status);
    }
    const admin = await fetch(`${cms.url}/content-manager/collection-types/api::contact-request.contact-request`, {
      headers: { Authorization: `Bearer ${cms.token}` },
    });
    expect(admin.status).toBe(401);
    const { data: after } = await (await withToken('services')).json();
    expect(after.map((service: { title: string }) => service.title)).not.toContain('Hacked');
  });
});

describe('a second boot of the same database', () => {
  let second: CmsInstance;
  let smtp: LoopbackSmtp;
  const contentTables = [
    'globals',
    'pages',
    'services',
    'faq_groups',
    'chatbot_settings',
    'files',
    'components_faq_entries',
  ];
  let before: Record<string, number>;
  const contentCounts = async (database: string) =>
    Object.fromEntries(
      await Promise.all(contentTables.map(async (table) => [table, await countRows(database, table)])),
    );

  beforeAll(async () => {
    before = await contentCounts(cms.database);
    await cms.stop();
    smtp = await loopbackSmtp();
    await smtp.listen();
    second = await startCms({
      dataDir: cms.dataDir,
      database: cms.database,
      env: {
        // On PostgreSQL the budget is kept in the database, so it outlives the first boot's requests.
        SUBMISSION_RATE_LIMIT: '10000',
        ...smtp.env,
        FORM_MIN_SECONDS: '0',
      },
    });
    cms = second;
  });

  afterAll(async () => {
    await second?.stop();
    await smtp?.stop();
  });

  it('duplicates nothing from the seed', async () => {
    expect(await contentCounts(second.database)).toEqual(before);
  });

  it('emails a stored transcript to the firm through SMTP', async () => {
    // With a form token, as the site's chat sends it: announced at once, not in the digest.
    const formToken = await tokenFor(cms.url);
    const response = await post('types/chatbot', { ...valid.chatbot, idempotencyKey: 'transcript-mail-1', formToken });
    // (The full notification behaviour, queue and content is in notifications.test.ts; the digest in
    // notification-cap.test.ts.)
    expect(response.status).toBe(201);
    // The leads stored on the first boot (no SMTP then) were queued and go out now too.
    const mail = await until(
      'the transcript email',
      async () => smtp.mails.find((sent) => sent.raw.includes('Subject: New chat transcript')),
      30_000,
      second.log,
    );
    expect(mail.raw).toContain('To: hello@meridianworks.example');
    // The decoded text: quoted-printable may wrap a line anywhere in the raw message.
    expect(mail.parsed.text).toContain('How is IT support priced?');
    expect(mail.raw).toContain('Reply-To: visitor@example.com');
  });
});
