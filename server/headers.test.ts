/** @jest-environment node */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './app';
import { HOST_DEFAULT_CACHE, NO_CACHE, staticHostHeaders, writeStaticHostHeaders } from './headers';
import { close, listen } from './listen';
import { request } from '../tests/support/http';

const CMS_URL = 'https://cms.example.com';
const SITE_URL = 'https://www.example.com';
const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><script>document.documentElement.dataset.theme="dark"</script></head><body>Home</body></html>',
  'about/index.html': '<!doctype html><html><head><script>window.__loader=1</script></head><body>About</body></html>',
  '404.html': '<!doctype html><html><body>Not found</body></html>',
  'page-data/index/page-data.json': '{}',
  'app-data.json': '{}',
  'app-0123abcd.js': 'void 0',
  'styles.4567ef.css': 'body{}',
  'sw.js': 'void 0',
  'sitemap-index.xml': '<sitemapindex/>',
  'static/abc/logo.png': 'png',
  'static/abc/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const SECURITY = [
  'content-security-policy',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'x-content-type-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

/** How Netlify and Cloudflare Pages apply a `_headers` file: every matching rule, `*` matching the
 * rest of the path; a header two rules set is joined, which this reader reports as a clash. */
function headersFor(file: string, urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const block of file.trim().split(/\n\s*\n/)) {
    const [pattern, ...lines] = block.split('\n');
    const matches = pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
    if (!matches) continue;
    for (const line of lines) {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      const key = name.toLowerCase();
      if (key in result) throw new Error(`${urlPath}: ${name} is set by two rules`);
      result[key] = value;
    }
  }
  return result;
}

let dir: string;
let server: http.Server;
let port: number;
let generated: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-headers-'));
  for (const [name, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  writeStaticHostHeaders(dir, { GATSBY_CMS_URL: CMS_URL, SITE_URL });
  generated = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
  server = createSiteServer({ currentDir: () => dir, cmsUrl: CMS_URL, siteUrl: SITE_URL });
  port = await listen(server, 0, '127.0.0.1');
});

afterAll(async () => {
  await close(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

const urlOf = (file: string) => `/${file}`.replace(/index\.html$/, '');

test.each(Object.keys(FILES))(
  "%s gets the Cache-Control the server sends, from one rule or the host's default",
  async (file) => {
    const served = await request(port, urlOf(file));
    expect(served.status).toBe(200);
    expect(headersFor(generated, urlOf(file))['cache-control'] ?? HOST_DEFAULT_CACHE).toBe(
      served.headers['cache-control'],
    );
  },
);

test('the hosts default to what the server sends pages, so pages need no rule of their own', () => {
  // Netlify's and Cloudflare Pages' documented default; the file relies on it.
  expect(HOST_DEFAULT_CACHE).toBe(NO_CACHE);
  const many = fs.mkdtempSync(path.join(os.tmpdir(), 'static-headers-many-'));
  try {
    for (let index = 0; index < 300; index++) {
      fs.mkdirSync(path.join(many, `offer-${index}`));
      fs.writeFileSync(path.join(many, `offer-${index}`, 'index.html'), `<script>window.x=1</script>${index}`);
    }
    fs.writeFileSync(path.join(many, 'app-0123abcd.js'), 'void 0');
    const rules = staticHostHeaders(many, { cmsUrl: CMS_URL })
      .trim()
      .split(/\n\s*\n/);
    expect(rules.map((rule) => rule.split('\n')[0])).toEqual(['/*', '/app-0123abcd.js']);
  } finally {
    fs.rmSync(many, { recursive: true, force: true });
  }
});

test.each(['index.html', 'about/index.html', 'static/abc/mark.svg'])(
  'the document %s gets exactly the server security headers',
  async (file) => {
    const served = await request(port, urlOf(file));
    const fromFile = headersFor(generated, urlOf(file));
    for (const name of SECURITY) expect([name, fromFile[name]]).toEqual([name, served.headers[name]]);
  },
);

test('an unknown path (answered with 404.html by the host) gets the page headers too', async () => {
  const served = await request(port, '/no/such/page');
  expect(served.status).toBe(404);
  const fromFile = headersFor(generated, '/no/such/page');
  for (const name of SECURITY) expect(fromFile[name]).toBe(served.headers[name]);
});

test('the CSP allows the inline scripts of every page by hash, and the CMS origin', () => {
  const csp = headersFor(generated, '/')['content-security-policy'];
  expect(csp.match(/'sha256-[^']+'/g)).toHaveLength(2);
  expect(csp).toContain(`connect-src 'self' ${CMS_URL}`);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test("the CSP lets the search compile its WebAssembly ('wasm-unsafe-eval') but allows no eval()", () => {
  const csp = headersFor(generated, '/')['content-security-policy'];
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
  expect(scriptSrc.split(' ')).toContain("'wasm-unsafe-eval'");
  expect(scriptSrc.split(' ')).not.toContain("'unsafe-eval'");
});

test('the generator leaves out its own file and adds Google only with an analytics id', () => {
  expect(generated).not.toMatch(/^\/_headers$/m);
  expect(staticHostHeaders(dir, { cmsUrl: CMS_URL })).not.toContain('googletagmanager');
  expect(staticHostHeaders(dir, { cmsUrl: CMS_URL, analyticsId: 'G-TEST' })).toContain(
    'https://www.googletagmanager.com',
  );
});

test('an https site gets HSTS for two years with subdomains on every path, and COOP', () => {
  for (const urlPath of ['/', '/app-0123abcd.js', '/static/abc/logo.png', '/no/such/page']) {
    const headers = headersFor(generated, urlPath);
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  }
});

test('a site on plain http (a local build) gets no HSTS, and COOP all the same', () => {
  for (const siteUrl of [undefined, 'http://localhost:9000']) {
    const text = staticHostHeaders(dir, { cmsUrl: CMS_URL, siteUrl });
    expect(text).not.toContain('Strict-Transport-Security');
    expect(text).toContain('Cross-Origin-Opener-Policy: same-origin');
  }
});
