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
import { makeDataDir, startCms, type CmsInstance } from '../../tests/support/cms';

jest.setTimeout(600_000);

const LEADS = 12;
let smtp: LoopbackSmtp | undefined;
const instances: CmsInstance[] = [];

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await smtp?.stop();
});

it('sends each of many leads once while two instances race for them', async () => {
  smtp = await loopbackSmtp(); // refusing connections until it listens
  const { mails } = smtp;
  const dataDir = makeDataDir('cms-race-');
  const env = {
    SUBMISSION_RATE_LIMIT: '100000',
    ...smtp.env,
    NOTIFY_POLL_MS: '100',
    NOTIFY_BACKOFF_BASE_MS: '300',
    NOTIFY_BACKOFF_MAX_MS: '300',
    FORM_MIN_SECONDS: '0',
  };
  // One after the other, so only the first creates the schema; then both serve the same database.
  instances.push(await startCms({ dataDir, env }));
  instances.push(await startCms({ dataDir, database: instances[0].database, env }));

  for (let i = 0; i < LEADS; i += 1) {
    const response = await postSubmission(instances[i % 2].url, 'contactRequest', {
      name: `Racer ${i}`,
      email: `racer${i}@example.com`,
      message: 'Please call me back soon.',
    });
    expect(response.status).toBe(201);
  }
  // Both instances have now failed on the rows a few times and keep polling every 100 ms.
  await new Promise((resolve) => setTimeout(resolve, 1500));

  await smtp.listen();

  await until(
    'every lead email',
    async () => (mails.length >= LEADS ? true : undefined),
    90_000,
    () => instances.map((instance) => instance.log()).join('\n'),
  );
  // Several more polls of both instances: nothing more arrives.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(mails.map((mail) => mail.parsed.subject ?? '').sort()).toEqual(
    Array.from({ length: LEADS }, (_, i) => `New contact request from Racer ${i}`).sort(),
  );
});
