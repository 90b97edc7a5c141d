/**
 * Scheduled publishing with two CMS instances on one PostgreSQL database: every instance looks for
 * due actions, and each action is run by exactly one of them (src/scheduling/runner.ts). Five
 * services' draft changes scheduled for the same moment, half through each instance, are each
 * published once: five `entry.publish` webhook calls in all, one per service. PostgreSQL only.
 */
import { makeDataDir, startCmsTogether, type CmsInstance } from '../../tests/support/cms';
import { createDatabase, sharedCluster } from '../../tests/support/postgres';
import { until } from '../../tests/support/until';
import { startWebhookReceiver, type WebhookReceiver } from '../../tests/support/webhooks';
import { contentManagerFor, editable, jsonCaller, makeAdmin, publishDocument } from '../../tests/support/admin';
import { live, schedule } from '../../tests/support/scheduling';

jest.setTimeout(400_000);

const SERVICE = 'api::service.service';
const owner = makeAdmin();
let instances: CmsInstance[];
let webhook: WebhookReceiver;

beforeAll(async () => {
  webhook = await startWebhookReceiver();
  const database = await createDatabase(sharedCluster()!);
  const env = { ...owner.env, SITE_REBUILD_URL: webhook.url, SCHEDULED_PUBLISH_CHECK_SECONDS: '1' };
  instances = await startCmsTogether([
    { database, dataDir: makeDataDir(), env },
    { database, dataDir: makeDataDir(), env },
  ]);
});

afterAll(async () => {
  await Promise.all(instances?.map((cms) => cms.stop()) ?? []);
  await webhook?.close();
});

it('publishes each scheduled change once across both instances', async () => {
  const [first] = instances;
  const services = (await live(first.url, first.token, 'services')).body.data as Array<{ documentId: string }>;
  expect(services).toHaveLength(5);
  const executeIn = 8000;
  const startedAt = Date.now();
  const titles: Record<string, string> = {};

  await Promise.all(
    services.map(async ({ documentId }, index) => {
      const cms = instances[index % 2];
      const call = jsonCaller(() => cms.url);
      const token = (await call('POST', '/admin/login', undefined, owner)).body.data.token as string;
      const contentManager = contentManagerFor(cms.url, token);
      const { data } = await contentManager('GET', `collection-types/${SERVICE}/${documentId}`);
      titles[documentId] = `Scheduled ${index} ${startedAt}`;
      await contentManager('PUT', `collection-types/${SERVICE}/${documentId}`, {
        ...editable(data),
        title: titles[documentId],
      });
      const scheduled = await schedule(call, token, {
        mode: 'publish',
        entitySlug: SERVICE,
        entityId: documentId,
        inMs: executeIn - (Date.now() - startedAt),
      });
      expect(scheduled.status).toBe(201);
    }),
  );

  await until(
    'every scheduled title on the content API',
    async () => {
      const published = (await live(first.url, first.token, 'services')).body.data as Array<Record<string, string>>;
      return published.every((service) => service.title === titles[service.documentId]) ? true : undefined;
    },
    90_000,
    () => instances.map((cms) => cms.log()).join('\n'),
  );
  const publishCalls = () => webhook.calls.filter((hook) => hook.event === 'entry.publish' && hook.uid === SERVICE);
  await until('five webhook calls', async () => (publishCalls().length >= 5 ? true : undefined), 30_000);

  // A later event from each instance: any second run of an action would have been announced before it.
  for (const cms of instances) {
    const call = jsonCaller(() => cms.url);
    const token = (await call('POST', '/admin/login', undefined, owner)).body.data.token as string;
    const before = webhook.calls.length;
    await publishDocument(contentManagerFor(cms.url, token), 'api::privacy-page.privacy-page', {});
    await until('the later publish', async () => (webhook.calls.length > before ? true : undefined), 30_000);
  }
  expect(
    publishCalls()
      .map((hook) => hook.entry!.documentId)
      .sort(),
  ).toEqual(Object.keys(titles).sort());
  const ran = instances.map((cms) => (cms.log().match(/Scheduled publish of api::service\.service/g) ?? []).length);
  expect(ran[0] + ran[1]).toBe(5);
});
