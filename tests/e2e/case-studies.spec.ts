/**
 * The case studies (issue 48) in the built site, from the seeded CMS: the list newest first, a case
 * study (client, sector, services linked, challenge, approach, results, quote, call to action, its
 * breadcrumbs), its German twin at its own address with the hreflang pair and a switcher that leads
 * there, the services page's links to them, axe in both themes and both languages, and the site search
 * finding one.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, open, skipIntro, test } from './fixtures';
import { entries as caseStudies } from '../../cms/src/seed/case-study';

const { en, de } = caseStudies;

const newestFirst = <C extends { date: string }>(entries: readonly C[]) =>
  [...entries].sort((a, b) => b.date.localeCompare(a.date));
const lawFirm = en[0];
const kanzlei = de[0];

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('the list shows the case studies newest first and leads to one, whole, with its breadcrumbs', async ({
  page,
  env,
  consoleErrors,
}) => {
  await open(page, `${env.siteUrl}/case-studies`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Case studies');
  const titles = main.locator('.article-card__title');
  await expect(titles).toHaveText(newestFirst(en).map((study) => study.title));

  await titles.filter({ hasText: lawFirm.title }).getByRole('link').click();
  await expect(page).toHaveURL(`${env.siteUrl}/case-studies/${lawFirm.slug}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(lawFirm.title);
  const facts = main.locator('.case-study__facts');
  await expect(facts).toContainText(lawFirm.clientName);
  await expect(facts).toContainText(lawFirm.sector);
  await expect(facts.getByRole('link', { name: 'Project management' })).toHaveAttribute(
    'href',
    '/services#project-management',
  );
  await expect(facts.getByRole('link', { name: 'IT support' })).toHaveAttribute('href', '/services#it-support');
  await expect(main.getByRole('region', { name: 'The challenge' })).toContainText(lawFirm.challenge);
  await expect(main.getByRole('region', { name: 'Our approach' })).toContainText(lawFirm.approach);
  const figures = main.locator('.figures-block');
  await expect(figures.getByRole('heading', { level: 2 })).toHaveText('Results');
  await expect(figures.locator('dd')).toHaveText(lawFirm.results.map((result) => result.value));
  await expect(figures.locator('dt')).toHaveText(lawFirm.results.map((result) => result.label));
  await expect(main.locator('.quote-block blockquote')).toHaveText(lawFirm.quote!.quote);
  await expect(main.locator('.quote-block__author')).toHaveText(lawFirm.quote!.author);
  await expect(main.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': Array<Record<string, any>>;
  };
  const trail = jsonLd['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!;
  expect(trail.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
    ['Home', `${env.siteUrl}/`],
    ['Case studies', `${env.siteUrl}/case-studies`],
    [lawFirm.clientName, `${env.siteUrl}/case-studies/${lawFirm.slug}`],
  ]);
  expect(jsonLd['@graph'].some((node) => node['@type'] === 'BlogPosting')).toBe(false);
  // A case study without a quote shows none.
  await open(page, `${env.siteUrl}/case-studies/${en[2].slug}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(en[2].title);
  await expect(main.locator('.quote-block')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the German twin is at its own address, paired by hreflang, and the switcher leads there and back', async ({
  page,
  env,
}) => {
  await open(page, `${env.siteUrl}/case-studies/${lawFirm.slug}`);
  const pair = {
    en: `${env.siteUrl}/case-studies/${lawFirm.slug}`,
    de: `${env.siteUrl}/de/case-studies/${kanzlei.slug}`,
  };
  for (const [lang, href] of Object.entries(pair))
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Deutsch/ })
    .first()
    .click();
  await expect(page).toHaveURL(pair.de);
  const main = page.locator('main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(kanzlei.title);
  await expect(main.locator('.case-study__facts')).toContainText(kanzlei.sector);
  await expect(main.getByRole('region', { name: 'Die Ausgangslage' })).toContainText(kanzlei.challenge);
  await expect(main.locator('.figures-block dt')).toHaveText(kanzlei.results.map((result) => result.label));
  await expect(main.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/de/contact');
  for (const [lang, href] of Object.entries(pair))
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href);
  await page
    .getByRole('navigation')
    .getByRole('list', { name: 'Sprache' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(pair.en);

  await open(page, `${env.siteUrl}/de/case-studies`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fallstudien');
  await expect(main.locator('.article-card__title')).toHaveText(newestFirst(de).map((study) => study.title));
});

test('each service’s section on /services links its case studies, in each language', async ({ page, env }) => {
  await open(page, `${env.siteUrl}/services`);
  const section = page.locator('section#it-support');
  const links = section.getByRole('navigation', { name: 'Case studies: IT support' }).getByRole('link');
  const linking = newestFirst(en.filter((study) => study.services.includes('it-support')));
  await expect(links).toHaveText(linking.map((study) => study.clientName));
  await expect(links.first()).toHaveAttribute('href', `/case-studies/${linking[0].slug}`);
  await links.first().click();
  await expect(page).toHaveURL(`${env.siteUrl}/case-studies/${linking[0].slug}`);

  await open(page, `${env.siteUrl}/de/services`);
  const german = page.locator('section#event-planning').locator('.service-detail__case-studies').getByRole('link');
  const germanLinking = newestFirst(de.filter((study) => study.services.includes('event-planning')));
  await expect(german).toHaveText(germanLinking.map((study) => study.clientName));
  await expect(german.first()).toHaveAttribute('href', `/de/case-studies/${germanLinking[0].slug}`);
});

test('the case studies block shows the chosen ones on a landing page, in each language', async ({ page, env }) => {
  const northwind = en.find((study) => study.key === 'northwind-conference')!;
  const northwindDe = de.find((study) => study.key === 'northwind-conference')!;
  await open(page, `${env.siteUrl}/company-events-2027`);
  const block = page.getByRole('region', { name: 'An event we have delivered' });
  await expect(block.getByRole('article')).toHaveCount(1);
  await expect(block).toContainText(`${northwind.clientName} · ${northwind.sector}`);
  const card = block.getByRole('link', { name: northwind.title });
  await expect(card).toHaveAttribute('href', `/case-studies/${northwind.slug}`);
  // Its cover, the case study's own picture, processed by the build.
  await expect
    .poll(() =>
      block
        .locator('img')
        .last()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL(`${env.siteUrl}/case-studies/${northwind.slug}`);
  await expect(page.locator('main .article__cover img').last()).toHaveAttribute('src', /\/static\//);

  await open(page, `${env.siteUrl}/de/firmenevents-2027`);
  const german = page.getByRole('region', { name: 'Eine Veranstaltung, die wir umgesetzt haben' });
  await expect(german.getByRole('link', { name: northwindDe.title })).toHaveAttribute(
    'href',
    `/de/case-studies/${northwindDe.slug}`,
  );
});

test('the site search finds a case study', async ({ page, env }) => {
  await open(page, `${env.siteUrl}/case-studies`);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('combobox').fill('Holborn');
  await expect(dialog.getByRole('option').filter({ hasText: `/case-studies/${lawFirm.slug}` })).toHaveCount(1);
});

for (const colorScheme of ['dark', 'light'] as const)
  for (const path of [
    '/case-studies',
    `/case-studies/${lawFirm.slug}`,
    '/de/case-studies',
    `/de/case-studies/${kanzlei.slug}`,
  ])
    test(`${path} has no axe violations in the ${colorScheme} theme`, async ({ page, env }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await open(page, `${env.siteUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
