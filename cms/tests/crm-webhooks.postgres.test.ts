/**
 * Three CMS instances on one PostgreSQL database deliver every CRM webhook (src/crm, issue 49 part 3):
 * leads come in and their statuses change through all three while the CRM refuses connections, so
 * all three keep retrying the same rows; when the CRM comes up (a receiver on loopback verifying every
 * Standard Webhooks signature with the specification's own library, tests/support/webhooks.ts), every
 * event arrives, verified, each under the one webhook-id it was queued with: none twice, none under
 * two ids, and a lead's status change never before the lead. Real processes cannot be made to collide
 * on cue: the claim itself is raced in notification-claims.test.ts (the same claimDue).
 */
import { rows, startCms, startCmsTogether, type CmsInstance } from '../../tests/support/cms';
import { jsonCaller, makeAdmin } from '../../tests/support/admin';
import { postSubmission } from '../../tests/support/submissions';
import { until } from '../../tests/support/until';
import { signedWebhookReceiver, type SignedWebhookReceiver } from '../../tests/support/webhooks';

jest.setTimeout(600_000);

const LEADS = 9;
const owner = makeAdmin();
const instances: CmsInstance[] = [];
let crm: SignedWebhookReceiver | undefined;
const logs = () => instances.map((instance) => instance.log()).join('\n');

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await crm?.close();
});

interface WebhookRow {
  event: string;
  message_id: string;
  attempts: number;
  lead_document_id: string;
}
const webhooks = () =>
  rows<WebhookRow>(
    instances[0].database,
    'SELECT event, message_id, attempts, lead_document_id FROM lead_webhooks ORDER BY id',
  );

/** A contact request through `instance`; answers its document id. */
async function postLead(instance: CmsInstance, name: string): Promise<string> {
  const response = await postSubmission(instance.url, 'contactRequest', {
    name,
    email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
    message: 'Please call me back soon.',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

it('delivers every event once, verified, under one id, while three instances race for them', async () => {
  crm = await signedWebhookReceiver(); // refusing connections until it listens
  const env = {
    ...owner.env,
    ...crm.env,
    SUBMISSION_RATE_LIMIT: '100000',
    FORM_MIN_SECONDS: '0',
    NOTIFY_POLL_MS: '100',
    NOTIFY_BACKOFF_BASE_MS: '300',
    NOTIFY_BACKOFF_MAX_MS: '300',
  };
  // The first alone creates the new table; then two more on the same database at once.
  instances.push(await startCms({ env }));
  const { dataDir, database } = instances[0];
  instances.push(...(await startCmsTogether([1, 2].map(() => ({ dataDir, database, env })))));
  // One admin session, good on every instance (they share their signing secrets, as behind a load balancer).
  const token = (await jsonCaller(() => instances[0].url)('POST', '/admin/login', undefined, owner)).body.data.token;

  const ids: string[] = [];
  for (let i = 0; i < LEADS; i += 1) ids.push(await postLead(instances[i % 3], `Racer ${i}`));
  for (const [i, id] of ids.entries()) {
    const changed = await jsonCaller(() => instances[(i + 1) % 3].url)(
      'PUT',
      `/lead-desk/leads/contact-request/${id}`,
      token,
      { status: 'contacted' },
    );
    expect(changed.status).toBe(200);
  }

  // Every instance keeps trying the leads; a lead's status change waits for the lead (never tried).
  await until(
    'every lead tried twice while the CRM is down',
    async () => {
      const queued = await webhooks();
      const created = queued.filter((row) => row.event === 'lead.created');
      return queued.length === 2 * LEADS && created.every((row) => Number(row.attempts) >= 2) ? true : undefined;
    },
    90_000,
    logs,
  );
  for (const row of (await webhooks()).filter((row) => row.event === 'lead.status_changed'))
    expect(Number(row.attempts)).toBe(0);

  await crm.listen();
  await until('every event', async () => (crm!.accepted().length >= 2 * LEADS ? true : undefined), 120_000, logs);
  // Nothing more arrives, proven by events rather than a guessed wait: one later lead per instance
  // (each worker claims due rows oldest first, so a delivered row taken again would go out before
  // them), then all instances stopped, which lets any try in progress finish first.
  const later = await Promise.all(instances.map((instance, i) => postLead(instance, `Later ${i}`)));
  await until(
    'the later leads',
    async () => (crm!.accepted().length >= 2 * LEADS + 3 ? true : undefined),
    60_000,
    logs,
  );
  await Promise.all(instances.map((instance) => instance.stop()));

  expect(crm.calls.every((call) => call.verified)).toBe(true);
  const queued = await webhooks();
  const accepted = crm.accepted();
  // Each queued event arrived exactly once, under its own id...
  expect(accepted.map((call) => call.id).sort()).toEqual(queued.map((row) => row.message_id).sort());
  // ...and no event under two ids: one lead.created per lead, one status change per racer.
  const order = accepted.map((call) => `${call.message!.type} ${call.message!.data.id as string}`);
  expect([...order].sort()).toEqual(
    [...[...ids, ...later].map((id) => `lead.created ${id}`), ...ids.map((id) => `lead.status_changed ${id}`)].sort(),
  );
  // A lead before its status change, whichever instance sent each.
  for (const id of ids)
    expect(order.indexOf(`lead.created ${id}`)).toBeLessThan(order.indexOf(`lead.status_changed ${id}`));
});
