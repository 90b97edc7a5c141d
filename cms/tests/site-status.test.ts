/**
 * The admin routes behind the "Live site" widget and the preview handler, on a real Strapi with no
 * site server beside it (as with `npm run cms` alone): who may read the status and rebuild, that a
 * missing site server is reported rather than breaking anything, which content types get a
 * preview URL, and that the roles editor offers every permission the admin panel's screens ask for
 * (cms/src/contracts/admin-permissions.ts).
 */
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { inviteAdmin, jsonCaller } from '../../tests/support/admin';
import { ADMIN_PERMISSIONS } from '../src/contracts/admin-permissions';

jest.setTimeout(180_000);

const ADMIN = { email: 'owner@example.com', password: 'Juniper-Anvil-Ripple-92' };
const EDITOR = { email: 'writer@example.com', password: 'Copper-Wicket-Glacier-63' };

let cms: CmsInstance;
let ownerToken: string;
let editorToken: string;

const call = jsonCaller(() => cms.url);

beforeAll(async () => {
  // Port 9 (discard) has nothing listening: the site server is unreachable.
  cms = await startCms({
    env: {
      CMS_ADMIN_EMAIL: ADMIN.email,
      CMS_ADMIN_PASSWORD: ADMIN.password,
      SITE_SERVER_URL: 'http://127.0.0.1:9',
      SITE_URL: 'https://www.example.com',
    },
  });
  ownerToken = (await call('POST', '/admin/login', undefined, ADMIN)).body.data.token;
  // An admin with Strapi's default "Editor" role, which is not given "Rebuild the site now".
  editorToken = await inviteAdmin(cms.url, ownerToken, 'strapi-editor', {
    firstname: 'Wren',
    lastname: 'Writer',
    ...EDITOR,
  });
});

afterAll(async () => {
  await cms?.stop();
});

it('tells any signed-in admin that the site server cannot be reached, and nobody else anything', async () => {
  expect(await call('GET', '/site-status', ownerToken)).toEqual({ status: 200, body: { reachable: false } });
  expect(await call('GET', '/site-status', editorToken)).toEqual({ status: 200, body: { reachable: false } });
  expect((await call('GET', '/site-status')).status).toBe(401);
  // The build's API token is not an admin session.
  expect((await call('GET', '/site-status', cms.token)).status).toBe(401);
});

it('lets only roles with "Rebuild the site now" ask for a rebuild', async () => {
  expect((await call('POST', '/site-status/rebuild')).status).toBe(401);
  expect((await call('POST', '/site-status/rebuild', editorToken)).status).toBe(403);
  // The super admin may: the request reaches for the site server, which is not there.
  const owner = await call('POST', '/site-status/rebuild', ownerToken);
  expect(owner.status).toBe(502);
  expect(owner.body.error.message).toBe('The site server cannot be reached.');
});

it('offers every permission the admin panel asks for in the roles editor, as the contract names it', async () => {
  // The admin panel shows its screens, buttons and this widget's rebuild by these actions
  // (cms/src/admin); one the server did not register could be given to no role.
  const { sections } = (await call('GET', '/admin/permissions', ownerToken)).body.data;
  const offered = sections.settings as Array<Record<string, unknown>>;
  for (const permission of Object.values(ADMIN_PERMISSIONS))
    expect(offered).toContainEqual(expect.objectContaining(permission));
});

it('gives a signed preview URL on the site for site content, and none for submissions', async () => {
  // The home page: the page entry with the slug `home`, previewed at its route.
  const pages = await call(
    'GET',
    '/content-manager/collection-types/api::page.page?filters[slug][$eq]=home',
    editorToken,
  );
  const home = await call(
    'GET',
    `/content-manager/preview/url/api::page.page?documentId=${pages.body.results[0].documentId}&status=draft`,
    editorToken,
  );
  expect(home.status).toBe(200);
  const url = new URL(home.body.data.url);
  expect(url.origin).toBe('https://www.example.com');
  expect(url.pathname).toBe('/__preview/enter');
  expect(url.searchParams.get('path')).toBe('/');
  expect(url.searchParams.get('label')).toBe('Home page');
  expect(url.searchParams.get('sig')).toMatch(/^[\w-]{43}$/);

  const chatbot = await call(
    'GET',
    '/content-manager/preview/url/api::chatbot-setting.chatbot-setting?status=draft',
    editorToken,
  );
  expect(new URL(chatbot.body.data.url).searchParams.get('chat')).toBe('1');

  const list = await call(
    'GET',
    '/content-manager/collection-types/api::service.service?pageSize=1&sort=order:asc',
    editorToken,
  );
  const services = list.body.results as Array<{ documentId: string; title: string }>;
  const service = await call(
    'GET',
    `/content-manager/preview/url/api::service.service?documentId=${services[0].documentId}&status=draft`,
    editorToken,
  );
  const serviceUrl = new URL(service.body.data.url);
  expect(serviceUrl.searchParams.get('path')).toBe('/services');
  expect(serviceUrl.searchParams.get('label')).toBe(`Service: ${services[0].title}`);
  expect(serviceUrl.searchParams.get('locale')).toBe('en');

  // The same service's German localization: its draft on the German services page, named by its title.
  const german = await call(
    'GET',
    `/content-manager/collection-types/api::service.service/${services[0].documentId}?locale=de`,
    editorToken,
  );
  const germanTitle = german.body.data.title as string;
  expect(germanTitle).not.toBe(services[0].title);
  const germanService = new URL(
    (
      await call(
        'GET',
        `/content-manager/preview/url/api::service.service?documentId=${services[0].documentId}&locale=de&status=draft`,
        editorToken,
      )
    ).body.data.url,
  );
  expect(
    Object.fromEntries(['path', 'label', 'locale'].map((name) => [name, germanService.searchParams.get(name)])),
  ).toEqual({
    path: '/de/services',
    label: `Service: ${germanTitle}`,
    locale: 'de',
  });
  const germanHome = await call(
    'GET',
    `/content-manager/preview/url/api::page.page?documentId=${pages.body.results[0].documentId}&locale=de&status=draft`,
    editorToken,
  );
  expect(new URL(germanHome.body.data.url).searchParams.get('path')).toBe('/de');

  // An article and a case study (issue 48): at their own address, from the draft's slug, per locale.
  for (const [uid, section, label] of [
    ['api::article.article', '/insights', 'Article'],
    ['api::case-study.case-study', '/case-studies', 'Case study'],
  ]) {
    const [entry] = (await call('GET', `/content-manager/collection-types/${uid}?pageSize=1&sort=id:asc`, editorToken))
      .body.results as Array<{ documentId: string; slug: string; title: string }>;
    const germanEntry = (
      await call('GET', `/content-manager/collection-types/${uid}/${entry.documentId}?locale=de`, editorToken)
    ).body.data as { slug: string; title: string };
    expect(germanEntry.slug).not.toBe(entry.slug);
    for (const [locale, own, prefix] of [
      ['en', entry, ''],
      ['de', germanEntry, '/de'],
    ] as const) {
      const answer = await call(
        'GET',
        `/content-manager/preview/url/${uid}?documentId=${entry.documentId}&locale=${locale}&status=draft`,
        editorToken,
      );
      expect(answer.status).toBe(200);
      const signed = new URL(answer.body.data.url);
      expect(signed.pathname).toBe('/__preview/enter');
      expect(
        Object.fromEntries(
          ['uid', 'documentId', 'locale', 'path', 'label'].map((name) => [name, signed.searchParams.get(name)]),
        ),
      ).toEqual({
        uid,
        documentId: entry.documentId,
        locale,
        path: `${prefix}${section}/${own.slug}`,
        label: `${label}: ${own.title}`,
      });
    }
  }
  // Authors and categories show only on their articles: no preview of their own.
  for (const uid of ['api::author.author', 'api::category.category']) {
    const [entry] = (await call('GET', `/content-manager/collection-types/${uid}?pageSize=1`, editorToken)).body
      .results as Array<{ documentId: string }>;
    const answer = await call(
      'GET',
      `/content-manager/preview/url/${uid}?documentId=${entry.documentId}&status=draft`,
      editorToken,
    );
    expect([uid, answer.body?.data?.url ?? null]).toEqual([uid, null]);
  }

  const none = await call(
    'GET',
    '/content-manager/preview/url/api::contact-request.contact-request?documentId=anything&status=draft',
    ownerToken,
  );
  expect(none.body?.data?.url ?? null).toBeNull();
});
