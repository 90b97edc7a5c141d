import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cmsGet, dbRows, expect, open, reload, restartCms, skipIntro, stopCms, test, EVENTUALLY } from './fixtures';
import type { E2eEnv } from './env';

interface Group {
  level: number;
  entries: Array<{ index: number; question: string; answer: string }>;
}

async function content(env: E2eEnv) {
  const [faq, copy] = await Promise.all([
    cmsGet<Group[]>(env, 'faq-groups?populate=entries&sort=level'),
    cmsGet<Record<string, string>>(env, 'chatbot-setting'),
  ]);
  return { faq, copy };
}

async function openChat(page: Page, copy: Record<string, string>) {
  await page.getByRole('button', { name: copy.launcherLabel }).click();
  const panel = page.getByRole('dialog', { name: copy.title });
  await expect(panel).toBeVisible();
  return panel;
}

const transcriptsFor = (env: E2eEnv, email: string) =>
  dbRows<{ questions: string; email: string; lang: string }>(
    env,
    'SELECT email, lang, questions FROM chatbot_transcripts WHERE email = ? ORDER BY id',
    email,
  );

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a visitor walks the FAQ by clicking and typing, goes back, and ends: one transcript, in order', async ({
  page,
  env,
}) => {
  test.setTimeout(90_000);
  const { faq, copy } = await content(env);
  await open(page, env.siteUrl);
  const panel = await openChat(page, copy);
  const log = panel.getByRole('log');
  // The contact form comes first; the conversation only once something to reach the visitor is given.
  await expect(log).toHaveCount(0);
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(log).toHaveCount(0);

  // Only the email: enough to unlock the conversation.
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill('walker@example.com');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(log).toContainText(copy.welcomeMessage);

  const level1 = faq[0].entries;
  await expect(panel.getByRole('button', { name: level1[0].question })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'End', exact: true })).toHaveCount(0);

  // Level 1 by clicking; input waits while the bot types, then the answer and level 2's list.
  await panel.getByRole('button', { name: level1[0].question }).click();
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
  await expect(log).toContainText(level1[0].answer, EVENTUALLY);
  const level2 = faq[1].entries;
  await expect(panel.getByRole('button', { name: level2[0].question })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'End', exact: true })).toBeVisible();

  // Level 2 by typing part of a question in mixed case, with spaces around it.
  const typed = `  ${level2[0].question.slice(0, 20).toUpperCase()}  `;
  await panel.getByRole('textbox', { name: 'Your question' }).fill(typed);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log).toContainText(level2[0].answer, EVENTUALLY);

  // Level 3 by clicking.
  const level3 = faq[2].entries;
  await panel.getByRole('button', { name: level3[1].question }).click();
  await expect(log).toContainText(level3[1].answer, EVENTUALLY);
  await expect(panel.getByRole('button', { name: faq[3].entries[0].question })).toBeVisible();

  // Back goes up one level: level 3's questions again.
  await panel.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(panel.getByRole('button', { name: level3[0].question })).toBeVisible();

  // Something the FAQ does not know.
  await panel.getByRole('textbox', { name: 'Your question' }).fill('Do you sell unicorns?');
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log).toContainText(copy.cannotUnderstandMessage);
  await expect(panel.getByRole('button', { name: level3[0].question })).toBeVisible();

  // End by typing it: the transcript goes to the CMS and the conversation starts again.
  await panel.getByRole('textbox', { name: 'Your question' }).fill(' eNd ');
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(copy.transcriptSentMessage).first()).toBeVisible();
  await expect(log).toContainText(copy.welcomeMessage);
  await expect(panel.getByRole('button', { name: level1[0].question })).toBeVisible();

  await expect.poll(() => transcriptsFor(env, 'walker@example.com').length).toBe(1);
  const [stored] = transcriptsFor(env, 'walker@example.com');
  expect(stored.lang).toBe('en');
  expect(JSON.parse(stored.questions)).toEqual([level1[0].question, level2[0].question, level3[1].question]);

  // Esc closes and gives focus back to the launcher.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: copy.launcherLabel })).toBeFocused();
});

test('a transcript ended while the CMS is down is kept and delivered once when it is back', async ({ page, env }) => {
  test.setTimeout(120_000);
  const { faq, copy } = await content(env);
  await open(page, env.siteUrl);
  let panel = await openChat(page, copy);
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Patient Visitor');
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill('patient@example.com');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await panel.getByRole('button', { name: faq[0].entries[2].question }).click();
  await expect(panel.getByRole('button', { name: 'End', exact: true })).toBeVisible(EVENTUALLY);

  await stopCms(env);
  let current = env;
  try {
    await panel.getByRole('button', { name: 'End', exact: true }).click();
    await expect(page.getByText(copy.transcriptFailedMessage).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('chat.outbox'))).toContain('patient@example.com');
  } finally {
    current = await restartCms(env);
  }
  // Opening the chat again retries what is waiting.
  await page.keyboard.press('Escape');
  panel = await openChat(page, copy);
  await expect.poll(() => transcriptsFor(current, 'patient@example.com').length, EVENTUALLY).toBe(1);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('chat.outbox') ?? '[]')).toBe('[]');
  expect(JSON.parse(transcriptsFor(current, 'patient@example.com')[0].questions)).toEqual([faq[0].entries[2].question]);

  // A reload does not send it again. A second conversation ended after the reload goes through the
  // same outbox, so its arrival is the later event that the first one, were it still waiting, would
  // have come with.
  await reload(page);
  panel = await openChat(page, copy);
  await panel.getByRole('button', { name: faq[0].entries[1].question }).click();
  await expect(panel.getByRole('button', { name: 'End', exact: true })).toBeVisible(EVENTUALLY);
  await panel.getByRole('button', { name: 'End', exact: true }).click();
  await expect.poll(() => transcriptsFor(current, 'patient@example.com').length, EVENTUALLY).toBe(2);
  expect(transcriptsFor(current, 'patient@example.com').map((row) => JSON.parse(row.questions))).toEqual([
    [faq[0].entries[2].question],
    [faq[0].entries[1].question],
  ]);
});

test('the open chat has no axe violations, in both themes', async ({ page, env }) => {
  const { copy } = await content(env);
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await open(page, env.siteUrl);
    const panel = await openChat(page, copy);
    await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
});
