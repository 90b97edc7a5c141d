/**
 * The site search's index (issue 48, part 4): Pagefind run over a built site, writing `pagefind/` (its
 * browser script, its WebAssembly and the index's chunks, one index per `<html lang>`) beside the
 * pages. It reads the HTML the build wrote, so whatever a page shows is what search finds, with no
 * second query of the CMS; every build runs it: `npm run build` (scripts/build.ts) and the browser
 * suite's build (tests/e2e/global-setup.ts) before they end, each rebuild of the site server once the
 * build is live (./gatsby-builder.ts: the new pages are served with the last index for that moment).
 *
 * What is indexed: each page's `<main>` only (the header, footer, chat and consent banner are on every
 * page and would make every page match), without its forms (labels and the honeypot's hint are not
 * content). Not indexed: a page whose robots meta says noindex (one an editor marked so, as the
 * sitemap leaves it out: src/app/sitemap.ts), the 404 pages, the draft preview and the newsletter's
 * confirm and unsubscribe pages (see UNSEARCHABLE_ROUTES). The chatbot's FAQ, which only the chat
 * shows (its questions reach the page in the page's data, not its HTML), is added as one record per
 * question and locale, linked to that locale's home page and marked as the FAQ's, so the dialog asks
 * the chat that question.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODES, localeOfPath, localePath, routeOfPath } from '@contracts/locales';
import { FAQ_RESULT_KIND } from '../src/features/search/results';
import { FileMemo, siteFiles } from './site-files';

/** The routes (in every locale) that are not content: error pages, the draft preview, the newsletter's
 * one-off confirmation pages. A route matches itself and anything under it. */
export const UNSEARCHABLE_ROUTES = [
  '/404',
  '/404.html',
  '/__preview',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
];

/** Where the FAQ's records link: the locale's home page, at an anchor of its own per question
 * (`/#faq-3-4`: group 3, entry 4). One address per record: Pagefind keeps one record per URL, so
 * records sharing an address would leave only the last one searchable. */
export const FAQ_ANCHOR = 'faq';

/** The served URL of a built HTML file (a path relative to the site's folder), or null when the file is
 * not a page search should find. `about/index.html` is `/about/`, as the site links it. */
export function searchableUrl(relativeFile: string): string | null {
  const file = relativeFile.split(path.sep).join('/');
  if (!file.endsWith('.html')) return null;
  const url = `/${file}`.replace(/(^|\/)index\.html$/, '$1');
  const route = routeOfPath(url);
  const excluded = UNSEARCHABLE_ROUTES.some(
    (unsearchable) => route === unsearchable || route.startsWith(`${unsearchable}/`),
  );
  return excluded ? null : url;
}

/** One FAQ entry as Pagefind's custom record (the shape of pagefind's `CustomRecord`). */
export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
}

interface FaqPageData {
  result?: {
    data?: {
      siteFaq?: {
        nodes?: {
          level?: number | null;
          entries?: ({ index?: number | null; question?: string | null; answer?: string | null } | null)[] | null;
        }[];
      };
    };
  };
}

/** The page-data file of a locale's home page, which carries the FAQ every page shares (src/app/siteData.ts). */
export function homePageDataFile(locale: string): string {
  const home = localePath(locale, '/');
  return path.join('page-data', home === '/' ? 'index' : home.slice(1), 'page-data.json');
}

/** The FAQ's questions and answers of one locale, from its home page's data. */
export function faqRecords(pageData: unknown, locale: string): SearchRecord[] {
  const nodes = (pageData as FaqPageData)?.result?.data?.siteFaq?.nodes ?? [];
  const home = localePath(locale, '/');
  const base = home === '/' ? '' : home;
  return nodes.flatMap((group, groupAt) =>
    (group.entries ?? []).flatMap((entry, entryAt) =>
      entry?.question && entry.answer
        ? [
            {
              url: `${base}/#${FAQ_ANCHOR}-${group.level ?? groupAt + 1}-${entry.index ?? entryAt + 1}`,
              content: `${entry.question}\n${entry.answer}`,
              language: locale,
              meta: { title: entry.question, kind: FAQ_RESULT_KIND },
            },
          ]
        : [],
    ),
  );
}

/** The value of one attribute of a tag's markup (`<meta name="robots" …>`), or undefined. */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * Whether a built page asks search engines not to index it: a `<meta name="robots">` in its head whose
 * content says noindex (src/components/seo/pageHead.ts writes `noindex, follow` for a page an editor
 * marked noindex). The site's own search honours it too: what the firm keeps out of search engines
 * (a campaign's landing page, a page meant for one audience) is not found by a visitor's search either.
 */
export function isNoindex(html: string): boolean {
  const head = /<head[\s>][\s\S]*?<\/head>/i.exec(html)?.[0] ?? '';
  return (head.match(/<meta\b[^>]*>/gi) ?? []).some(
    (tag) =>
      attribute(tag, 'name')?.toLowerCase() === 'robots' &&
      /(^|[\s,])(noindex|none)($|[\s,])/i.test(attribute(tag, 'content') ?? ''),
  );
}

/**
 * What Pagefind needs of a built page: its language and its `<main>` (the index's root, see
 * writeSearchIndex), not the head's inlined styles and scripts, most of a page's bytes. Null for a page
 * without `<main>` (Gatsby's own fallbacks), which has nothing to find, and for a page marked noindex
 * (isNoindex).
 */
export function searchDocument(html: string): string | null {
  if (isNoindex(html)) return null;
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html);
  if (!main) return null;
  const lang = /<html\b[^>]*?\slang="([^"]*)"/.exec(html)?.[1];
  return `<!doctype html><html${lang === undefined ? '' : ` lang="${lang}"`}><head></head><body>${main[0]}</body></html>`;
}

/** Each built page's search document, read once per version of the file (./site-files.ts), so a
 * publish reads the pages it rewrote, not the whole site. */
const searchDocuments = new FileMemo((file): { url: string; content: string } | null => {
  const url = searchableUrl(file.relative);
  const content = url === null ? null : searchDocument(fs.readFileSync(file.full, 'utf8'));
  return url === null || content === null ? null : { url, content };
});

/** Pages handed to Pagefind at once: its service indexes them side by side. */
const PAGES_AT_ONCE = 64;

/**
 * Writes Pagefind's files into `outputPath`, leaving a file that has the same bytes untouched (its
 * identity, and so its link into the served build, stays: ./copy-build.ts) and removing the last
 * index's files this one has not. Pagefind names its index's chunks and fragments by their content,
 * so after a publish most of them are the same.
 */
function syncFiles(outputPath: string, files: { path: string; content: Uint8Array }[]): void {
  const written = new Set<string>();
  fs.mkdirSync(outputPath, { recursive: true });
  for (const file of files) {
    const target = path.join(outputPath, file.path);
    written.add(path.normalize(file.path));
    const existing = fs.existsSync(target) ? fs.readFileSync(target) : null;
    if (existing && Buffer.compare(existing, file.content) === 0) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
  const prune = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(outputPath, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) prune(name);
      if (!written.has(name) && !(entry.isDirectory() && fs.readdirSync(path.join(outputPath, name)).length))
        fs.rmSync(path.join(outputPath, name), { recursive: true, force: true });
    }
  };
  prune('');
}

export interface SearchIndexCounts {
  pages: number;
  faqEntries: number;
  languages: string[];
  ms: number;
}

/** The folder Pagefind writes into, inside the site's folder; its browser script is `/pagefind/pagefind.js`. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Indexes the built site in `siteDir` and writes `siteDir/pagefind/` (only the files that changed:
 * syncFiles). Pagefind has no way to update an index, so every build makes it whole; what grows with
 * the site is kept small: a page's file is read only when the build rewrote it, and Pagefind is sent
 * its `<main>` alone. Throws when Pagefind reports an error: `npm run build` fails, and the site server
 * keeps serving the last index (./rebuild-queue.ts reports it).
 */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexCounts> {
  const started = Date.now();
  // Pagefind's Node API is an ES module only (its package exports no `require`), and it runs its
  // binary (the @pagefind/<platform> package) as a service it talks to over stdio.
  const pagefind = await import('pagefind');
  const outputPath = path.join(siteDir, SEARCH_INDEX_DIR);
  const fail = (step: string, errors: string[]) => {
    if (errors.length) throw new Error(`Search index: ${step} failed: ${errors.join('; ')}`);
  };
  try {
    const { index, errors } = await pagefind.createIndex({
      // <main> alone, so what every page repeats (header, footer, chat) matches no page; the same as
      // data-pagefind-body on <main>, without an attribute in the pages' markup and bundle.
      rootSelector: 'main',
      excludeSelectors: ['form'],
    });
    fail('createIndex', errors);
    if (!index) throw new Error('Search index: Pagefind created no index.');
    const pages = searchDocuments
      .all(siteFiles(siteDir).filter((file) => file.relative.endsWith('.html')))
      .filter((page) => page !== null);
    for (let start = 0; start < pages.length; start += PAGES_AT_ONCE) {
      const batch = pages.slice(start, start + PAGES_AT_ONCE);
      const added = await Promise.all(batch.map((page) => index.addHTMLFile(page)));
      added.forEach(({ errors: pageErrors }, at) => fail(`indexing ${batch[at].url}`, pageErrors));
    }
    const languages = new Set(pages.map(({ url }) => localeOfPath(url)));
    let faqEntries = 0;
    for (const locale of LOCALE_CODES) {
      const dataFile = path.join(siteDir, homePageDataFile(locale));
      const pageData: unknown = await fsp
        .readFile(dataFile, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null); // a locale without a home page has no FAQ to add
      for (const record of faqRecords(pageData, locale)) {
        const added = await index.addCustomRecord(record);
        fail(`indexing the FAQ (${locale})`, added.errors);
        faqEntries++;
      }
    }
    const { files, errors: fileErrors } = await index.getFiles();
    fail('getFiles', fileErrors);
    syncFiles(outputPath, files);
    return { pages: pages.length, faqEntries, languages: [...languages].sort(), ms: Date.now() - started };
  } finally {
    // The service stops with it; the next build starts a new one (a few milliseconds).
    await pagefind.close();
  }
}

/** The log line of one indexing run. */
export const describeSearchIndex = ({ pages, faqEntries, languages, ms }: SearchIndexCounts) =>
  `Search index: ${pages} pages and ${faqEntries} FAQ entries in ${languages.join(', ') || DEFAULT_LOCALE}, ${ms} ms.`;
