/**
 * Two CMS instances on one database deliver every lead email once (issue 11): both run the
 * notification worker against the same outbox while SMTP is down, so both keep retrying the same
 * rows; when SMTP comes back, both take rows as fast as they can, and each email arrives exactly once.
 * Real processes cannot be made to collide on cue, so the exact interleaving that a broken claim
 * would lose to is forced in notification-claims.test.ts; this is the whole system doing it for real.
 */
import { postSubmission } from '../../tests/support/submissions';
import { until } from '../../tests/support/stack';
import { loopbackSmtp, type LoopbackSmtp } from '../../tests/support/smtp';
import { makeDataDir, rows, startCms, type CmsInstance } from '../../tests/support/cms';

jest.setTimeout(600_000);

const LEADS = 12;
let smtp: LoopbackSmtp | undefined;
const instances: CmsInstance[] = [];

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await smtp?.stop();
});

async function postLead(instance: CmsInstance, name: string) {
  // With a form token, as the site's form sends it: announced at once, not in the digest.
  const response = await postSubmission(instance.url, 'contactRequest', {
    name,
    email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
    message: 'Please call me back soon.',
  });
  expect(response.status).toBe(201);
}

it('sends each of many leads once while two instances race for them', async () => {
  smtp = await loopbackSmtp(); // refusing connections until it listens
  const { mails } = smtp;
  const dataDir = makeDataDir('cms-race-');
  const env = {
    SUBMISSION_RATE_LIMIT: '100000',
    ...smtp.env,
    NOTIFY_POLL_MS: '100',
    // A failed row waits 4 s before its next try. The workers take the oldest due rows first, so a
    // wait shorter than one pass over all the rows starves the newest: with 300 ms, on a busy machine
    // the first rows were due again before the last ones were ever tried, and the wait below for every
    // row's second try ran out (rows 1 to 8 tried 18 to 120 times in 60 s, rows 9 to 12 never).
    NOTIFY_BACKOFF_BASE_MS: '4000',
    NOTIFY_BACKOFF_MAX_MS: '4000',
    // Never given up here (giving up is cms/src/notifications/policy.test.ts's subject).
    NOTIFY_MAX_ATTEMPTS: '1000000',
    FORM_MIN_SECONDS: '0',
  };
  // One after the other, so only the first creates the schema; then both serve the same database.
  instances.push(await startCms({ dataDir, env }));
  instances.push(await startCms({ dataDir, database: instances[0].database, env }));

  for (let i = 0; i < LEADS; i += 1) await postLead(instances[i % 2], `Racer ${i}`);
  // Wait until both instances have failed on the rows a few times (every row tried at least twice);
  // they keep polling every 100 ms.
  await until(
    'every row tried twice while SMTP is down',
    async () => {
      const tried = await rows<{ attempts: number }>(instances[0].database, 'SELECT attempts FROM notifications');
      return tried.length === LEADS && tried.every((row) => Number(row.attempts) >= 2) ? true : undefined;
    },
    60_000,
    () => instances.map((instance) => instance.log()).join('\n'),
  );

  await smtp.listen();

  await until(
    'every lead email',
    async () => (mails.length >= LEADS ? true : undefined),
    90_000,
    () => instances.map((instance) => instance.log()).join('\n'),
  );
  // Nothing more arrives, proven by events rather than a guessed wait: one later lead per instance
  // (each instance's worker claims due rows oldest first, so a sent row taken again would go out
  // before them), then both instances stopped, which lets any send in progress finish first.
  await Promise.all(instances.map((instance, i) => postLead(instance, `Later ${i}`)));
  await until(
    'the later leads',
    async () => (mails.length >= LEADS + 2 ? true : undefined),
    60_000,
    () => instances.map((instance) => instance.log()).join('\n'),
  );
  await Promise.all(instances.map((instance) => instance.stop()));
  expect(mails.map((mail) => mail.parsed.subject ?? '').sort()).toEqual(
    [...Array.from({ length: LEADS }, (_, i) => `Racer ${i}`), 'Later 0', 'Later 1']
      .map((name) => `New contact request from ${name}`)
      .sort(),
  );
});
