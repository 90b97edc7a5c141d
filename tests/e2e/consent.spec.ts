/**
 * Consent before analytics (issue 18, docs/privacy.md). The suite's site is built without
 * GATSBY_ANALYTICS_ID; global-setup makes a second build with one, from the same CMS, and this spec
 * serves it on its own port with the project's server, so the rest of the suite keeps its site
 * without a banner. The build without the id is checked to hold none of the
 * banner's code.
 *
 * Every request to Google's hosts is intercepted: none reaches the internet. The tag is answered with
 * a small fake gtag.js that, like the real one, reads the dataLayer, sets the _ga cookies once
 * analytics_storage is granted, obeys `ga-disable-<id>`, and sends each page view to /g/collect.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { killGroup } from '../../server/processes';
import { until } from '../support/stack';
import { expectDeclared, heldKeys } from './browser-keys';
import { ANALYTICS_SITE_DIR, E2E_ANALYTICS_ID, readEnv } from './env';
import { expect, skipIntro, test, blocksShown, EVENTUALLY } from './fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
const ANALYTICS_ID = E2E_ANALYTICS_ID;
const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|doubleclick\.net)\//;

/** Stands in for gtag.js: no internet here, and what it is asked to do is what the test checks. */
const FAKE_GTAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var consent = {};
  function collect(path) {
    if (window['ga-disable-' + id]) return;
    fetch('https://region1.google-analytics.com/g/collect?tid=' + id + '&en=page_view&dp=' + encodeURIComponent(path),
      { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function handle(args) {
    var call = Array.prototype.slice.call(args);
    if (call[0] === 'consent') Object.assign(consent, call[2]);
    if (call[0] === 'config') {
      if (consent.analytics_storage === 'granted') {
        document.cookie = '_ga=GA1.1.1234.5678; path=/; max-age=63072000';
        document.cookie = '_ga_CONSENT01=GS1.1.1; path=/; max-age=63072000';
      }
      collect(location.pathname);
    }
    if (call[0] === 'event' && call[1] === 'page_view') collect(call[2].page_path);
  }
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  dataLayer.forEach(handle);
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) handle(arguments[i]);
    return Array.prototype.push.apply(dataLayer, arguments);
  };
})();`;

/** Markers of the banner and the tag in built JavaScript (vanilla-cookieconsent's root element id). */
// The footer's button's catalogue key: its words come with the page's data (src/config/messages).
const CONSENT_MARKERS = ['cc-main', 'googletagmanager', 'footer.cookieSettings'];

function builtScripts(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

let siteUrl = '';
let serverPid = 0;
const builtDir = ANALYTICS_SITE_DIR;

// Serial, and with room: a test here loads the whole site two or three times (a reload applies the
// stored choice), while the live-stack specs may be rebuilding their site beside it on the same cores.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  const env = readEnv();
  siteUrl = env.analyticsSiteUrl;
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/cli.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      GATSBY_CMS_URL: env.cmsUrl,
      SITE_URL: siteUrl,
      // The server's CSP lets Google's tag hosts in only with the id (server/app.ts).
      GATSBY_ANALYTICS_ID: ANALYTICS_ID,
      PORT: new URL(siteUrl).port,
      HOST: '127.0.0.1',
      SERVE_DIR: builtDir,
    },
    stdio: 'inherit',
    detached: true,
  });
  serverPid = server.pid!;
  await until('the site with analytics', async () => ((await fetch(siteUrl)).status < 500 ? true : undefined), 30_000);
});

test.afterAll(() => {
  if (serverPid) killGroup(serverPid, 'SIGTERM');
});

interface Google {
  /** Every request to Google's hosts, in order. */
  requests: string[];
  tagLoads: () => string[];
  pageViews: () => string[];
}

/** Intercepts every request to Google's hosts for the whole context (new pages and reloads too). */
async function interceptGoogle(context: BrowserContext): Promise<Google> {
  const requests: string[] = [];
  await context.route(GOOGLE, async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith('https://www.googletagmanager.com/gtag/js')) {
      await route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
    } else {
      await route.fulfill({ status: 204 });
    }
  });
  return {
    requests,
    tagLoads: () => requests.filter((url) => url.includes('/gtag/js')),
    pageViews: () =>
      requests.filter((url) => url.includes('/g/collect')).map((url) => new URL(url).searchParams.get('dp') ?? ''),
  };
}

/** A visitor's page, with the intro skipped and layout shifts recorded. Playwright's Chromium says it
 * is automated (navigator.webdriver); the banner must show to it all the same (hideFromBots: false),
 * so this does not hide that. */
async function asVisitor(page: Page) {
  await skipIntro(page);
  await page.addInitScript(() => {
    // When the page's layout shifted, and when the banner was added, for the no-layout-shift check.
    const w = window as unknown as { layoutShifts: number[]; bannerAddedAt: number };
    w.layoutShifts = [];
    w.bannerAddedAt = Infinity;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.layoutShifts.push(entry.startTime);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (w.bannerAddedAt === Infinity && document.getElementById('cc-main')) w.bannerAddedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie consent' });
const gaCookies = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^_ga/.test(name));

/** Waits until the page has hydrated and the consent code has run: it sets Consent Mode's defaults,
 * then applies a stored choice or shows the banner in the same task, so the next idle moment is after. */
async function consentApplied(page: Page) {
  // Once in a CI run the home page never hydrated here; what the page loaded (and failed to) says why.
  const failed: string[] = [];
  const onFailed = (request: { url: () => string; failure: () => { errorText: string } | null }) =>
    failed.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  page.on('requestfailed', onFailed);
  try {
    await page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached', ...EVENTUALLY });
  } catch (error) {
    const state = await page.evaluate(() => ({
      readyState: document.readyState,
      scripts: Array.from(document.scripts, (script) => script.src).filter(Boolean),
    }));
    throw new Error(
      `The page did not hydrate: ${String(error)}\nfailed requests: ${JSON.stringify(failed)}\npage: ${JSON.stringify(state)}`,
    );
  } finally {
    page.off('requestfailed', onFailed);
  }
  await page.waitForFunction(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length > 0);
  await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)));
}

async function openSite(page: Page, pathname = '/') {
  await page.goto(`${siteUrl}${pathname}`);
  await consentApplied(page);
}

/** A client-side route change, through the footer's links (the header hides while the page is
 * scrolled down, as it is after using the footer's "Cookie settings"). After a client-side route
 * change a page's blocks render once their code has come (src/blocks/registry.tsx), which moves the
 * footer down: the link is clicked once every block shows, as a visitor sees the page. */
async function navigate(page: Page, label: string, pathname: string) {
  await blocksShown(page);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pathname}$`));
}

test('the build without GATSBY_ANALYTICS_ID holds no banner, tag or consent code; the one with it does', () => {
  const plainDir = path.join(readEnv().cmsDataDir, 'site');
  const plain = builtScripts(plainDir).join('\n');
  const withId = builtScripts(builtDir).join('\n');
  expect(plain.length).toBeGreaterThan(10_000);
  for (const marker of CONSENT_MARKERS) {
    expect(withId).toContain(marker);
    expect(plain).not.toContain(marker);
  }
  expect(withId).toContain(ANALYTICS_ID);
  expect(plain).not.toContain(ANALYTICS_ID);
  // The banner's code and CSS are a chunk of their own, not in what every page loads first.
  const html = fs.readFileSync(path.join(builtDir, 'index.html'), 'utf8');
  expect(html).not.toContain('cc-main');
});

test('before a choice nothing reaches Google; the banner offers Accept and Reject alike, by keyboard', async ({
  page,
  context,
}) => {
  const google = await interceptGoogle(context);
  await asVisitor(page);
  await openSite(page);
  const dialog = banner(page);
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Accept', exact: true });
  const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
  await expect(accept).toBeVisible();
  await expect(reject).toBeVisible();
  // Equally easy: the same size and style, side by side on the first layer.
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.round(acceptBox!.height)).toBe(Math.round(rejectBox!.height));
  expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    await reject.evaluate((el) => getComputedStyle(el).backgroundColor),
  );
  await expect(dialog.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  // An overlay: nothing on the page moved when it appeared (no layout shift after it was added).
  expect(await page.locator('#cc-main .cm').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const shifts = await page.evaluate(() => {
    const w = window as unknown as { layoutShifts: number[]; bannerAddedAt: number };
    return w.layoutShifts.filter((at) => at >= w.bannerAddedAt);
  });
  expect(shifts).toEqual([]);

  await navigate(page, 'About Us', '/about');
  expect(google.requests).toEqual([]);
  expect(await gaCookies(context)).toEqual([]);

  // Keyboard: the banner's buttons are reachable and work with Enter.
  await reject.focus();
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(google.requests).toEqual([]);
});

test('on a German page the banner and the settings speak German, link the German privacy notice and keep the same choice', async ({
  page,
  context,
}) => {
  const google = await interceptGoogle(context);
  await asVisitor(page);
  await openSite(page, '/de');
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einwilligung' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy');
  const violations = await new AxeBuilder({ page })
    .include('#cc-main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Einstellungen', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible();
  // The language cookie is named among the necessary ones, in German.
  await expect(settings).toContainText('das Cookie language die von Ihnen gewählte Sprache');
  await settings.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(settings).toBeHidden();
  // The choice holds in English too: one choice for the site, whatever the language.
  await openSite(page, '/');
  await expect(banner(page)).toBeHidden();
  expect(google.requests).toEqual([]);
  expect(await gaCookies(context)).toEqual([]);
});

test('after Accept the tag loads, client-side route changes are sent as page views, and every key set is named', async ({
  page,
  context,
}) => {
  const google = await interceptGoogle(context);
  await asVisitor(page);
  await openSite(page);
  expect(google.requests).toEqual([]);
  await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => google.tagLoads()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`]);
  await expect.poll(() => google.pageViews()).toEqual(['/']);
  await expect.poll(() => gaCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_CONSENT01']));

  // Consent Mode: denied by default before the tag, granted (analytics only) after the Accept.
  const consent = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === 'consent'),
  );
  expect(consent).toEqual([
    [
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ],
    [
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ],
  ]);

  await navigate(page, 'Services', '/services');
  await expect.poll(() => google.pageViews()).toEqual(['/', '/services']);
  await navigate(page, 'Contact', '/contact');
  await expect.poll(() => google.pageViews()).toEqual(['/', '/services', '/contact']);

  // A later visit applies the stored choice without asking again.
  await openSite(page, '/about');
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => google.pageViews()).toEqual(['/', '/services', '/contact', '/about']);

  // The consent cookie and Google's are on the list the privacy notice names (privacy-storage.spec.ts
  // checks the notice names that list), and so is everything else the browser now holds.
  expectDeclared(await heldKeys(context, page), 'consent');
});

test('after Reject nothing reaches Google, on any page or visit', async ({ page, context }) => {
  const google = await interceptGoogle(context);
  await asVisitor(page);
  await openSite(page);
  await banner(page).getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await navigate(page, 'Services', '/services');
  await openSite(page, '/contact');
  await expect(banner(page)).toBeHidden();
  await navigate(page, 'About Us', '/about');
  expect(google.requests).toEqual([]);
  expect(await gaCookies(context)).toEqual([]);
});

test('withdrawing in "Cookie settings" deletes the _ga cookies and stops tracking, also after a reload', async ({
  page,
  context,
}) => {
  const google = await interceptGoogle(context);
  await asVisitor(page);
  await openSite(page);
  await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(() => gaCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_CONSENT01']));
  await expect.poll(() => google.pageViews()).toEqual(['/']);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  // The library moves focus into the dialog 100 ms after opening it; a key pressed before that
  // lands wherever focus goes next, so wait for it as a keyboard user would see it.
  await expect.poll(() => settings.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  const statistics = settings.getByRole('checkbox', { name: /Statistics/ });
  await expect(statistics).toBeChecked();
  await statistics.press('Space');
  await expect(statistics).not.toBeChecked();
  await settings.getByRole('button', { name: 'Save my choice' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => gaCookies(context)).toEqual([]);

  const before = google.requests.length;
  await navigate(page, 'Services', '/services');
  await page.reload();
  await consentApplied(page);
  await navigate(page, 'Contact', '/contact');
  expect(google.requests.length).toBe(before);
  expect(google.pageViews()).toEqual(['/']);
  expect(await gaCookies(context)).toEqual([]);
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the banner and the settings have no axe violations in the ${colorScheme} theme`, async ({ page, context }) => {
    await interceptGoogle(context);
    await asVisitor(page);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await openSite(page);
    await expect(banner(page)).toBeVisible();
    const axe = () =>
      new AxeBuilder({ page })
        .include('#cc-main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
        .then((results) => results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`));
    expect(await axe()).toEqual([]);
    // Themed: the banner takes the site's surface colour in either theme.
    const surface = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-surface'),
    );
    const bannerBg = await page.locator('#cc-main .cm').evaluate((el) => getComputedStyle(el).backgroundColor);
    const probe = await page.evaluate((color) => {
      const el = document.createElement('div');
      el.style.backgroundColor = color;
      document.body.appendChild(el);
      const value = getComputedStyle(el).backgroundColor;
      el.remove();
      return value;
    }, surface.trim());
    expect(bannerBg).toBe(probe);

    await banner(page).getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
  });
}
