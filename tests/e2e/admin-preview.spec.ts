/**
 * The editor's loop, for real: `npm start` (CMS on a fresh SQLite file, build, server, webhook), the
 * real Strapi admin in Chromium. An editor saves a draft, sees it in the preview (the site's own
 * page, marked as a draft) while the live site keeps the published text, publishes, and watches the
 * admin's "Live site" widget go from building to live; a change that breaks the build shows in the
 * widget while the live site stays. Plus the preview credential at the HTTP level.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { previewKey, signPreviewQuery } from '@contracts/preview-token';
import { applyChange, withHeroTitle, type Change, type Row } from '../support/admin';
import { saveDraft } from '../support/drafts';
import { EDITOR, until, type Stack } from '../support/stack';
import { EVENTUALLY, LIVE_STACK_PREVIEW_SECRET, expect, signInToAdminPanel, test } from './fixtures';

// The draft preview's signing secret (PREVIEW_SECRET): the test signs credentials of its own with it.
const PREVIEW_SECRET = LIVE_STACK_PREVIEW_SECRET;
/** The home page: the page entry with the slug `home` (cms/src/contracts/pages.ts). */
const HOME = 'api::page.page';
const GLOBAL = 'api::global.global';
const PUBLISHED_TITLE = 'One partner from first plan to final handover';
/** The hero block's title in the preview's data (the page's h1; the hero is the home page's first block). */
const heroOf = (blocks: Array<{ __typename: string; title?: string }>) =>
  blocks.find((block) => block.__typename === 'STRAPI__COMPONENT_BLOCKS_HERO')?.title;
const MARKER = `Draft-marker-${crypto.randomBytes(6).toString('hex')}`;
/** The draft saved a second time while the preview is open (MARKER stays a prefix of it). */
const RESAVED = `${MARKER} saved again`;
const IMAGES = path.resolve(__dirname, '..', '..', 'docs', 'images');

let stack: Stack;
/** The admin on "localhost", as npm start prints it, like the preview URLs the CMS makes: one site,
 * so the preview's SameSite=Lax cookie goes with the framed preview. */
let adminUrl: string;

test.describe.configure({ mode: 'serial' });

/** WCAG 2.1 A and AA violations, one line each (rule and where). */
async function axeViolations(axe: AxeBuilder): Promise<string[]> {
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The stack is the worker's (./fixtures.ts), shared with seo.spec.ts.
test.beforeAll(async ({ liveStack }) => {
  stack = liveStack;
  adminUrl = stack.cmsUrl.replace('127.0.0.1', 'localhost');
});

const idle = () =>
  until(
    'the site server to be idle',
    async () => ((await stack.status()).state === 'idle' ? true : undefined),
    300_000,
    stack.log,
  );

/** Every file of the build being served, as text. */
function servedFiles(): Array<{ file: string; text: string }> {
  const root = fs.realpathSync(path.join(stack.dataDir, 'site', 'current'));
  const out: Array<{ file: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(html|json|js|xml|txt)$/.test(entry.name))
        out.push({ file: path.relative(root, full), text: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(root);
  return out;
}

/** The hero block's button in the edit view (blocks show collapsed, each named by its main field). */
const heroButton = (page: Page, title: string) => page.getByRole('button', { name: `Hero - ${title}`, exact: true });

/** Opens the page's hero block in the edit view. */
async function heroTitleInput(page: Page, title: string) {
  await heroButton(page, title).click({ timeout: 60_000 });
  return page.locator('input[name="blocks.0.title"]');
}

/**
 * Types `value` into an edit view's field and waits until the admin's form holds it: its Save button,
 * disabled while the form equals the stored document, is enabled (a click on it before that saves
 * nothing, however long the test waits for the save). The edit view draws the document's fields as
 * soon as the document has come, and sets its form to the document again when the rest it loads
 * changes the form's initial values (or draws it anew once a query it re-asks has answered); on a busy
 * machine that can come after the first keystrokes, which are then gone: typed again, as an editor
 * would, after `reveal` shows the field again where it was in a collapsed block. Returns the Save button.
 */
async function typeForSave(
  page: Page,
  field: Locator,
  value: string,
  reveal?: () => Promise<unknown>,
): Promise<Locator> {
  const save = page.getByRole('button', { name: 'Save' });
  await expect(async () => {
    if (reveal && !(await field.isVisible())) await reveal();
    if ((await field.inputValue({ timeout: 5_000 })) !== value) await field.fill(value, { timeout: 5_000 });
    await expect(save).toBeEnabled({ timeout: 5_000 });
  }).toPass(EVENTUALLY);
  return save;
}

/** Signs the editor in to the admin and waits for its home page (its "Live site" widget). */
async function logIn(page: Page) {
  await signInToAdminPanel(page, { cmsUrl: adminUrl }, EDITOR);
  await expect(page.getByRole('region', { name: 'Live site' })).toBeVisible({ timeout: 60_000 });
}

test('the preview credential: none, wrong, expired or altered answers 401 and nothing of the draft', async ({
  request,
}) => {
  const key = previewKey(PREVIEW_SECRET);
  const target = {
    uid: HOME,
    documentId: await stack.pageId('home'),
    locale: 'en',
    path: '/',
    chat: false,
    label: 'Home page',
  };
  const good = signPreviewQuery(key, target);
  const enter = (query: string) => request.get(`${stack.siteUrl}/__preview/enter?${query}`, { maxRedirects: 0 });
  for (const query of [
    '',
    good.replace(/sig=[^&]+/, 'sig=AAAA'),
    signPreviewQuery(key, target, Math.floor(Date.now() / 1000) - 3600),
    good.replace('path=%2F', 'path=%2Fabout'),
  ]) {
    const response = await enter(query);
    expect(response.status()).toBe(401);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers()['x-robots-tag']).toContain('noindex');
  }
  const data = await request.get(`${stack.siteUrl}/__preview/data?path=/`, { headers: { cookie: '' } });
  expect(data.status()).toBe(401);

  const entered = await enter(good);
  expect(entered.status()).toBe(303);
  const cookie = entered.headers()['set-cookie'].split(';')[0];
  const drafts = await request.get(`${stack.siteUrl}/__preview/data?path=/`, { headers: { cookie } });
  expect(drafts.status()).toBe(200);
  expect(drafts.headers()['cache-control']).toBe('private, no-store');
  expect(heroOf((await drafts.json()).page.data.strapiPage.blocks)).toBe(PUBLISHED_TITLE);
  // Bound to the home page: no other page's drafts with it.
  const other = await request.get(`${stack.siteUrl}/__preview/data?path=/about`, { headers: { cookie } });
  expect(other.status()).toBe(403);
});

test('an editor previews a draft from the admin; the live site never shows it until published', async ({ page }) => {
  test.setTimeout(600_000);
  await logIn(page);
  await page.goto(`${adminUrl}/admin/content-manager/collection-types/${HOME}/${await stack.pageId('home')}`);
  const title = await heroTitleInput(page, PUBLISHED_TITLE);
  await expect(title).toHaveValue(PUBLISHED_TITLE);
  // The admin is a production build (`NODE_ENV=production strapi build`): Strapi's guided tour for
  // developers, which would pop up over the editor's fields, is not in it.
  await expect(page.getByRole('button', { name: 'Skip', exact: true })).toHaveCount(0);
  const save = await typeForSave(page, title, MARKER, () =>
    heroButton(page, PUBLISHED_TITLE).click({ timeout: 5_000 }),
  );
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes(`/content-manager/collection-types/${HOME}/`),
  );
  await save.click();
  expect((await saved).ok()).toBe(true);

  await page.getByRole('link', { name: /Open preview/ }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.preview-banner')).toContainText('Draft preview of Home page', { timeout: 60_000 });
  await expect(frame.locator('.preview-banner')).toContainText(/built \d\d:\d\d:\d\d/);
  await expect(frame.locator('h1.hero__title')).toHaveText(MARKER);
  // The same layout as the live site: header, footer, chat launcher.
  await expect(frame.locator('header.site-header')).toBeVisible();
  await expect(frame.locator('#chat-launcher')).toBeVisible();
  await page.screenshot({ path: path.join(IMAGES, 'preview.png') });

  // Saved again (as the admin saves): the admin then posts strapiUpdate to the framed preview, which
  // fetches the drafts again and shows them without a reload or a build.
  await saveDraft(stack, HOME, withHeroTitle(RESAVED), await stack.pageId('home'));
  await frame.locator('h1.hero__title').evaluate(() => {
    (window as Window & { previewMarker?: boolean }).previewMarker = true;
  });
  await page
    .locator('iframe')
    .evaluate((iframe: HTMLIFrameElement) =>
      iframe.contentWindow!.postMessage({ type: 'strapiUpdate' }, new URL(iframe.src).origin),
    );
  await expect(frame.locator('h1.hero__title')).toHaveText(RESAVED);
  expect(
    await frame
      .locator('h1.hero__title')
      .evaluate(() => (window as Window & { previewMarker?: boolean }).previewMarker),
  ).toBe(true);

  // Saving a draft fired the webhook: let that build finish, then the live site must not have the draft.
  await idle();
  expect(await stack.servedHeroTitle()).toBe(PUBLISHED_TITLE);
  const leaks = servedFiles().filter(({ text }) => text.includes(MARKER));
  expect(leaks.map(({ file }) => file)).toEqual([]);
  expect(await (await fetch(`${stack.siteUrl}/page-data/index/page-data.json`)).text()).not.toContain(MARKER);
  expect(await (await fetch(`${stack.siteUrl}/sitemap-0.xml`)).text()).not.toContain('__preview');

  // Publish from the admin, and watch the widget on the home page go from building to live.
  await page.goto(`${adminUrl}/admin/content-manager/collection-types/${HOME}/${await stack.pageId('home')}`);
  await expect(await heroTitleInput(page, RESAVED)).toHaveValue(RESAVED);
  const published = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().includes(`${HOME}/`) &&
      response.url().includes('/actions/publish'),
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  expect((await published).ok()).toBe(true);
  await page.goto(`${adminUrl}/admin`);
  const widget = page.getByTestId('site-status-widget');
  await expect(widget).toContainText(/Building the site|Changes are queued/, { timeout: 60_000 });
  const headline = widget.getByRole('status').locator('p').first();
  await expect(headline).toHaveText(/^Live since/, { timeout: 300_000 });
  await expect(widget.getByRole('button', { name: 'Rebuild now' })).toBeVisible();
  await widget.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(IMAGES, 'widget-live.png') });
  expect(await stack.servedHeroTitle()).toBe(RESAVED);
  // The Live site widget comes first on the admin's home page, and the last edited entries name the
  // home page by its title, not by its document id (cms/src/admin-views).
  const widgets = page.locator('[data-strapi-widget-id]');
  await expect(widgets.first()).toHaveAttribute('data-strapi-widget-id', 'global::site-status');
  await expect(page.locator('[data-strapi-widget-id="plugin::content-manager.last-edited-entries"]')).toContainText(
    'Home',
  );

  // The edit view offers a publish date (strapi-plugin-publisher), for the editors' guide.
  await page.goto(`${adminUrl}/admin/content-manager/collection-types/${HOME}/${await stack.pageId('home')}`);
  const publishDate = page.getByRole('button', { name: 'Publish date', exact: true });
  await publishDate.click();
  // The button gives way to the date picker and its Save.
  await expect(publishDate).toHaveCount(0);
  await page.screenshot({ path: path.join(IMAGES, 'schedule.png') });
});

test('a chatbot settings draft opens the preview with the chat panel on it', async ({ page }) => {
  const CHATBOT = 'api::chatbot-setting.chatbot-setting';
  const chatTitle = `${MARKER} chat`;
  await saveDraft(stack, CHATBOT, { title: chatTitle });
  // The URL the admin's "Open preview" loads, asked for as the admin asks.
  const { data: preview } = await stack.contentManager('GET', `preview/url/${CHATBOT}?status=draft`);
  await page.goto(preview.url);
  await expect(page.locator('.preview-banner')).toContainText('Draft preview of Chatbot settings');
  const panel = page.getByRole('dialog', { name: chatTitle });
  await expect(panel).toBeVisible();
  await expect(page.locator('#chat-launcher')).toHaveAttribute('aria-expanded', 'true');
  expect(await (await fetch(`${stack.siteUrl}/`)).text()).not.toContain(chatTitle);
  // The preview page, banner and open chat panel included, is as accessible as the live pages.
  expect(await axeViolations(new AxeBuilder({ page }))).toEqual([]);
});

test("a landing page's draft is previewed at its own address, through the same blocks", async ({ page }) => {
  const LANDING = 'api::page.page';
  const list = await stack.contentManager('GET', `collection-types/${LANDING}?filters[slug][$eq]=company-events-2027`);
  const documentId = list.results[0].documentId as string;
  const document = `collection-types/${LANDING}/${documentId}`;
  const { data: current } = await stack.contentManager('GET', document);
  const draftTitle = `${MARKER} landing`;
  await stack.contentManager('PUT', document, applyChange(current, withHeroTitle(draftTitle)));
  const { data: preview } = await stack.contentManager(
    'GET',
    `preview/url/${LANDING}?documentId=${documentId}&status=draft`,
  );
  await page.goto(preview.url);
  await expect(page.locator('.preview-banner')).toContainText('Draft preview of Landing page: Company events 2027');
  await expect(page.locator('h1.hero__title')).toHaveText(draftTitle);
  await expect(page.locator('.preview-banner a')).toHaveAttribute('href', '/company-events-2027');
  // Its credential reads no fixed page's drafts (a page's credential at a fixed route: its draft is
  // not that page), and the live landing page keeps its published text.
  expect(await page.evaluate(async () => (await fetch('/__preview/data?path=/')).status)).toBe(403);
  expect(await (await fetch(`${stack.siteUrl}/company-events-2027`)).text()).not.toContain(draftTitle);
  expect(await axeViolations(new AxeBuilder({ page }))).toEqual([]);
});

/** The REST API as the build reads it (published, in `locale`), with the build's token. */
async function published(resource: string, locale: string): Promise<any[]> {
  const response = await fetch(`${stack.cmsUrl}/api/${resource}${resource.includes('?') ? '&' : '?'}locale=${locale}`, {
    headers: { Authorization: `Bearer ${fs.readFileSync(path.join(stack.dataDir, 'build-token'), 'utf8').trim()}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: any[] }).data;
}

/**
 * Saves a draft of an entry of `uid` (found by its English slug) in `locale` with `change`, opens the
 * preview URL the admin's "Open preview" loads for it, and gives back what the test needs; the draft
 * is saved back as it was by `restore`.
 */
async function previewDraft(page: Page, uid: string, slug: string, locale: string, change: Change) {
  const { results } = await stack.contentManager('GET', `collection-types/${uid}?filters[slug][$eq]=${slug}`);
  const documentId = results[0].documentId as string;
  const document = `collection-types/${uid}/${documentId}?locale=${locale}`;
  const { data: current } = await stack.contentManager('GET', document);
  await stack.contentManager('PUT', document, applyChange(current, change));
  const { data: preview } = await stack.contentManager(
    'GET',
    `preview/url/${uid}?documentId=${documentId}&locale=${locale}&status=draft`,
  );
  await page.goto(preview.url);
  return {
    documentId,
    current,
    restore: () => stack.contentManager('PUT', document, applyChange(current, {})),
  };
}

const ARTICLE = 'api::article.article';
const CASE_STUDY = 'api::case-study.case-study';

test("an article's draft is previewed as its page, in English and in German, with its author, category and related articles", async ({
  page,
}) => {
  test.setTimeout(300_000);
  let articleId = '';
  for (const locale of ['en', 'de']) {
    const prefix = locale === 'en' ? '' : '/de';
    const draftTitle = `${MARKER} article ${locale}`;
    const draftSummary = `${MARKER} summary ${locale}`;
    const { documentId, current, restore } = await previewDraft(
      page,
      ARTICLE,
      'why-projects-slip-in-week-three',
      locale,
      { title: draftTitle, summary: draftSummary },
    );
    const live = (await published(`articles?filters[documentId][$eq]=${documentId}&populate=*`, locale))[0];
    const address = `${prefix}/insights/${current.slug as string}`;
    const banner = page.locator('.preview-banner');
    await expect(banner).toContainText(
      `Draft preview of Article: ${draftTitle}${locale === 'de' ? ' in Deutsch' : ''}`,
    );
    await expect(banner).toHaveAttribute('lang', 'en');
    await expect(banner.getByRole('link', { name: /See the live page/ })).toHaveAttribute('href', address);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The article template's own view: the draft's title and summary, its byline, body, category and
    // related cards, from the draft's data and what it names as published.
    await expect(page.locator('h1.hero__title')).toHaveText(draftTitle);
    await expect(page.locator('.hero__subtitle')).toHaveText(draftSummary);
    await expect(page.locator('.article__author')).toContainText(live.author.name);
    await expect(page.locator('.article__meta')).toContainText(locale === 'en' ? 'min read' : 'Min.');
    await expect(page.locator('.article__breadcrumbs a').nth(1)).toHaveAttribute(
      'href',
      `${prefix}/insights/category/${live.category.slug as string}`,
    );
    await expect(page.locator('.article__body')).not.toBeEmpty();
    await expect(page.locator('.article__bio')).toContainText(live.author.name);
    const related = page.locator('.insights__related .article-card');
    await expect(related.first()).toBeVisible();
    for (const href of await related.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^${prefix}/insights/[a-z0-9-]+$`));
    // The header's links go to the draft's locale's pages.
    await expect(
      page
        .locator('header.site-header')
        .getByRole('link', { name: locale === 'en' ? 'Contact' : 'Kontakt', exact: true }),
    ).toHaveAttribute('href', `${prefix}/contact`);
    // Its credential reads this article's page only: not a page, another article or another language.
    const status = (path: string) =>
      page.evaluate(async (at) => (await fetch(`/__preview/data?path=${encodeURIComponent(at)}`)).status, path);
    expect(await status(`${prefix}/insights/some-other-article`)).toBe(403);
    expect(await status(prefix || '/')).toBe(400);
    expect(await status(`${prefix}/case-studies/london-law-firm-office-move`)).toBe(400);
    expect(await status(locale === 'en' ? `/de/insights/${current.slug as string}` : `/insights/x`)).toBe(403);
    expect(await (await fetch(`${stack.siteUrl}${address}`)).text()).not.toContain(draftTitle);
    expect(await axeViolations(new AxeBuilder({ page }))).toEqual([]);
    if (locale === 'en') await page.screenshot({ path: path.join(IMAGES, 'article-preview.png') });
    await restore();
    articleId = documentId;
  }
  // The editors' guide's pictures (docs/editors.md, Writing an article): the edit view, and the
  // related articles field with its description.
  await logIn(page);
  await page.goto(`${adminUrl}/admin/content-manager/collection-types/${ARTICLE}/${articleId}`);
  // The whole form drawn (its last fields' descriptions), not the spinner it shows while it loads.
  const related = page.getByText('Up to three chosen by you', { exact: false });
  await expect(related).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('input[name="title"]')).toBeVisible();
  await page.screenshot({ path: path.join(IMAGES, 'article-edit.png') });
  await related.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(IMAGES, 'article-related.png') });
});

test("a case study's draft is previewed as its page, in English and in German, with its services, results and quote", async ({
  page,
}) => {
  test.setTimeout(300_000);
  let caseStudyId = '';
  for (const locale of ['en', 'de']) {
    const prefix = locale === 'en' ? '' : '/de';
    const draftTitle = `${MARKER} case ${locale}`;
    const draftQuote = `${MARKER} quote ${locale}`;
    const { documentId, current, restore } = await previewDraft(
      page,
      CASE_STUDY,
      'london-law-firm-office-move',
      locale,
      // Its first figure and its quote changed in place (the components keep their ids).
      (current) => ({
        title: draftTitle,
        results: (current.results as Row[]).map((figure, index) =>
          index === 0 ? { ...figure, value: '7', label: `${MARKER} figure` } : figure,
        ),
        quote: { ...(current.quote as Row), quote: draftQuote, author: 'Pat Draft' },
      }),
    );
    const live = (await published(`case-studies?filters[documentId][$eq]=${documentId}&populate=*`, locale))[0];
    const address = `${prefix}/case-studies/${current.slug as string}`;
    await expect(page.locator('.preview-banner')).toContainText(
      `Draft preview of Case study: ${draftTitle}${locale === 'de' ? ' in Deutsch' : ''}`,
    );
    await expect(page.locator('.preview-banner a')).toHaveAttribute('href', address);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('h1.hero__title')).toHaveText(draftTitle);
    await expect(page.locator('.case-study__facts')).toContainText(live.clientName);
    // Its services as published, linked to their sections on the services page of its locale.
    const services = page.locator('.case-study__facts dd a');
    await expect(services.first()).toHaveAttribute('href', new RegExp(`^${prefix}/services#[a-z0-9-]+$`));
    expect(await services.count()).toBe(live.services.length);
    // The results and the quote through the blocks' registry, from the draft.
    await expect(page.locator('.figures-block__value').first()).toHaveText('7');
    await expect(page.locator('.figures-block__label').first()).toHaveText(`${MARKER} figure`);
    await expect(page.locator('.figures-block__value')).toHaveCount((current.results as Row[]).length);
    await expect(page.locator('.quote-block__text')).toContainText(draftQuote);
    await expect(page.locator('.quote-block__author')).toHaveText('Pat Draft');
    const status = (path: string) =>
      page.evaluate(async (at) => (await fetch(`/__preview/data?path=${encodeURIComponent(at)}`)).status, path);
    expect(await status(`${prefix}/insights/why-projects-slip-in-week-three`)).toBe(400);
    expect(await status(`${prefix}/case-studies/another-client`)).toBe(403);
    expect(await (await fetch(`${stack.siteUrl}${address}`)).text()).not.toContain(draftTitle);
    expect(await axeViolations(new AxeBuilder({ page }))).toEqual([]);
    await restore();
    caseStudyId = documentId;
  }
  // The editors' guide's picture (docs/editors.md, Writing a case study): the edit view.
  await logIn(page);
  await page.goto(`${adminUrl}/admin/content-manager/collection-types/${CASE_STUDY}/${caseStudyId}`);
  await expect(page.locator('input[name="clientName"]')).toHaveValue(/./, { timeout: 60_000 });
  await page.screenshot({ path: path.join(IMAGES, 'case-study-edit.png') });
});

test("a German draft is previewed from the admin's German version, on the German page in German", async ({ page }) => {
  test.setTimeout(300_000);
  const SERVICE = 'api::service.service';
  const { results } = await stack.contentManager(
    'GET',
    `collection-types/${SERVICE}?locale=de&sort=order:asc&pageSize=1`,
  );
  const { documentId, title: published } = results[0] as { documentId: string; title: string };
  const draftTitle = `${MARKER} Entwurf`;
  await logIn(page);
  // The edit view in German, as the admin's "Locales" menu opens it.
  await page.goto(
    `${adminUrl}/admin/content-manager/collection-types/${SERVICE}/${documentId}?plugins[i18n][locale]=de`,
  );
  const title = page.locator('input[name="title"]');
  await expect(title).toHaveValue(published, { timeout: 60_000 });
  const save = await typeForSave(page, title, draftTitle);
  await page.screenshot({ path: path.join(IMAGES, 'translating-edit.png') });
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes(`/content-manager/collection-types/${SERVICE}/${documentId}`) &&
      response.url().includes('locale=de'),
  );
  await save.click();
  expect((await saved).ok()).toBe(true);

  await page.getByRole('link', { name: /Open preview/ }).click();
  const frame = page.frameLocator('iframe');
  const banner = frame.locator('.preview-banner');
  await expect(banner).toContainText(`Draft preview of Service: ${draftTitle} in Deutsch`, { timeout: 60_000 });
  // The German page: its language, its interface strings and links, the draft among the published services.
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
  await expect(banner).toHaveAttribute('lang', 'en');
  await expect(banner.getByRole('link', { name: /See the live page/ })).toHaveAttribute('href', '/de/services');
  await expect(frame.locator('main')).toContainText(draftTitle);
  await expect(frame.locator('header.site-header').getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute(
    'href',
    '/de/contact',
  );
  // The logo and the page's sections are chunks fetched as they render: shown before the picture.
  await expect(frame.locator('.site-header__wordmark')).toBeVisible();
  await expect(frame.locator('h1')).toBeVisible();
  await page.screenshot({ path: path.join(IMAGES, 'translating-preview.png') });
  // The English services page never shows the German draft, nor the live German page before a publish.
  await idle();
  for (const at of ['/services', '/de/services'])
    expect(await (await fetch(`${stack.siteUrl}${at}`)).text(), at).not.toContain(draftTitle);
});

test("the editors' guide in the admin: the block picker offers every block; a redirect from a live page is refused beside its field", async ({
  page,
}) => {
  // Three of the admin's pages, each a cold load of its code on a busy machine: the budget of the
  // other tests that sign in.
  test.setTimeout(300_000);
  await logIn(page);
  await page.goto(`${adminUrl}/admin/content-manager/collection-types/api::page.page/create`);
  // On a busy machine the admin may draw the button before its handler is attached (a click then
  // opens nothing), or handle two clicks late together (the picker opens and closes again): click
  // until every block shows at once, clicking only while the picker is closed.
  const blockNames = [
    'Hero',
    'Rich text',
    'Services',
    'Call to action',
    'FAQ',
    'Quote',
    'Figures row',
    'Image with text',
    'Form',
    'Logos row',
  ];
  await expect(async () => {
    if (!(await page.getByRole('button', { name: 'Hero', exact: true }).isVisible()))
      await page.getByRole('button', { name: 'Add a component to Page sections' }).click();
    for (const name of blockNames)
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await page.screenshot({ path: path.join(IMAGES, 'add-block.png') });

  await page.goto(`${adminUrl}/admin/content-manager/collection-types/api::redirect.redirect/create`);
  // The fields by the labels the admin views give them (cms/src/admin-views).
  await page.getByRole('textbox', { name: /Old address/ }).fill('/about', { timeout: 60_000 });
  const save = await typeForSave(page, page.getByRole('textbox', { name: /New address/ }), '/services');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('api::redirect.redirect'),
  );
  await save.click();
  expect((await saved).status()).toBe(400);
  await expect(page.getByText('/about is a page of the site itself: a redirect would hide it.').first()).toBeVisible();
  await page.screenshot({ path: path.join(IMAGES, 'redirect.png') });
  const redirects = await stack.contentManager('GET', 'collection-types/api::redirect.redirect?pageSize=100');
  expect(redirects.results.filter((redirect: { from: string }) => redirect.from === '/about')).toEqual([]);
});

test('a change that breaks the build shows its failure in the widget; the live site stays', async ({ page }) => {
  test.setTimeout(600_000);
  // Without published global settings the build refuses to produce a site.
  const { data } = await stack.contentManager('GET', `single-types/${GLOBAL}`);
  await stack.contentManager('POST', `single-types/${GLOBAL}/actions/unpublish`, data);
  await logIn(page);
  const widget = page.getByTestId('site-status-widget');
  await expect(widget).toContainText('Your last change did not go live', { timeout: 300_000 });
  await expect(widget).toContainText('The live site is still the last good one');
  await expect(widget.locator('pre')).toContainText('global settings');
  // The widget itself (the rest of the page is Strapi's own admin).
  expect(await axeViolations(new AxeBuilder({ page }).include('[data-testid="site-status-widget"]'))).toEqual([]);
  await widget.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(IMAGES, 'widget-failed.png') });
  expect(await stack.servedHeroTitle()).toBe(RESAVED);

  // Rebuild now goes through the CMS to the site server (the secret never reaches the browser).
  const before = (await stack.status()).builds;
  await widget.getByRole('button', { name: 'Rebuild now' }).click();
  await expect(widget).toContainText('Rebuild requested.');
  await until(
    'the requested build',
    async () => {
      const status = await stack.status();
      return status.state !== 'idle' || status.builds > before ? true : undefined;
    },
    120_000,
  );

  // Published again, the global settings make the next build go live: the widget says so, and the
  // stack is left as the next spec sharing it expects.
  await idle();
  const failedAt = (await stack.status()).lastFailure?.at ?? '';
  await stack.contentManager('POST', `single-types/${GLOBAL}/actions/publish`, data);
  await until(
    'a good build after the global settings are back',
    async () => {
      const { state, lastSuccess } = await stack.status();
      return state === 'idle' && lastSuccess && lastSuccess.at > failedAt ? true : undefined;
    },
    300_000,
    stack.log,
  );
  await expect(widget).not.toContainText('Your last change did not go live', { timeout: 60_000 });
});
