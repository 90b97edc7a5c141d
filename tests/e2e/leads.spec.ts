/**
 * Visitors' text reaches the firm as typed and is shown as text (issue 11): the chat with markup in
 * the industry ends with the transcript stored and the visitor thanked, and the real Strapi admin
 * shows a stored script as literal text in its list and edit views without ever running it.
 */
import { signInToAdminPanel, cmsAdmin, cmsGet, dbRows, expect, open, skipIntro, test, EVENTUALLY } from './fixtures';

const attack = '<img src=x onerror=alert(1)>';
const script = '<script>alert("stored")</script>';

test('the chat with "R&D <Pharma>" as industry ends with the transcript stored and the visitor thanked', async ({
  page,
  env,
}) => {
  test.setTimeout(90_000);
  await skipIntro(page);
  const copy = await cmsGet<Record<string, string>>(env, 'chatbot-setting');
  const faq = await cmsGet<Array<{ entries: Array<{ question: string; answer: string }> }>>(
    env,
    'faq-groups?populate=entries&sort=level',
  );
  await open(page, env.siteUrl);
  await page.getByRole('button', { name: copy.launcherLabel }).click();
  const panel = page.getByRole('dialog', { name: copy.title });
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat "Pharma" O\'Neil');
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill('pat.pharma@example.com');
  await panel.getByRole('textbox', { name: 'Industry', exact: true }).fill('R&D <Pharma>');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await panel.getByRole('button', { name: faq[0].entries[1].question }).click();
  await expect(panel.getByRole('log')).toContainText(faq[0].entries[1].answer, EVENTUALLY);
  await panel.getByRole('button', { name: 'End', exact: true }).click();

  await expect(page.getByText(copy.transcriptSentMessage).first()).toBeVisible();
  await expect
    .poll(() =>
      dbRows(
        env,
        'SELECT name, industry, questions FROM chatbot_transcripts WHERE email = ?',
        'pat.pharma@example.com',
      ),
    )
    .toEqual([
      {
        name: 'Pat "Pharma" O\'Neil',
        industry: 'R&D <Pharma>',
        questions: JSON.stringify([faq[0].entries[1].question]),
      },
    ]);
  expect(await page.evaluate(() => window.localStorage.getItem('chat.outbox'))).toBeNull();
});

test('the admin shows stored markup as text and never runs it', async ({ page, env }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await fetch(`${env.cmsUrl}/api/types/chatbot`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: attack,
      email: 'markup.admin@example.com',
      phone: '',
      industry: script,
      lang: 'en',
      questions: [`Is ${script} a question?`],
    }),
  });
  expect(response.status).toBe(201);
  const { data } = await response.json();

  await signInToAdminPanel(page, env, cmsAdmin(env));
  const uid = 'api::chatbot-transcript.chatbot-transcript';
  await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${uid}`);
  const row = page.getByRole('row').filter({ hasText: 'markup.admin@example.com' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(attack, { exact: true })).toBeVisible();

  await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${uid}/${data.documentId}`);
  await expect(page.getByRole('textbox', { name: /^name/i })).toHaveValue(attack, { timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /^industry/i })).toHaveValue(script);

  // The payloads stayed text: no element was made of them and nothing ran.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => Array.from(document.scripts).some((element) => element.textContent?.includes('alert('))),
  ).toBe(false);
  expect(dialogs).toEqual([]);
});
