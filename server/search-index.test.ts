/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  faqRecords,
  homePageDataFile,
  isNoindex,
  searchDocument,
  searchableUrl,
  type SearchIndexCounts,
} from './search-index';
import { siteFiles } from './site-files';

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
  const page = (file: string, lang: string, main: string, head = '') => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(
      path.join(site, file),
      `<!doctype html><html lang="${lang}"><head><title>t</title>${head}</head><body><header>Header words</header><main><h1>${main}</h1><p>${main} body</p><form><label>Your name</label></form></main></body></html>`,
    );
  };
  try {
    page('index.html', 'en', 'Consulting');
    page('services/index.html', 'en', 'Services');
    page('de/index.html', 'de', 'Beratung');
    page('404.html', 'en', 'Not found');
    page('__preview/index.html', 'en', 'Preview');
    // Landing pages, one an editor marked noindex (its head as the build writes it), one not.
    page(
      'spring-offer/index.html',
      'en',
      'Zanzibarish',
      '<meta name="robots" content="noindex, follow" data-gatsby-head="true"/>',
    );
    page('summer-offer/index.html', 'en', 'Quetzalish');
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
    expect(counts).toMatchObject({ pages: 4, faqEntries: 2, languages: ['de', 'en'] });
    const written = fs.readdirSync(path.join(site, 'pagefind'));
    expect(written).toContain('pagefind.js');
    expect(written).not.toContain('stale');
    expect(written.filter((file) => file.startsWith('wasm.'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^wasm\.en\./), expect.stringMatching(/^wasm\.de\./)]),
    );
    const entry = JSON.parse(fs.readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    // English: three pages and both FAQ records (each at its own address); German: one page. The 404,
    // preview and noindex pages are not there.
    expect(entry.languages.en.page_count).toBe(5);
    expect(entry.languages.de.page_count).toBe(1);
    // Every word the index holds (its fragments, gzipped, hold each page's text): the indexed landing
    // page's unique word is there, the noindex page's is nowhere.
    const indexed = fs
      .readdirSync(path.join(site, 'pagefind', 'fragment'))
      .map((file) => zlib.gunzipSync(fs.readFileSync(path.join(site, 'pagefind', 'fragment', file))).toString('utf8'))
      .join('\n');
    expect(indexed).toContain('Quetzalish');
    expect(indexed).not.toContain('Zanzibarish');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test("a page's search document is its language and its <main>, without the head", () => {
  const html =
    '<!DOCTYPE html><html lang="de" class="light"><head><style>.x{}</style><script>var a=1</script></head>' +
    '<body><header>Logo</header><main id="main"><h1>Beratung</h1></main><footer>f</footer></body></html>';
  expect(searchDocument(html)).toBe(
    '<!doctype html><html lang="de"><head></head><body><main id="main"><h1>Beratung</h1></main></body></html>',
  );
  expect(searchDocument('<html lang="en"><body><div>No main here</div></body></html>')).toBeNull();
});

test.each([
  ['<meta name="robots" content="noindex, follow" data-gatsby-head="true"/>', true],
  ['<meta data-gatsby-head="true" content="NOINDEX" name="Robots">', true],
  ["<meta name='robots' content='none'>", true],
  ['<meta name="robots" content="index, follow">', false],
  ['<meta name="description" content="Why noindex matters">', false],
  ['<meta name="robots" content="noindexer">', false],
  ['', false],
])('with %s in its head a page is noindex: %s (and a noindex page has no search document)', (meta, noindex) => {
  const html = `<!doctype html><html lang="en"><head>${meta}</head><body><main><h1>Offer</h1></main></body></html>`;
  expect(isNoindex(html)).toBe(noindex);
  expect(searchDocument(html) === null).toBe(noindex);
});

test('noindex in the body (an article quoting a robots tag) does not hide the page', () => {
  const html =
    '<html lang="en"><head><title>t</title></head><body><main><pre>&lt;meta name="robots" content="noindex"&gt;</pre>' +
    '<meta name="robots" content="noindex"></main></body></html>';
  expect(isNoindex(html)).toBe(false);
});

// A publish changes one page: the next index rewrites the files of Pagefind's output that changed, so
// the rest keep their identity (and their links into the served build, ./copy-build.ts), and the
// files of a page that is gone are removed.
test('indexing again writes only what changed and removes what a removed page left', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  const page = (file: string, words: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(
      path.join(site, file),
      `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>${words}</h1><p>${words} body</p></main></body></html>`,
    );
  };
  const output = () =>
    new Map(
      siteFiles(path.join(site, 'pagefind')).map(
        (file) => [file.relative, `${fs.statSync(file.full).ino} ${file.mtimeMs}`] as const,
      ),
    );
  try {
    page('index.html', 'Consulting');
    page('services/index.html', 'Services');
    page('offer/index.html', 'Seasonal offer');
    indexWithPagefind(site);
    const before = output();
    const fragments = (files: Map<string, string>) => [...files.keys()].filter((name) => name.startsWith('fragment'));
    expect(fragments(before)).toHaveLength(3);

    page('services/index.html', 'Services, now with event planning');
    fs.rmSync(path.join(site, 'offer'), { recursive: true });
    expect(indexWithPagefind(site)).toMatchObject({ pages: 2 });
    const after = output();
    // The home page's fragment and Pagefind's scripts are the same files; one fragment is new, two gone.
    const kept = [...after.keys()].filter((name) => before.get(name) === after.get(name));
    expect(kept).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-ui.js', 'wasm.en.pagefind']));
    expect(fragments(after)).toHaveLength(2);
    expect(fragments(after).filter((name) => before.has(name))).toHaveLength(1);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
