/**
 * Drafts are previewed as the real page (issue 66): on the whole `npm start` stack, every page of
 * blocks (the fixed pages and the landing pages), the privacy notice, articles and case studies, in
 * every language, opened live and as the draft preview of the same content (the draft discarded, so
 * it is the published version), show the same `<main>`. Between them, the pages hold every block the
 * page builder offers. What only a build has stays out of the comparison: an image's processed files
 * (the preview shows the upload itself, at the same size), React's generated ids, and what a page
 * sets once it runs in the browser (a date field's earliest day).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LOCALE_CODES, localePath } from '@contracts/locales';
import { CONTENT_TYPES, ROUTED_TYPES, uidOf } from '@contracts/content-types';
import { FIXED_PAGES } from '@contracts/pages';
import type { Row } from '../support/admin';
import { until, type Stack } from '../support/stack';
import { blocksShown, expect, open, skipIntro, test } from './fixtures';

let stack: Stack;

test.describe.configure({ mode: 'serial' });

// The stack is the worker's (./fixtures.ts), shared with admin-preview.spec.ts and seo.spec.ts.
test.beforeAll(async ({ liveStack }) => {
  stack = liveStack;
});

const PAGE = uidOf('page');
const PRIVACY = uidOf('privacy-page');
const ARTICLE = uidOf('article');
const CASE_STUDY = uidOf('case-study');
/** The blocks a page's `blocks` zone offers (the page type's schema). */
const PAGE_BLOCKS: string[] = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '..', '..', 'cms', 'src', 'api', 'page', 'content-types', 'page', 'schema.json'),
    'utf8',
  ),
).attributes.blocks.components;

/**
 * `<main>` as lines to compare: each element with its attributes sorted, and its text with runs of
 * whitespace made one (the server's HTML splits text where React joined it). Left out: the preview's
 * banner; an image's sources and addresses (the build's processed files against the upload itself: its
 * size and text stay); React's ids, numbered in order of appearance; a date field's `min` (today, set
 * in the browser); an option's `selected` attribute, for the option's state.
 */
function mainLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const ids = new Map<string, string>();
    const canonical = (value: string) =>
      value.replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
        if (!ids.has(id)) ids.set(id, `id${ids.size}`);
        return ids.get(id)!;
      });
    const lines: string[] = [];
    let text = '';
    const flush = () => {
      const words = text.replace(/\s+/g, ' ').trim();
      if (words) lines.push(words);
      text = '';
    };
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        text += node.textContent ?? '';
        return;
      }
      if (!(node instanceof Element)) return;
      const tag = node.tagName.toLowerCase();
      if (node.classList.contains('preview-banner') || tag === 'source') return;
      flush();
      const attributes = [...node.attributes]
        .filter(({ name }) => !(tag === 'img' && !['alt', 'width', 'height'].includes(name)))
        .filter(({ name }) => !(tag === 'input' && node.getAttribute('type') === 'date' && name === 'min'))
        .filter(({ name }) => !(tag === 'option' && name === 'selected'))
        .map(({ name, value }) => `${name}="${canonical(value)}"`)
        .sort();
      if (node instanceof HTMLOptionElement) attributes.push(`(selected: ${node.selected})`);
      lines.push(`<${tag} ${attributes.join(' ')}>`);
      node.childNodes.forEach(visit);
      flush();
      lines.push(`</${tag}>`);
    };
    main.childNodes.forEach(visit);
    flush();
    return lines;
  });
}

interface Target {
  uid: string;
  documentId?: string;
  /** The live page's address in the default language. */
  route: string;
  blocks: string[];
}

/** The published entries to compare, in `locale`: the page entries, the privacy notice, two articles and
 * two case studies; each with the blocks it holds. */
async function targets(locale: string): Promise<Target[]> {
  // The Content Manager lists each document once, with its state: `draft` ones were never published.
  const published = async (uid: string, pageSize: number) =>
    ((await stack.contentManager('GET', `collection-types/${uid}?locale=${locale}&pageSize=100`)).results as Row[])
      .filter((row) => row.status !== 'draft')
      .slice(0, pageSize);
  const entry = (uid: string, documentId: string) =>
    stack
      .contentManager('GET', `collection-types/${uid}/${documentId}?locale=${locale}`)
      .then(({ data }) => data as Row);
  const blocksOf = (row: Row, field: string) =>
    ((row[field] ?? []) as Array<{ __component: string }>).map((block) => block.__component);
  const fixedRoute = (slug: string) => FIXED_PAGES.find((fixed) => fixed.slug === slug)?.route;
  const pages = await Promise.all(
    (await published(PAGE, 100)).map(async (row) => {
      const full = await entry(PAGE, row.documentId as string);
      const slug = full.slug as string;
      return {
        uid: PAGE,
        documentId: row.documentId as string,
        route: fixedRoute(slug) ?? ROUTED_TYPES[PAGE].path(slug),
        blocks: blocksOf(full, 'blocks'),
      };
    }),
  );
  const routed = async (uid: string) =>
    Promise.all(
      (await published(uid, 2)).map(async (row) => {
        const full = await entry(uid, row.documentId as string);
        return {
          uid,
          documentId: row.documentId as string,
          route: ROUTED_TYPES[uid].path(full.slug as string),
          blocks: uid === ARTICLE ? blocksOf(full, 'body') : [],
        };
      }),
    );
  return [
    ...pages,
    { uid: PRIVACY, route: CONTENT_TYPES['privacy-page'].preview.path, blocks: [] },
    ...(await routed(ARTICLE)),
    ...(await routed(CASE_STUDY)),
  ];
}

test('every page of blocks, the privacy notice, articles and case studies show the same main content live and as a draft', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  await skipIntro(page);
  await until(
    'the site server to be idle',
    async () => ((await stack.status()).state === 'idle' ? true : undefined),
    300_000,
    stack.log,
  );
  const blocksSeen = new Set<string>();
  for (const locale of LOCALE_CODES) {
    for (const target of await targets(locale)) {
      const document = target.documentId
        ? `collection-types/${target.uid}/${target.documentId}`
        : `single-types/${target.uid}`;
      // The draft is the published version: whatever an earlier test saved is discarded.
      await stack.contentManager('POST', `${document}/actions/discard?locale=${locale}`, {});
      target.blocks.forEach((block) => blocksSeen.add(block));
      const address = localePath(locale, target.route);
      await open(page, `${stack.siteUrl}${address}`);
      await blocksShown(page);
      const live = await mainLines(page);
      expect(live, `${address}'s heading`).toContainEqual(expect.stringMatching(/^<h1[ >]/));
      const query = `status=draft&locale=${locale}${target.documentId ? `&documentId=${target.documentId}` : ''}`;
      const { data: preview } = await stack.contentManager('GET', `preview/url/${target.uid}?${query}`);
      const draftPage = await context.newPage();
      await open(draftPage, preview.url as string);
      await expect(draftPage.locator('.preview-banner')).toContainText('Draft preview');
      await blocksShown(draftPage);
      expect(await mainLines(draftPage), `${address} as a draft`).toEqual(live);
      await draftPage.close();
    }
  }
  expect(PAGE_BLOCKS.filter((block) => !blocksSeen.has(block))).toEqual([]);
});
