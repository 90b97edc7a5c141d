/**
 * Every lead is announced to the firm by email, durably (issue 11): a real Strapi, a real SMTP server
 * on loopback (tests/support/smtp.ts), mail parsed with mailparser. SMTP refuses connections while three leads
 * arrive; the CMS is stopped with the emails still pending and started again on the same database;
 * then SMTP comes up and each email arrives exactly once, addressed only to the firm, with the
 * visitor's text literal in the plain part and escaped in the HTML part.
 */
import { until } from '../../tests/support/stack';
import { loopbackSmtp, type LoopbackSmtp } from '../../tests/support/smtp';
import { postSubmission } from '../../tests/support/submissions';
import { adminApiAs, makeAdmin, type AdminApi, type Row } from '../../tests/support/admin';
import { makeDataDir, startCms, type CmsInstance } from '../../tests/support/cms';

jest.setTimeout(600_000);

const NOTIFICATION = 'api::notification.notification';
const SETTINGS = 'api::notification-setting.notification-setting';
const FIRM_CONTACT = 'hello@meridianworks.example'; // the seeded Global settings contact email
const attack = '<img src=x onerror=alert(1)>';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const admin = makeAdmin();
const dataDir = makeDataDir('cms-notify-');
let smtp: LoopbackSmtp;
let cms: CmsInstance;
/** The lead database, kept across the restart (an SQLite file or a PostgreSQL database). */
let database: string | undefined;
let editor: AdminApi;

async function boot() {
  cms = await startCms({
    dataDir,
    database,
    env: {
      ...admin.env,
      SUBMISSION_RATE_LIMIT: '100000',
      ...smtp.env,
      SMTP_FROM: 'website@meridianworks.example',
      // Fast for the test: look every 200 ms, retry after 0.5, 1, 1.5, 1.5... seconds.
      NOTIFY_POLL_MS: '200',
      NOTIFY_BACKOFF_BASE_MS: '500',
      NOTIFY_BACKOFF_MAX_MS: '1500',
      FORM_MIN_SECONDS: '0',
      // The link in each email to the lead's page on the admin's lead desk.
      CMS_PUBLIC_URL: 'http://cms.meridianworks.example',
    },
  });
  database = cms.database;
  editor = await adminApiAs(cms.url, admin);
}

/** Posts as the site's forms do, with a form token: announced at once, not in the digest. */
const post = async (path: string, body: Record<string, unknown>) => {
  const response = await postSubmission(cms.url, path, body);
  expect(response.status).toBe(201);
  return (await response.json()).data.documentId as string;
};

/** A newsletter sign-up: answered 202 without its row (confirmed opt-in), so found by its address. */
const subscribe = async (email: string, name?: string) => {
  const response = await fetch(`${cms.url}/api/types/subscribtions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, ...(name ? { name } : {}) }),
  });
  expect(response.status).toBe(202);
  const [row] = await editor.list('api::subscription.subscription', { email });
  return row.documentId as string;
};

/** The email announcing a lead to the firm (not a subscriber's confirmation, see newsletter.test.ts). */
const notificationFor = async (documentId: string): Promise<Row> => {
  const [row] = await editor.list(NOTIFICATION, { submissionDocumentId: documentId, template: 'lead-announcement' });
  return row;
};

const LATER = 'New contact request from Later Lead';
const mailTo = (subject: string) => smtp.mails.filter((mail) => mail.parsed.subject === subject);

const ids: Record<'contact' | 'event' | 'chat' | 'subscription', string> = {} as never;

beforeAll(async () => {
  smtp = await loopbackSmtp(); // nothing listens there yet: SMTP refuses connections
  await boot();
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

describe('while SMTP refuses connections', () => {
  it('lets editors choose recipients per kind in Notification settings, seeded empty', async () => {
    expect(await editor.single(SETTINGS)).toMatchObject({
      contactRequestRecipients: null,
      eventRequestRecipients: null,
      chatbotTranscriptRecipients: null,
      announceSubscriptions: false,
    });
    await editor.updateSingle(SETTINGS, {
      contactRequestRecipients: 'sales@meridianworks.example,\nleads@meridianworks.example',
      eventRequestRecipients: 'events@meridianworks.example',
    });
  });

  it('stores and answers every lead at once, and queues its email, retrying with the error kept', async () => {
    ids.contact = await post('contactRequest', {
      name: `Ada <b>Lovelace</b>`,
      email: 'ada@example.com',
      company: 'R&D <Pharma>',
      message: `Please call me.\n${attack}\n"Thanks" & bye`,
    });
    ids.event = await post('eventRequests', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      eventType: 'Conference',
      date: inDays(40),
      guests: 120,
    });
    ids.chat = await post('chatbot', {
      name: attack,
      email: 'call me on Tuesday',
      phone: '',
      industry: 'R&D <Pharma>',
      lang: 'en',
      questions: ['How is IT support priced?'],
    });
    ids.subscription = await subscribe('reader@example.com');

    for (const id of [ids.contact, ids.event, ids.chat]) {
      const row = await until(
        'a failed attempt',
        async () => {
          const found = await notificationFor(id);
          // Between attempts (a row being retried is 'sending' for a moment, its last error kept).
          return found?.attempts >= 2 && found.state === 'pending' ? found : undefined;
        },
        60_000,
        cms.log,
      );
      expect(row).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    }
    // Subscriptions are not announced unless editors turn them on; the subscriber's own
    // confirmation email is queued all the same.
    expect(await notificationFor(ids.subscription)).toBeUndefined();
    const queued = await editor.list(NOTIFICATION, { submissionDocumentId: ids.subscription });
    expect(queued.map((row) => row.template)).toEqual(['subscriber-confirmation']);
    expect((await notificationFor(ids.contact)).subject).toBe('New contact request from Ada <b>Lovelace</b>');
  });
});

describe('after a restart, once SMTP accepts', () => {
  beforeAll(async () => {
    await cms.stop();
    await boot();
    await smtp.listen();
  });

  it('shows editors the newest notifications first, with their state', async () => {
    const { settings, layouts } = await editor.configuration(NOTIFICATION);
    expect(settings).toMatchObject({ defaultSortBy: 'id', defaultSortOrder: 'DESC' });
    expect(layouts.list).toEqual(['id', 'subject', 'state', 'attempts', 'createdAt', 'sentAt']);
  });

  it('delivers each pending email exactly once and marks it sent', async () => {
    // Three to the firm and the reader's confirmation.
    await until('four emails', async () => (smtp.mails.length >= 4 ? true : undefined), 60_000, cms.log);
    for (const id of [ids.contact, ids.event, ids.chat]) {
      const row = await until(
        'status sent',
        async () => {
          const found = await notificationFor(id);
          return found.state === 'sent' ? found : undefined;
        },
        30_000,
      );
      expect(row).toMatchObject({ lastError: null, sentAt: expect.any(String) });
    }
    // Nothing is sent twice. A later lead proves it without waiting a guessed time: the worker claims
    // due rows oldest first, so a sent row it wrongly took again would be mailed before this one.
    await post('contactRequest', {
      name: 'Later Lead',
      email: 'later@example.com',
      message: 'Please call me back next week.',
    });
    await until('the later lead', async () => (mailTo(LATER).length > 0 ? true : undefined), 30_000, cms.log);
    const [confirmation, ...others] = smtp.mails.filter((mail) => mail.rcptTo.includes('reader@example.com'));
    expect(others).toEqual([]);
    expect(confirmation.rcptTo).toEqual(['reader@example.com']);
    expect(confirmation.parsed.subject).toMatch(/^Please confirm your subscription/);
    const toFirm = smtp.mails.filter((mail) => mail !== confirmation);
    expect(toFirm.map((mail) => mail.parsed.subject).sort()).toEqual([
      'New chat transcript from <img src=x onerror=alert(1)>',
      'New contact request from Ada <b>Lovelace</b>',
      'New contact request from Later Lead',
      'New event request from Grace Hopper',
    ]);
  });

  it("sends only to the firm: the editors' recipients, else the contact email", () => {
    const [contact] = mailTo('New contact request from Ada <b>Lovelace</b>');
    expect(contact.rcptTo).toEqual(['sales@meridianworks.example', 'leads@meridianworks.example']);
    expect(mailTo('New event request from Grace Hopper')[0].rcptTo).toEqual(['events@meridianworks.example']);
    expect(mailTo(`New chat transcript from ${attack}`)[0].rcptTo).toEqual([FIRM_CONTACT]);
    for (const mail of smtp.mails) {
      expect(mail.rcptTo).not.toContain('ada@example.com');
      expect(mail.rcptTo).not.toContain('grace@example.com');
    }
  });

  it('replies to the visitor only at a valid address', () => {
    const [contact] = mailTo('New contact request from Ada <b>Lovelace</b>');
    expect(contact.parsed.replyTo?.value.map((address) => address.address)).toEqual(['ada@example.com']);
    const [chat] = mailTo(`New chat transcript from ${attack}`);
    expect(chat.parsed.replyTo).toBeUndefined();
    expect(chat.parsed.from?.value[0].address).toBe('website@meridianworks.example');
  });

  it("holds the visitor's text literally in the plain part and escaped in the HTML part", () => {
    const [contact] = mailTo('New contact request from Ada <b>Lovelace</b>');
    expect(contact.parsed.text).toContain(`  ${attack}\n  "Thanks" & bye`);
    expect(contact.parsed.text).toContain('Company: R&D <Pharma>');
    const html = contact.parsed.html as string;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('R&amp;D &lt;Pharma&gt;');
    expect(html).not.toMatch(/<img|<b>/i);

    const [chat] = mailTo(`New chat transcript from ${attack}`);
    expect(chat.parsed.text).toContain('Industry: R&D <Pharma>');
    expect(chat.parsed.text).toContain('1. How is IT support priced?');
    expect(chat.parsed.html).not.toMatch(/<img/i);
  });

  it("links each lead to its page on the admin's lead desk", () => {
    const link = (kind: string, documentId: string) =>
      `http://cms.meridianworks.example/admin/leads/${kind}/${documentId}`;
    const [contact] = mailTo('New contact request from Ada <b>Lovelace</b>');
    expect(contact.parsed.text).toContain(`In the admin: ${link('contact-request', ids.contact)}`);
    expect(contact.parsed.html).toContain(`<a href="${link('contact-request', ids.contact)}">`);
    expect(mailTo('New event request from Grace Hopper')[0].parsed.text).toContain(link('event-request', ids.event));
  });

  it('announces subscriptions once editors turn them on', async () => {
    await editor.updateSingle(SETTINGS, {
      announceSubscriptions: true,
      subscriptionRecipients: 'news@meridianworks.example',
    });
    const id = await subscribe('New.Reader@example.com', 'New <Reader>');
    const row = await until(
      'the subscription email',
      async () => {
        const found = await notificationFor(id);
        return found?.state === 'sent' ? found : undefined;
      },
      30_000,
      cms.log,
    );
    expect(row.recipients).toBe('news@meridianworks.example');
    const [mail] = mailTo('New newsletter subscription from New <Reader>');
    expect(mail.rcptTo).toEqual(['news@meridianworks.example']);
    expect(mail.parsed.replyTo?.value[0].address).toBe('New.Reader@example.com');
  });
});
