/**
 * Redirects and landing-page addresses on a real CMS (SQLite, and PostgreSQL in that pass), through
 * the admin's Content Manager API as an editor saves: what is refused comes back as a 400 naming the
 * field with a message the admin shows, and nothing is stored; a page whose published slug changes
 * gets its redirect; the build token reads redirects (anonymous visitors cannot) and the build's
 * `_redirects` holds the chain resolved to its end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRedirectsFile } from '../src/contracts/redirects';
import { REDIRECTS_FILE, writeRedirects } from '../../server/redirects';
import { startCms, type CmsInstance } from '../../tests/support/cms';
import { adminToken, contentManagerFor, editable, makeAdmin, type ContentManager } from '../../tests/support/admin';

jest.setTimeout(240_000);

const REDIRECT = 'api::redirect.redirect';
const PAGE = 'api::page.page';
const admin = makeAdmin();

let cms: CmsInstance;
let token: string;
let contentManager: ContentManager;

beforeAll(async () => {
  cms = await startCms({ env: admin.env });
  token = await adminToken(cms.url, admin);
  contentManager = contentManagerFor(cms.url, token);
});

afterAll(async () => {
  await cms?.stop();
});

/** A Content Manager call whose answer may be an error: status and body. */
async function save(method: string, path: string, body?: unknown) {
  const response = await fetch(`${cms.url}/content-manager/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const createRedirect = (data: Record<string, unknown>) => save('POST', `collection-types/${REDIRECT}`, data);

async function redirects(): Promise<Array<{ from: string; to: string; permanent: boolean; note?: string }>> {
  const body = await contentManager('GET', `collection-types/${REDIRECT}?pageSize=100&sort=id:ASC`);
  return body.results;
}

/** A refusal as the admin receives it: 400, Strapi's ValidationError, the field and the message. */
function expectRefused(answer: { status: number; body: any }, field: string, message: string | RegExp) {
  expect(answer.status).toBe(400);
  expect(answer.body.error.name).toBe('ValidationError');
  expect(answer.body.error.message).toMatch(message);
  expect(answer.body.error.details.errors).toEqual([
    expect.objectContaining({ path: [field], message: answer.body.error.message }),
  ]);
}

const landingPage = (title: string, slug: string) => ({
  title,
  slug,
  blocks: [],
  seo: { metaDescription: `${title}, our offer.` },
});

async function createPage(title: string, slug: string) {
  const created = await save('POST', `collection-types/${PAGE}`, landingPage(title, slug));
  expect(created.status).toBe(201);
  return created.body.data.documentId as string;
}

async function publishPage(documentId: string, change: Record<string, unknown> = {}) {
  const { data } = await contentManager('GET', `collection-types/${PAGE}/${documentId}`);
  return save('POST', `collection-types/${PAGE}/${documentId}/actions/publish`, { ...editable(data), ...change });
}

it('stores a redirect with its from normalised, permanent by default', async () => {
  const created = await createRedirect({ from: '  /Old-Offer/ ', to: '/services' });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ from: '/old-offer', to: '/services', permanent: true });
  const temporary = await createRedirect({ from: '/promo', to: 'https://partner.example/spring', permanent: false });
  expect(temporary.status).toBe(201);
});

it('refuses a second redirect from the same path, a bad path and a bad target, storing nothing', async () => {
  const before = await redirects();
  expectRefused(
    await createRedirect({ from: '/OLD-offer', to: '/contact' }),
    'from',
    'A redirect from /old-offer already exists (to /services). Edit that one instead.',
  );
  expectRefused(await createRedirect({ from: 'old-offer', to: '/contact' }), 'from', /starting with \//);
  expectRefused(await createRedirect({ from: '/a?b=1', to: '/contact' }), 'from', /without spaces, \? or #/);
  expectRefused(
    await createRedirect({ from: '/x', to: 'javascript:alert(1)' }),
    'to',
    /full address starting with https/,
  );
  expect(await redirects()).toEqual(before);
});

it('stores a target with letters outside ASCII in its canonical form, and refuses a control character', async () => {
  const umlaut = await createRedirect({ from: '/Über-Uns', to: 'https://example.com/über-uns?seite=ä#öffnungszeiten' });
  expect(umlaut.status).toBe(201);
  expect(umlaut.body.data).toMatchObject({
    from: '/%C3%BCber-uns',
    to: 'https://example.com/%C3%BCber-uns?seite=%C3%A4#%C3%B6ffnungszeiten',
  });
  const cyrillic = await createRedirect({ from: '/kontakt-ru', to: '/о-нас' });
  expect(cyrillic.body.data.to).toBe('/%D0%BE-%D0%BD%D0%B0%D1%81');
  // Editing it again leaves the stored form as it is.
  const edited = await save('PUT', `collection-types/${REDIRECT}/${cyrillic.body.data.documentId}`, {
    to: cyrillic.body.data.to,
  });
  expect([edited.status, edited.body.data.to]).toEqual([200, '/%D0%BE-%D0%BD%D0%B0%D1%81']);

  const before = await redirects();
  expectRefused(
    await createRedirect({ from: '/bell', to: 'https://example.com/a\u0007b' }),
    'to',
    'The target may not contain spaces, backslashes or control characters.',
  );
  expectRefused(await createRedirect({ from: '/bell\u0000', to: '/services' }), 'from', /without spaces, \? or #/);
  expect(await redirects()).toEqual(before);
});

it.each(['/', '/about', '/Services/', '/contact', '/privacy', '/newsletter/confirm', '/__preview', '/static/app.js'])(
  'refuses a redirect from the live route %s',
  async (from) => {
    const answer = await createRedirect({ from, to: '/contact' });
    expectRefused(answer, 'from', /is a page of the site itself: a redirect would hide it\./);
  },
);

it('refuses a loop, also through several steps, naming the chain', async () => {
  expect((await createRedirect({ from: '/a', to: '/b' })).status).toBe(201);
  expect((await createRedirect({ from: '/b', to: '/c?ref=old' })).status).toBe(201);
  expectRefused(
    await createRedirect({ from: '/c', to: '/A/' }),
    'to',
    'This redirect would make a loop: /c → /a → /b → /c. Visitors would never arrive.',
  );
  expectRefused(await createRedirect({ from: '/self', to: '/self' }), 'to', /loop: \/self → \/self\./);
  expect((await createRedirect({ from: '/c', to: '/services' })).status).toBe(201);
  // Editing: a redirect keeps its own from, and an edit that closes a loop is refused too.
  const byFrom = new Map((await redirects()).map((redirect: any) => [redirect.from, redirect.documentId as string]));
  const edit = (from: string, to: string) =>
    save('PUT', `collection-types/${REDIRECT}/${byFrom.get(from)}`, { from, to, permanent: true });
  expect((await edit('/a', '/b')).status).toBe(200);
  expectRefused(
    await edit('/b', '/a'),
    'to',
    'This redirect would make a loop: /b → /a → /b. Visitors would never arrive.',
  );
  expect((await redirects()).find((redirect) => redirect.from === '/b')?.to).toBe('/c?ref=old');
}, 60_000);

it('refuses landing page slugs that would hide a route of the site, a redirect or another page', async () => {
  expectRefused(
    await save('POST', `collection-types/${PAGE}`, landingPage('About us again', 'about')),
    'slug',
    'The slug "about" belongs to the About page (/about). Choose another slug.',
  );
  expectRefused(
    await save('POST', `collection-types/${PAGE}`, landingPage('Home again', 'home')),
    'slug',
    'The slug "home" belongs to the Home page (/). Choose another slug.',
  );
  expectRefused(
    await save('POST', `collection-types/${PAGE}`, landingPage('Privacy again', 'privacy')),
    'slug',
    'The address /privacy belongs to the site itself. Choose another slug.',
  );
  expectRefused(
    await save('POST', `collection-types/${PAGE}`, landingPage('Old offer', 'old-offer')),
    'slug',
    '/old-offer is the start of a redirect (to /services). Delete that redirect first if this page should have that address.',
  );
  await createPage('Autumn event', 'autumn-event');
  expectRefused(
    await save('POST', `collection-types/${PAGE}`, landingPage('Autumn event, copy', 'autumn-event')),
    'slug',
    'The landing page "Autumn event" already uses the slug "autumn-event".',
  );
  // And a redirect from a landing page's address (a draft as much as a published page).
  expectRefused(
    await createRedirect({ from: '/autumn-event', to: '/services' }),
    'from',
    'The landing page "Autumn event" is at /autumn-event: a redirect would hide it. Change the page\'s slug first.',
  );
});

it('creates the redirect from the old address when a published page changes its slug', async () => {
  const documentId = await createPage('Summer offer', 'summer-offer');
  expect((await publishPage(documentId)).status).toBe(200);
  // A saved draft with a new slug moves nothing yet.
  await contentManager('PUT', `collection-types/${PAGE}/${documentId}`, landingPage('Summer offer', 'summer-2025'));
  expect((await redirects()).some((redirect) => redirect.from === '/summer-offer')).toBe(false);

  expect((await publishPage(documentId)).status).toBe(200);
  expect(await redirects()).toContainEqual(
    expect.objectContaining({ from: '/summer-offer', to: '/summer-2025', permanent: true }),
  );
  expect((await publishPage(documentId, { slug: 'summer-final' })).status).toBe(200);
  expect(await redirects()).toContainEqual(expect.objectContaining({ from: '/summer-2025', to: '/summer-final' }));

  // Taking an old address back is refused while its redirect exists, with the way out in the message.
  expectRefused(
    await publishPage(documentId, { slug: 'summer-offer' }),
    'slug',
    /\/summer-offer is the start of a redirect/,
  );
});

it('lets the build token read the redirects, not anonymous visitors, and the build writes chains resolved', async () => {
  // Strapi answers a content API call without credentials 401 when no public permission covers it.
  expect((await fetch(`${cms.url}/api/redirects`)).status).toBe(401);
  expect((await fetch(`${cms.url}/api/redirects`, { headers: { Authorization: `Bearer ${cms.token}` } })).status).toBe(
    200,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-build-'));
  try {
    await writeRedirects(dir, { url: cms.url, token: cms.token }, { write: () => true } as never);
    const written = parseRedirectsFile(fs.readFileSync(path.join(dir, REDIRECTS_FILE), 'utf8'));
    expect(written).toEqual(
      expect.arrayContaining([
        { from: '/old-offer', to: '/services', permanent: true },
        { from: '/promo', to: 'https://partner.example/spring', permanent: false },
        { from: '/a', to: '/services', permanent: true },
        { from: '/summer-offer', to: '/summer-final', permanent: true },
        { from: '/summer-2025', to: '/summer-final', permanent: true },
      ]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('gives a build token made before redirects existed their read on the next start', async () => {
  const adminCall = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cms.url}/admin/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()).data;
  };
  const buildToken = (await adminCall('GET', 'api-tokens')).find(
    (candidate: { name: string }) => candidate.name === 'site-build (read-only)',
  );
  const { permissions } = await adminCall('GET', `api-tokens/${buildToken.id}`);
  // The token as an earlier version made it: without the redirects.
  await adminCall('PUT', `api-tokens/${buildToken.id}`, {
    permissions: (permissions as string[]).filter((action) => !action.startsWith('api::redirect.')),
  });
  const readRedirects = () => fetch(`${cms.url}/api/redirects`, { headers: { Authorization: `Bearer ${cms.token}` } });
  expect((await readRedirects()).status).toBe(403);

  const key = cms.token;
  await cms.stop();
  cms = await startCms({ dataDir: cms.dataDir, database: cms.database, env: admin.env });
  expect(cms.token).toBe(key);
  expect((await readRedirects()).status).toBe(200);
});
