/**
 * What the site-rebuild webhook sends (rebuild-webhook.ts), against a stand-in for Strapi's webhook
 * store and runner: nothing about a type the site does not show, everything else as Strapi sends it.
 * The whole path (an editor's delete and publish, the site's builds) is in tests/integration/rebuild.test.ts.
 */
import type { Core } from '@strapi/strapi';
import { LEADS, LEAD_KINDS } from '../contracts/leads';
import {
  ensureRebuildWebhook,
  NOT_ON_SITE,
  REBUILD_EVENTS,
  REBUILD_WEBHOOK_NAME,
  sendsRebuild,
} from './rebuild-webhook';

const SITE_CONTENT = 'api::page.page';
const REDIRECT = 'api::redirect.redirect';

function fakeStrapi() {
  const send = jest.fn(async (_webhook: object, _event: string, _info?: object) => ({ statusCode: 202 }));
  const runner = { add: jest.fn(), update: jest.fn(), remove: jest.fn(), run: send };
  const store = {
    allowedEvents: new Map(REBUILD_EVENTS.map((event) => [event, event])),
    findWebhooks: async () => [],
    createWebhook: async (data: object) => ({ id: '1', ...data }),
    updateWebhook: jest.fn(),
    deleteWebhook: jest.fn(),
  };
  const services: Record<string, unknown> = { webhookStore: store, webhookRunner: runner };
  const strapi = { get: (name: string) => services[name], log: { info: jest.fn(), warn: jest.fn() } };
  return { strapi: strapi as unknown as Core.Strapi, runner, send };
}

const siteWebhook = { name: REBUILD_WEBHOOK_NAME, url: 'http://site/__rebuild', headers: {}, events: REBUILD_EVENTS };
const editorsWebhook = { ...siteWebhook, name: 'crm-sync', url: 'http://crm/hook' };

beforeAll(() => {
  process.env.SITE_REBUILD_URL = 'http://127.0.0.1:9/__rebuild';
  process.env.REBUILD_SECRET = 'test-secret-of-thirty-two-chars!';
});

afterAll(() => {
  delete process.env.SITE_REBUILD_URL;
  delete process.env.REBUILD_SECRET;
});

it('knows the leads, their emails, the email settings, the data request log, the lead desk and scheduled actions as not on the site', () => {
  const leads = LEAD_KINDS.map((kind) => LEADS[kind].uid);
  expect(leads).toEqual(
    expect.arrayContaining([
      'api::chatbot-transcript.chatbot-transcript',
      'api::contact-request.contact-request',
      'api::event-request.event-request',
      'api::subscription.subscription',
    ]),
  );
  expect([...NOT_ON_SITE].sort()).toEqual(
    [
      ...leads,
      'api::data-request-log.data-request-log',
      'api::lead-activity.lead-activity',
      'api::lead-state.lead-state',
      'api::notification-setting.notification-setting',
      'api::notification.notification',
      'plugin::publisher.action',
    ].sort(),
  );
});

it('sends nothing about a type the site does not show, and everything else', async () => {
  const { strapi, runner, send } = fakeStrapi();
  await ensureRebuildWebhook(strapi);
  await ensureRebuildWebhook(strapi); // a second bootstrap wraps nothing twice

  for (const uid of NOT_ON_SITE) {
    expect(await runner.run(siteWebhook, 'entry.delete', { uid })).toEqual({ statusCode: 204 });
  }
  expect(send).not.toHaveBeenCalled();

  // A saved draft changes nothing on the live site.
  expect(await runner.run(siteWebhook, 'entry.update', { uid: SITE_CONTENT })).toEqual({ statusCode: 204 });
  expect(await runner.run(siteWebhook, 'entry.create', { uid: 'api::page.page' })).toEqual({ statusCode: 204 });
  expect(send).not.toHaveBeenCalled();

  await runner.run(siteWebhook, 'entry.publish', { uid: SITE_CONTENT });
  // A redirect has no draft: saving it is publishing it.
  await runner.run(siteWebhook, 'entry.create', { uid: REDIRECT });
  await runner.run(siteWebhook, 'media.update', {});
  await runner.run(siteWebhook, 'trigger-test');
  // An editor's own webhook still hears about leads.
  await runner.run(editorsWebhook, 'entry.delete', { uid: 'api::contact-request.contact-request' });
  expect(send.mock.calls).toEqual([
    [siteWebhook, 'entry.publish', { uid: SITE_CONTENT }],
    [siteWebhook, 'entry.create', { uid: REDIRECT }],
    [siteWebhook, 'media.update', {}],
    [siteWebhook, 'trigger-test', {}],
    [editorsWebhook, 'entry.delete', { uid: 'api::contact-request.contact-request' }],
  ]);
});

it('rebuilds for a saved redirect, a publish, an unpublish and a delete; never for a saved draft', () => {
  for (const event of ['entry.create', 'entry.update', 'entry.delete'])
    expect(sendsRebuild(event, REDIRECT)).toBe(true);
  for (const event of ['entry.publish', 'entry.unpublish', 'entry.delete'])
    expect(sendsRebuild(event, SITE_CONTENT)).toBe(true);
  for (const event of ['entry.create', 'entry.update']) {
    expect(sendsRebuild(event, SITE_CONTENT)).toBe(false);
    expect(sendsRebuild(event, 'plugin::users-permissions.user')).toBe(false);
  }
  expect(sendsRebuild('entry.create', 'api::contact-request.contact-request')).toBe(false);
  expect(sendsRebuild('media.update', undefined)).toBe(true);
  // The insights and case studies (issue 48) go live on publish, as pages do: a saved draft rebuilds nothing.
  for (const uid of [
    'api::article.article',
    'api::author.author',
    'api::category.category',
    'api::case-study.case-study',
  ]) {
    for (const event of ['entry.publish', 'entry.unpublish', 'entry.delete'])
      expect(sendsRebuild(event, uid)).toBe(true);
    expect(sendsRebuild('entry.update', uid)).toBe(false);
  }
});
