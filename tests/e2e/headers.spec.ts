/**
 * Headers that do not grow with the site (issue 45): global-setup.ts built the site with a few
 * hundred generated landing pages (generated-pages.ts) besides the seeded ones. Every built page,
 * fetched from the real server, answers with every header, and the header block as a whole, under
 * 4 KB (nginx's smallest default proxy buffer); so does every rule of the `_headers` file the build
 * writes for a static host. And the one CSP still lets each page run: a generated page, a seeded
 * landing page, the home page and an unknown path (the 404 page) run in Chromium without a single
 * CSP violation, with Gatsby's runtime knowing which page it is on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HEADER_SIZE_LIMIT, staticHostHeaders } from '../../server/headers';
import { expect, open, skipIntro, test } from './fixtures';
import { GENERATED_PREFIX, generatedPageCount, generatedSlug } from './generated-pages';

/** The build global-setup serves (a copy of public/). */
const siteDirOf = (cmsDataDir: string) => path.join(cmsDataDir, 'site');

/** The URL of every HTML file of a build (`a/index.html` is the page `/a`: the site has no trailing slashes). */
function pageUrls(dir: string): string[] {
  const urls: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) urls.push(`/${file}`.replace(/\/?index\.html$/, '') || '/');
    }
  };
  walk('');
  return urls.sort();
}

const headerBytes = (name: string, value: string) => Buffer.byteLength(`${name}: ${value}\r\n`);

test('no response header of any built page, nor the header block, passes 4 KB', async ({ env }) => {
  test.setTimeout(240_000);
  const urls = pageUrls(siteDirOf(env.cmsDataDir));
  const generated = urls.filter((url) => url.startsWith(`/${GENERATED_PREFIX}`));
  expect(generated.length).toBe(generatedPageCount());
  const policies = new Set<string>();
  for (const url of urls) {
    // Node's fetch refuses a response whose headers pass 16 KB: it failing is a failure too.
    const response = await fetch(`${env.siteUrl}${url}`);
    expect([url, response.status]).toEqual([url, 200]);
    let total = 0;
    for (const [name, value] of response.headers) {
      const bytes = headerBytes(name, value);
      expect([url, name, bytes < HEADER_SIZE_LIMIT]).toEqual([url, name, true]);
      total += bytes;
    }
    expect([url, total < HEADER_SIZE_LIMIT]).toEqual([url, true]);
    policies.add(response.headers.get('content-security-policy') ?? '');
    await response.arrayBuffer();
  }
  // One policy for every page, with a handful of hashes (the inline scripts every page runs), not
  // one per page.
  expect(policies.size).toBe(1);
  const [csp] = policies;
  expect(csp.match(/'sha256-/g)?.length ?? 0).toBeLessThanOrEqual(10);
});

test("every rule of the build's _headers stays under 4 KB", ({ env }) => {
  const text = staticHostHeaders(siteDirOf(env.cmsDataDir), { cmsUrl: env.cmsUrl, siteUrl: env.siteUrl });
  const rules = text.trim().split(/\n\s*\n/);
  // Cloudflare Pages reads at most 100 rules, of lines up to 2,000 characters.
  expect(rules.length).toBeLessThan(100);
  for (const rule of rules) {
    const [pattern, ...lines] = rule.split('\n');
    for (const line of lines) expect([pattern, line.length <= 2000]).toEqual([pattern, true]);
    const sizes = lines.map((line) => Buffer.byteLength(`${line.trim()}\r\n`));
    for (const size of sizes) expect([pattern, size < HEADER_SIZE_LIMIT]).toEqual([pattern, true]);
    expect([pattern, sizes.reduce((sum, size) => sum + size, 0) < HEADER_SIZE_LIMIT]).toEqual([pattern, true]);
  }
});

test('pages of every kind run under the one CSP without a violation', async ({ page, env, consoleErrors }) => {
  await skipIntro(page);
  // Recorded from the first script on, before any of the page's own.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const last = generatedSlug(generatedPageCount() - 1);
  for (const [url, pagePath] of [
    [`/${generatedSlug(0)}`, `/${generatedSlug(0)}`],
    [`/${last}`, `/${last}`],
    ['/company-events-2027', '/company-events-2027'],
    ['/', '/'],
    ['/no/such/page', '/404.html'],
  ]) {
    await open(page, `${env.siteUrl}${url}`);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    // Gatsby's runtime read its page from the script whose text is the same on every page.
    expect(await page.evaluate(() => (window as unknown as { pagePath: string }).pagePath)).toBe(pagePath);
    // No error of any kind; on the unknown path only the 404s Gatsby expects there (the document,
    // and the page data it looks for before it shows the 404 page).
    const unexpected = consoleErrors.filter(
      (error) => !(url.startsWith('/no/') && error.includes('the server responded with a status of 404')),
    );
    expect([url, unexpected]).toEqual([url, []]);
    consoleErrors.length = 0;
  }
});
