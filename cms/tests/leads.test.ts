/**
 * Every lead is stored as the visitor typed it, once (issue 11), against a real Strapi on a fresh
 * SQLite file, reading rows back through the admin's Content Manager API (no SQL, so this runs on
 * any database): SPEC section 7's own transcript call, idempotency keys racing in the header and the
 * body, markup and other scripts stored verbatim, case-insensitive subscriptions racing, and a
 * fast-check property over every form and the chat: what the browser accepts, the CMS stores.
 */
import fc from 'fast-check';
import { canReachVisitor, cleanSubmission, SUBMISSION_RULES } from '../src/contracts/submission-rules';
import { FORM_KINDS, LEADS, LEAD_KINDS, type LeadKind } from '../src/contracts/leads';
import { adminApiAs, makeAdmin, type AdminApi } from '../../tests/support/admin';
import { chatContact, chatQuestions, formBody } from '../../tests/support/arbitraries';
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { leadBody } from '../../tests/support/submissions';

jest.setTimeout(600_000);

const admin = makeAdmin();
let cms: CmsInstance;
let editor: AdminApi;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Sends the same request `times` times at once; answers with the statuses (sorted) and bodies. */
async function race(times: number, send: () => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: times }, send));
  const bodies = await Promise.all(responses.map((response) => response.json()));
  return { statuses: responses.map((response) => response.status).sort(), bodies };
}

const specTranscript = {
  name: 'Ada Lovelace',
  email: 'ada.spec@example.com',
  phone: '+44 20 7946 0000',
  industry: 'Engineering',
  lang: 'en',
  questions: ['What services does Meridian Works offer?', 'How is IT support priced?'],
};

beforeAll(async () => {
  cms = await startCms({ env: { SUBMISSION_RATE_LIMIT: '100000', ...admin.env } });
  editor = await adminApiAs(cms.url, admin);
});

afterAll(async () => {
  await cms?.stop();
});

describe('the chatbot call as SPEC section 7 writes it', () => {
  it('stores exactly the spec body, with no idempotency key, with 201', async () => {
    const response = await post('types/chatbot', specTranscript);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const stored = await editor.get(LEADS['chatbot-transcript'].uid, data.documentId);
    expect(stored).toMatchObject({ ...specTranscript, idempotencyKey: null });
  });

  it.each([
    ['the Idempotency-Key header', { headers: { 'Idempotency-Key': 'header-key-0001' }, body: {} }],
    ['the body', { headers: {}, body: { idempotencyKey: 'body-key-00001' } }],
  ])('stores concurrent repeats of one key in %s once', async (_label, { headers, body }) => {
    const email = `race.${Object.keys(headers).length}@example.com`;
    const { statuses, bodies } = await race(8, () =>
      post('types/chatbot', { ...specTranscript, email, ...body }, headers),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(bodies.map((answer) => answer.data.documentId));
    expect(ids.size).toBe(1);
    expect(await editor.list(LEADS['chatbot-transcript'].uid, { email })).toHaveLength(1);
    // Each stored lead is announced once: one queued notification for the one row.
    const [documentId] = ids;
    expect(await editor.list('api::notification.notification', { submissionDocumentId: documentId })).toHaveLength(1);
  });

  it('takes the header over the body, and refuses a malformed key naming it, storing nothing', async () => {
    const first = await post(
      'types/chatbot',
      { ...specTranscript, idempotencyKey: 'body-wins-never' },
      { 'Idempotency-Key': 'header-wins-01' },
    );
    expect(first.status).toBe(201);
    const { data } = await first.json();
    expect((await editor.get(LEADS['chatbot-transcript'].uid, data.documentId)).idempotencyKey).toBe('header-wins-01');

    const before = (await editor.list(LEADS['chatbot-transcript'].uid)).length;
    const bad = await post('types/chatbot', specTranscript, { 'Idempotency-Key': 'no spaces allowed' });
    expect(bad.status).toBe(400);
    const payload = await bad.json();
    expect(payload.error.details.errors.map((error: { path: string[] }) => error.path[0])).toEqual(['idempotencyKey']);
    expect(await editor.list(LEADS['chatbot-transcript'].uid)).toHaveLength(before);
  });
});

describe("visitors' text is stored as typed", () => {
  const attack = '<img src=x onerror=alert(1)>';
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const cases: Array<[LeadKind, Record<string, unknown>]> = [
    [
      'contact-request',
      {
        name: `R&D <Pharma> "Ltd" 😀`,
        email: 'verbatim@example.com',
        company: "O'Brien & Søn <GmbH> 日本",
        message: `${attack}\n<script>alert("x")</script>\r\nΕλληνικά & עברית 👩🏽‍💻\n\n  indented`,
      },
    ],
    [
      'event-request',
      {
        name: 'Zoë <b>Bold</b>',
        email: 'events.verbatim@example.com',
        eventType: 'Launch <party> & "gala"',
        date: inDays(30),
        guests: 80,
        location: `Hall <1> & 'the' annex`,
        message: 'Line one\nline <two>',
      },
    ],
    ['subscription', { email: 'o.brien+news@example.com', name: `Seán "Ó" <Reader>` }],
    [
      'chatbot-transcript',
      {
        name: `${attack}`,
        email: 'not an <email> & so what',
        phone: 'after 6pm, ask for "Bo"',
        industry: 'R&D <Pharma>',
        lang: 'en',
        questions: ['What <b>is</b> turnkey & why?'],
      },
    ],
  ];

  it.each(cases)('%s: markup, quotes, ampersands, emoji, other scripts, line breaks', async (kind, body) => {
    const response = await post(LEADS[kind].path, body);
    // A sign-up is answered 202 without its row (confirmed opt-in): read back by its address.
    expect(response.status).toBe(kind === 'subscription' ? 202 : 201);
    const { data } = await response.json();
    const stored =
      kind === 'subscription'
        ? (await editor.list(LEADS[kind].uid, { email: body.email as string }))[0]
        : await editor.get(LEADS[kind].uid, data.documentId);
    expect(stored).toMatchObject(body);
  });
});

describe('where the visit came from (SOURCE_FIELDS), with every kind of lead', () => {
  const source = {
    landingPage: '/de/über-uns',
    referrer: 'www.linkedin.com',
    utmSource: 'linkedin',
    utmMedium: 'social',
    utmCampaign: 'Herbst <2026> & "mehr"',
    utmTerm: 'projektmanagement',
    utmContent: 'banner-a',
  };
  it.each(LEAD_KINDS)('%s: stored with the lead', async (kind) => {
    const body: Record<string, unknown> = { ...leadBody(kind, `source.${kind}`), ...source };
    const response = await post(LEADS[kind].path, body);
    expect(response.status).toBe(kind === 'subscription' ? 202 : 201);
    const { data } = await response.json();
    const stored =
      kind === 'subscription'
        ? (await editor.list(LEADS[kind].uid, { email: body.email as string }))[0]
        : await editor.get(LEADS[kind].uid, data.documentId);
    expect(stored).toMatchObject(source);
  });

  it.each([
    ['landingPage', 'https://elsewhere.example/page'],
    ['landingPage', '/two words'],
    ['referrer', 'https://www.linkedin.com/feed'],
    ['referrer', 'not a host'],
    ['utmCampaign', 'x'.repeat(201)],
    ['utmSource', 'two\nlines'],
  ])('a bad %s (%j) is refused with a 400 naming it, and nothing is stored', async (field, value) => {
    const email = `source.bad.${field}.${String(value).length}@example.com`;
    const response = await post(LEADS['contact-request'].path, {
      name: 'Source Bad',
      email,
      message: 'This one should not be stored.',
      [field]: value,
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.details.errors.map((item: { path: string[] }) => item.path[0])).toEqual([field]);
    expect(await editor.list(LEADS['contact-request'].uid, { email })).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('store one row for concurrent sign-ups of one address in different cases', async () => {
    const variants = ['Ada@Example.com', 'ada@example.com', 'ADA@EXAMPLE.COM', 'ada@EXAMPLE.com'];
    const responses = await Promise.all(
      [...variants, ...variants].map((email) => post('types/subscribtions', { email })),
    );
    // All answered alike (confirmed opt-in: the answer never tells whether the address was known).
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(202));
    const rows = (await editor.list(LEADS.subscription.uid)).filter(
      (row) => row.email.toLowerCase() === 'ada@example.com',
    );
    expect(rows).toHaveLength(1);
  });
});

describe('whatever the browser accepts, the CMS stores (property)', () => {
  const services = ['project-management', 'turnkey-solutions', 'business-consulting', 'it-support', 'event-planning'];
  let run = 0;

  /** Posts `body`, reads the row back in the admin and compares every rule field with what
   * cleanSubmission says is stored: the text as typed, trimmed the way both sides trim. */
  async function storesAsSent(kind: LeadKind, body: Record<string, unknown>) {
    const response = await post(LEADS[kind].path, body);
    // A sign-up is answered 202 without its row (the newsletter's confirmed opt-in): found by address.
    const accepted = kind === 'subscription' ? 202 : 201;
    if (response.status !== accepted)
      throw new Error(`${response.status}: ${await response.text()} for ${JSON.stringify(body)}`);
    const { data } = await response.json();
    const expected = cleanSubmission(kind, body);
    const stored =
      kind === 'subscription'
        ? (await editor.list(LEADS[kind].uid, { email: expected.email as string }))[0]
        : await editor.get(LEADS[kind].uid, data.documentId);
    for (const [field, rule] of Object.entries(SUBMISSION_RULES[kind])) {
      if (field === 'idempotencyKey') continue;
      expect([field, stored[field] ?? null]).toEqual([field, expected[field] ?? rule.default ?? null]);
    }
  }

  it.each(FORM_KINDS)('%s', async (kind) => {
    await fc.assert(
      fc.asyncProperty(formBody(kind, services), async (generated) => {
        run += 1;
        // Subscriptions are one per address: a unique prefix keeps every run a new sign-up.
        const body =
          kind === 'subscription' ? { ...generated, email: `run${run}.${String(generated.email)}` } : generated;
        await storesAsSent(kind, body);
      }),
      { numRuns: 20 },
    );
  });

  it("the chat's four contact fields and its questions", async () => {
    await fc.assert(
      fc.asyncProperty(chatContact.filter(canReachVisitor), chatQuestions, async (contact, questions) => {
        await storesAsSent('chatbot-transcript', { ...contact, lang: 'en', questions });
      }),
      { numRuns: 25 },
    );
  });
});
