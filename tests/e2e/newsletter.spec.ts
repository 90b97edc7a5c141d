/**
 * The newsletter's confirmed opt-in in a real browser against the real CMS and the built site:
 * signing up in the footer, the confirmation link (signed here as the CMS signs the one in its email,
 * with the row's nonce: this stack has no SMTP server, cms/tests/newsletter.test.ts follows the real
 * email), the confirm page and the unsubscribe page (a press of their button, and no token left in
 * the address bar), both pages kept out of search engines and the sitemap, and the admin's export
 * button.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { deriveNewsletterKey } from '../../cms/src/newsletter/key';
import { subscriberLinks } from '../../cms/src/newsletter/links';
import type { E2eEnv } from './env';
import { signInToAdminPanel, cmsAdmin, dbRows, expect, open, test } from './fixtures';

const stateOf = (env: E2eEnv, email: string) =>
  dbRows<{ state: string }>(env, 'SELECT state FROM subscriptions WHERE email = ?', email)[0]?.state;

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

async function subscribe(page: Page, env: E2eEnv, email: string) {
  await open(page, `${env.siteUrl}/services`);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Insights, once a month' }) });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText('please check your inbox');
  const [row] = dbRows<{ document_id: string; email: string; confirm_nonce: string }>(
    env,
    'SELECT document_id, email, confirm_nonce FROM subscriptions WHERE email = ?',
    email,
  );
  // The email's link expires with the sign-up; any time still ahead, signed with the key, works alike.
  const grant = {
    documentId: row.document_id,
    email: row.email,
    confirmNonce: row.confirm_nonce,
    expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
  };
  return subscriberLinks(deriveNewsletterKey(env.cmsEnv.NEWSLETTER_TOKEN_SECRET), grant, {
    siteUrl: env.siteUrl,
    cmsUrl: env.cmsUrl,
  });
}

/** The address bar holds the bare path, and the head script (not the page's fallback) took the token. */
async function expectNoTokenInAddress(page: Page, env: E2eEnv, path: string) {
  expect(page.url()).toBe(`${env.siteUrl}${path}`);
  expect(
    await page.evaluate(() => (window as { __subscriberLinkToken?: { path: string } }).__subscriberLinkToken?.path),
  ).toBe(path);
}

test('subscribe in the footer, confirm by the link, unsubscribe by the link', async ({ page, env, consoleErrors }) => {
  const links = await subscribe(page, env, 'journey@example.com');
  expect(stateOf(env, 'journey@example.com')).toBe('pending');
  const [row] = dbRows<{ document_id: string }>(
    env,
    'SELECT document_id FROM subscriptions WHERE email = ?',
    'journey@example.com',
  );
  // One email for the subscriber waits in the outbox (no SMTP in this stack).
  expect(
    dbRows(env, 'SELECT template, state FROM notifications WHERE submission_document_id = ?', row.document_id),
  ).toEqual([{ template: 'subscriber-confirmation', state: 'pending' }]);

  // Opening the confirm page changes nothing (a mail scanner that runs scripts confirms nobody); its
  // button does.
  await open(page, links.confirmUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expectNoTokenInAddress(page, env, '/newsletter/confirm');
  const confirmButton = page.getByRole('button', { name: 'Confirm my subscription' });
  await expect(confirmButton).toBeVisible();
  expect(stateOf(env, 'journey@example.com')).toBe('pending');
  await expectAccessible(page);
  await confirmButton.click();
  const outcome = page.locator('.subscriber-link__outcome');
  await expect(outcome).toContainText('your subscription is confirmed');
  await expect(outcome).toBeFocused();
  expect(stateOf(env, 'journey@example.com')).toBe('confirmed');
  await expectNoTokenInAddress(page, env, '/newsletter/confirm');
  // Kept out of search engines (the one Seo head writes `noindex, follow`: the links on the page may be followed).
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex\b/);
  // The site's shell is around it.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);

  // Opening the unsubscribe page changes nothing; its button does.
  await open(page, links.unsubscribeUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await expectNoTokenInAddress(page, env, '/newsletter/unsubscribe');
  await expectAccessible(page);
  expect(stateOf(env, 'journey@example.com')).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).press('Enter');
  await expect(page.locator('.subscriber-link__outcome')).toContainText('You are unsubscribed.');
  expect(stateOf(env, 'journey@example.com')).toBe('unsubscribed');
  // Kept out of search engines (the one Seo head writes `noindex, follow`: the links on the page may be followed).
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex\b/);
  expect(consoleErrors).toEqual([]);
});

test("an altered link or another address's is refused, and changes nothing", async ({ page, env }) => {
  const mine = await subscribe(page, env, 'mine@example.com');
  const theirs = await subscribe(page, env, 'theirs@example.com');
  const [, expires, signature] = new URL(mine.confirmUrl).searchParams.get('token')!.split('.');
  const theirId = new URL(theirs.confirmUrl).searchParams.get('token')!.split('.')[0];
  const forged = `${env.siteUrl}/newsletter/confirm?token=${theirId}.${expires}.${signature}`;

  await open(page, forged);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.locator('.subscriber-link__outcome')).toContainText('no longer valid');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await open(page, `${env.siteUrl}/newsletter/confirm`);
  await expect(page.locator('.subscriber-link__outcome')).toContainText('open the whole link');
  expect(stateOf(env, 'theirs@example.com')).toBe('pending');
  expect(stateOf(env, 'mine@example.com')).toBe('pending');
});

test('keeps the two pages out of the sitemap', async ({ env }) => {
  const index = await (await fetch(`${env.siteUrl}/sitemap-index.xml`)).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const sitemap of sitemaps) {
    const text = await (await fetch(`${env.siteUrl}${sitemap}`)).text();
    expect(text).toContain('/services');
    expect(text).not.toContain('/newsletter');
  }
});

test("editors see each sign-up's state and export the confirmed ones from the Subscription list", async ({
  page,
  env,
}) => {
  test.setTimeout(120_000);
  const links = await subscribe(page, env, 'exported@example.com');
  expect(
    (
      await fetch(`${env.cmsUrl}/api/newsletter/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: new URL(links.confirmUrl).searchParams.get('token') }),
      })
    ).status,
  ).toBe(200);
  await subscribe(page, env, 'waiting@example.com');

  await signInToAdminPanel(page, env, cmsAdmin(env));
  await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/api::subscription.subscription`);
  await expect(page.getByRole('row').filter({ hasText: 'exported@example.com' })).toContainText('confirmed', {
    timeout: 60_000,
  });
  await expect(page.getByRole('row').filter({ hasText: 'waiting@example.com' })).toContainText('pending');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export confirmed subscribers (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv).toContain(`exported@example.com,,`);
  expect(csv).toContain(links.unsubscribeUrl);
  expect(csv).not.toContain('waiting@example.com');
});
