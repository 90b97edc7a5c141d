/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer, guardHandler, isUnsafePath } from './app';
import { BuildStore } from './build-store';
import { IMMUTABLE, NO_CACHE, inlineScriptHashes } from './headers';
import { close, listen } from './listen';
import { RebuildQueue, type BuildTarget } from './rebuild-queue';
import { request } from '../tests/support/http';
import { untilTrue } from '../tests/support/until';

const INLINE_SCRIPT = '(function(){document.documentElement.classList.add("js")})();';
const INLINE_HASH = `'sha256-${crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
const filler = (n: number) => `/* ${'lorem ipsum '.repeat(n)} */`;
const INDEX_HTML = `<!doctype html><html><head><script id="theme">${INLINE_SCRIPT}</script><script src="/app-abc123.js" async></script><style>${filler(200)}</style></head><body><h1>Home page</h1></body></html>`;
const APP_JS = `console.log("app");${filler(300)}`;

function write(root: string, file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

let tmp: string;
let siteDir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  // The served directory sits inside tmp; files beside it must never be reachable.
  write(tmp, 'package.json', '{"name":"LEAKED-OUTSIDE-FILE"}');
  siteDir = path.join(tmp, 'site');
  write(siteDir, 'index.html', INDEX_HTML);
  write(siteDir, '404.html', '<!doctype html><html><body><h1>Custom not found page</h1></body></html>');
  write(
    siteDir,
    'de/404/index.html',
    '<!doctype html><html lang="de"><body><h1>Seite nicht gefunden</h1></body></html>',
  );
  write(siteDir, 'about/index.html', '<!doctype html><html><body><h1>About page</h1></body></html>');
  write(siteDir, 'de/index.html', '<!doctype html><html lang="de"><body><h1>Startseite</h1></body></html>');
  write(siteDir, 'page-data/index/page-data.json', JSON.stringify({ path: '/', result: { filler: filler(100) } }));
  write(siteDir, 'page-data/app-data.json', '{"webpackCompilationHash":"abc"}');
  write(siteDir, 'app-data.json', '{}');
  write(siteDir, 'app-abc123.js', APP_JS);
  write(siteDir, 'styles.def456.css', 'body{margin:0}');
  write(siteDir, 'sw.js', 'self.addEventListener("fetch",()=>{})');
  write(siteDir, '~partytown/partytown.js', 'void 0');
  write(siteDir, 'static/x/img.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
  write(siteDir, 'sub/file.txt', 'a file in a directory without an index');
  server = createSiteServer({ currentDir: () => siteDir, cmsUrl: 'http://cms.example:1337/' });
  port = await listen(server, 0, '127.0.0.1');
});

afterAll(async () => {
  await close(server);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the language a visitor chose (the switcher’s cookie)', () => {
  test('the English home page sends a visitor who chose German to the German one', async () => {
    const response = await request(port, '/', { headers: { cookie: 'darkMode=enabled; language=de' } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/de');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  test.each([
    ['no choice', {}],
    ['English chosen', { cookie: 'language=en' }],
    ['a language the site does not have', { cookie: 'language=fr' }],
    ['only the browser’s language', { 'accept-language': 'de-DE,de;q=0.9' }],
  ])('the home page is served as it is with %s', async (_, headers: Record<string, string>) => {
    const response = await request(port, '/', { headers });
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  test('no other address follows the choice', async () => {
    const about = await request(port, '/about', { headers: { cookie: 'language=de' } });
    expect(about.status).toBe(200);
    expect(about.text).toContain('About page');
  });
});

describe('static files', () => {
  test('serves pages by their clean URL', async () => {
    const home = await request(port, '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.text).toBe(INDEX_HTML);
    const about = await request(port, '/about');
    expect(about.status).toBe(200);
    expect(about.text).toContain('About page');
  });

  test.each([
    ['/', NO_CACHE],
    ['/about', NO_CACHE],
    ['/about/', NO_CACHE],
    ['/page-data/index/page-data.json', NO_CACHE],
    ['/page-data/app-data.json', NO_CACHE],
    ['/app-data.json', NO_CACHE],
    ['/app-abc123.js', IMMUTABLE],
    ['/styles.def456.css', IMMUTABLE],
    ['/static/x/img.png', IMMUTABLE],
    ['/sw.js', NO_CACHE],
    ['/~partytown/partytown.js', NO_CACHE],
  ])('cache-control of %s', async (url, expected) => {
    const response = await request(port, url);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
  });

  test('compresses with gzip or brotli when the client asks, and not otherwise', async () => {
    const gzip = await request(port, '/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.raw.length).toBeLessThan(APP_JS.length);
    expect(gzip.text).toBe(APP_JS);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    const brotli = await request(port, '/', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(INDEX_HTML);

    const plain = await request(port, '/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(APP_JS);
  });

  test('unknown paths get the 404 page with status 404', async () => {
    for (const url of ['/no-such-page', '/static/missing.js', '/about/nothing/here']) {
      const response = await request(port, url);
      expect(response.status).toBe(404);
      expect(response.text).toContain('Custom not found page');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  test("an unknown German path gets the German 404 page; a slug that merely starts with de, the default's", async () => {
    for (const url of ['/de/no-such-page', '/de/about/nothing', '/de/static/missing.js']) {
      const response = await request(port, url);
      expect(response.status).toBe(404);
      expect(response.text).toContain('Seite nicht gefunden');
    }
    const other = await request(port, '/delivery');
    expect(other.status).toBe(404);
    expect(other.text).toContain('Custom not found page');
  });

  test('a directory without an index is a 404, never a listing', async () => {
    for (const url of ['/sub', '/sub/', '/static/', '/static/x/']) {
      const response = await request(port, url);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('file.txt');
      expect(response.text).not.toContain('img.png');
    }
  });

  test.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/..%2fpackage.json',
    '/..%2Fpackage.json',
    '/%252e%252e/package.json',
    '/%25252e%25252e/package.json',
    '/about/../../package.json',
    '/..\\package.json',
    '/%2e%2e%5cpackage.json',
    '/static/%2e%2e/%2e%2e/package.json',
  ])('path traversal %s never leaks a file outside the served directory', async (url) => {
    const response = await request(port, url);
    expect([400, 404]).toContain(response.status);
    expect(response.text).not.toContain('LEAKED-OUTSIDE-FILE');
  });

  test('isUnsafePath flags every traversal spelling itself (defence in depth over the file index)', () => {
    for (const url of [
      '/../x',
      '/%2e%2e/x',
      '/..%2fx',
      '/%252e%252e/x',
      '/%25252e%25252e/x',
      '/a/..\\x',
      '/%00',
      '/%E0%A4%A',
    ]) {
      expect(isUnsafePath(url)).toBe(true);
    }
  });

  test('isUnsafePath accepts ordinary paths', () => {
    expect(isUnsafePath('/')).toBe(false);
    expect(isUnsafePath('/about')).toBe(false);
    expect(isUnsafePath('/caf%C3%A9')).toBe(false);
    expect(isUnsafePath('/static/x/img.png')).toBe(false);
    expect(isUnsafePath('/a..b/c')).toBe(false);
  });

  test('only GET and HEAD are served', async () => {
    const head = await request(port, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    const post = await request(port, '/', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
  });
});

describe('inline script hashes', () => {
  const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  test('cover what a browser runs or checks, not data blocks like JSON-LD', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      "<script type='text/javascript'>c()</script>",
      '<script type=" Application/JavaScript ">d()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="data">{"x":1}</script>',
      '<script type="text/template"><p>x</p></script>',
      '<script src="/app.js"></script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual(['a()', 'b()', 'c()', 'd()', '{"imports":{}}'].map(hash));
  });

  test('hash the text as the browser sees it, line breaks made LF', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([hash('a()\nb()\nc()')]);
  });
});

test('a build whose inline scripts differ per page is served, with a warning that its CSP is too large', async () => {
  const grown = path.join(tmp, 'grown');
  for (let index = 0; index < 120; index++)
    write(grown, `p${index}/index.html`, `<script>window.page=${index}</script>`);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const big = createSiteServer({ currentDir: () => grown });
  const bigPort = await listen(big, 0, '127.0.0.1');
  try {
    expect((await request(bigPort, '/p1')).status).toBe(200);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/CSP of .*grown is \d+ bytes, over 4096/));
    // Once per build, not per request.
    await request(bigPort, '/p2');
    expect(warn).toHaveBeenCalledTimes(1);
  } finally {
    warn.mockRestore();
    await close(big);
  }
});

describe('security headers', () => {
  test('the CSP allows the inline script by its hash and nothing else inline', async () => {
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([INLINE_HASH]);
    const { headers } = await request(port, '/');
    const csp = String(headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${INLINE_HASH}`);
    expect(csp).not.toContain("'unsafe-eval'"); // 'wasm-unsafe-eval' (the search's WebAssembly) allows no eval()
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(directive('font-src')).toBe("font-src 'self' data:");
    expect(directive('connect-src')).toBe("connect-src 'self' http://cms.example:1337");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('googletagmanager');
  });

  test('every page carries the security headers, 404 pages included, even for a missing script', async () => {
    for (const url of ['/', '/nope', '/missing-chunk.js']) {
      const { headers } = await request(port, url);
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      // This server's site is at no https address (no SITE_URL): HSTS would be wrong here.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('a site whose SITE_URL is https sends HSTS on every response, pages, assets, refusals and status', async () => {
    const https = createSiteServer({ currentDir: () => siteDir, siteUrl: 'https://www.example.com' });
    const httpsPort = await listen(https, 0, '127.0.0.1');
    try {
      for (const url of ['/', '/app-abc123.js', '/nope', '/%2e%2e/x', '/__rebuild/status']) {
        const { headers } = await request(httpsPort, url);
        expect([url, headers['strict-transport-security']]).toEqual([url, 'max-age=63072000; includeSubDomains']);
      }
    } finally {
      await close(https);
    }
  });

  test('scripts, data and refusals carry nosniff but not the page-only headers', async () => {
    for (const url of ['/app-abc123.js', '/%2e%2e/x', '/__rebuild/status']) {
      const { headers } = await request(port, url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBeUndefined();
    }
  });

  test('analytics hosts are allowed only when an analytics id is configured', async () => {
    const withAnalytics = createSiteServer({ currentDir: () => siteDir, analyticsId: 'G-TEST' });
    const analyticsPort = await listen(withAnalytics, 0, '127.0.0.1');
    try {
      const csp = String((await request(analyticsPort, '/')).headers['content-security-policy']);
      const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
      expect(directive('script-src')).toBe(
        `script-src 'self' 'wasm-unsafe-eval' ${INLINE_HASH} https://www.googletagmanager.com`,
      );
      // The default CMS origin, then what GA4's tag calls: its own host, the collection hosts with
      // the regional ones (region1.analytics.google.com), and doubleclick as Google's GA4 guide lists.
      expect(directive('connect-src')).toBe(
        "connect-src 'self' http://127.0.0.1:1337 https://www.googletagmanager.com https://*.google-analytics.com " +
          'https://*.analytics.google.com https://*.g.doubleclick.net',
      );
      expect(directive('img-src')).toBe(
        "img-src 'self' data: blob: https://www.googletagmanager.com https://*.google-analytics.com",
      );
      // Google signals and the ads features stay off (their consent types are always denied).
      expect(csp).not.toContain('www.google.com');
    } finally {
      await close(withAnalytics);
    }
  });
});

describe('rebuild endpoint', () => {
  const SECRET = 'the-right-secret';
  let store: BuildStore;
  let builder: jest.Mock<Promise<void>, [string]>;
  let queue: RebuildQueue;
  let rebuildServer: http.Server;
  let rebuildPort: number;
  let version = 0;

  beforeAll(async () => {
    store = new BuildStore(path.join(tmp, 'builds-site'));
    builder = jest.fn(async (outDir: string) => {
      version++;
      write(outDir, 'index.html', `<!doctype html><h1>Version ${version}</h1><script>var v=${version}</script>`);
    });
    queue = new RebuildQueue({ builder, target: store });
    rebuildServer = createSiteServer({ currentDir: () => store.current(), rebuild: { queue, secret: SECRET } });
    rebuildPort = await listen(rebuildServer, 0, '127.0.0.1');
  });
  afterAll(() => close(rebuildServer));

  const post = (headers: Record<string, string>, body = '{"event":"entry.publish","uid":"api::faq-group.faq-group"}') =>
    request(rebuildPort, '/__rebuild', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  test('before the first build the site answers 503 and the status says idle', async () => {
    expect((await request(rebuildPort, '/')).status).toBe(503);
    const status = await request(rebuildPort, '/__rebuild/status');
    expect(status.status).toBe(200);
    expect(JSON.parse(status.text)).toEqual({ state: 'idle', lastSuccess: null, lastFailure: null, builds: 0 });
  });

  test('a missing or wrong secret is refused with 401 and starts nothing', async () => {
    expect((await post({})).status).toBe(401);
    expect((await post({ 'x-rebuild-secret': 'wrong' })).status).toBe(401);
    expect((await post({ 'x-rebuild-secret': `${SECRET}x` })).status).toBe(401);
    expect((await post({ 'x-rebuild-secret': SECRET.slice(0, -1) })).status).toBe(401);
    expect(builder).not.toHaveBeenCalled();
    expect(queue.state).toBe('idle');
  });

  test('the right secret is accepted with 202, builds, and the new build is served', async () => {
    const response = await post({ 'x-rebuild-secret': SECRET });
    expect(response.status).toBe(202);
    expect(JSON.parse(response.text)).toMatchObject({ accepted: true });
    await queue.whenIdle();
    expect(builder).toHaveBeenCalledTimes(1);
    const home = await request(rebuildPort, '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Version 1');
    // The CSP follows the build now served.
    const hash = `'sha256-${crypto.createHash('sha256').update(`var v=${version}`).digest('base64')}'`;
    expect(home.headers['content-security-policy']).toContain(hash);

    const status = JSON.parse((await request(rebuildPort, '/__rebuild/status')).text);
    expect(status).toMatchObject({ state: 'idle', lastFailure: null, builds: 1 });
    expect(typeof status.lastSuccess.at).toBe('string');
    expect(typeof status.lastSuccess.durationMs).toBe('number');
  });

  test('an empty body with the right secret rebuilds (manual trigger); a bad body does not', async () => {
    const calls = builder.mock.calls.length;
    expect((await post({ 'x-rebuild-secret': SECRET }, 'not json')).status).toBe(400);
    expect((await post({ 'x-rebuild-secret': SECRET }, '')).status).toBe(202);
    await queue.whenIdle();
    expect(builder).toHaveBeenCalledTimes(calls + 1);
    expect((await request(rebuildPort, '/')).text).toContain(`Version ${version}`);
  });

  test('events during a build coalesce into one follow-up build', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowBuilder = jest.fn(async (outDir: string) => {
      await gate;
      write(outDir, 'index.html', 'ok');
    });
    const target: BuildTarget = {
      allocate: async () => fs.mkdtempSync(path.join(tmp, 'slow-')),
      activate: async () => undefined,
      discard: async () => undefined,
      prune: async () => undefined,
    };
    const slowQueue = new RebuildQueue({ builder: slowBuilder, target });
    const slowServer = createSiteServer({ currentDir: () => siteDir, rebuild: { queue: slowQueue, secret: SECRET } });
    const slowPort = await listen(slowServer, 0, '127.0.0.1');
    try {
      const send = () =>
        request(slowPort, '/__rebuild', {
          method: 'POST',
          headers: { 'x-rebuild-secret': SECRET },
          body: '{"event":"entry.update"}',
        });
      expect((await send()).status).toBe(202);
      await untilTrue('the first build', () => slowBuilder.mock.calls.length === 1);
      expect(JSON.parse((await request(slowPort, '/__rebuild/status')).text).state).toBe('building');
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(202);
      expect(JSON.parse((await request(slowPort, '/__rebuild/status')).text).state).toBe('queued');
      release();
      await slowQueue.whenIdle();
      expect(slowBuilder).toHaveBeenCalledTimes(2);
    } finally {
      await close(slowServer);
    }
  });

  test("the status gives a failed build's log only to a caller with the secret", async () => {
    const failing = new RebuildQueue({
      builder: async () => {
        throw new Error('Error: connect ECONNREFUSED http://10.0.0.5:1337/api at /srv/site/gatsby-node.ts:42');
      },
      target: store,
    });
    const failingServer = createSiteServer({ currentDir: () => siteDir, rebuild: { queue: failing, secret: SECRET } });
    const failingPort = await listen(failingServer, 0, '127.0.0.1');
    try {
      failing.request();
      await failing.whenIdle();
      const anyone = await request(failingPort, '/__rebuild/status');
      expect(anyone.status).toBe(200);
      const status = JSON.parse(anyone.text);
      expect(status).toMatchObject({ state: 'idle', builds: 1, lastSuccess: null });
      expect(Object.keys(status.lastFailure)).toEqual(['at']);
      expect(anyone.text).not.toContain('ECONNREFUSED');

      const cms = await request(failingPort, '/__rebuild/status', { headers: { 'x-rebuild-secret': SECRET } });
      expect(cms.status).toBe(200);
      expect(JSON.parse(cms.text).lastFailure.error).toContain('ECONNREFUSED http://10.0.0.5:1337');

      const wrong = await request(failingPort, '/__rebuild/status', { headers: { 'x-rebuild-secret': 'guess' } });
      expect(wrong.status).toBe(401);
      expect(wrong.text).not.toContain('ECONNREFUSED');
    } finally {
      await close(failingServer);
    }
  });

  test('a server without rebuilds refuses POST /__rebuild', async () => {
    const response = await request(port, '/__rebuild', { method: 'POST', headers: { 'x-rebuild-secret': 'x' } });
    expect(response.status).toBe(503);
    expect((await request(port, '/__rebuild', { method: 'GET' })).status).toBe(405);
  });
});

describe('an error in one request', () => {
  let guarded: http.Server;
  let guardedPort: number;
  const logged: string[] = [];

  beforeAll(async () => {
    guarded = http.createServer(
      guardHandler(
        (req, res) => {
          if (req.url === '/throw') throw new Error('thrown by the handler');
          if (req.url === '/reject') return Promise.reject(new Error('rejected later'));
          if (req.url === '/late') {
            res.writeHead(200, { 'Content-Type': 'text/plain' });
            res.write('partial');
            throw new Error('thrown after the headers went out');
          }
          if (req.url === '/header') res.setHeader('Location', '/о-нас'); // ERR_INVALID_CHAR, as before the redirect rule
          res.end('ok');
          return undefined;
        },
        (message) => logged.push(message),
      ),
    );
    guardedPort = await listen(guarded, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await close(guarded);
  });

  test.each(['/throw', '/reject', '/header'])('%s answers 500, is logged, and the next request works', async (url) => {
    logged.length = 0;
    const failed = await request(guardedPort, url);
    expect([failed.status, failed.text]).toEqual([500, 'Internal server error\n']);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(logged).toEqual([expect.stringContaining(`GET "${url}"`)]);
    const next = await request(guardedPort, '/');
    expect([next.status, next.text]).toEqual([200, 'ok']);
  });

  test('a failure after the headers went out cuts the response off, and the server goes on', async () => {
    await expect(request(guardedPort, '/late')).rejects.toThrow();
    expect((await request(guardedPort, '/')).status).toBe(200);
  });

  test('the site server answers 500 when a build cannot be read, and serves again once it can', async () => {
    let dir: string | null = path.join(tmp, 'not-a-build');
    fs.writeFileSync(dir, 'a file where a directory should be');
    const broken = createSiteServer({ currentDir: () => dir });
    const brokenPort = await listen(broken, 0, '127.0.0.1');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await request(brokenPort, '/')).status).toBe(500);
      expect(errors).toHaveBeenCalled();
      dir = siteDir;
      expect((await request(brokenPort, '/')).status).toBe(200);
    } finally {
      errors.mockRestore();
      await close(broken);
    }
  });
});
