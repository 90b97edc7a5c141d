/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { faqRecords, homePageDataFile, searchableUrl, type SearchIndexCounts } from './search-index';

const ROOT = path.resolve(__dirname, '..');

/** writeSearchIndex run by tsx, as the build scripts and the site server run it: Pagefind's API is an
 * ES module only, which jest's CommonJS modules cannot import. */
function indexWithPagefind(site: string): SearchIndexCounts {
  const run = `require('./server/search-index').writeSearchIndex(${JSON.stringify(site)}).then((counts) => console.log(JSON.stringify(counts)))`;
  const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '-e', run], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as SearchIndexCounts;
}

test.each([
  ['index.html', '/'],
  ['about/index.html', '/about/'],
  ['de/index.html', '/de/'],
  ['de/services/index.html', '/de/services/'],
  ['company-events-2027/index.html', '/company-events-2027/'],
])('the page %s is found at %s', (file, url) => {
  expect(searchableUrl(file)).toBe(url);
});

test.each([
  '404.html',
  '404/index.html',
  'de/404/index.html',
  '__preview/index.html',
  'newsletter/confirm/index.html',
  'de/newsletter/unsubscribe/index.html',
  'app-data.json',
  'pagefind/pagefind.js',
])('%s is not searchable', (file) => {
  expect(searchableUrl(file)).toBeNull();
});

test('a page under a route that only starts like an excluded one stays searchable', () => {
  expect(searchableUrl('newsletter-archive/index.html')).toBe('/newsletter-archive/');
  expect(searchableUrl('404-tips/index.html')).toBe('/404-tips/');
});

const pageData = (entries: unknown[]) => ({
  result: {
    data: {
      siteFaq: {
        nodes: [
          { level: 3, entries },
          { level: 4, entries: null },
        ],
      },
    },
  },
});

test('each FAQ entry is one record in its locale, titled by its question, marked as the FAQ, at an address of its own', () => {
  const data = pageData([
    { index: 1, question: 'How is IT support priced?', answer: 'Per user per month.' },
    { index: 2, question: '', answer: 'An answer without its question is left out.' },
    null,
    { index: 4, question: 'Do you sign NDAs?', answer: 'Yes.' },
  ]);
  expect(faqRecords(data, 'en')).toEqual([
    {
      url: '/#faq-3-1',
      content: 'How is IT support priced?\nPer user per month.',
      language: 'en',
      meta: { title: 'How is IT support priced?', kind: 'faq' },
    },
    {
      url: '/#faq-3-4',
      content: 'Do you sign NDAs?\nYes.',
      language: 'en',
      meta: { title: 'Do you sign NDAs?', kind: 'faq' },
    },
  ]);
  expect(faqRecords(data, 'de')[0].url).toBe('/de/#faq-3-1');
  expect(faqRecords(null, 'en')).toEqual([]);
});

test("each locale's FAQ is read from its home page's data", () => {
  expect(homePageDataFile('en')).toBe(path.join('page-data', 'index', 'page-data.json'));
  expect(homePageDataFile('de')).toBe(path.join('page-data', 'de', 'page-data.json'));
});

// The real Pagefind over a small built site: what it writes, per language, and that excluded pages and
// what lies outside <main> are left out (the browser suite, tests/e2e/search.spec.ts, searches it).
test('Pagefind indexes the pages and the FAQ per language and writes its browser files', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  const page = (file: string, lang: string, main: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(
      path.join(site, file),
      `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header>Header words</header><main><h1>${main}</h1><p>${main} body</p><form><label>Your name</label></form></main></body></html>`,
    );
  };
  try {
    page('index.html', 'en', 'Consulting');
    page('services/index.html', 'en', 'Services');
    page('de/index.html', 'de', 'Beratung');
    page('404.html', 'en', 'Not found');
    page('__preview/index.html', 'en', 'Preview');
    fs.mkdirSync(path.join(site, 'page-data', 'index'), { recursive: true });
    fs.writeFileSync(
      path.join(site, homePageDataFile('en')),
      JSON.stringify(
        pageData([
          { index: 1, question: 'Do you sign NDAs?', answer: 'Yes.' },
          { index: 2, question: 'Where are you based?', answer: 'London.' },
        ]),
      ),
    );
    fs.mkdirSync(path.join(site, 'pagefind', 'stale'), { recursive: true });
    const counts = indexWithPagefind(site);
    console.log(`Indexed a ${counts.pages}-page site in ${counts.ms} ms.`);
    expect(counts).toMatchObject({ pages: 3, faqEntries: 2, languages: ['de', 'en'] });
    const written = fs.readdirSync(path.join(site, 'pagefind'));
    expect(written).toContain('pagefind.js');
    expect(written).not.toContain('stale');
    expect(written.filter((file) => file.startsWith('wasm.'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^wasm\.en\./), expect.stringMatching(/^wasm\.de\./)]),
    );
    const entry = JSON.parse(fs.readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    // English: two pages and both FAQ records (each at its own address); German: one page. The 404
    // and preview pages are not there.
    expect(entry.languages.en.page_count).toBe(4);
    expect(entry.languages.de.page_count).toBe(1);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
