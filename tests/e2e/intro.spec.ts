/**
 * The intro overlay's scroll lock and paint (issue 21, part 4). The lock is in the server-rendered page
 * (the stylesheet binds it to the overlay), so it holds before any script has run; the overlay's own
 * text is first painted transparent (it rises in), which keeps it out of the LCP candidates, so the
 * page's largest paint is the page's own content.
 */
import type { Page } from '@playwright/test';
import { expect, skipIntro, test, EVENTUALLY } from './fixtures';

/** Two animation frames: a wheel event that was going to scroll has scrolled by then. */
const framesPassed = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );

async function openWithoutScripts(page: Page, url: string) {
  // Only the site's bundles are refused: the inline head script (theme, intro seen) still runs, as it
  // does before them in a real load.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(url);
  // Nothing hydrated: the theme toggle gets aria-pressed only from React.
  await expect(page.locator('button.theme-toggle[aria-pressed]')).toHaveCount(0);
}

test('before any script has run, the intro already locks scrolling', async ({ page, env }) => {
  await openWithoutScripts(page, `${env.siteUrl}/services`);
  await expect(page.getByTestId('intro')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.mouse.move(640, 350);
  await page.mouse.wheel(0, 1500);
  await page.keyboard.press('PageDown');
  await framesPassed(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the same page without the intro (seen earlier in the visit) scrolls before any script has run', async ({
  page,
  env,
}) => {
  // The counterpart of the test above: the same wheel does scroll when nothing locks the page.
  await skipIntro(page);
  await openWithoutScripts(page, `${env.siteUrl}/services`);
  await expect(page.getByTestId('intro')).toBeHidden();
  await page.mouse.move(640, 350);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

// Lighthouse's mobile viewport too: the intro's name is sized by the viewport, the page's text less so.
const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 720 }, reducedMotion: 'no-preference' },
  { name: 'desktop, reduced motion', viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' },
  { name: 'mobile', viewport: { width: 412, height: 823 }, reducedMotion: 'no-preference' },
  { name: 'mobile, reduced motion', viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' },
] as const;

for (const { name, viewport, reducedMotion } of screens) {
  test(`the intro is never the largest contentful paint (${name})`, async ({ page, env }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { lcpCandidates: string[] }).lcpCandidates = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
          seen.push(entry.element?.closest('.intro') ? 'the intro' : (entry.element?.tagName ?? 'a removed node'));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(env.siteUrl);
    await expect(page.getByTestId('intro')).toBeVisible();
    await expect(page.getByTestId('intro')).toHaveCount(0, EVENTUALLY);
    const candidates = () => page.evaluate(() => (window as unknown as { lcpCandidates: string[] }).lcpCandidates);
    await expect.poll(async () => (await candidates()).length).toBeGreaterThan(0);
    expect(await candidates()).not.toContain('the intro');
  });
}
