/**
 * The admin's Leads page (cms/src/admin/leads/) in the browser, on the browser suite's CMS:
 * absent from the menu of an admin with Strapi's Editor role; a Sales user finds a lead by name,
 * opens it, sets its status, owner and follow-up date, adds a note, and sees each in the activity,
 * with the person's other lead in the timeline; every control labelled and the page's own content
 * free of axe violations. The routes behind it are proven in cms/tests/lead-desk.test.ts.
 */
import { inviteAdmin } from '../support/admin';
import { postSubmission } from '../support/submissions';
import { OWNER_SIGN_IN, ownerToken, readEnv } from './env';
import { adminAxeViolations, dbRows, expect, signInToAdminPanel, test } from './fixtures';

// New addresses on every run of this file (Playwright runs beforeAll again after a failure).
const run = Date.now();
const WRITER = {
  firstname: 'Wes',
  lastname: 'Writer',
  email: `desk-writer-${run}@example.com`,
  password: 'Copper-Wicket-Glacier-63',
};
const SALES = {
  firstname: 'Sally',
  lastname: 'Seller',
  email: `desk-sales-${run}@example.com`,
  password: 'Fjord-Pebble-27',
};
const VISITOR = { name: `Lena Desk ${run}`, email: `lena-${run}@example.com` };

test.beforeAll(async () => {
  const env = readEnv();
  const owner = await ownerToken(env, OWNER_SIGN_IN.leadDesk);
  await inviteAdmin(env.cmsUrl, owner, 'strapi-editor', WRITER);
  await inviteAdmin(env.cmsUrl, owner, 'sales', SALES);
  for (const [kind, body] of [
    ['contactRequest', { ...VISITOR, message: 'We need a project manager for a move.' }],
    ['chatbot', { name: VISITOR.name, email: VISITOR.email.toUpperCase(), lang: 'en', questions: ['Prices?'] }],
  ] as const) {
    const response = await postSubmission(env.cmsUrl, kind, body, { token: false });
    expect([200, 201, 202]).toContain(response.status);
  }
});

test('the Leads page is not in the menu of an Editor', async ({ page, env }) => {
  await signInToAdminPanel(page, env, WRITER);
  await page.getByRole('link', { name: 'Content Manager' }).first().waitFor();
  expect(await page.getByRole('link', { name: 'Leads' }).count()).toBe(0);
});

test('a Sales user finds a lead, sets its status, owner and follow-up, adds a note and sees its timeline', async ({
  page,
  env,
}) => {
  test.setTimeout(180_000);
  await signInToAdminPanel(page, env, SALES);
  await page.getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();

  await page.getByRole('textbox', { name: 'Name or email' }).fill(VISITOR.name.toUpperCase());
  // Enter in the field shows the list, as Show does (the keyboard, so no button is left hovered).
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText('2 leads').waitFor();
  expect(await adminAxeViolations(page)).toEqual([]);

  await page
    .getByRole('row')
    .filter({ hasText: 'Contact request' })
    .getByRole('link', { name: new RegExp(VISITOR.email) })
    .click();
  await page.getByRole('heading', { name: `Contact request from ${VISITOR.name}`, level: 1 }).waitFor();
  await page.getByText('We need a project manager for a move.').waitFor();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'contacted' }).click();
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'Sally Seller' }).click();
  await page.getByLabel('Follow up on').fill('2030-01-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText('Saved.').waitFor();
  await page.getByText('Status: new → contacted').waitFor();
  await page.getByText('Owner: Nobody → Sally Seller').waitFor();
  await page.getByText('Follow up: none → 2030-01-15').waitFor();

  await page.getByRole('textbox', { name: 'Note' }).fill('Called <b>back</b>: wants a quote.');
  await page.getByRole('button', { name: 'Add note' }).press('Enter');
  await page.getByText('Called <b>back</b>: wants a quote.').waitFor();
  await page.mouse.move(0, 0);
  expect(await adminAxeViolations(page)).toEqual([]);

  // The chat the same person sent, in capitals, is in the timeline and opens.
  await page.getByRole('link', { name: /Chat transcript \(new\)/ }).click();
  await page.getByRole('heading', { name: `Chat transcript from ${VISITOR.name}`, level: 1 }).waitFor();

  const [state] = dbRows<{ lead_status: string; follow_up: string }>(
    env,
    'SELECT s.lead_status, s.follow_up FROM lead_states s JOIN contact_requests c ON c.document_id = s.lead_document_id WHERE c.email = ?',
    VISITOR.email,
  );
  expect(state).toEqual({ lead_status: 'contacted', follow_up: '2030-01-15' });
});
