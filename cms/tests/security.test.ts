/**
 * Issue 19's protections inside the CMS, on one real Strapi started on a fresh database:
 *
 * - only the API tokens the project needs: Strapi's default "Read Only" and "Full Access" tokens
 *   are gone, the site build's read-only token is the only one;
 * - mail in transit: without SMTP_IGNORE_TLS the CMS requires STARTTLS, so it refuses to hand a
 *   lead to a real SMTP server that does not offer it (tests/support/smtp.ts); the email stays in
 *   the outbox with the reason;
 * - preview permissions: an admin whose role may not read a content type gets 403 for its preview
 *   URL (the signed link that reads its draft), and a URL for the types it may read; per entry and
 *   locale, as the Content Manager answers: an Author none for another's article (nothing of its
 *   draft in the answer), one for their own; a role limited to German none for English;
 * - secrets: a CMS given a short signing secret, or an empty rebuild-secret file, does not start, and
 *   says which (cms/src/contracts/secret-file.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loopbackSmtp, type LoopbackSmtp } from '../../tests/support/smtp';
import {
  CMS_DIR,
  databaseEnv,
  freePort,
  freshDatabase,
  makeDataDir,
  startCms,
  type CmsInstance,
} from '../../tests/support/cms';
import { postSubmission } from '../../tests/support/submissions';
import { until } from '../../tests/support/until';
import {
  adminApiAs,
  customRole,
  inviteAdmin,
  jsonCaller,
  makeAdmin,
  strongCredentials,
  type AdminApi,
} from '../../tests/support/admin';

jest.setTimeout(300_000);

const NOTIFICATION = 'api::notification.notification';
/** The pages (the fixed ones among them), and a type the test's reader may not read. */
const PAGE = 'api::page.page';
const GLOBAL = 'api::global.global';
const owner = makeAdmin();
const READER = { email: 'reader@example.com', password: 'Thistle-Marble-Comet-36' };

let smtp: LoopbackSmtp;
let cms: CmsInstance;
let editor: AdminApi;
let ownerToken: string;

const call = jsonCaller(() => cms.url);

beforeAll(async () => {
  smtp = await loopbackSmtp();
  await smtp.listen();
  // The loopback server's settings as an operator would give them for a remote server: without
  // SMTP_IGNORE_TLS, which the shared test environment sets for this plain-text server.
  const { SMTP_IGNORE_TLS: _plainTextAllowed, ...withoutIgnoreTls } = smtp.env;
  cms = await startCms({
    // A first start, whose default API tokens are removed, is part of what is tested.
    emptyDatabase: true,
    env: {
      ...owner.env,
      ...withoutIgnoreTls,
      NOTIFY_POLL_MS: '200',
      NOTIFY_BACKOFF_BASE_MS: '500',
      NOTIFY_BACKOFF_MAX_MS: '1500',
      FORM_MIN_SECONDS: '0',
    },
  });
  editor = await adminApiAs(cms.url, owner);
  ownerToken = (await call('POST', '/admin/login', undefined, owner)).body.data.token;
});

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

it("keeps only the site build's read-only API token on a fresh start", async () => {
  const tokens = await call('GET', '/admin/api-tokens', ownerToken);
  expect(tokens.status).toBe(200);
  const list = tokens.body.data as Array<{ name: string; type: string }>;
  expect(list.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'site-build (read-only)', type: 'custom' }]);
});

it('refuses to send a lead over an SMTP server without STARTTLS, keeping the email with the reason', async () => {
  // With a form token, as the site's form sends it: its email is tried at once, not held for the digest.
  const lead = await postSubmission(cms.url, 'contactRequest', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Please call me back.',
  });
  expect(lead.status).toBe(201);
  const { documentId } = (await lead.json()).data;
  const row = await until(
    'the first send to fail',
    async () => {
      const [found] = await editor.list(NOTIFICATION, { submissionDocumentId: documentId });
      return found?.attempts >= 1 && found.state !== 'sending' && found.lastError ? found : undefined;
    },
    60_000,
  );
  expect(['pending', 'failed']).toContain(row.state);
  expect(row.lastError).toMatch(/STARTTLS/);
  expect(row.sentAt).toBeNull();
  expect(smtp.mails).toEqual([]);
});

it('gives a preview URL only to an admin whose role may read that content type', async () => {
  // A role that may read the pages in the Content Manager, and nothing else.
  const role = await call('POST', '/admin/roles', ownerToken, { name: 'Page reader', description: 'Test' });
  expect(role.status).toBe(201);
  const permissions = await call('PUT', `/admin/roles/${role.body.data.id}/permissions`, ownerToken, {
    permissions: [
      {
        action: 'plugin::content-manager.explorer.read',
        subject: PAGE,
        // Every locale (i18n reads none listed as none at all).
        properties: { locales: ['en', 'de'] },
        conditions: [],
      },
    ],
  });
  expect(permissions.status).toBe(200);
  const readerToken = await inviteAdmin(cms.url, ownerToken, role.body.data.id, {
    firstname: 'Rhea',
    lastname: 'Reader',
    ...READER,
  });

  const global = await call('GET', `/content-manager/preview/url/${GLOBAL}?status=draft`, readerToken);
  expect(global.status).toBe(403);
  expect(global.body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
  expect(JSON.stringify(global.body)).not.toContain('__preview');

  const pages = await call('GET', `/content-manager/collection-types/${PAGE}?filters[slug][$eq]=home`, ownerToken);
  const homeUrl = `/content-manager/preview/url/${PAGE}?documentId=${pages.body.results[0].documentId}&status=draft`;
  const home = await call('GET', homeUrl, readerToken);
  expect(home.status).toBe(200);
  const url = new URL(home.body.data.url);
  expect(url.pathname).toBe('/__preview/enter');
  expect(url.searchParams.get('uid')).toBe(PAGE);
  expect(url.searchParams.get('documentId')).toMatch(/^[a-z0-9]{24}$/);
  expect(url.searchParams.get('path')).toBe('/');

  // An article or a case study (issue 48): the reader's role may not read them, so no preview link.
  for (const uid of ['api::article.article', 'api::case-study.case-study']) {
    const [entry] = (await call('GET', `/content-manager/collection-types/${uid}?pageSize=1`, ownerToken)).body
      .results as Array<{ documentId: string }>;
    const refused = await call(
      'GET',
      `/content-manager/preview/url/${uid}?documentId=${entry.documentId}&status=draft`,
      readerToken,
    );
    expect([uid, refused.status]).toEqual([uid, 403]);
    expect(JSON.stringify(refused.body)).not.toContain('__preview');
  }

  // Signed out: 401, as before.
  expect((await call('GET', homeUrl)).status).toBe(401);
});

it('gives a preview URL only for an entry the role may read, in a locale it may read, as the Content Manager answers', async () => {
  const ARTICLE = 'api::article.article';
  const READ = 'plugin::content-manager.explorer.read';
  const previewOf = (token: string, documentId: string, locale: string) =>
    call(
      'GET',
      `/content-manager/preview/url/${ARTICLE}?documentId=${documentId}&locale=${locale}&status=draft`,
      token,
    );
  const entryOf = (token: string, documentId: string, locale: string) =>
    call('GET', `/content-manager/collection-types/${ARTICLE}/${documentId}?locale=${locale}`, token);
  const draft = (title: string) => ({
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    summary: 'A draft no one else should read yet.',
  });

  // An article another admin is writing, under a title not yet published anywhere.
  const secret = `Unannounced merger ${Date.now()}`;
  const theirs = await call(
    'POST',
    `/content-manager/collection-types/${ARTICLE}?locale=en`,
    ownerToken,
    draft(secret),
  );
  expect(theirs.status).toBeLessThan(300);
  const theirId = theirs.body.data.documentId as string;

  // Strapi's Author: reads only the entries they created.
  const authorToken = await inviteAdmin(cms.url, ownerToken, 'strapi-author', {
    firstname: 'Ava',
    lastname: 'Author',
    ...strongCredentials('ava.author@example.com'),
  });
  expect((await entryOf(authorToken, theirId, 'en')).status).toBe(403);
  const refused = await previewOf(authorToken, theirId, 'en');
  expect(refused.status).toBe(403);
  expect(refused.body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
  expect(JSON.stringify(refused.body)).not.toContain('Unannounced');
  expect(JSON.stringify(refused.body)).not.toContain('__preview');

  const own = await call(
    'POST',
    `/content-manager/collection-types/${ARTICLE}?locale=en`,
    authorToken,
    draft(`Ava's notes ${Date.now()}`),
  );
  expect(own.status).toBeLessThan(300);
  const ownId = own.body.data.documentId as string;
  expect((await entryOf(authorToken, ownId, 'en')).status).toBe(200);
  const allowed = await previewOf(authorToken, ownId, 'en');
  expect(allowed.status).toBe(200);
  expect(new URL(allowed.body.data.url).searchParams.get('documentId')).toBe(ownId);

  // A role that may read the articles in German only.
  const german = await customRole(cms.url, ownerToken, 'German articles', [
    { action: READ, subject: ARTICLE, properties: { locales: ['de'] } },
  ]);
  const germanToken = await inviteAdmin(cms.url, ownerToken, german, {
    firstname: 'Greta',
    lastname: 'German',
    ...strongCredentials('greta.german@example.com'),
  });
  const [seeded] = (await call('GET', `/content-manager/collection-types/${ARTICLE}?locale=de&pageSize=1`, ownerToken))
    .body.results as Array<{ documentId: string; title: string }>;
  expect((await entryOf(germanToken, seeded.documentId, 'en')).status).toBe(403);
  const english = await previewOf(germanToken, seeded.documentId, 'en');
  expect(english.status).toBe(403);
  expect(JSON.stringify(english.body)).not.toContain('__preview');
  expect((await entryOf(germanToken, seeded.documentId, 'de')).status).toBe(200);
  const germanPreview = await previewOf(germanToken, seeded.documentId, 'de');
  expect(germanPreview.status).toBe(200);
  expect(new URL(germanPreview.body.data.url).searchParams.get('locale')).toBe('de');
  // Their language, of an article with no German version yet: nothing to preview (as the Content
  // Manager shows an empty German version), and nothing of its English draft.
  const none = await previewOf(germanToken, theirId, 'de');
  expect(none.status).toBe(204);
  expect(JSON.stringify(none.body ?? '')).not.toContain('Unannounced');
});

/** `strapi start` as startCms runs it, with `env` on top; resolves with its exit code and output. */
async function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = makeDataDir('cms-refused-');
  const { REBUILD_SECRET: _inherited, ...parent } = process.env;
  const child = spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    env: {
      ...parent,
      NODE_ENV: 'production',
      CMS_PORT: String(await freePort()),
      CMS_HOST: '127.0.0.1',
      ...databaseEnv(await freshDatabase(dataDir)),
      BUILD_TOKEN_FILE: path.join(dataDir, 'build-token'),
      CMS_PUBLIC_DIR: path.join(dataDir, 'public'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      SITE_REBUILD_URL: 'http://127.0.0.1:9/__rebuild',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

it('does not start with a short signing secret, naming the variable', async () => {
  const { code, output } = await startExpectingExit({ ADMIN_JWT_SECRET: 'guessable' });
  expect(code).not.toBe(0);
  expect(output).toMatch(/ADMIN_JWT_SECRET is too short \(9 characters\): a secret needs at least 32/);
});

it('does not start with an empty rebuild-secret file, naming the file', async () => {
  const file = path.join(makeDataDir('rebuild-secret-'), 'rebuild-secret');
  fs.writeFileSync(file, '', { mode: 0o600 });
  const { code, output } = await startExpectingExit({ REBUILD_SECRET_FILE: file });
  expect(code).not.toBe(0);
  expect(output).toContain(`The secret file ${file} is empty`);
});
