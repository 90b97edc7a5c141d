/** @jest-environment node */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { previewKey, signPreviewCookie, signPreviewQuery } from '../cms/src/utils/preview-token';
import { createSiteServer } from './app';
import { close, listen } from './listen';
import { adminOriginsFor, createPreviewHandler, mediaOrigins, previewCsp } from './preview';
import { request } from './test-utils/http';

const SECRET = 'test-rebuild-secret';
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
const signed = (now?: number) => signPreviewQuery(key, { path: '/about', chat: false, label: 'About page' }, now);

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
  expect(cookie).toMatch(/^meridian_preview=\d+\.[\w-]+; Path=\/__preview; Max-Age=3600; HttpOnly; SameSite=Lax$/);
  expectPreviewHeaders(response.headers);
});

it.each([
  ['no credential', () => ''],
  ['a wrong signature', () => signed().replace(/sig=[^&]+/, 'sig=wrong')],
  ['an expired URL', () => signed(Math.floor(Date.now() / 1000) - 3600)],
  ['an altered path', () => signed().replace('path=%2Fabout', 'path=%2Fcontact')],
  [
    'a URL signed with another secret',
    () => signPreviewQuery(previewKey('other'), { path: '/', chat: false, label: '' }),
  ],
])('answers 401 to %s, with no cookie', async (_name, query) => {
  const response = await enter(query());
  expect(response.status).toBe(401);
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.text).toMatch(/missing, wrong or expired/);
  expectPreviewHeaders(response.headers);
});

it('serves the preview page and its data only with a valid cookie', async () => {
  for (const target of ['/__preview', '/__preview/', '/__preview/data?path=/']) {
    const none = await request(port, target);
    expect(none.status).toBe(401);
    const forged = await request(port, target, {
      headers: { cookie: `meridian_preview=${signPreviewCookie(previewKey('x'))}` },
    });
    expect(forged.status).toBe(401);
    const expired = await request(port, target, {
      headers: { cookie: `meridian_preview=${signPreviewCookie(key, Math.floor(Date.now() / 1000) - 7200)}` },
    });
    expect(expired.status).toBe(401);
  }
  const shell = await request(port, '/__preview?path=/about', {
    headers: { cookie: `meridian_preview=${signPreviewCookie(key)}` },
  });
  expect(shell.status).toBe(200);
  expect(shell.text).toBe(SHELL);
  expectPreviewHeaders(shell.headers);
  // The shell's inline scripts are allowed by hash, as on the live pages.
  expect(shell.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
});

it('refuses unknown pages and says when the CMS cannot be reached, keeping the preview headers', async () => {
  const cookie = { cookie: `meridian_preview=${signPreviewCookie(key)}` };
  const unknown = await request(port, '/__preview/data?path=/nowhere', { headers: cookie });
  expect(unknown.status).toBe(400);
  const down = await request(port, '/__preview/data?path=/', { headers: cookie });
  expect(down.status).toBe(502);
  expect(JSON.parse(down.text)).toEqual({ error: 'The CMS cannot be reached.' });
  expectPreviewHeaders(down.headers);
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
