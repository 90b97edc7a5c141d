/**
 * Issue 67, part 1: no layout shift after a client-side navigation. A page's blocks render from lazy
 * chunks (src/blocks/registry.tsx, src/features/forms/lazyForms.tsx); a navigation shows the next page
 * only once the code its blocks need has come (src/app/navigation.ts, src/blocks/pageCode.ts), so the
 * page appears whole and nothing below its blocks moves afterwards.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, open, skipIntro, test } from './fixtures';

/** A literal only the static blocks' chunk holds (the figures block's class: budget.spec.ts's marker). */
const STATIC_BLOCKS_CODE = 'figures-block__value';

/**
 * Holds back, as a slow network would, the scripts whose code holds `marker` until `release` is called;
 * `asked` settles once the page has asked for one.
 */
async function holdChunk(page: Page, marker: string) {
  let release = () => {};
  let asked = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        asked();
        await held;
      }
      await route.fulfill({ response, body });
    } catch (error) {
      // A fetch the page gave up on (a prefetch a navigation cancelled) has nothing left to answer.
      if (!/disposed|closed|cancel/i.test(String(error))) throw error;
    }
  });
  return { asked: askedFor, release };
}

/** What the page looked like the moment its main heading first changed from `title`: where it was, and
 * how many of its blocks and forms were still waiting for their code (empty). */
interface FirstSight {
  path: string;
  emptyBlocks: number;
  emptyForms: number;
}

/** Watches the page for the first commit of another page than the one titled `title`. */
async function watchForNextPage(page: Page, title: string): Promise<() => Promise<FirstSight | null>> {
  await page.evaluate((leaving) => {
    const seen = window as unknown as { firstSight?: FirstSight | null };
    seen.firstSight = null;
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      if (!heading || heading.textContent === leaving) return;
      seen.firstSight = {
        path: window.location.pathname,
        emptyBlocks: document.querySelectorAll('main .static-island:empty').length,
        emptyForms: document.querySelectorAll('main .deferred-form:empty').length,
      };
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, title);
  return () => page.evaluate(() => (window as unknown as { firstSight: FirstSight | null }).firstSight);
}

test("the page stays until the next page's block code has come, then the next page shows whole", async ({
  page,
  env,
  consoleErrors,
}) => {
  await skipIntro(page);
  const chunk = await holdChunk(page, STATIC_BLOCKS_CODE);
  await open(page, env.siteUrl);
  const home = (await page.locator('main h1').textContent())!;
  const firstSight = await watchForNextPage(page, home);
  // The home page's hero is server HTML kept as it was: its code never came.
  const cta = page.locator('.hero').getByRole('link').first();
  const target = (await cta.getAttribute('href'))!;
  expect(target).toMatch(/^\/[a-z]/);
  await cta.click();
  await chunk.asked;
  // The navigation must not happen while the code is held: no event marks a navigation that does not
  // come, so the page is given a moment (far less than the navigation's patience, PAGE_CODE_PATIENCE_MS)
  // in which Gatsby would have shown the next page, its data and template having come before the code.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('main h1')).toHaveText(home);
  expect(await firstSight()).toBeNull();

  chunk.release();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/\/$/, '')}/?$`));
  await expect.poll(firstSight).not.toBeNull();
  expect(await firstSight()).toEqual({ path: target, emptyBlocks: 0, emptyForms: 0 });
  expect(consoleErrors).toEqual([]);
});

/** A phone on a slow 4G network (Lighthouse's mobile profile): 412 x 823, the CPU 4x slower, 150 ms round
 * trips, 1.6 Mbit/s down. Slow enough that a block arriving after its page is more than 500 ms after
 * the click, where a shift counts (the layout shift's `hadRecentInput` covers the first 500 ms). */
async function phoneOnSlow4G(page: Page): Promise<CDPSession> {
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Every layout shift of the page's life, as Chrome reports it (buffered from the page's start). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; hadRecentInput: boolean; at: number; sources: string[] }> = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          at: entry.startTime,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { layoutShifts: Array<{ value: number; hadRecentInput: boolean; sources: string[] }> })
        .layoutShifts,
  );

/**
 * Clicks `link` and waits until the next page (`path`) has settled: shown, its blocks and forms there,
 * nothing left to fetch, two frames laid out. Returns the layout shifts since the click that count
 * towards CLS (those within 500 ms of an input do not, as Chrome's CLS leaves them out).
 */
async function hop(page: Page, link: ReturnType<Page['locator']>, path: RegExp) {
  const before = (await shiftsSoFar(page)).length;
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return (await shiftsSoFar(page)).slice(before).filter((shift) => !shift.hadRecentInput);
}

test('a walk through every kind of page on a phone on slow 4G: no hop shifts the layout', async ({
  page,
  env,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  await skipIntro(page);
  await recordShifts(page);
  await phoneOnSlow4G(page);
  await open(page, env.siteUrl);
  const main = page.locator('main');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const walk: Array<[string, ReturnType<Page['locator']>, RegExp]> = [
    ['home → about (footer)', footer.getByRole('link', { name: 'About Us' }), /\/about\/?$/],
    ['about → services (footer)', footer.getByRole('link', { name: 'Services' }), /\/services\/?$/],
    ['services → insights (footer)', footer.getByRole('link', { name: 'Insights' }), /\/insights\/?$/],
    ['insights → an article (in the page)', main.locator('.article-card__title a').first(), /\/insights\/[a-z-]+\/?$/],
    ['article → case studies (footer)', footer.getByRole('link', { name: 'Case studies' }), /\/case-studies\/?$/],
    [
      'case studies → a case study (in the page)',
      main.locator('.article-card__title a').first(),
      /\/case-studies\/[a-z-]+\/?$/,
    ],
    ['case study → home (header)', page.locator('header a.site-header__brand'), /\/$/],
  ];
  const shifted: Record<string, unknown> = {};
  for (const [name, link, path] of walk) {
    const shifts = await hop(page, link, path);
    if (shifts.length > 0) shifted[name] = shifts;
  }
  // A second language: a full page load (the switcher's links are plain anchors), then a hop in it.
  await open(page, `${env.siteUrl}/de`);
  const germanFooter = page.getByRole('navigation', { name: 'Fußzeile' });
  const contact = await hop(page, germanFooter.getByRole('link', { name: 'Kontakt' }), /\/de\/contact\/?$/);
  if (contact.length > 0) shifted['/de → /de/contact (footer)'] = contact;
  expect(shifted).toEqual({});
  expect(consoleErrors).toEqual([]);
});
