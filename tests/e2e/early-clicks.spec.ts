/**
 * Issue 67, part 4: a tap on the menu, search or chat button before the page's code has come shows at
 * once that it was taken (the button marked busy by the head script, src/lib/earlyClicks.ts) and
 * opens what it asked for as soon as the code is there. Played on a phone whose page template is held
 * back, as on a slow network: the buttons are the build's HTML, React has not hydrated; and on a live
 * page whose search chunk is held (a tap with no hover fetches it).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, holdScripts, skipIntro, test } from './fixtures';

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

const HYDRATED = 'button.theme-toggle[aria-pressed]';

/** Home, with its page template held back until the returned function is called. */
async function homeBeforeItsCode(page: Page, siteUrl: string): Promise<() => void> {
  await skipIntro(page);
  const release = await holdScripts(page, '', '**/component---src-templates-fixed-tsx-*.js');
  await page.goto(siteUrl);
  return release;
}

/** Whether the button looks busy: the dashed ring of global.css, not the focus ring. */
const looksBusy = (button: Locator) =>
  button.evaluate((element) => getComputedStyle(element).outlineStyle === 'dashed');

async function expectTakenNotOpened(button: Locator, page: Page) {
  await expect(button).toHaveAttribute('data-taken', '');
  // Still the build's HTML: nothing has hydrated.
  await expect(page.locator(HYDRATED)).toHaveCount(0);
  expect(await looksBusy(button)).toBe(true);
}

test('the menu tapped before the code opens once it has come', async ({ page, env, consoleErrors }) => {
  const release = await homeBeforeItsCode(page, env.siteUrl);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.tap();
  await expectTakenNotOpened(menu, page);
  const contact = page.locator('#site-navigation').getByRole('link', { name: 'Contact' });
  await expect(contact).toBeHidden();

  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(contact).toBeVisible();
  await expect.poll(() => looksBusy(menu)).toBe(false);
  // React's from now on: a second tap closes it.
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(consoleErrors).toEqual([]);
});

test('search tapped before the code opens its dialog once the code has come', async ({ page, env, consoleErrors }) => {
  const release = await homeBeforeItsCode(page, env.siteUrl);
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await search.tap();
  await expectTakenNotOpened(search, page);

  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toBeVisible();
  await expect.poll(() => looksBusy(search)).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('search tapped once the page is live, with no hover first, looks busy until its code has come', async ({
  page,
  env,
  consoleErrors,
}) => {
  await skipIntro(page);
  // The search dialog's chunk: its close button's class is in no other.
  const release = await holdScripts(page, 'search-dialog__close');
  await page.goto(env.siteUrl);
  await expect(page.locator(HYDRATED)).toBeVisible();
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await search.tap();
  await expect(search).toHaveAttribute('data-taken', '');
  expect(await looksBusy(search)).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible();
  await expect.poll(() => looksBusy(search)).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('the chat tapped before the code opens its panel once the code has come', async ({ page, env, consoleErrors }) => {
  const release = await homeBeforeItsCode(page, env.siteUrl);
  const launcher = page.locator('#chat-launcher');
  await launcher.tap();
  await expectTakenNotOpened(launcher, page);

  release();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => looksBusy(launcher)).toBe(false);
  expect(consoleErrors).toEqual([]);
});
