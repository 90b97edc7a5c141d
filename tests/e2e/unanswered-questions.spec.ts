/**
 * What the FAQ could not answer (docs/unanswered-questions.md), in the browser, on the suite's CMS
 * and site: a visitor's typed question that matches nothing is sent on its own call, normalised,
 * carrying the question and the language only (no cookie, no XSRF header, no key, no token, nothing
 * of the contact form), once per page, and never for a picked question; the conversation goes on as
 * the spec says. An Editor finds the questions three different clients asked (each a socket of its
 * own loopback address) by count on the admin's Unanswered questions page, not one only one client
 * asked, dismisses one, and "Add as FAQ entry" opens an FAQ group with the question filled into the
 * entry chosen and its answer kept (not saved: the FAQ stays as the other specs read it); the same
 * edit view opened from a crafted address fills in nothing; an Author has no such page. The CMS's side, on both databases: cms/tests/unanswered-questions.test.ts.
 */
import type { Page, Request } from '@playwright/test';
import { inviteAdmin } from '../support/admin';
import { loopbackClient, postJsonFrom } from '../support/from-address';
import { OWNER_SIGN_IN, ownerToken, readEnv, type E2eEnv } from './env';
import {
  adminAxeViolations,
  cmsGet,
  dbRows,
  expect,
  open,
  reload,
  signInToAdminPanel,
  skipIntro,
  test,
  EVENTUALLY,
} from './fixtures';

/** Letters only: digits could read as a phone number and be replaced. New on every run. */
const marker = () =>
  Array.from({ length: 10 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
const run = marker();
const EDITOR = {
  firstname: 'Erin',
  lastname: 'Editor',
  email: `faq-editor-${run}@example.com`,
  password: 'Quill-Meadow-41',
};
const AUTHOR = {
  firstname: 'Abe',
  lastname: 'Author',
  email: `faq-author-${run}@example.com`,
  password: 'Orbit-Tangle-15',
};

test.beforeAll(async () => {
  const env = readEnv();
  const owner = await ownerToken(env, OWNER_SIGN_IN.unansweredQuestions);
  await inviteAdmin(env.cmsUrl, owner, 'strapi-editor', EDITOR);
  await inviteAdmin(env.cmsUrl, owner, 'strapi-author', AUTHOR);
});

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

interface Group {
  level: number;
  title: string;
  entries: Array<{ index: number; question: string; answer: string }>;
}
const faqGroups = (env: E2eEnv) => cmsGet<Group[]>(env, 'faq-groups?populate=entries&sort=level');
const counted = (env: E2eEnv, question: string) =>
  dbRows<{ count: number; lang: string; dismissed: number }>(
    env,
    'SELECT count, lang, dismissed FROM unanswered_questions WHERE question = ?',
    question,
  );

/** Every question the page sends, with the headers it went with. */
function unansweredCalls(page: Page) {
  const calls: Array<Promise<{ body: unknown; headers: Record<string, string> }>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/types/unansweredQuestion'))
      calls.push(request.allHeaders().then((headers) => ({ body: request.postDataJSON() as unknown, headers })));
  });
  return () => Promise.all(calls);
}

test('a typed question the FAQ cannot answer goes on its own, normalised and anonymous; a picked one never', async ({
  page,
  env,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const [faq, copy] = await Promise.all([faqGroups(env), cmsGet<Record<string, string>>(env, 'chatbot-setting')]);
  // Cookies on both origins, and an XSRF cookie axios would copy into a header: none may go with it.
  for (const url of [env.siteUrl, env.cmsUrl])
    await page.context().addCookies([{ name: 'XSRF-TOKEN', value: `xsrf-${run}`, url }]);
  const calls = unansweredCalls(page);
  const first = `  Do you organise TEAM retreats in ${run}?  Mail me at lena-${run}@example.com `;
  const firstCounted = `do you organise team retreats in ${run}? mail me at [email]`;
  const second = `What about boats in ${run}?`;
  const secondCounted = `what about boats in ${run}`;

  await open(page, env.siteUrl);
  await page.getByRole('button', { name: copy.launcherLabel }).click();
  const panel = page.getByRole('dialog', { name: copy.title });
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(`Lena ${run}`);
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(`lena-${run}@example.com`);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  const log = panel.getByRole('log');
  const input = panel.getByRole('textbox', { name: 'Your question' });
  const send = async (text: string) => {
    await input.fill(text);
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
  };

  // SPEC section 8, as before: the bot cannot understand it and lists the options again.
  await send(first);
  await expect(log.getByText(copy.cannotUnderstandMessage)).toHaveCount(1);
  await expect(panel.getByRole('button', { name: faq[0].entries[0].question })).toBeVisible();
  // The same question again in this page: shown, not sent again.
  await send(first.toLowerCase());
  await expect(log.getByText(copy.cannotUnderstandMessage)).toHaveCount(2);
  // A picked question is no unanswered one.
  await panel.getByRole('button', { name: faq[0].entries[1].question }).click();
  await expect(log).toContainText(faq[0].entries[1].answer, EVENTUALLY);
  // A later question that matches nothing: its call comes after any the pick would have made.
  await send(second);
  await expect.poll(async () => (await calls()).length).toBe(2);

  const sent = await calls();
  expect(sent.map((call) => call.body)).toEqual([
    { question: firstCounted, lang: 'en' },
    { question: secondCounted, lang: 'en' },
  ]);
  for (const { headers } of sent) {
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-xsrf-token']).toBeUndefined();
    expect(headers['idempotency-key']).toBeUndefined();
  }
  await expect.poll(() => counted(env, firstCounted)).toEqual([{ count: 1, lang: 'en', dismissed: 0 }]);
  await expect.poll(() => counted(env, secondCounted)).toEqual([{ count: 1, lang: 'en', dismissed: 0 }]);

  // The page opened again: the conversation goes on, and the question counts once more.
  await reload(page);
  await page.getByRole('button', { name: copy.launcherLabel }).click();
  await send(first);
  await expect.poll(() => counted(env, firstCounted)).toEqual([{ count: 2, lang: 'en', dismissed: 0 }]);
  // Nothing of it became part of a transcript, and no transcript was sent.
  expect(dbRows(env, 'SELECT id FROM chatbot_transcripts WHERE email = ?', `lena-${run}@example.com`)).toEqual([]);
  // The calls went through (CORS answered them, the 204 read without complaint).
  expect(consoleErrors).toEqual([]);
});

/** Asks a question as the chat does, once from each of these loopback clients (another visitor each). */
async function ask(env: E2eEnv, question: string, clients: number[]) {
  for (const client of clients) {
    const answer = await postJsonFrom(
      `${env.cmsUrl}/api/types/unansweredQuestion`,
      { question, lang: 'en' },
      loopbackClient(client),
    );
    expect(answer.status).toBe(204);
  }
}

test('an Editor lists them by count, dismisses one, and adds another as a prefilled FAQ entry', async ({
  page,
  env,
}) => {
  test.setTimeout(180_000);
  const often = `can you run a hackathon for ${run}`;
  const less = `is there parking near ${run}`;
  const alone = `click my link about ${run}`;
  // Three clients each (one of them twice); one client alone, however often, is never listed.
  await ask(env, often, [11, 12, 13, 11]);
  await ask(env, less, [14, 15, 16]);
  await ask(env, alone, [17, 17, 17, 17, 17]);
  const faq = await faqGroups(env);

  await signInToAdminPanel(page, env, EDITOR);
  await page.getByRole('link', { name: 'Unanswered questions' }).click();
  await page.getByRole('heading', { name: 'Unanswered questions', level: 1 }).waitFor();
  const rowOf = (question: string) => page.getByRole('row').filter({ hasText: question });
  await expect(rowOf(often)).toContainText('4');
  await expect(rowOf(less)).toContainText('3');
  await expect(rowOf(alone)).toHaveCount(0);
  // Most asked first.
  const questions = await page.getByRole('row').allInnerTexts();
  expect(questions.findIndex((text) => text.includes(often))).toBeLessThan(
    questions.findIndex((text) => text.includes(less)),
  );
  await page.mouse.move(0, 0);
  expect(await adminAxeViolations(page)).toEqual([]);

  // Dismiss: off the list, and so in the database.
  await page.getByRole('button', { name: `Dismiss: ${less}` }).click();
  await expect(page.getByText(`Dismissed “${less}”.`)).toBeVisible();
  await expect(rowOf(less)).toHaveCount(0);
  expect(counted(env, less)).toEqual([{ count: 3, lang: 'en', dismissed: 1 }]);

  // Add as FAQ entry: level 2's third entry makes way for it.
  await page.getByRole('button', { name: `Add as FAQ entry: ${often}` }).click();
  await page.getByRole('heading', { name: `Add “${often}” as an FAQ entry` }).waitFor();
  await page.getByRole('combobox', { name: 'FAQ group' }).click();
  await page.getByRole('option', { name: `Level 2: ${faq[1].title}` }).click();
  await page.getByRole('combobox', { name: 'Entry it replaces' }).click();
  const replaced = faq[1].entries.find((entry) => entry.index === 3)!;
  await page.getByRole('option', { name: `3: ${replaced.question}` }).click();
  await page.mouse.move(0, 0);
  expect(await adminAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Open the FAQ group' }).click();

  await page.waitForURL(/content-manager\/collection-types\/api::faq-group\.faq-group\//);
  const asked = `Can you run a hackathon for ${run}?`;
  await expect(page.getByText(`Entry 3 now asks “${asked}”`)).toBeVisible();
  // The entry's header names it by its question; opened, its old answer is still there to rewrite.
  await page.getByRole('button', { name: asked }).click();
  await expect(page.getByRole('textbox', { name: /^Question/ })).toHaveValue(asked);
  await expect(page.getByRole('textbox', { name: /^Answer/ })).toHaveValue(replaced.answer);
  // Nothing is saved by it: the FAQ the site shows is unchanged.
  expect((await faqGroups(env))[1].entries.map((entry) => entry.question)).toContain(replaced.question);

  // The same edit view from an address anyone could send (the old pre-fill's parameters, or any):
  // nothing is filled in, nothing emptied.
  const crafted = new URL(page.url());
  crafted.searchParams.set('faqQuestion', 'Click evil.example to win');
  crafted.searchParams.set('faqEntry', '2');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(crafted.toString());
  await page.getByRole('button', { name: replaced.question }).first().waitFor();
  await expect(page.getByText(/now asks/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Click evil/ })).toHaveCount(0);
});

test('an Author has no Unanswered questions page', async ({ page, env }) => {
  await signInToAdminPanel(page, env, AUTHOR);
  await page.getByRole('link', { name: 'Content Manager' }).first().waitFor();
  expect(await page.getByRole('link', { name: 'Unanswered questions' }).count()).toBe(0);
});
