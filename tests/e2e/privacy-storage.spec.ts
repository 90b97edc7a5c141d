/**
 * The privacy notice names every cookie and storage key the site sets, as it is (issue 64): a visitor
 * sees the intro, switches the theme, chats (the transcript cannot be sent, so it waits in the
 * browser), moves to another page, starts a form, switches the language and scrolls; then every cookie,
 * localStorage and sessionStorage key the browser holds is one the site lists
 * (cms/src/contracts/browser-storage.ts), every key the list says such a visit sets is there, and the
 * notice, in English and in German, names exactly the listed keys. The consent banner's cookie and
 * Google's are checked on the build with an analytics id (consent.spec.ts).
 */
import { SITE_STORAGE, storageLabel } from '@contracts/browser-storage';
import { expectDeclared, heldKeys, noticeNames } from './browser-keys';
import { cmsGet, expect, open, test, EVENTUALLY } from './fixtures';

test('after a visit the browser holds only keys the privacy notice names, in English and German', async ({
  page,
  context,
  env,
}) => {
  test.setTimeout(120_000);
  const copy = await cmsGet<Record<string, string>>(env, 'chatbot-setting');
  const [faq] = await cmsGet<Array<{ entries: Array<{ question: string }> }>>(
    env,
    'faq-groups?populate=entries&sort=level',
  );
  // The chat cannot reach the CMS with the transcript (as when the visitor is offline): it keeps it.
  await page.route(/\/api\/types\/chatbot(\?|$)/, (route) => route.abort('internetdisconnected'));

  // A first visit: the intro plays and leaves.
  await open(page, env.siteUrl);
  await expect(page.getByTestId('intro')).toBeHidden(EVENTUALLY);

  await page.locator('button.theme-toggle').click();
  await expect.poll(async () => (await context.cookies()).some(({ name }) => name === 'darkMode')).toBe(true);

  await page.getByRole('button', { name: copy.launcherLabel }).click();
  const chat = page.getByRole('dialog', { name: copy.title });
  await chat.getByRole('textbox', { name: 'Name', exact: true }).fill('Storage Visitor');
  await chat.getByRole('textbox', { name: 'Email', exact: true }).fill('storage@example.com');
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await chat.getByRole('button', { name: faq.entries[0].question }).click();
  await chat.getByRole('button', { name: 'End', exact: true }).click(EVENTUALLY);
  await expect(page.getByText(copy.transcriptFailedMessage).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Another page by the site's own navigation, and a form started there.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
  await page.getByLabel('Name (required)').fill('Storage Visitor');
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.sessionStorage).some((key) => key.startsWith('form-draft:'))))
    .toBe(true);

  await page
    .getByRole('navigation')
    .getByRole('list', { name: 'Language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await page.waitForURL(`${env.siteUrl}/de/contact`);
  await page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached' });
  await expect.poll(async () => (await context.cookies()).some(({ name }) => name === 'language')).toBe(true);
  // Reading down the page: the framework keeps the scroll position for the back button.
  await page.mouse.move(640, 400);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 200);
      return page.evaluate(() => Object.keys(window.sessionStorage).some((key) => key.startsWith('@@scroll|')));
    })
    .toBe(true);

  const held = await heldKeys(context, page);
  console.log(`Held after the visit: ${held.map(({ store, name }) => `${store} ${name}`).join(', ')}`);
  const seen = expectDeclared(held, 'visit');

  const labels = SITE_STORAGE.map(storageLabel).sort();
  for (const notice of [`${env.siteUrl}/privacy`, `${env.siteUrl}/de/privacy`]) {
    const named = await noticeNames(page, notice);
    // Every key the browser held is named, and the notice names no key the site does not list.
    for (const key of seen) expect(named, notice).toContain(storageLabel(key));
    expect([...new Set(named)].sort(), notice).toEqual(labels);
  }
});
