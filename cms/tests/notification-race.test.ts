/**
 * Two CMS instances on one database deliver every lead email once (issue 11): both run the
 * notification worker against the same outbox while SMTP is down, so both keep retrying the same
 * rows; when SMTP comes back, both take rows as fast as they can, and each email arrives exactly once.
 * Real processes cannot be made to collide on cue, so the exact interleaving that a broken claim
 * would lose to is forced in notification-claims.test.ts; this is the whole system doing it for real.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { until } from '../../tests/support/stack';
import { freePort, makeDataDir, startCms, type CmsInstance } from '../../tests/support/cms';

jest.setTimeout(600_000);

const LEADS = 12;
const subjects: string[] = [];
let smtp: SMTPServer | undefined;
const instances: CmsInstance[] = [];

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

it('sends each of many leads once while two instances race for them', async () => {
  const smtpPort = await freePort();
  const dataDir = makeDataDir('cms-race-');
  const env = {
    SUBMISSION_RATE_LIMIT: '100000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_IGNORE_TLS: 'true',
    NOTIFY_POLL_MS: '100',
    NOTIFY_BACKOFF_BASE_MS: '300',
    NOTIFY_BACKOFF_MAX_MS: '300',
  };
  // One after the other, so only the first creates the schema; then both serve the same database.
  instances.push(await startCms({ dataDir, env }));
  instances.push(await startCms({ dataDir, database: instances[0].database, env }));

  for (let i = 0; i < LEADS; i += 1) {
    const response = await fetch(`${instances[i % 2].url}/api/types/contactRequest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Racer ${i}`,
        email: `racer${i}@example.com`,
        message: 'Please call me back soon.',
      }),
    });
    expect(response.status).toBe(201);
  }
  // Both instances have now failed on the rows a few times and keep polling every 100 ms.
  await new Promise((resolve) => setTimeout(resolve, 1500));

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          subjects.push(mail.subject ?? '');
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));

  await until(
    'every lead email',
    async () => (subjects.length >= LEADS ? true : undefined),
    90_000,
    () => instances.map((instance) => instance.log()).join('\n'),
  );
  // Several more polls of both instances: nothing more arrives.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(subjects.sort()).toEqual(
    Array.from({ length: LEADS }, (_, i) => `New contact request from Racer ${i}`).sort(),
  );
});
