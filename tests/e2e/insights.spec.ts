/**
 * The insights (issue 48) in the built site, from the seeded CMS: the list newest first (six articles:
 * one page, so no page 2), an article with its author, date, reading time, category, related articles
 * and call to action, its structured data, a category's list, the RSS feed the head links to, and the
 * same in German at /de/insights. Pagination itself (12 a page) is src/lib/insights.test.ts's.
 */
import { expect, open, skipIntro, test, blocksShown } from './fixtures';
import * as en from '../../cms/src/seed/insights';
import * as de from '../../cms/src/seed/insights.de';

const newestFirst = <A extends { date: string }>(articles: readonly A[]) =>
  [...articles].sort((a, b) => b.date.localeCompare(a.date));

test('the insights list the articles newest first and lead to an article, its category and back', async ({
  page,
  env,
  consoleErrors,
}) => {
  await skipIntro(page);
  await open(page, `${env.siteUrl}/insights`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Insights');
  const titles = main.locator('.article-card__title');
  await expect(titles).toHaveText(newestFirst(en.articles).map((article) => article.title));
  // Six articles are one page: no page links, and no page 2.
  await expect(main.getByRole('navigation', { name: 'Pages of insights' })).toHaveCount(0);
  expect((await fetch(`${env.siteUrl}/insights/page/2`)).status).toBe(404);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${env.siteUrl}/insights/rss.xml`,
  );

  // The newest: by Clara, in project delivery, with two others of its category as related articles.
  const newest = newestFirst(en.articles)[0];
  await titles.first().getByRole('link').click();
  await expect(page).toHaveURL(`${env.siteUrl}/insights/${newest.slug}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(newest.title);
  const byline = main.locator('.article__byline');
  await expect(byline).toContainText('By Clara Whitfield');
  await expect(byline).toContainText('Head of Delivery');
  await expect(byline.locator('time')).toHaveText('18 November 2026');
  await expect(byline).toContainText('2 min read');
  await expect(byline.locator('img')).toHaveAttribute('width', '64');
  await expect(main.locator('.article__body')).toContainText('The quiet weeks');
  await expect(main.locator('.article__body figure blockquote')).toContainText('cheapest day');
  const related = main.getByRole('region', { name: 'Related articles' }).locator('.article-card__title');
  await expect(related).toHaveText(
    newestFirst(en.articles.filter((article) => article.category === 'delivery' && article.key !== newest.key)).map(
      (article) => article.title,
    ),
  );
  await expect(main.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': Array<Record<string, any>>;
  };
  const posting = jsonLd['@graph'].find((node) => node['@type'] === 'BlogPosting')!;
  expect(posting).toMatchObject({
    headline: newest.title,
    datePublished: newest.date,
    author: { '@type': 'Person', name: 'Clara Whitfield' },
    publisher: { '@id': `${env.siteUrl}/#organization` },
  });
  expect(posting.image).toMatch(new RegExp(`^${env.siteUrl}/static/`));
  expect(posting.dateModified).toBeTruthy();
  const trail = jsonLd['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!;
  expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
    'Home',
    'Insights',
    'Project delivery',
    newest.title,
  ]);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  // Its category's page lists the category's three articles. The facts are below the body, whose blocks
  // came after the client-side navigation.
  await blocksShown(page);
  await main.locator('.article__facts').getByRole('link', { name: 'Project delivery' }).click();
  await expect(page).toHaveURL(`${env.siteUrl}/insights/category/project-delivery`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Project delivery');
  await expect(main.locator('.article-card__title')).toHaveText(
    newestFirst(en.articles.filter((article) => article.category === 'delivery')).map((article) => article.title),
  );
  await expect(main.getByRole('link', { name: 'Project delivery' })).toHaveAttribute('aria-current', 'page');
  await main.getByRole('link', { name: 'All insights' }).click();
  await expect(page).toHaveURL(`${env.siteUrl}/insights`);
  expect(consoleErrors).toEqual([]);
});

test('the feed is RSS 2.0 of every article, newest first, with absolute links', async ({ page, env }) => {
  for (const [prefix, seed] of [
    ['', en],
    ['/de', de],
  ] as const) {
    const response = await fetch(`${env.siteUrl}${prefix}/insights/rss.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    await page.setContent('<p>feed</p>');
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        language: doc.querySelector('channel > language')?.textContent,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.language).toBe(prefix ? 'de-DE' : 'en-GB');
    expect(feed.items.map((item) => item.title)).toEqual(newestFirst(seed.articles).map((article) => article.title));
    expect(feed.items.map((item) => item.link)).toEqual(
      newestFirst(seed.articles).map((article) => `${env.siteUrl}${prefix}/insights/${article.slug}`),
    );
    for (const item of feed.items) expect(new Date(item.pubDate ?? '').getTime()).not.toBeNaN();
  }
});

test('the German insights at /de/insights: German articles, dates and words, linked to the English ones', async ({
  page,
  env,
  consoleErrors,
}) => {
  await skipIntro(page);
  await open(page, `${env.siteUrl}/de/insights`);
  const main = page.locator('main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(main.locator('.article-card__title')).toHaveText(
    newestFirst(de.articles).map((article) => article.title),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${env.siteUrl}/insights`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${env.siteUrl}/de/insights/rss.xml`,
  );
  const newest = newestFirst(de.articles)[0];
  await main.locator('.article-card__title').first().getByRole('link').click();
  await expect(page).toHaveURL(`${env.siteUrl}/de/insights/${newest.slug}`);
  const byline = main.locator('.article__byline');
  await expect(byline).toContainText('Von Clara Whitfield');
  await expect(byline).toContainText('Leiterin Projektumsetzung');
  await expect(byline.locator('time')).toHaveText('18. November 2026');
  await expect(byline).toContainText('Min. Lesezeit');
  await expect(main.getByRole('region', { name: 'Verwandte Beiträge' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/de/contact');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${env.siteUrl}/insights/${en.articles.find((article) => article.key === newest.key)!.slug}`,
  );
  // The facts are below the body, whose blocks' code comes after a client-side navigation
  // (src/blocks/registry.tsx): a click before it has come would land where the link was.
  await expect(main.locator('.article__body')).not.toBeEmpty();
  await main.locator('.article__facts').getByRole('link', { name: 'Projektumsetzung' }).click();
  await expect(page).toHaveURL(`${env.siteUrl}/de/insights/category/projektumsetzung`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Projektumsetzung');
  expect(consoleErrors).toEqual([]);
});

test('the sitemap lists the insights in both languages, each with its translations', async ({ env }) => {
  const sitemap = await (await fetch(`${env.siteUrl}/sitemap-0.xml`)).text();
  for (const path of [
    '/insights',
    '/insights/category/events',
    `/insights/${en.articles[0].slug}`,
    '/de/insights',
    `/de/insights/${de.articles[0].slug}`,
  ])
    expect(sitemap).toContain(`${env.siteUrl}${path}</loc>`);
  // A translated page names each language's version, and x-default the English one, as its head does.
  const entry = /<url><loc>[^<]*\/de\/insights<\/loc>.*?<\/url>/.exec(sitemap)?.[0] ?? '';
  for (const [lang, path] of [
    ['en', '/insights'],
    ['de', '/de/insights'],
    ['x-default', '/insights'],
  ])
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${env.siteUrl}${path}"/>`);
});

test("every page's footer leads to the insights and the case studies, in the page's language", async ({
  page,
  env,
}) => {
  await skipIntro(page);
  for (const [home, name, insights, cases, caseStudies] of [
    ['/', 'Footer', '/insights', 'Case studies', '/case-studies'],
    ['/de', 'Fußzeile', '/de/insights', 'Fallstudien', '/de/case-studies'],
  ] as const) {
    await open(page, `${env.siteUrl}${home}`);
    const footer = page.getByRole('navigation', { name });
    await expect(footer.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', insights);
    await expect(footer.getByRole('link', { name: cases })).toHaveAttribute('href', caseStudies);
  }
  await page.getByRole('navigation', { name: 'Fußzeile' }).getByRole('link', { name: 'Fallstudien' }).click();
  await expect(page).toHaveURL(/\/de\/case-studies\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
