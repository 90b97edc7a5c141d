/**
 * Shared browser-test helpers: the environment, reads of the real CMS (with the build's read-only
 * token, or straight from its SQLite file), and a page that fails the test on any console error.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_SESSIONS } from '@contracts/admin-sessions';
import { sqliteRows, startCms } from '../support/cms';
import { startStack, type Stack } from '../support/stack';
import { until } from '../support/until';
import { readEnv, writeEnv, type E2eEnv } from './env';

export { expect };

/**
 * The bound of a wait for what the product does after a delay of its own or a server's work: the
 * chat's typing delay (3.5 s), the intro's timer (3.8 s), a transcript the CMS stores. Those timers
 * start only once the page has hydrated, which a slow or busy machine does seconds late, so the bound
 * is generous: it only ends a wait for an event that never comes, and a passing test never waits it
 * out (docs/testing.md, "Waiting for events").
 */
export const EVENTUALLY = { timeout: 60_000 };

export function cmsToken(env: E2eEnv): string {
  return fs.readFileSync(path.join(env.cmsDataDir, 'build-token'), 'utf8').trim();
}

export async function cmsGet<T = any>(env: E2eEnv, apiPath: string): Promise<T> {
  const response = await fetch(`${env.cmsUrl}/api/${apiPath}`, {
    headers: { Authorization: `Bearer ${cmsToken(env)}` },
  });
  if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A fixed page (the page entry with that slug, cms/src/contracts/pages.ts) as the build reads it. */
export async function cmsFixedPage<T = any>(env: E2eEnv, slug: string, query = 'populate=*'): Promise<T> {
  const [page] = await cmsGet<T[]>(env, `pages?filters[slug][$eq]=${slug}&${query}`);
  return page;
}

export function dbRows<T = Record<string, unknown>>(env: E2eEnv, sql: string, ...params: unknown[]): T[] {
  return sqliteRows<T>(env.database, sql, ...params);
}

/** Stops the CMS (as if it had crashed or was being redeployed) and waits until it no longer answers. */
export async function stopCms(env: E2eEnv): Promise<void> {
  process.kill(env.cmsPid, 'SIGTERM');
  // The CMS was started by global-setup in another process, so its exit cannot be awaited here: wait
  // (with the one wait helper) until its port refuses connections.
  await until(
    'the CMS to stop',
    () =>
      fetch(`${env.cmsUrl}/_health`).then(
        () => undefined,
        () => true,
      ),
    20_000,
  );
}

/** Starts the CMS again on the same port and database, as it was started by global-setup. */
export async function restartCms(env: E2eEnv): Promise<E2eEnv> {
  const cms = await startCms({
    dataDir: env.cmsDataDir,
    database: env.database,
    port: env.cmsPort,
    env: env.cmsEnv,
    detachedLog: path.join(env.cmsDataDir, 'cms.log'),
  });
  const next = { ...env, cmsPid: cms.pid };
  writeEnv(next);
  return next;
}

// The theme toggle gets aria-pressed only once React runs in the browser (see useHydrated).
const hydrated = (page: Page) => page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached' });

/** Waits until every block of the page shows: a page's blocks render once their code has come
 * (src/blocks/registry.tsx, src/lib/StaticIsland.tsx). A client-side navigation waits for it
 * (src/app/navigation.ts), but only so long (PAGE_CODE_PATIENCE_MS), and Back and Forward do not: a
 * page shown before its blocks' code moves what is below them (the rest of the page, the footer) when
 * it comes. A link there is clicked after this, as a visitor sees it. */
export async function blocksShown(page: Page): Promise<void> {
  await expect(page.locator('main .static-island:empty')).toHaveCount(0, EVENTUALLY);
  // A form the browser renders (after a route change, or in the draft preview, which renders every
  // page in the browser) shows once its own chunk has come (src/features/forms/lazyForms.tsx); a
  // server-rendered one keeps its HTML and is never empty.
  await expect(page.locator('main .deferred-form:empty')).toHaveCount(0, EVENTUALLY);
}

/**
 * Holds back, as a slow network would, the scripts at `url` (a glob or pattern; every script by
 * default) whose code holds `marker`, until the returned function is called.
 */
export async function holdScripts(page: Page, marker = '', url: string | RegExp = /\.js$/): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    // A script the page stopped waiting for (a prefetch a navigation cancelled) has its response
    // disposed under the handler, and one still in flight when the test ends (a held script never
    // released, its test over) has its fetch stopped with "Test ended": there is nothing to hold or to
    // answer then (rethrown, the error landed on the worker's next test). A script the test needs and
    // does not get fails the test at the expectation that waits for it.
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) await held;
      await route.fulfill({ response, body });
    } catch (error) {
      if (!/disposed|closed|cancel|test ended/i.test(String(error))) throw error;
    }
  });
  return release;
}

/** Opens a page and waits until React has hydrated it, so what a test types is not typed into the
 * server's HTML a moment before React takes over. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Reloads the page and waits until React has hydrated it again: a click on the server's HTML before
 * that (the chat's launcher, say) has no handler yet and would be lost. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

/** The admin global-setup created from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (a super admin). */
export const cmsAdmin = (env: E2eEnv) => ({
  email: env.cmsEnv.CMS_ADMIN_EMAIL,
  password: env.cmsEnv.CMS_ADMIN_PASSWORD,
});

/** An admin session: the admin's own cookies (Strapi keeps them under /admin), its local storage and
 * when it began. */
interface AdminSession {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  localStorage: Array<{ name: string; value: string }>;
  /** When Strapi began its idle window: the sign-in, or the last renewal the panel made. */
  renewedAt: number;
}

/**
 * How long a session is carried into later tests after its sign-in or last renewal. Strapi ends a
 * session its idle window after that unless the panel renews it; a session that ends during a test logs
 * the admin out, and an edit view with unsaved changes then asks "Are you sure you want to leave this
 * page?" over its Save button. So a test starts on a carried session only while it has longer left than
 * the longest test may take (10 minutes).
 */
const CARRY_SESSION_MS = (ADMIN_SESSIONS.idleSessionLifespan - 10 * 60) * 1000;

/** What a sign-in through the form adds to a test's time budget (its waits are bounded by it too). */
const SIGN_IN_MS = 60_000;

/** The sessions signed in in this worker, as last renewed, by the admin's origin and the account. */
const adminSessions = new Map<string, AdminSession>();

/** The admin's cookies and local storage in `page`'s context, as a session to carry. */
async function sessionOf(page: Page, origin: string, renewedAt: number): Promise<AdminSession> {
  const state = await page.context().storageState();
  return {
    // The site shares the host (cookies ignore ports): its cookies (theme, consent) stay out.
    cookies: state.cookies.filter((cookie) => cookie.path.startsWith('/admin')),
    localStorage: state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [],
    renewedAt,
  };
}

/**
 * Keeps the carried session the one the panel in `page` last renewed. Strapi's refresh token is single
 * use: a renewal (`POST /admin/access-token`, shortly before the 5-minute access token ends) replaces
 * it, and the one it replaced is refused from then on. A later test that carried the first sign-in's
 * cookie was signed out when its panel renewed: at once, or in the middle of an edit.
 */
function followRenewals(page: Page, key: string, origin: string): void {
  page.on('response', (response) => {
    if (!response.ok() || response.request().method() !== 'POST') return;
    if (new URL(response.url()).pathname !== '/admin/access-token') return;
    const renewedAt = Date.now();
    sessionOf(page, origin, renewedAt).then(
      (session) => adminSessions.set(key, session),
      () => undefined, // the test ended first: the next test signs in again if it must
    );
  });
}

/**
 * Signs in to the CMS admin panel at `at.cmsUrl` as `credentials`, in the browser: through the login
 * form the first time in this worker, then by carrying that session, as last renewed, into the page's
 * context while it has long enough left (CARRY_SESSION_MS), through the form again after that or if the
 * carried session is refused. Strapi refuses a sixth sign-in of one account from one address within five
 * minutes (its admin rate limit), and the specs open the admin more often than that.
 */
export async function signInToAdminPanel(
  page: Page,
  at: Pick<E2eEnv, 'cmsUrl'>,
  credentials: { email: string; password: string },
): Promise<void> {
  const origin = new URL(at.cmsUrl).origin;
  const key = `${origin} ${credentials.email}`;
  followRenewals(page, key, origin);
  const session = adminSessions.get(key);
  const loginButton = page.getByRole('button', { name: /login/i });
  if (session && Date.now() - session.renewedAt < CARRY_SESSION_MS) {
    await page.context().addCookies(session.cookies);
    // Only where nothing is stored yet: the admin renews what it keeps, and a later page load of the
    // test must not put the older values back.
    await page.addInitScript(
      ({ admin, items }) => {
        if (window.location.origin !== admin) return;
        for (const { name, value } of items)
          if (window.localStorage.getItem(name) === null) window.localStorage.setItem(name, value);
      },
      { admin: origin, items: session.localStorage },
    );
    await page.goto(`${origin}/admin`);
    // Signed in (the main menu's Home) or sent to the login form.
    const home = page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true });
    await expect(home.or(loginButton).first()).toBeVisible({ timeout: SIGN_IN_MS });
    if (!(await loginButton.isVisible())) return;
  }
  // A cold load of the admin and a sign-in, on top of whatever the test does: a minute more for it.
  base.info().setTimeout(base.info().timeout + SIGN_IN_MS);
  const signedInAt = Date.now();
  await page.goto(`${origin}/admin/auth/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(credentials.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(credentials.password);
  await loginButton.click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: SIGN_IN_MS });
  adminSessions.set(key, await sessionOf(page, origin, signedInAt));
}

/** WCAG A and AA violations in the main part of one of the admin's own pages (Strapi's menu and
 * chrome are not ours), each as its rule and the elements it found. */
export async function adminAxeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

export { skipIntro } from '../support/intro';

/** The live stack's draft-preview secret (PREVIEW_SECRET): tests sign credentials of their own with it. */
export const LIVE_STACK_PREVIEW_SECRET = crypto.randomBytes(16).toString('hex');

export const test = base.extend<{ env: E2eEnv; consoleErrors: string[] }, { liveStack: Stack }>({
  /**
   * The whole product as `npm start` runs it (../support/stack.ts): its own CMS, a build on every
   * publish, the server. One per worker, shared by the specs that publish and watch the site
   * rebuild (admin-preview.spec.ts, seo.spec.ts), since each start is a cold build; a spec leaves
   * its content publishable (a green next build) for the next one.
   */
  liveStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const stack = await startStack({ PREVIEW_SECRET: LIVE_STACK_PREVIEW_SECRET });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 900_000 },
  ],
  // Playwright reads a fixture's dependencies from this pattern; an empty one says it has none.
  // eslint-disable-next-line no-empty-pattern
  env: async ({}, use) => {
    await use(readEnv());
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
    },
    { auto: true },
  ],
});
