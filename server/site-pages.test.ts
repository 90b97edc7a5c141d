/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagePathOfFile } from '@contracts/site-pages';
import { builtPagePaths, SitePagesReporter } from './site-pages';

const built = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
  for (const file of [
    'index.html',
    'about/index.html',
    'de/über-uns/index.html',
    'insights/page/2/index.html',
    '404.html',
    '404/index.html',
    '__preview/index.html',
    'page-data/about/page-data.json',
    'app-1234.js',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'x');
  }
  return dir;
};

test("a built folder's pages are its folders' index.html, written as the beacon writes a path; the server's own are left out", () => {
  expect(builtPagePaths(built())).toEqual(['/', '/404', '/about', '/de/über-uns', '/insights/page/2']);
  expect([pagePathOfFile('index.html'), pagePathOfFile('a/b/index.html'), pagePathOfFile('a/index.htm')]).toEqual([
    '/',
    '/a/b',
    null,
  ]);
});

test('the report goes to the CMS with the secret, and is tried again until the CMS takes it', async () => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const answers = [
    new Error('connect ECONNREFUSED'),
    new Response(null, { status: 503 }),
    new Response(null, { status: 204 }),
  ];
  let taken: () => void;
  const done = new Promise<void>((resolve) => (taken = resolve));
  const logged: string[] = [];
  const reporter = new SitePagesReporter({
    cmsUrl: 'http://cms.example/',
    secret: 'the-shared-secret',
    retryMs: 1,
    log: (line) => {
      logged.push(line);
      if (line.startsWith('Told the CMS')) taken();
    },
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    }) as typeof fetch,
  });
  await reporter.report(built());
  await done;
  expect(calls).toHaveLength(3);
  expect(calls[0].url).toBe('http://cms.example/api/counts/site-pages');
  expect(calls[0].init).toMatchObject({ method: 'PUT', headers: { 'x-rebuild-secret': 'the-shared-secret' } });
  expect(JSON.parse(calls[2].init.body as string).paths).toContain('/about');
  expect(logged.at(-1)).toBe("Told the CMS the build's 5 pages (the visit counts count those).");
});

test('a refusal no retry can change (a wrong secret) is said once, not tried again', async () => {
  let calls = 0;
  const logged: string[] = [];
  const reporter = new SitePagesReporter({
    cmsUrl: 'http://cms.example',
    secret: 'a-wrong-secret',
    retryMs: 1,
    log: (line) => logged.push(line),
    fetch: async () => {
      calls += 1;
      return new Response(null, { status: 401 });
    },
  });
  await reporter.report(built());
  expect(calls).toBe(1);
  expect(logged).toEqual(["The CMS refused the build's page list (401): the visit counts count its pages as other."]);
  reporter.stop();
});
