/** @jest-environment node */
/**
 * The site server answers the redirects of the build it serves (`_redirects`, as the build writes
 * it): 301 or 302 with the Location and the request's query string, before any file, for any case
 * and trailing slash; and a new build's redirects replace the old ones with the build.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { formatRedirectsFile } from '@contracts/redirects';
import { createSiteServer } from './app';
import { NO_CACHE } from './headers';
import { close, listen } from './listen';
import { PERMANENT_REDIRECT_CACHE, REDIRECTS_FILE } from './redirects';
import { request } from '../tests/support/http';

let tmp: string;
let served: string;
let server: http.Server;
let port: number;

function makeBuild(name: string, redirects: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'old-offer'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><h1>Home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><h1>Not found</h1>');
  // A page left from before the move: the redirect wins over the file.
  fs.writeFileSync(path.join(dir, 'old-offer', 'index.html'), '<!doctype html><h1>Stale page</h1>');
  fs.writeFileSync(path.join(dir, REDIRECTS_FILE), redirects);
  return dir;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-redirects-'));
  served = makeBuild(
    'first',
    formatRedirectsFile([
      { from: '/old-offer', to: '/summer-offer', permanent: true },
      { from: '/promo', to: '/services?tab=events#book', permanent: false },
      { from: '/partner', to: 'https://partner.example/welcome', permanent: true },
    ]),
  );
  server = createSiteServer({ currentDir: () => served });
  port = await listen(server, 0, '127.0.0.1');
});

afterAll(async () => {
  await close(server);
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('answers a permanent redirect with 301 and its Location, before the file at that path', async () => {
  const response = await request(port, '/old-offer');
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe('/summer-offer');
  expect(response.headers['cache-control']).toBe(PERMANENT_REDIRECT_CACHE);
  expect(response.text).toBe('');
  expect((await request(port, '/old-offer', { method: 'HEAD' })).status).toBe(301);
});

it('matches any case and a trailing slash, and keeps the query string', async () => {
  for (const path of ['/Old-Offer', '/old-offer/', '/OLD-OFFER/']) {
    const response = await request(port, path);
    expect([response.status, response.headers.location]).toEqual([301, '/summer-offer']);
  }
  const withQuery = await request(port, '/old-offer?utm_source=mail&utm_campaign=june');
  expect(withQuery.headers.location).toBe('/summer-offer?utm_source=mail&utm_campaign=june');
});

it('answers a temporary redirect with 302, merging queries before the fragment, and an absolute target', async () => {
  const promo = await request(port, '/promo?ref=flyer');
  expect(promo.status).toBe(302);
  expect(promo.headers.location).toBe('/services?tab=events&ref=flyer#book');
  expect(promo.headers['cache-control']).toBe(NO_CACHE);
  const partner = await request(port, '/partner');
  expect([partner.status, partner.headers.location]).toEqual([301, 'https://partner.example/welcome']);
});

it('leaves every other path to the files and the 404 page', async () => {
  expect((await request(port, '/')).status).toBe(200);
  expect((await request(port, '/old-offer/more')).status).toBe(404);
  // Other methods are refused as before, redirect or not.
  expect((await request(port, '/old-offer', { method: 'POST' })).status).toBe(405);
});

it('switches redirects with the build it serves', async () => {
  const previous = served;
  served = makeBuild('second', formatRedirectsFile([{ from: '/promo', to: '/contact', permanent: true }]));
  const promo = await request(port, '/promo');
  expect([promo.status, promo.headers.location]).toEqual([301, '/contact']);
  const stale = await request(port, '/old-offer');
  expect(stale.status).toBe(200);
  expect(stale.text).toContain('Stale page');
  served = previous;
  expect((await request(port, '/promo')).status).toBe(302);
});

it('serves a build without a _redirects file as before', async () => {
  const previous = served;
  served = makeBuild('third', '');
  fs.rmSync(path.join(served, REDIRECTS_FILE));
  expect((await request(port, '/old-offer')).status).toBe(200);
  served = previous;
});

describe('a _redirects file with targets no header may carry (written by hand, or before the rule)', () => {
  const lines = [
    '/umlaut https://example.com/über-uns 301',
    '/cyrillic /о-нас 302',
    '/chinese https://example.com/关于我们 301',
    '/control https://example.com/a\u0007b 301',
    '/escape https://example.com/\u001b[2J 301',
    '/fine /services 301',
    '',
  ].join('\n');

  it('answers each with a valid Location (canonical) or not at all, and keeps answering', async () => {
    const previous = served;
    served = makeBuild('hand-written', lines);
    try {
      const umlaut = await request(port, '/umlaut?q=%C3%A4');
      expect([umlaut.status, umlaut.headers.location]).toEqual([301, 'https://example.com/%C3%BCber-uns?q=%C3%A4']);
      const cyrillic = await request(port, '/cyrillic');
      expect([cyrillic.status, cyrillic.headers.location]).toEqual([302, '/%D0%BE-%D0%BD%D0%B0%D1%81']);
      const chinese = await request(port, '/chinese');
      expect(chinese.headers.location).toBe('https://example.com/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC');
      // A line with a control character is skipped: the path is an unknown page.
      expect((await request(port, '/control')).status).toBe(404);
      expect((await request(port, '/escape')).status).toBe(404);
      for (let round = 0; round < 3; round++) {
        expect((await request(port, '/umlaut')).status).toBe(301);
        expect((await request(port, '/fine')).headers.location).toBe('/services');
        expect((await request(port, '/')).status).toBe(200);
      }
    } finally {
      served = previous;
    }
  });
});
