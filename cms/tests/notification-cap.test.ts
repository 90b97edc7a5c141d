/**
 * Nobody can flood the firm's inbox (issue 19): past NOTIFY_CAP emails in a window, leads are still
 * stored and are announced together in one digest when the window ends; a lead sent without a form
 * token (not through the site's own forms) is announced only in the digest. A real Strapi, the
 * loopback SMTP server, on SQLite and PostgreSQL.
 */
import { loopbackSmtp, type LoopbackSmtp } from '../../tests/support/smtp';
import { rows, startCms, type CmsInstance } from '../../tests/support/cms';
import { postSubmission } from '../../tests/support/submissions';
import { until } from '../../tests/support/until';

jest.setTimeout(300_000);

const CAP = 2;
/** Long enough for the six leads to be posted inside one window on a slow, busy machine. */
const WINDOW_MS = 15_000;
/** What must be left of a window to begin in it: the six posts' time, with room to spare. */
const POSTING_MS = 10_000;
let smtp: LoopbackSmtp;
let cms: CmsInstance;

beforeAll(async () => {
  smtp = await loopbackSmtp();
  await smtp.listen();
  cms = await startCms({
    env: {
      ...smtp.env,
      NOTIFY_CAP: String(CAP),
      NOTIFY_CAP_WINDOW: String(WINDOW_MS / 1000),
      NOTIFY_POLL_MS: '200',
      FORM_MIN_SECONDS: '0',
      SUBMISSION_RATE_LIMIT: '1000',
    },
  });
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

const contact = (name: string, token = true) =>
  postSubmission(
    cms.url,
    'contactRequest',
    { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, message: `Please call me, ${name}.` },
    { token },
  );

it('sends NOTIFY_CAP single emails in a window, then one digest with every other lead when it ends', async () => {
  // The leads must all arrive in one window: when less than POSTING_MS is left of this one, wait for
  // the start of the next. The windows are fixed on the clock and no event marks their start, so
  // this one wait is on the clock.
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < POSTING_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
  const windowEnd = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
  const names = ['Flood One', 'Flood Two', 'Flood Three', 'Flood Four', 'Flood Five'];
  for (const name of names) expect((await contact(name)).status).toBe(201);
  expect((await contact('Bare Call', false)).status).toBe(201);
  // Else the scenario is not the one tested (a second window would allow two more single emails).
  expect({ postedBeforeTheWindowEnded: Date.now() < windowEnd }).toEqual({ postedBeforeTheWindowEnded: true });

  const digestSubject = '4 leads held for this digest (Meridian Works website)';
  const digest = await until(
    'the digest email',
    async () => smtp.mails.find((mail) => mail.parsed.subject === digestSubject),
    60_000,
    () => smtp.mails.map((mail) => mail.parsed.subject).join('\n'),
  );
  const singles = smtp.mails.filter((mail) => mail !== digest).map((mail) => mail.parsed.subject);

  // The cap's worth of single emails, for the first leads to be sent, then nothing but the digest.
  expect(singles).toHaveLength(CAP);
  expect(singles.every((subject) => /^New contact request from Flood (One|Two|Three|Four|Five)$/.test(subject!))).toBe(
    true,
  );
  // The digest names every lead that had no email of its own, the tokenless one included, and came
  // once the window had ended.
  const announcedAlone = singles.map((subject) => subject!.replace('New contact request from ', ''));
  for (const name of [...names.filter((name) => !announcedAlone.includes(name)), 'Bare Call']) {
    expect(digest.parsed.text).toContain(`New contact request from ${name}`);
  }
  expect(digest.parsed.text).not.toContain(`from ${announcedAlone[0]} (`);
  expect(digest.parsed.date!.getTime()).toBeGreaterThanOrEqual(windowEnd - 1000);
  expect(digest.rcptTo).toEqual(['hello@meridianworks.example']);

  // Every lead is stored and its email marked sent: two alone, four in the digest. The rows are
  // marked once SMTP has accepted the digest, a moment after the server above has it: waited for.
  const notifications = () =>
    rows<{ state: string; digest: number | boolean | null }>(
      cms.database,
      "SELECT state, digest FROM notifications WHERE subject LIKE 'New contact request from %'",
    );
  let last: unknown;
  const states = await until(
    'every notification marked sent',
    async () => {
      const found = (last = await notifications());
      return found.length === 6 && found.every((row) => row.state === 'sent') ? found : undefined;
    },
    30_000,
    () => JSON.stringify(last),
  );
  expect(states).toHaveLength(6);
  expect(states.filter((row) => Boolean(row.digest))).toHaveLength(4);
});
