/**
 * The visitor's journeys on the German pages (issue 47): the same forms, newsletter and chat as on the
 * English site, in German words, each stored with `lang` de. The English journeys are in
 * forms.spec.ts and chat.spec.ts; the switcher in languages.spec.ts.
 */
import type { Page } from '@playwright/test';
import { cmsGet, dbRows, expect, open, skipIntro, test, EVENTUALLY } from './fixtures';

const formWithButton = (page: Page, button: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: button }) });

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('the German contact form explains bad fields in German, then stores the lead with lang de', async ({
  page,
  env,
}) => {
  await open(page, `${env.siteUrl}/de/contact`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const form = formWithButton(page, 'Nachricht senden');
  await form.getByLabel('E-Mail').fill('keine-adresse');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  const name = form.getByLabel('Name');
  await expect(name).toBeFocused();
  const describedBy = (await name.getAttribute('aria-describedby'))!;
  await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toContainText(
    'Bitte füllen Sie dieses Feld aus.',
  );
  await expect(form).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein');

  await name.fill('Clara Schumann');
  await form.getByLabel('E-Mail').fill('clara.kontakt@example.com');
  await form.getByLabel('Nachricht').fill('Wir planen einen Umzug unserer IT. Können Sie helfen?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText(/Ihre Nachricht ist bei uns eingegangen/).first()).toBeVisible();
  const stored = dbRows(
    env,
    "SELECT name, message, lang FROM contact_requests WHERE email = 'clara.kontakt@example.com'",
  );
  expect(stored).toEqual([
    { name: 'Clara Schumann', message: 'Wir planen einen Umzug unserer IT. Können Sie helfen?', lang: 'de' },
  ]);
});

test('the German newsletter form subscribes in German, and the subscription keeps the language', async ({
  page,
  env,
}) => {
  await open(page, `${env.siteUrl}/de/about`);
  const form = formWithButton(page, 'Abonnieren');
  await form.getByLabel('E-Mail').fill('leserin.de@example.com');
  await form.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(form.getByRole('status')).toContainText('Fast geschafft');
  expect(dbRows(env, "SELECT state, lang FROM subscriptions WHERE email = 'leserin.de@example.com'")).toEqual([
    { state: 'pending', lang: 'de' },
  ]);
});

test('the chat on a German page speaks German, takes German commands and sends lang de', async ({ page, env }) => {
  test.setTimeout(90_000);
  const [faq, copy] = await Promise.all([
    cmsGet<Array<{ entries: Array<{ question: string }> }>>(env, 'faq-groups?populate=entries&sort=level&locale=de'),
    cmsGet<Record<string, string>>(env, 'chatbot-setting?locale=de'),
  ]);
  await open(page, `${env.siteUrl}/de`);
  await page.getByRole('button', { name: copy.launcherLabel }).click();
  const panel = page.getByRole('dialog', { name: copy.title });
  await panel.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('chat.de@example.com');
  await panel.getByRole('button', { name: 'Chat starten' }).click();
  await expect(panel.getByRole('log')).toContainText(copy.welcomeMessage);

  await panel.getByRole('button', { name: faq[0].entries[0].question }).click();
  await expect(panel.getByRole('button', { name: 'Ende', exact: true })).toBeVisible(EVENTUALLY);
  // A typed command, in German.
  await panel.getByRole('textbox', { name: 'Ihre Frage' }).fill(' Ende ');
  await panel.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect
    .poll(
      () =>
        dbRows<{ lang: string; questions: string }>(
          env,
          "SELECT lang, questions FROM chatbot_transcripts WHERE email = 'chat.de@example.com'",
        ),
      EVENTUALLY,
    )
    .toEqual([{ lang: 'de', questions: JSON.stringify([faq[0].entries[0].question]) }]);
});
