/**
 * The site's own count (docs/visit-counts.md) in a real browser, on the suite's site and CMS: one
 * visitor lands on /about from a campaign link of LinkedIn, goes to /contact through the menu, opens
 * the chat and sends the contact form; another lands on /services from the same campaign. Then the
 * admin's Visits page, signed in as a Sales user, shows exactly those visits, views and leads: the
 * campaign's and its source's rows, each page's views one more than before, and the totals as the
 * CMS's route answers them. Nothing of it is kept in the browser. The count's rules and races are
 * proven in cms/tests/visit-counts.test.ts.
 *
 * In the `cms-stopping` project (playwright.config.ts): after the other specs, alone, so the pages'
 * views it counts are its own.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { readablePath } from '../../cms/src/contracts/counts';
import { adminToken, inviteAdmin } from '../support/admin';
import { OWNER_SIGN_IN, ownerToken, readEnv, type E2eEnv } from './env';
import { adminAxeViolations, cmsGet, expect, signInToAdminPanel, skipIntro, test, EVENTUALLY } from './fixtures';

const run = Date.now();
const SOURCE = `e2e-${run}`;
const CAMPAIGN = `counts-${run}`;
const SALES = {
  firstname: 'Vera',
  lastname: 'Visits',
  email: `visits-sales-${run}@example.com`,
  password: 'Fjord-Pebble-27',
};

interface Beacon {
  event: string;
  path?: string;
  visit?: boolean;
  utmSource?: string;
  utmCampaign?: string;
}
interface Figures {
  visits: number;
  leads: number;
  rate: number | null;
  conversions: Record<string, number>;
}
interface Summary {
  totals: Figures & { views: number };
  pages: Array<Figures & { path: string; views: number }>;
  sources: Array<Figures & { name: string }>;
  campaigns: Array<Figures & { name: string }>;
}

let salesToken: string;

test.beforeAll(async () => {
  const env = readEnv();
  await inviteAdmin(env.cmsUrl, await ownerToken(env, OWNER_SIGN_IN.visitCounts), 'sales', SALES);
  salesToken = await adminToken(env.cmsUrl, SALES);
});

async function summary(env: E2eEnv): Promise<Summary> {
  const response = await fetch(`${env.cmsUrl}/visit-counts/summary?days=30`, {
    headers: { Authorization: `Bearer ${salesToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Summary }).data;
}

/** The next beacon the page sends to the CMS's count that `matches`. */
function nextBeacon(page: Page, env: E2eEnv, matches: (beacon: Beacon) => boolean): Promise<Beacon> {
  return page
    .waitForRequest(
      (request: Request) =>
        request.url() === `${env.cmsUrl}/api/types/count` && matches(JSON.parse(request.postData() ?? '{}') as Beacon),
      EVENTUALLY,
    )
    .then((request) => JSON.parse(request.postData()!) as Beacon);
}

/** A rate as the page writes it. */
const rate = (value: number | null) => (value === null ? '–' : `${Math.round(value * 1000) / 10}%`);

/** A page's views, by the path its beacon sent (the CMS writes it without a trailing slash). */
const viewsOf = (data: Summary, path: string) =>
  data.pages.find((page) => page.path === readablePath(path))?.views ?? 0;

test('the Visits page shows the visits, page views and leads a visitor made', async ({ page, browser, env }) => {
  test.setTimeout(180_000);
  const { launcherLabel } = await cmsGet<{ launcherLabel: string }>(env, 'chatbot-setting');
  const before = await summary(env);
  await skipIntro(page);

  // The first visitor: the landing page's view, a visit, counted once the page has loaded.
  const landed = nextBeacon(page, env, (beacon) => beacon.visit === true);
  await page.goto(`${env.siteUrl}/about/?utm_source=${SOURCE}&utm_campaign=${CAMPAIGN}`, {
    referer: 'https://www.linkedin.com/feed/',
  });
  const landing = await landed;
  expect(landing).toMatchObject({ event: 'page-view', utmSource: SOURCE, utmCampaign: CAMPAIGN });
  expect(landing).toHaveProperty('referrer', 'www.linkedin.com');

  // A move within the site: a view, not a visit.
  await page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached' });
  const moved = nextBeacon(page, env, (beacon) => beacon.event === 'page-view' && /contact/.test(beacon.path ?? ''));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).first().click();
  const contact = await moved;
  expect(contact.visit).toBeUndefined();

  // The chat opened, then the form sent: two conversions of this visit.
  const opened = nextBeacon(page, env, (beacon) => beacon.event === 'chat-opened');
  await page.getByRole('button', { name: launcherLabel }).click();
  expect(await opened).toMatchObject({ utmSource: SOURCE, utmCampaign: CAMPAIGN });
  await page.keyboard.press('Escape');
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Send us a message' }) });
  await form.getByLabel('Name').fill('Counted Visitor');
  await form.getByLabel('Email').fill(`counted-${run}@example.com`);
  await form.getByLabel('Message').fill('We would like to hear about your event planning.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('received your message', EVENTUALLY);
  const kept = await page.evaluate(() =>
    [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join(' '),
  );
  expect(kept).not.toContain(CAMPAIGN);

  // The second visitor, from the same campaign, on /services.
  const other: BrowserContext = await browser.newContext({ userAgent: await page.evaluate(() => navigator.userAgent) });
  const second = await other.newPage();
  await skipIntro(second);
  const secondLanded = nextBeacon(second, env, (beacon) => beacon.visit === true);
  await second.goto(`${env.siteUrl}/services/?utm_source=${SOURCE}&utm_campaign=${CAMPAIGN}`);
  const services = await secondLanded;
  await other.close();

  // The CMS counts a beacon as it arrives: once both visits are in, its figures are the visits made.
  const campaignOf = (data: Summary) => data.campaigns.find((campaign) => campaign.name === CAMPAIGN);
  await expect.poll(async () => campaignOf(await summary(env))?.visits, EVENTUALLY).toBe(2);
  const after = await summary(env);
  const made = { visits: 2, leads: 1, rate: 0.5 };
  const conversions = { 'form-sent': 1, 'chat-opened': 1, 'transcript-sent': 0, 'newsletter-confirmed': 0 };
  expect(campaignOf(after)).toEqual({ name: CAMPAIGN, ...made, conversions });
  expect(after.sources.find((source) => source.name === SOURCE)).toEqual({ name: SOURCE, ...made, conversions });
  for (const path of [landing.path!, contact.path!, services.path!])
    expect({ path, views: viewsOf(after, path) }).toEqual({ path, views: viewsOf(before, path) + 1 });
  expect(after.totals.visits).toBe(before.totals.visits + 2);
  expect(after.totals.views).toBe(before.totals.views + 3);
  expect(after.totals.leads).toBe(before.totals.leads + 1);

  // The Visits page, as a Sales user sees it: the same figures.
  // A context of its own (axe reads the page through it).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInToAdminPanel(admin, env, SALES);
  await admin.getByRole('link', { name: 'Visits' }).click();
  await admin.getByRole('heading', { name: 'Visits', level: 1 }).waitFor();
  const counted = (value: number, one: string) => `${value.toLocaleString('en-GB')} ${value === 1 ? one : `${one}s`}`;
  await expect(admin.getByRole('main').getByRole('status')).toHaveText(
    `Last 30 days: ${counted(after.totals.visits, 'visit')}, ${counted(after.totals.views, 'page view')}, ` +
      `${counted(after.totals.leads, 'lead')} (${rate(after.totals.rate)} of visits).`,
  );
  const rowOf = (table: string, first: string) =>
    // The design system's tables are grids (keyboard navigation between cells).
    admin
      .getByRole('grid', { name: table })
      .getByRole('row')
      .filter({ has: admin.getByRole('gridcell', { name: first, exact: true }) });
  // Campaign (or source), visits, the four conversions, leads, rate.
  for (const [table, name] of [
    ['Top campaigns', CAMPAIGN],
    ['Top sources', SOURCE],
  ])
    await expect(rowOf(table, name).getByRole('gridcell')).toHaveText([name, '2', '1', '1', '0', '0', '1', '50%']);
  await expect(rowOf('Conversion rate per page', readablePath(landing.path!)).getByRole('gridcell').nth(2)).toHaveText(
    viewsOf(after, landing.path!).toLocaleString('en-GB'),
  );
  // The charts are pictures: drawn, and hidden from screen readers, whose figures are the tables.
  await expect(admin.locator('[data-chart="per-day"] path.recharts-line-curve')).toHaveCount(3);
  await expect(admin.locator('[data-chart="Campaign"] .recharts-bar-rectangle').first()).toBeVisible();
  expect(await adminAxeViolations(admin)).toEqual([]);
  await admin.setViewportSize({ width: 1280, height: 1100 });
  await admin.screenshot({ path: 'docs/images/visits.png' });
  await adminContext.close();
});
