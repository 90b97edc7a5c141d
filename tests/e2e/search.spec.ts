/**
 * The site search (issue 48, part 4) over the suite's build, which global-setup indexes as every build
 * is indexed (server/search-index.ts): nothing of it before the visitor's intent, the keys and the
 * button that open it, results with the matching words marked, the keyboard, the page's language's
 * index only, pages marked noindex left out, and a search that finds nothing handing the words to the contact form and the chatbot.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, skipIntro, test } from './fixtures';
import { GENERATED_PAGE_WORD, generatedPageCount, generatedSlug } from './generated-pages';

/** A catalogue key only the search dialog's chunk holds (the words come with the page's data). */
const SEARCH_CHUNK_MARKER = 'search.nothingFoundHelp';
/** A word no page has. One word: Pagefind finds pages that match any of several, and a German index
 * stems a made-up word down to letters some page has. */
const NONSENSE = 'qwxzv';
const IMAGES = path.resolve(__dirname, '..', '..', 'docs', 'images');

const searchButton = (page: Page, name = 'Search') =>
  page.getByRole('banner').getByRole('button', { name, exact: true });
const dialogOf = (page: Page, name = 'Search the site') => page.getByRole('dialog', { name });

async function search(page: Page, words: string, name?: string) {
  const dialog = dialogOf(page, name);
  await dialog.getByRole('combobox').fill(words);
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('the first load fetches nothing of the search; a hover of the button fetches it, before any click', async ({
  page,
  env,
}) => {
  const pagefind: string[] = [];
  const searchChunks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) pagefind.push(request.url());
  });
  page.on('response', async (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (body.includes(SEARCH_CHUNK_MARKER)) searchChunks.push(response.url());
  });
  await open(page, env.siteUrl);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)));
  expect(pagefind).toEqual([]);
  expect(searchChunks).toEqual([]);
  // Nor its styles: they come with its chunk (src/lib/lazyStyles.ts), not in the page's inlined CSS.
  expect(await page.content()).not.toContain('search-dialog__');

  await searchButton(page).hover();
  await expect.poll(() => searchChunks.length).toBe(1);
  await expect.poll(() => pagefind.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  await expect(dialogOf(page)).toBeHidden();
});

test('/ opens the search; a seeded service is found with its words marked, and the keyboard goes there', async ({
  page,
  env,
  consoleErrors,
}) => {
  await open(page, env.siteUrl);
  await page.keyboard.press('/');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('combobox', { name: 'Search for' });
  await expect(field).toBeFocused();

  await field.fill('warranty');
  const services = dialog.getByRole('option').filter({ hasText: '/services' });
  await expect(services).toHaveCount(1);
  await expect(services.locator('mark').first()).toHaveText(/warranty/i);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  // Only <main> is indexed: the header's and footer's words are on every page and find none of them
  // ("spam" is in the footer's newsletter intro alone; Pagefind also finds a word's shorter stems, so
  // "lessons" from the same sentence would find a case study's "less").
  await field.fill('spam');
  await expect(dialog.getByRole('status')).toHaveText('Nothing found for “spam”.');

  await field.fill('warranty');
  await expect(services).toHaveCount(1);
  const options = dialog.getByRole('option');
  const index = (await options.allTextContents()).findIndex((text) => text.includes('/services'));
  for (let step = 0; step <= index; step += 1) await field.press('ArrowDown');
  await expect(services).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await services.getAttribute('id'))!);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/services\/?$/);
  await expect(dialog).toBeHidden();
  // No CSP violation: Pagefind's WebAssembly runs under the site's CSP ('wasm-unsafe-eval').
  expect(consoleErrors).toEqual([]);
});

test('a page an editor marked noindex is not found by its words; a page not marked is', async ({ page, env }) => {
  // The generated landing pages (global-setup.ts) are marked noindex and share a word no other page has.
  expect(generatedPageCount()).toBeGreaterThan(0);
  await open(page, `${env.siteUrl}/${generatedSlug(0)}/`);
  await expect(page.locator('main')).toContainText(GENERATED_PAGE_WORD);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex\b/);
  await searchButton(page).click();
  const dialog = await search(page, GENERATED_PAGE_WORD);
  await expect(dialog.getByRole('status')).toHaveText(`Nothing found for “${GENERATED_PAGE_WORD}”.`);
  await search(page, 'warranty');
  await expect(dialog.getByRole('option').filter({ hasText: '/services' })).toHaveCount(1);
});

test('Ctrl-K and the button open it; Esc closes it and focus goes back to the button', async ({ page, env }) => {
  await open(page, `${env.siteUrl}/about/`);
  await page.keyboard.press('Control+k');
  await expect(dialogOf(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();

  await searchButton(page).click();
  await expect(dialogOf(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchButton(page)).toBeFocused();
});

test("the chatbot's FAQ is found, every question (not only the last one indexed), and choosing one asks the chat", async ({
  page,
  env,
}) => {
  await open(page, `${env.siteUrl}/about`);
  await searchButton(page).click();
  const dialog = await search(page, 'confidentiality');
  const faq = dialog.getByRole('option').filter({ hasText: 'Do you sign non-disclosure agreements?' });
  await expect(faq).toHaveCount(1);
  await expect(faq.locator('mark')).toHaveText(['confidentiality']);
  await expect(faq.locator('.search-result__url')).toHaveText('Answered by our chatbot');
  await search(page, 'hours');
  await expect(dialog.getByRole('option').filter({ hasText: 'What are your IT support hours?' })).toHaveCount(1);

  // Enter on it: no page to open (the FAQ is the chat's), the chat opens with the question to send.
  await search(page, 'confidentiality');
  await expect(faq).toHaveCount(1);
  await dialog.getByRole('combobox').press('ArrowDown');
  await dialog.getByRole('combobox').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/about\/?$/);
  const chat = page.locator('#chat-panel');
  await expect(chat).toBeVisible();
  await chat.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toHaveValue(
    'Do you sign non-disclosure agreements?',
  );
});

test('a German page searches the German pages only', async ({ page, env }) => {
  await open(page, `${env.siteUrl}/de/`);
  await searchButton(page, 'Suche').click();
  const dialog = await search(page, 'Garantie', 'Website durchsuchen');
  await expect(dialog.getByRole('option').filter({ hasText: '/de/services' })).toHaveCount(1);
  const urls = await dialog.locator('.search-result__url').allTextContents();
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).toMatch(/^\/de(\/|#|$)/);
  // A word of the English FAQ ("…bound by confidentiality…"), found on the English pages, is not in
  // this index. (Pagefind finds German words a search term begins with: "cybersecurity" found the
  // German FAQ's "Cyber Essentials", "turnkey" a German article's picture.)
  await search(page, 'confidentiality', 'Website durchsuchen');
  await expect(dialog.getByRole('status')).toHaveText('Nichts gefunden für „confidentiality“.');
});

test('nothing found says so and carries the words into the contact form', async ({ page, env }) => {
  await open(page, env.siteUrl);
  await searchButton(page).click();
  const dialog = await search(page, NONSENSE);
  await expect(dialog.getByRole('status')).toHaveText(`Nothing found for “${NONSENSE}”.`);
  await dialog.getByRole('link', { name: 'Write to us about it' }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
  await expect(page.getByLabel('Message (required)')).toHaveValue(NONSENSE);

  // Searching again on the contact page itself: the form on screen takes the new words, keeping the rest.
  await page.getByLabel('Name (required)').fill('Ada');
  await searchButton(page).click();
  await search(page, `${NONSENSE}vq`);
  await dialog.getByRole('link', { name: 'Write to us about it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Message (required)')).toHaveValue(`${NONSENSE}vq`);
  await expect(page.getByLabel('Name (required)')).toHaveValue('Ada');
});

test('nothing found offers the chatbot, which opens with the words in its composer', async ({ page, env }) => {
  await open(page, env.siteUrl);
  await searchButton(page).click();
  const dialog = await search(page, NONSENSE);
  await dialog.getByRole('button', { name: 'Ask our chatbot' }).click();
  await expect(dialog).toBeHidden();
  const chat = page.locator('#chat-panel');
  await expect(chat).toBeVisible();
  await chat.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toHaveValue(NONSENSE);
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the open dialog with results, and with nothing found, has no axe violations (${colorScheme})`, async ({
    page,
    env,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await open(page, env.siteUrl);
    await searchButton(page).click();
    const dialog = await search(page, 'warranty');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('combobox').press('ArrowDown');
    // The editors' guide's pictures (docs/editors.md, What search finds), in the light theme.
    const picture = (name: string) =>
      colorScheme === 'light' ? page.screenshot({ path: path.join(IMAGES, name) }) : Promise.resolve();
    await picture('search-results.png');
    const check = async () => {
      const results = await new AxeBuilder({ page })
        .include('.search-dialog')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    };
    await check();
    await search(page, NONSENSE);
    await expect(dialog.getByRole('button', { name: 'Ask our chatbot' })).toBeVisible();
    await picture('search-nothing-found.png');
    await check();
  });
}
