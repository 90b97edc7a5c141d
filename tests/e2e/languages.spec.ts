/**
 * The language switcher (issue 47, part 4) on the built site: the same page in the other language,
 * a note and that language's home where there is none, the choice kept in the `language` cookie and
 * followed by the home page only, and never a redirect by the browser's language.
 */
import type { Page } from '@playwright/test';
import { expect, open, skipIntro, test } from './fixtures';
import { generatedSlug } from './generated-pages';

const switcherOf = (page: Page, name: 'Language' | 'Sprache') =>
  page.getByRole('navigation').getByRole('list', { name });

/** After a navigation by a link: React runs the page (the switcher's cookie is written by its click handler). */
const hydrated = (page: Page) => page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached' });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('switches to the same page in German and back, keeping the choice in a cookie', async ({ page, env }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `${env.siteUrl}/about`);
  await switcherOf(page, 'Language').getByRole('link', { name: 'Deutsch' }).click();
  await page.waitForURL(`${env.siteUrl}/de/about`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const mainNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(mainNav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('aria-current', 'page');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'language');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // Back to English with the keyboard.
  const english = switcherOf(page, 'Sprache').getByRole('link', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${env.siteUrl}/about`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');
});

test('on a page with no German version it says so in German and offers the German home page', async ({ page, env }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `${env.siteUrl}/${generatedSlug(0)}`);
  const switcher = switcherOf(page, 'Language');
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveCount(0);
  const german = switcher.getByRole('button', { name: 'Deutsch' });
  await german.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Diese Seite gibt es nicht auf Deutsch.')).toBeVisible();
  await page.keyboard.press('Tab');
  const home = page.getByRole('link', { name: 'Zur deutschen Startseite' });
  await expect(home).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(german).toBeFocused();
  await expect(page.getByText('Diese Seite gibt es nicht auf Deutsch.')).toBeHidden();

  await german.click();
  await home.click();
  await page.waitForURL(`${env.siteUrl}/de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the phone menu has the switcher', async ({ page, env }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `${env.siteUrl}/services`);
  await page.getByRole('button', { name: 'Menu' }).click();
  const german = switcherOf(page, 'Language').getByRole('link', { name: 'Deutsch' });
  await expect(german).toBeVisible();
  await german.click();
  await page.waitForURL(`${env.siteUrl}/de/services`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(switcherOf(page, 'Sprache').getByRole('link', { name: 'English' })).toBeVisible();
});

test('the home page opens in the language chosen, and only the visitor’s choice sends anyone there', async ({
  browser,
  env,
}) => {
  // A German browser that has chosen nothing gets the English home page: no redirect by its language.
  const german = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de' } });
  const page = await german.newPage();
  await skipIntro(page);
  const response = await page.goto(`${env.siteUrl}/`);
  await hydrated(page);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Having chosen German, the home page is the German one; the other pages stay what they name.
  await page
    .getByRole('navigation')
    .getByRole('list', { name: 'Language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await page.waitForURL(`${env.siteUrl}/de`);
  await page.goto(`${env.siteUrl}/`);
  expect(new URL(page.url()).pathname).toBe('/de');
  await page.goto(`${env.siteUrl}/about`);
  expect(new URL(page.url()).pathname).toBe('/about');
  await german.close();
});

test('an unknown German address answers 404 with the German 404 page, still German once React runs', async ({
  page,
  env,
}) => {
  const response = await page.goto(`${env.siteUrl}/de/gibt-es-nicht`);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});
