/**
 * The admin's Data requests page (cms/src/admin/data-requests/DataRequestsPage.tsx) in the browser, on the browser
 * suite's CMS: only admins whose role holds the permission see it in the menu, and an admin finds,
 * includes, downloads and erases a person's records with the keyboard alone, every control labelled
 * and the page's own content free of axe violations. The routes behind it, on SQLite and PostgreSQL,
 * are proven in cms/tests/privacy.test.ts.
 */
import fs from 'node:fs';
import { inviteAdmin } from '../support/admin';
import { postSubmission } from '../support/submissions';
import { OWNER_SIGN_IN, ownerToken, readEnv, type E2eEnv } from './env';
import { adminAxeViolations, cmsAdmin, dbRows, expect, signInToAdminPanel, test } from './fixtures';

/** An admin with Strapi's default "Editor" role, which is not given the Data requests permission;
 * its address new on every run of this file (Playwright runs beforeAll again after a failure). */
const WRITER = {
  firstname: 'Wren',
  lastname: 'Writer',
  email: `writer-${Date.now()}@example.com`,
  password: 'Copper-Wicket-Glacier-63',
};

test.beforeAll(async () => {
  const env = readEnv();
  await inviteAdmin(env.cmsUrl, await ownerToken(env, OWNER_SIGN_IN.dataRequests), 'strapi-editor', WRITER);
});

/** A lead sent over HTTP as a script would (no form token), stored as the forms' are. */
async function submit(env: E2eEnv, kind: string, body: Record<string, unknown>): Promise<void> {
  const response = await postSubmission(env.cmsUrl, kind, body, { token: false });
  expect([200, 201, 202]).toContain(response.status);
}

/** The tables of the CMS's SQLite file that hold `needle` anywhere in a row (any column). */
function tablesHolding(env: E2eEnv, needle: string): string[] {
  const tables = dbRows<{ name: string }>(
    env,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  ).map((row) => row.name);
  expect(tables.length).toBeGreaterThan(20);
  return tables.filter((table) =>
    dbRows(env, `SELECT * FROM "${table}"`).some((row) =>
      JSON.stringify(Object.values(row)).toLowerCase().includes(needle.toLowerCase()),
    ),
  );
}

test('the Data requests page is in the menu only for admins with the permission', async ({ page, env }) => {
  await signInToAdminPanel(page, env, WRITER);
  // The menu is drawn at once from the role's permissions: once its Content Manager link is there,
  // a Data requests link would be too.
  await page.getByRole('link', { name: 'Content Manager' }).first().waitFor();
  expect(await page.getByRole('link', { name: 'Data requests' }).count()).toBe(0);
});

test('the Data requests page finds, includes, downloads and erases with the keyboard, labelled and without axe violations', async ({
  page,
  env,
}) => {
  test.setTimeout(180_000);
  await submit(env, 'contactRequest', {
    name: 'Ivy Keyboard',
    email: 'ivy@example.com',
    message: 'Typed, never clicked.',
  });
  await submit(env, 'chatbot', { name: 'Ivy Keyboard', lang: 'en', questions: ['Keyboard only?'] });
  const admin = cmsAdmin(env);
  await signInToAdminPanel(page, env, admin);
  await page.getByRole('link', { name: 'Data requests' }).click();
  await page.getByRole('heading', { name: 'Data requests', level: 1 }).waitFor();

  const field = page.getByRole('textbox', { name: "The person's email address" });
  await field.focus();
  await page.keyboard.type('not an address');
  await page.keyboard.press('Enter');
  await page.getByText('Please enter a valid email address, like name@example.com.').waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');

  await field.fill('');
  await page.keyboard.type('IVY@Example.com');
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: 'For ivy@example.com' });
  await status.getByText('2 records: 1 contact request, 1 queued lead email.').waitFor();
  expect(await adminAxeViolations(page)).toEqual([]);

  const possible = page.getByRole('checkbox', { name: /A chat transcript of .* with the name \(Ivy Keyboard\)/ });
  await possible.focus();
  await page.keyboard.press('Space');
  await status.getByText('4 records: 1 contact request, 1 chat transcript, 2 queued lead emails.').waitFor();
  await page.getByRole('checkbox', { name: /^Included: A chat transcript/ }).waitFor();
  expect(await adminAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as JSON' }).press('Enter'),
  ]);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(download.suggestedFilename()).toMatch(/^personal-data-[\d-]+\.json$/);
  expect(file.contactRequests[0].message).toBe('Typed, never clicked.');
  expect(file.chatTranscripts[0].questions).toEqual(['Keyboard only?']);

  await page.getByRole('button', { name: 'Erase everything…' }).press('Enter');
  const dialog = page.getByRole('alertdialog');
  await dialog
    .getByText(
      'This deletes 4 records: 1 contact request, 1 chat transcript, 2 queued lead emails held for ivy@example.com',
    )
    .waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).press('Enter');
  await page
    .getByRole('status')
    .getByText('Erased 4 records: 1 contact request, 1 chat transcript, 2 queued lead emails.')
    .waitFor();
  await page.getByRole('row').filter({ hasText: 'erase' }).filter({ hasText: admin.email }).first().waitFor();
  expect(tablesHolding(env, 'Ivy Keyboard')).toEqual([]);
});
