/**
 * Scheduled publishing (strapi-plugin-publisher, src/scheduling) on a real CMS: a draft change
 * scheduled a few seconds ahead through the admin API the edit view uses goes live at that time,
 * announced once to the site-rebuild webhook; an unpublish likewise; who may schedule (an Author,
 * whose role cannot publish, may not; a role that publishes only its own entries, or only German,
 * none other, as the Content Manager's publish answers); bad input refused naming the field; no
 * content API route.
 */
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { until } from '../../tests/support/until';
import { startWebhookReceiver, type WebhookReceiver } from '../../tests/support/webhooks';
import {
  contentManagerFor,
  customRole,
  editable,
  inviteAdmin,
  jsonCaller,
  makeAdmin,
  strongCredentials,
} from '../../tests/support/admin';
import { live, schedule } from '../../tests/support/scheduling';

jest.setTimeout(240_000);

/** The home page: the page entry with the slug `home` (cms/src/contracts/pages.ts). */
const HOME = 'api::page.page';
const SERVICE = 'api::service.service';
const owner = makeAdmin();
const AUTHOR = { email: 'author@example.com', password: 'Orbit-Tangle-15' };
const EDITOR = { email: 'writer@example.com', password: 'Copper-Wicket-Glacier-63' };

let cms: CmsInstance;
let webhook: WebhookReceiver;
let ownerToken: string;
const tokens: Record<string, string> = {};
const call = jsonCaller(() => cms.url);

const invite = (role: string, credentials: typeof AUTHOR) =>
  inviteAdmin(cms.url, ownerToken, role, { firstname: 'Test', lastname: role, ...credentials });

const publishes = (uid: string, documentId: string, event = 'entry.publish') =>
  webhook.calls.filter((hook) => hook.event === event && hook.uid === uid && hook.entry?.documentId === documentId);

beforeAll(async () => {
  webhook = await startWebhookReceiver();
  cms = await startCms({ env: { ...owner.env, SITE_REBUILD_URL: webhook.url, SCHEDULED_PUBLISH_CHECK_SECONDS: '1' } });
  ownerToken = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
  tokens.author = await invite('strapi-author', AUTHOR);
  tokens.editor = await invite('strapi-editor', EDITOR);
});

afterAll(async () => {
  await cms?.stop();
  await webhook?.close();
});

it('publishes a saved draft at the scheduled time, announced once to the rebuild webhook, then unpublishes it', async () => {
  const contentManager = contentManagerFor(cms.url, tokens.editor);
  const [home] = (await contentManager('GET', `collection-types/${HOME}?filters[slug][$eq]=home`)).results;
  const { data: draft } = await contentManager('GET', `collection-types/${HOME}/${home.documentId}`);
  const title = `Scheduled title ${Date.now()}`;
  await contentManager('PUT', `collection-types/${HOME}/${home.documentId}`, { ...editable(draft), title });
  /** The published home page as the site reads it, or undefined. */
  const liveHome = async () => (await live(cms.url, cms.token, 'pages?filters[slug][$eq]=home')).body.data[0];
  expect((await liveHome()).title).not.toBe(title);

  const scheduled = await schedule(call, tokens.editor, {
    mode: 'publish',
    entitySlug: HOME,
    entityId: draft.documentId,
    inMs: 3000,
  });
  expect(scheduled.status).toBe(201);
  // The edit view shows the pending action.
  const listed = await call(
    'GET',
    `/publisher/actions?filters[entitySlug]=${HOME}&filters[entityId]=${draft.documentId}&filters[mode]=publish`,
    tokens.editor,
  );
  expect(listed).toMatchObject({ status: 200, body: { data: [{ mode: 'publish', entityId: draft.documentId }] } });

  await until(
    'the scheduled title on the content API',
    async () => ((await liveHome())?.title === title ? true : undefined),
    60_000,
    cms.log,
  );
  await until('its webhook call', async () => (publishes(HOME, draft.documentId).length ? true : undefined), 30_000);

  // Unpublishing the home page a moment later: a later event, which also proves the publish was
  // announced once (a second announcement would have come before it).
  await schedule(call, tokens.editor, { mode: 'unpublish', entitySlug: HOME, entityId: draft.documentId, inMs: 2000 });
  await until(
    'the home page gone from the content API',
    async () => ((await liveHome()) === undefined ? true : undefined),
    60_000,
    cms.log,
  );
  await until(
    'the unpublish webhook call',
    async () => (publishes(HOME, draft.documentId, 'entry.unpublish').length ? true : undefined),
    30_000,
  );
  expect(publishes(HOME, draft.documentId)).toHaveLength(1);
  expect(publishes(HOME, draft.documentId, 'entry.unpublish')).toHaveLength(1);
  // Done actions are gone, and deleting them announced nothing.
  expect((await call('GET', `/publisher/actions?filters[entitySlug]=${HOME}`, tokens.editor)).body.data).toEqual([]);
  expect(webhook.calls.filter((hook) => hook.uid === 'plugin::publisher.action')).toEqual([]);
});

it("publishes one language's version at its time and leaves the other language's draft a draft", async () => {
  const contentManager = contentManagerFor(cms.url, tokens.editor);
  const liveTitle = async (locale: string, documentId: string) =>
    (await live(cms.url, cms.token, `services/${documentId}?locale=${locale}`)).body.data.title as string;
  const [service] = (await live(cms.url, cms.token, 'services?locale=de&sort=order:asc')).body.data as Array<{
    documentId: string;
  }>;
  const { documentId } = service;
  const englishLive = await liveTitle('en', documentId);
  const stamp = Date.now();
  for (const [locale, title] of [
    ['de', `Geplanter Titel ${stamp}`],
    ['en', `Unscheduled English title ${stamp}`],
  ]) {
    const document = `collection-types/${SERVICE}/${documentId}?locale=${locale}`;
    const { data: draft } = await contentManager('GET', document);
    await contentManager('PUT', document, { ...editable(draft), title });
  }
  const scheduled = await schedule(call, tokens.editor, {
    mode: 'publish',
    entitySlug: SERVICE,
    entityId: documentId,
    locale: 'de',
    inMs: 2000,
  });
  expect(scheduled.status).toBe(201);
  await until(
    'the German title on the content API',
    async () => ((await liveTitle('de', documentId)) === `Geplanter Titel ${stamp}` ? true : undefined),
    60_000,
    cms.log,
  );
  expect(await liveTitle('en', documentId)).toBe(englishLive);
  // Strapi sends webhooks after the publish commits, so the call may come a moment after the title.
  await until('its webhook call', async () => (publishes(SERVICE, documentId).length ? true : undefined), 30_000);
  expect(publishes(SERVICE, documentId).map((hook) => hook.entry?.locale)).toEqual(['de']);
});

it('lets only roles that may publish schedule, and refuses a type or mode that cannot be scheduled, naming it', async () => {
  const services = (await live(cms.url, cms.token, 'services')).body.data as Array<{ documentId: string }>;
  const entityId = services[0].documentId;
  const action = { mode: 'publish' as const, entitySlug: SERVICE, entityId, inMs: 3_600_000 };

  expect((await schedule(call, tokens.author, action)).status).toBe(403);
  expect((await schedule(call, '', action)).status).toBe(401);
  // The build's API token is not an admin session, and the plugin's content API routes are gone.
  expect((await schedule(call, cms.token, action)).status).toBe(401);
  expect((await call('GET', '/api/publisher/actions', cms.token)).status).toBe(404);
  expect((await call('POST', '/api/publisher/actions', cms.token, { data: action })).status).toBe(
    (await call('POST', '/api/no-such-route', cms.token, { data: action })).status,
  );

  const refused = await schedule(call, tokens.editor, { ...action, entitySlug: 'api::subscription.subscription' });
  expect(refused.status).toBe(400);
  expect(refused.body.error.details.errors[0].path).toEqual(['entitySlug']);
  const badMode = await schedule(call, tokens.editor, { ...action, mode: 'delete' as 'publish' });
  expect(badMode.status).toBe(400);
  expect(badMode.body.error.details.errors[0].path).toEqual(['mode']);

  const created = await schedule(call, tokens.editor, action);
  expect(created.status).toBe(201);
  const id = created.body.data.documentId as string;
  // An Author can neither move nor cancel it; an Editor can.
  expect(
    (await call('PUT', `/publisher/actions/${id}`, tokens.author, { data: { executeAt: new Date().toISOString() } }))
      .status,
  ).toBe(403);
  expect((await call('DELETE', `/publisher/actions/${id}`, tokens.author)).status).toBe(403);
  expect((await call('DELETE', `/publisher/actions/${id}`, tokens.editor)).status).toBe(204);
  expect((await call('GET', `/publisher/actions?filters[entitySlug]=${SERVICE}`, tokens.editor)).body.data).toEqual([]);
});

it('lets a role schedule only the entries, and the locales, it may publish', async () => {
  const ARTICLE = 'api::article.article';
  const action = (name: string) => `plugin::content-manager.explorer.${name}`;
  const everyLocale = { locales: ['en', 'de'] };
  // Publishes the articles it created, in any language.
  const ownRole = await customRole(cms.url, ownerToken, 'Own articles', [
    { action: action('read'), subject: ARTICLE, properties: everyLocale, conditions: ['admin::is-creator'] },
    { action: action('create'), subject: ARTICLE, properties: everyLocale, conditions: ['admin::is-creator'] },
    { action: action('publish'), subject: ARTICLE, properties: everyLocale, conditions: ['admin::is-creator'] },
  ]);
  // Publishes any article, in German only.
  const germanRole = await customRole(cms.url, ownerToken, 'German publisher', [
    { action: action('read'), subject: ARTICLE, properties: { locales: ['de'] } },
    { action: action('publish'), subject: ARTICLE, properties: { locales: ['de'] } },
  ]);
  const own = await inviteAdmin(cms.url, ownerToken, ownRole, {
    firstname: 'Otto',
    lastname: 'Own',
    ...strongCredentials('otto.own@example.com'),
  });
  const german = await inviteAdmin(cms.url, ownerToken, germanRole, {
    firstname: 'Gerda',
    lastname: 'German',
    ...strongCredentials('gerda.german@example.com'),
  });

  const [seeded] = (await live(cms.url, cms.token, 'articles?locale=de')).body.data as Array<{ documentId: string }>;
  const mine = await call('POST', `/content-manager/collection-types/${ARTICLE}?locale=en`, own, {
    title: 'Otto’s own article',
    slug: 'ottos-own-article',
    summary: 'Written by Otto.',
  });
  expect(mine.status).toBeLessThan(300);
  const mineId = mine.body.data.documentId as string;
  const later = { mode: 'unpublish' as const, entitySlug: ARTICLE, inMs: 3_600_000 };

  // Someone else's article (the seed's): the Content Manager refuses Otto its publish, so does the schedule.
  const publishTheirs = await call(
    'POST',
    `/content-manager/collection-types/${ARTICLE}/${seeded.documentId}/actions/publish?locale=en`,
    own,
    {},
  );
  expect(publishTheirs.status).toBe(403);
  expect((await schedule(call, own, { ...later, entityId: seeded.documentId, locale: 'en' })).status).toBe(403);
  expect((await schedule(call, own, { ...later, mode: 'publish', entityId: seeded.documentId })).status).toBe(403);
  const ownAction = await schedule(call, own, { ...later, entityId: mineId, locale: 'en' });
  expect(ownAction.status).toBe(201);
  // Nor may he see, move or cancel another entry's actions.
  const germanAction = await schedule(call, german, { ...later, entityId: seeded.documentId, locale: 'de' });
  expect(germanAction.status).toBe(201);
  const listed = `/publisher/actions?filters[entitySlug]=${ARTICLE}&filters[entityId]=${seeded.documentId}&filters[mode]=unpublish`;
  expect((await call('GET', listed, own)).status).toBe(403);
  expect((await call('GET', listed, german)).status).toBe(200);
  const theirAction = `/publisher/actions/${germanAction.body.data.documentId}`;
  expect((await call('DELETE', theirAction, own)).status).toBe(403);

  // Gerda: German yes, English no, nor moving her German action to English.
  expect((await schedule(call, german, { ...later, entityId: seeded.documentId, locale: 'en' })).status).toBe(403);
  expect((await schedule(call, german, { ...later, entityId: seeded.documentId })).status).toBe(403);
  expect((await call('PUT', theirAction, german, { data: { locale: 'en' } })).status).toBe(403);
  expect((await call('DELETE', theirAction, german)).status).toBe(204);
  expect((await call('DELETE', `/publisher/actions/${ownAction.body.data.documentId}`, own)).status).toBe(204);

  // An action naming no entry is refused, naming the field.
  const unnamed = await schedule(call, german, { ...later, entityId: '', locale: 'de' });
  expect(unnamed.status).toBe(400);
  expect(unnamed.body.error.details.errors[0].path).toEqual(['entityId']);
});
