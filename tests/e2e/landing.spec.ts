/**
 * Landing pages (issue 20.2): the seeded example page is built at /{slug} from its blocks, through the
 * same registry as the fixed pages, with its FAQ as a keyboard-friendly accordion and no axe
 * violations in either theme.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { cmsGet, expect, open, skipIntro, test } from './fixtures';

const SLUG = 'company-events-2027';
/** The editors' guide shows the example landing page (docs/editors.md), taken from this build. */
const DOCS_SHOT = path.resolve(__dirname, '..', '..', 'docs', 'images', 'landing-page.png');

test('the example landing page renders its blocks at /{slug}, in the sitemap', async ({ page, env, consoleErrors }) => {
  await skipIntro(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [landing] = await cmsGet<Array<{ title: string; seo: { metaDescription: string } }>>(
    env,
    `pages?filters[slug][$eq]=${SLUG}&populate[seo]=true`,
  );
  await open(page, `${env.siteUrl}/${SLUG}`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your 2027 company event, planned end to end');
  await expect(main.locator('figure blockquote')).toContainText('600-person kick-off');
  await expect(main.locator('figure figcaption')).toContainText('Priya Raman');
  await expect(main.locator('.figures-block dd').first()).toHaveText('160+');
  await expect(main.locator('.faq-block summary')).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Talk to a consultant' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('form', { name: 'Request your 2027 event' })).toBeVisible();
  await expect(main.locator('.image-text img')).toHaveAttribute('width', /\d+/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', landing.seo.metaDescription);
  const sitemap = await (await fetch(`${env.siteUrl}/sitemap-0.xml`)).text();
  expect(sitemap).toContain(`/${SLUG}</loc>`);
  expect(consoleErrors).toEqual([]);
  await page.screenshot({ path: DOCS_SHOT });
});

test('the FAQ accordion opens and closes by keyboard', async ({ page, env }) => {
  await skipIntro(page);
  await open(page, `${env.siteUrl}/${SLUG}`);
  const question = page.locator('.faq-block summary').first();
  const details = page.locator('.faq-block details').first();
  await question.focus();
  await expect(question).toBeFocused();
  await expect(details).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(details.locator('p').first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open');
  // The next question is one Tab away.
  await page.keyboard.press('Tab');
  await expect(page.locator('.faq-block summary').nth(1)).toBeFocused();
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the landing page has no axe violations in the ${colorScheme} theme`, async ({ page, env }) => {
    await skipIntro(page);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await open(page, `${env.siteUrl}/${SLUG}`);
    await page.locator('.faq-block summary').first().click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
