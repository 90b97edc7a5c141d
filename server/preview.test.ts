/** @jest-environment node */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { previewKey, signPreviewCookie, signPreviewQuery, verifyPreviewCookie } from '@contracts/preview-token';
import { createSiteServer } from './app';
import { mediaOrigins } from './config';
import { close, listen } from './listen';
import { adminOriginsFor, createPreviewHandler, OtherPage, previewCsp, readDrafts, readResource } from './preview';
import { request } from '../tests/support/http';

const SECRET = 'test-preview-secret-of-32-characters';
/** The rebuild secret the CMS webhook's settings show: the preview key was once derived from it. */
const REBUILD_SECRET = 'test-rebuild-secret-of-32-characters';
const key = previewKey(SECRET);
const SHELL =
  '<!doctype html><html><head><script>window.shell=1</script></head><body><div id="___gatsby"></div></body></html>';

let dir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><h1>Live home</h1></body></html>');
  fs.mkdirSync(path.join(dir, '__preview'));
  fs.writeFileSync(path.join(dir, '__preview', 'index.html'), SHELL);
  fs.mkdirSync(path.join(dir, '__preview', 'de'));
  fs.writeFileSync(path.join(dir, '__preview', 'de', 'index.html'), GERMAN_SHELL);
  server = createSiteServer({
    currentDir: () => dir,
    cmsUrl: 'http://127.0.0.1:1337',
    preview: createPreviewHandler({
      secret: SECRET,
      // Nothing listens there: the data route is exercised against a real CMS in the browser tests.
      cmsUrl: 'http://127.0.0.1:9',
      cmsPublicUrl: 'http://127.0.0.1:1337',
      token: () => 'token',
      adminOrigins: adminOriginsFor('http://127.0.0.1:1337'),
    }),
  });
  port = await listen(server, 0, '127.0.0.1');
});

afterAll(async () => {
  await close(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

const enter = (query: string) => request(port, `/__preview/enter?${query}`);
// Two fixed pages (entries of the page type, cms/src/contracts/pages.ts) and a single type shown on /.
const ABOUT = { uid: 'api::page.page', documentId: 'about0document0id0000000', locale: 'en' };
const HOME = { uid: 'api::page.page', documentId: 'home00document0id0000000', locale: 'en' };
const GLOBAL = { uid: 'api::global.global', documentId: 'global0document0id000000', locale: 'en' };
const GERMAN_SHELL = SHELL.replace('<html>', '<html lang="de">');
const signed = (now?: number) =>
  signPreviewQuery(key, { ...ABOUT, path: '/about', chat: false, label: 'About page' }, now);
const cookieFor = (document = ABOUT, now?: number) => ({
  cookie: `meridian_preview=${signPreviewCookie(key, document, now)}`,
});

function expectPreviewHeaders(headers: http.IncomingHttpHeaders) {
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['content-security-policy']).toContain('frame-ancestors http://127.0.0.1:1337 http://localhost:1337;');
}

it('exchanges a valid signed URL for an HttpOnly, SameSite=Lax cookie scoped to the preview, and redirects', async () => {
  const response = await enter(signed());
  expect(response.status).toBe(303);
  expect(response.headers.location).toBe('/__preview?path=%2Fabout&label=About+page');
  const cookie = response.headers['set-cookie']![0];
  expect(cookie).toMatch(/^meridian_preview=[\w.-]+; Path=\/__preview; Max-Age=3600; HttpOnly; SameSite=Lax$/);
  // Bound to the document the URL was signed for.
  const value = /^meridian_preview=([^;]+)/.exec(cookie)![1];
  expect(verifyPreviewCookie(key, value)).toMatchObject({ ok: true, value: ABOUT });
  expectPreviewHeaders(response.headers);
});

it("sends a German draft's preview to the German preview page, its cookie bound to that locale", async () => {
  const german = { ...ABOUT, locale: 'de' };
  const response = await enter(
    signPreviewQuery(key, { ...german, path: '/de/about', chat: false, label: 'About page' }),
  );
  expect(response.status).toBe(303);
  expect(response.headers.location).toBe('/__preview/de?path=%2Fde%2Fabout&label=About+page');
  const value = /^meridian_preview=([^;]+)/.exec(response.headers['set-cookie']![0])![1];
  expect(verifyPreviewCookie(key, value)).toMatchObject({ ok: true, value: german });
  const shell = await request(port, '/__preview/de/?path=/de/about', {
    headers: { cookie: `meridian_preview=${value}` },
  });
  expect([shell.status, shell.text]).toEqual([200, GERMAN_SHELL]);
  // No preview page for a locale the site does not have.
  expect((await request(port, '/__preview/fr', { headers: { cookie: `meridian_preview=${value}` } })).status).toBe(404);
  // The German draft's credential reads no English page, and the English one no German page.
  for (const [document, at] of [
    [german, '/about'],
    [ABOUT, '/de/about'],
  ] as const) {
    const refused = await request(port, `/__preview/data?path=${at}`, { headers: cookieFor(document) });
    expect([at, refused.status, JSON.parse(refused.text).error]).toEqual([
      at,
      403,
      'This preview is for another language: open it again from the CMS admin.',
    ]);
  }
  // Its own locale's page is read from the CMS (down here, so 502).
  const own = await request(port, '/__preview/data?path=/de/about', { headers: cookieFor(german) });
  expect(own.status).toBe(502);
});

it.each([
  ['no credential', () => ''],
  ['a wrong signature', () => signed().replace(/sig=[^&]+/, 'sig=wrong')],
  ['an expired URL', () => signed(Math.floor(Date.now() / 1000) - 3600)],
  ['an altered path', () => signed().replace('path=%2Fabout', 'path=%2Fcontact')],
  ['another document', () => signed().replace(/documentId=[^&]+/, `documentId=${HOME.documentId}`)],
  ['another type', () => signed().replace(/uid=[^&]+/, `uid=${encodeURIComponent(GLOBAL.uid)}`)],
  ['another locale', () => signed().replace('locale=en', 'locale=de').replace('path=%2Fabout', 'path=%2Fde%2Fabout')],
  [
    'a URL signed with another secret',
    () => signPreviewQuery(previewKey('other'), { ...HOME, path: '/', chat: false, label: '' }),
  ],
  [
    'a URL signed with the rebuild secret (which Settings → Webhooks shows)',
    () => signPreviewQuery(previewKey(REBUILD_SECRET), { ...HOME, path: '/', chat: false, label: '' }),
  ],
])('answers 401 to %s, with no cookie', async (_name, query) => {
  const response = await enter(query());
  expect(response.status).toBe(401);
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.text).toMatch(/missing, wrong or expired/);
  expectPreviewHeaders(response.headers);
});

it('serves the preview page and its data only with a valid cookie', async () => {
  for (const target of ['/__preview', '/__preview/', '/__preview/de', '/__preview/data?path=/']) {
    const none = await request(port, target);
    expect(none.status).toBe(401);
    const forged = await request(port, target, {
      headers: { cookie: `meridian_preview=${signPreviewCookie(previewKey('x'), ABOUT)}` },
    });
    expect(forged.status).toBe(401);
    const fromRebuildSecret = await request(port, target, {
      headers: { cookie: `meridian_preview=${signPreviewCookie(previewKey(REBUILD_SECRET), ABOUT)}` },
    });
    expect(fromRebuildSecret.status).toBe(401);
    const expired = await request(port, target, {
      headers: cookieFor(ABOUT, Math.floor(Date.now() / 1000) - 7200),
    });
    expect(expired.status).toBe(401);
  }
  const shell = await request(port, '/__preview?path=/about', { headers: cookieFor() });
  expect(shell.status).toBe(200);
  expect(shell.text).toBe(SHELL);
  expectPreviewHeaders(shell.headers);
  // The shell's inline scripts are allowed by hash, as on the live pages.
  expect(shell.headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
});

it('refuses unknown pages and says when the CMS cannot be reached, keeping the preview headers', async () => {
  const unknown = await request(port, '/__preview/data?path=/nowhere', { headers: cookieFor(GLOBAL) });
  expect(unknown.status).toBe(400);
  const down = await request(port, '/__preview/data?path=/', { headers: cookieFor(HOME) });
  expect(down.status).toBe(502);
  expect(JSON.parse(down.text)).toEqual({ error: 'The CMS cannot be reached.' });
  expectPreviewHeaders(down.headers);
});

it("reads no other page's drafts with a credential bound to one document", async () => {
  // A page's credential at another fixed page's route is refused once its draft is read (the draft's
  // slug decides): cms/tests/page-migration.test.ts, against a real CMS.
  for (const page of ['/about', '/services', '/contact']) {
    const other = await request(port, `/__preview/data?path=${page}`, { headers: cookieFor(GLOBAL) });
    expect([page, other.status]).toEqual([page, 403]);
    expect(JSON.parse(other.text).error).toMatch(/another page/);
  }
});

it("reads a page's draft only at a fixed page's route or a landing page's address, with that page's credential", async () => {
  const LANDING = { uid: 'api::page.page', documentId: 'landing0document0id00000', locale: 'en' };
  for (const fixed of ['/privacy', '/newsletter/confirm', '/__preview', '/static', '/a/b', '/x.html']) {
    const refused = await request(port, `/__preview/data?path=${encodeURIComponent(fixed)}`, {
      headers: cookieFor(LANDING),
    });
    expect([fixed, refused.status]).toEqual([fixed, 400]);
  }
  // A landing address or a fixed page's route: read from the CMS (down here, so 502), the slug then
  // checked against the draft's.
  for (const at of ['/spring-offer', '/', '/about']) {
    const landing = await request(port, `/__preview/data?path=${at}`, { headers: cookieFor(LANDING) });
    expect([at, landing.status]).toEqual([at, 502]);
  }
  // Another type's credential does not read landing pages.
  const other = await request(port, '/__preview/data?path=/spring-offer', { headers: cookieFor(GLOBAL) });
  expect(other.status).toBe(400);
});

describe("an article's and a case study's credential", () => {
  const ARTICLE = { uid: 'api::article.article', documentId: 'article0document0id00000', locale: 'en' };
  const CASE_STUDY = { uid: 'api::case-study.case-study', documentId: 'case0study0document0id00', locale: 'en' };

  it("reads only at its own section's address, in its own locale", async () => {
    for (const [document, own, others] of [
      [
        ARTICLE,
        '/insights/any-slug',
        ['/case-studies/any-slug', '/insights', '/insights/category/x', '/', '/about', '/spring-offer'],
      ],
      [
        CASE_STUDY,
        '/case-studies/any-slug',
        ['/insights/any-slug', '/case-studies', '/', '/services', '/spring-offer'],
      ],
    ] as const) {
      // Its own section's address: read from the CMS (down here, so 502), the slug then checked.
      const read = await request(port, `/__preview/data?path=${own}`, { headers: cookieFor(document) });
      expect([own, read.status]).toEqual([own, 502]);
      for (const at of others) {
        const refused = await request(port, `/__preview/data?path=${encodeURIComponent(at)}`, {
          headers: cookieFor(document),
        });
        expect([document.uid, at, refused.status]).toEqual([document.uid, at, 400]);
      }
      const german = await request(port, `/__preview/data?path=/de${own}`, { headers: cookieFor(document) });
      expect([german.status, JSON.parse(german.text).error]).toEqual([
        403,
        'This preview is for another language: open it again from the CMS admin.',
      ]);
    }
    // No other type's credential reads an article's or a case study's page.
    for (const document of [
      GLOBAL,
      HOME,
      { uid: 'api::page.page', documentId: 'landing0document0id00000', locale: 'en' },
    ])
      for (const at of ['/insights/any-slug', '/case-studies/any-slug']) {
        const refused = await request(port, `/__preview/data?path=${at}`, { headers: cookieFor(document) });
        expect([document.uid, at, refused.status]).toEqual([document.uid, at, 400]);
      }
  });

  it('answers a missing or bad credential 401, as for every page', async () => {
    for (const cookie of ['', `meridian_preview=${signPreviewCookie(previewKey('x'), ARTICLE)}`]) {
      const response = await request(port, '/__preview/data?path=/insights/any-slug', { headers: { cookie } });
      expect(response.status).toBe(401);
      expect(JSON.parse(response.text).error).toMatch(/no valid preview credential/);
    }
    const url = signPreviewQuery(key, { ...CASE_STUDY, path: '/case-studies/x', chat: false, label: 'Case study: X' });
    const altered = await enter(url.replace('case-studies%2Fx', 'case-studies%2Fy'));
    expect([altered.status, altered.headers['set-cookie']]).toEqual([401, undefined]);
    const entered = await enter(url);
    expect([entered.status, entered.headers.location]).toEqual([
      303,
      '/__preview?path=%2Fcase-studies%2Fx&label=Case+study%3A+X',
    ]);
  });

  describe('against the CMS', () => {
    /** The CMS's REST API as the build token sees it, each call recorded. */
    const calls: URL[] = [];
    const respond = (routes: Record<string, (url: URL) => unknown>) =>
      jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
        const url = new URL(input as string);
        calls.push(url);
        const route = routes[url.pathname];
        const data = route ? route(url) : null;
        return new Response(JSON.stringify({ data }), { status: data === null ? 404 : 200 });
      });
    const options = { cmsUrl: 'http://cms.test', cmsPublicUrl: 'http://cms.test', token: () => 'token' };
    const drafts = () => calls.filter((url) => url.searchParams.get('status') !== 'published');
    beforeEach(() => (calls.length = 0));
    afterEach(() => jest.restoreAllMocks());

    it("reads the article's one draft, by its id, and what it names as published", async () => {
      respond({
        [`/api/articles/${ARTICLE.documentId}`]: (url) =>
          url.searchParams.get('status') === 'draft'
            ? {
                documentId: ARTICLE.documentId,
                slug: 'draft-slug',
                title: 'Draft title',
                author: { documentId: 'author1' },
                category: { documentId: 'cat1' },
                relatedArticles: [{ documentId: 'pick1' }],
                body: [],
              }
            : { documentId: ARTICLE.documentId, publishedAt: '2026-02-14T09:00:00.000Z' },
        '/api/authors': () => [{ documentId: 'author1', name: 'Published author' }],
        '/api/categories': () => [{ documentId: 'cat1', name: 'Published category', slug: 'cat' }],
        '/api/articles': () => [
          { documentId: 'pick1', slug: 'picked', title: 'Picked', date: '2026-01-01' },
          { documentId: 'other', slug: 'other', title: 'Other', date: '2026-02-01', category: { documentId: 'cat1' } },
        ],
      });
      const data = await readDrafts('/insights/draft-slug', ARTICLE, options);
      if (data.page.template !== 'article') throw new Error('wrong template');
      expect(data.page.data.strapiArticle).toMatchObject({
        title: 'Draft title',
        author: { name: 'Published author' },
        category: { name: 'Published category', slug: 'cat' },
        // Its published version's day of publishing.
        publishedAt: '2026-02-14T09:00:00.000Z',
      });
      expect(data.page.data.related.nodes.map((card) => card.title)).toEqual(['Picked']);
      // The one draft read is the bound article's, in its locale; the rest is published.
      expect(
        drafts().map((url) => [url.pathname, url.searchParams.get('status'), url.searchParams.get('locale')]),
      ).toEqual([[`/api/articles/${ARTICLE.documentId}`, 'draft', 'en']]);
      expect(calls.every((url) => url.searchParams.get('locale') === 'en')).toBe(true);
      // Populated as the build populates it (site-build/sourced-types.ts): of what it names, only the locale.
      const draft = calls.find((url) => url.pathname === `/api/articles/${ARTICLE.documentId}`)!;
      expect(draft.searchParams.get('populate[author][fields][0]')).toBe('locale');
      expect(draft.searchParams.get('populate[relatedArticles][fields][0]')).toBe('locale');
      expect(draft.searchParams.get('populate[body][on][blocks.hero][populate][cta]')).toBe('true');
      // What it names is read by id, published.
      const authors = calls.find((url) => url.pathname === '/api/authors')!;
      expect([authors.searchParams.get('status'), authors.searchParams.get('filters[documentId][$in][0]')]).toEqual([
        'published',
        'author1',
      ]);
    });

    it("reads the case study's one draft, and its services as published", async () => {
      respond({
        [`/api/case-studies/${CASE_STUDY.documentId}`]: (url) =>
          url.searchParams.get('status') === 'draft'
            ? {
                documentId: CASE_STUDY.documentId,
                slug: 'draft-client',
                title: 'Draft case',
                services: [{ documentId: 'svc1' }],
                results: [{ value: '1', label: 'one' }],
              }
            : null,
        '/api/services': () => [{ documentId: 'svc1', slug: 'it-support', title: 'IT support' }],
      });
      const data = await readDrafts('/case-studies/draft-client', CASE_STUDY, options);
      if (data.page.template !== 'cases') throw new Error('wrong template');
      expect(data.page.data.strapiCaseStudy).toMatchObject({
        title: 'Draft case',
        services: [{ slug: 'it-support', title: 'IT support' }],
        results: [{ value: '1', label: 'one' }],
      });
      expect(drafts().map((url) => url.pathname)).toEqual([`/api/case-studies/${CASE_STUDY.documentId}`]);
    });

    it("shows what a page's draft links as published, never another document's draft", async () => {
      const LANDING = { uid: 'api::page.page', documentId: 'landing0document0id00000', locale: 'en' };
      respond({
        // Read as a draft, its block's case study comes populated as that case study's draft.
        [`/api/pages/${LANDING.documentId}`]: (url) =>
          url.searchParams.get('status') === 'draft'
            ? {
                documentId: LANDING.documentId,
                slug: 'spring-offer',
                title: 'Spring offer',
                blocks: [
                  {
                    __component: 'blocks.case-studies',
                    id: 1,
                    caseStudies: [
                      { documentId: 'cs1', title: "Another editor's draft" },
                      { documentId: 'cs2', title: 'Never published' },
                    ],
                  },
                ],
              }
            : null,
        '/api/case-studies': () => [{ documentId: 'cs1', slug: 'cs1', title: 'As published' }],
      });
      const data = await readDrafts('/spring-offer', LANDING, options);
      if (data.page.template !== 'landing') throw new Error('wrong template');
      expect(data.page.data.strapiPage?.blocks).toEqual([
        expect.objectContaining({ caseStudies: [expect.objectContaining({ title: 'As published' })] }),
      ]);
      expect(drafts().map((url) => url.pathname)).toEqual([`/api/pages/${LANDING.documentId}`]);
    });

    it("refuses an address that is not its draft's (its slug changed, another entry)", async () => {
      respond({
        [`/api/articles/${ARTICLE.documentId}`]: () => ({ documentId: ARTICLE.documentId, slug: 'new-slug' }),
        [`/api/case-studies/${CASE_STUDY.documentId}`]: () => null,
      });
      await expect(readDrafts('/insights/old-slug', ARTICLE, options)).rejects.toThrow(OtherPage);
      await expect(readDrafts('/insights/old-slug', ARTICLE, options)).rejects.toThrow(
        'This article has another address now: open its preview again from the CMS admin.',
      );
      await expect(readDrafts('/case-studies/gone', CASE_STUDY, options)).rejects.toThrow(OtherPage);
      // Another section's address: nothing read.
      calls.length = 0;
      await expect(readDrafts('/case-studies/new-slug', ARTICLE, options)).rejects.toThrow(OtherPage);
      expect(calls).toEqual([]);
    });
  });
});

describe('what a credential bound to one document reads', () => {
  const SERVICE = { uid: 'api::service.service', documentId: 'svc2', locale: 'en' };
  /** The CMS's REST API as the build token sees it: published lists, drafts by status. */
  const calls: string[] = [];
  const get = async (url: string) => {
    calls.push(url);
    const { pathname, searchParams } = new URL(url, 'http://cms.invalid');
    const status = searchParams.get('status');
    if (pathname === '/api/services')
      return [
        { documentId: 'svc1', title: 'Published one' },
        { documentId: 'svc2', title: 'Published two' },
      ];
    if (pathname === '/api/services/svc2') return { documentId: 'svc2', title: `svc2 as ${status}` };
    if (pathname === '/api/services/svc9') return { documentId: 'svc9', title: 'never published' };
    if (pathname === '/api/global') return { title: `global as ${status}` };
    return null;
  };
  beforeEach(() => (calls.length = 0));

  it('reads that document as its draft and every other type as published', async () => {
    expect(await readResource(get, 'global', {}, GLOBAL)).toEqual({ title: 'global as draft' });
    expect(await readResource(get, 'global', {}, SERVICE)).toEqual({ title: 'global as published' });
    expect(await readResource(get, 'services', { 'populate[image]': 'true' }, GLOBAL)).toEqual([
      { documentId: 'svc1', title: 'Published one' },
      { documentId: 'svc2', title: 'Published two' },
    ]);
    expect(calls.every((url) => !url.includes('status=draft') || url.startsWith('/api/global?'))).toBe(true);
  });

  it("reads every resource in the bound document's locale", async () => {
    await readResource(get, 'services', {}, { ...SERVICE, locale: 'de' });
    await readResource(get, 'global', {}, { ...SERVICE, locale: 'de' });
    expect(calls).toEqual([
      '/api/services?status=published&locale=de',
      '/api/services/svc2?status=draft&locale=de',
      '/api/global?status=published&locale=de',
    ]);
  });

  it("puts that one entry's draft in its collection, in place of its published version or added", async () => {
    expect(await readResource(get, 'services', { 'populate[image]': 'true' }, SERVICE)).toEqual([
      { documentId: 'svc1', title: 'Published one' },
      { documentId: 'svc2', title: 'svc2 as draft' },
    ]);
    expect(calls).toContain('/api/services/svc2?status=draft&locale=en&populate%5Bimage%5D=true');
    expect(calls.filter((url) => url.startsWith('/api/services?'))).toEqual([
      '/api/services?status=published&locale=en&populate%5Bimage%5D=true',
    ]);
    const added = await readResource(get, 'services', {}, { ...SERVICE, documentId: 'svc9' });
    expect(added).toEqual([
      { documentId: 'svc1', title: 'Published one' },
      { documentId: 'svc2', title: 'Published two' },
      { documentId: 'svc9', title: 'never published' },
    ]);
  });
});

it('leaves the live pages unframable', async () => {
  const live = await request(port, '/');
  expect(live.headers['x-frame-options']).toBe('DENY');
  expect(live.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(live.headers['x-robots-tag']).toBeUndefined();
});

it('changes only frame-ancestors and img-src of the live CSP', () => {
  const live = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'";
  expect(previewCsp(live, ['https://cms.example'], 'https://cms.example/')).toBe(
    "default-src 'self'; img-src 'self' data: https://cms.example; frame-ancestors https://cms.example; object-src 'none'",
  );
  expect(adminOriginsFor('https://cms.example')).toEqual(['https://cms.example']);
});

it("lets a draft's images load from the uploads' bucket when the CMS keeps them on S3", () => {
  const live = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'";
  expect(mediaOrigins({})).toEqual([]);
  const media = mediaOrigins({
    S3_BUCKET: 'meridian-media',
    S3_REGION: 'eu-west-1',
    S3_PUBLIC_URL: 'https://media.meridianworks.example/files',
  });
  expect(media).toEqual(['https://media.meridianworks.example']);
  expect(previewCsp(live, ['https://cms.example'], 'https://cms.example', media)).toBe(
    "default-src 'self'; img-src 'self' data: https://cms.example https://media.meridianworks.example; frame-ancestors https://cms.example",
  );
  // Without a public URL, the bucket's own address on AWS.
  expect(mediaOrigins({ S3_BUCKET: 'meridian-media', S3_REGION: 'eu-west-1' })).toEqual([
    'https://meridian-media.s3.eu-west-1.amazonaws.com',
  ]);
});
