/**
 * SEO that reaches the page (issue 20, part 3), read from the built HTML as a crawler reads it
 * (scripts off): every page in the sitemap, plus the pages kept out of it, carries one JSON-LD graph
 * that parses, with the schema.org context and the types its content calls for (Organization
 * everywhere, Service for each service on /services, FAQPage where an FAQ block is shown), absolute
 * canonical and share image URLs, and a robots meta exactly where the sitemap leaves the page out.
 * Then an editor marks a page noindex in the admin: after the rebuild it carries the robots meta and
 * has left the sitemap, and its SEO title shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEFAULT_LOCALE, LOCALES, OG_LOCALES, localeOfPath, localePath, routeOfPath } from '@contracts/locales';
import { until } from '../support/stack';
import { cmsFixedPage, cmsGet, expect, skipIntro, test } from './fixtures';

/** Routes that are never in the sitemap and always noindex, in each locale (the seed has them all). */
const NOINDEX_ROUTES = ['/404', '/newsletter/confirm', '/newsletter/unsubscribe'];
const NOINDEX_PATHS = LOCALES.flatMap(({ code }) => NOINDEX_ROUTES.map((route) => localePath(code, route)));
/** The CMS entry that makes each fixed route (for its FAQ blocks): a page entry's slug
 * (cms/src/contracts/pages.ts), or the privacy notice's own type. */
const ENTRY_OF: Record<string, { slug: string } | { api: string }> = {
  '/': { slug: 'home' },
  '/about': { slug: 'about' },
  '/services': { slug: 'services' },
  '/contact': { slug: 'contact' },
  '/privacy': { api: 'privacy-page' },
};

interface JsonLdNode {
  '@type': string;
  '@id'?: string;
  [key: string]: unknown;
}

interface Head {
  title: string;
  canonical: string | null;
  robots: string[];
  meta: (property: string) => string | null;
  jsonLd: string[];
  ids: string[];
  text: string;
}

/** A page in a context with scripts off (no hydration), to read heads as the server sends them: one
 * for all the reads of a test (a context per page read made the every-page check a minute longer). */
async function scriptsOff(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** The head of a page as the server sends it, read in a `scriptsOff` page. */
async function readHead(page: Page, url: string): Promise<Head> {
  await page.goto(url);
  const meta = await page
    .locator('head meta')
    .evaluateAll((tags) =>
      tags.map((tag) => [tag.getAttribute('property') ?? tag.getAttribute('name'), tag.getAttribute('content')]),
    );
  return {
    title: await page.title(),
    canonical: await page.locator('head link[rel="canonical"]').getAttribute('href'),
    robots: meta.filter(([name]) => name === 'robots').map(([, content]) => content ?? ''),
    meta: (property) => meta.find(([name]) => name === property)?.[1] ?? null,
    jsonLd: await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '')),
    ids: await page.locator('main [id]').evaluateAll((elements) => elements.map((element) => element.id)),
    text: await page.locator('main').innerText(),
  };
}

/** The paths the sitemap lists. */
async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const index = await (await fetch(`${siteUrl}/sitemap-index.xml`)).text();
  const paths: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const text = await (await fetch(`${siteUrl}${new URL(sitemap).pathname}`)).text();
    for (const [, url] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(url).pathname);
  }
  return paths;
}

/** The one JSON-LD graph of a page: valid JSON with the schema.org context; its nodes by type. */
function graphOf(head: Head): Map<string, JsonLdNode[]> {
  expect(head.jsonLd).toHaveLength(1);
  const json = JSON.parse(head.jsonLd[0]) as { '@context': string; '@graph': JsonLdNode[] };
  expect(json['@context']).toBe('https://schema.org');
  const byType = new Map<string, JsonLdNode[]>();
  for (const node of json['@graph']) byType.set(node['@type'], [...(byType.get(node['@type']) ?? []), node]);
  return byType;
}

const pageUrl = (siteUrl: string, path: string) => `${siteUrl}${path === '/' ? '/' : path.replace(/\/$/, '')}`;

async function expectImage(url: string | null, siteUrl: string) {
  expect(url).toMatch(new RegExp(`^${siteUrl}/`));
  const response = await fetch(url!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\//);
}

test('every built page has valid JSON-LD of the expected types, absolute URLs and robots that agree with the sitemap', async ({
  browser,
  env,
}) => {
  test.setTimeout(180_000);
  const siteUrl = env.siteUrl;
  const listed = await sitemapPaths(siteUrl);
  // Each locale's firm and services, as its pages show them.
  const globals = new Map<string, { siteName: string; contactEmail: string; contactPhone: string }>();
  const servicesOf = new Map<string, Array<{ slug: string; title: string }>>();
  for (const { code } of LOCALES) {
    globals.set(code, await cmsGet(env, `global?locale=${code}`));
    servicesOf.set(code, await cmsGet(env, `services?sort=order&locale=${code}`));
  }
  for (const route of Object.keys(ENTRY_OF)) expect(listed).toContain(route);

  const reader = await scriptsOff(browser);
  for (const route of [...listed, ...NOINDEX_PATHS]) {
    const head = await readHead(reader, `${siteUrl}${route}`);
    const graph = graphOf(head);
    const context = `on ${route}`;
    // A German page is its route's page in German (/de/about: the about page's German entry).
    const locale = localeOfPath(route);
    const base = routeOfPath(route);
    const global = globals.get(locale)!;
    const services = servicesOf.get(locale)!;

    // The firm, on every page.
    const [organization, ...more] = graph.get('Organization') ?? [];
    expect(more, context).toEqual([]);
    expect(organization, context).toMatchObject({
      '@id': `${siteUrl}/#organization`,
      name: global.siteName,
      url: `${siteUrl}/`,
      email: global.contactEmail,
      telephone: global.contactPhone,
    });
    expect((organization.sameAs as string[]).length, context).toBeGreaterThan(0);
    await expectImage(organization.logo as string, siteUrl);

    // A Service for each service, on /services only, each at its section of the page.
    const serviceNodes = graph.get('Service') ?? [];
    if (base === '/services') {
      expect(serviceNodes.map((node) => node.name)).toEqual(services.map((service) => service.title));
      for (const [position, node] of serviceNodes.entries()) {
        expect(node).toMatchObject({
          url: `${siteUrl}${localePath(locale, '/services')}#${services[position].slug}`,
          provider: { '@id': organization['@id'] },
        });
        expect(head.ids).toContain(services[position].slug);
      }
    } else expect(serviceNodes, context).toEqual([]);

    // An FAQPage exactly where the page's content has an FAQ block, with questions the page shows.
    const entry = ENTRY_OF[base];
    type Content = { blocks?: Array<{ __component: string }> };
    const query = `populate=*&locale=${locale}`;
    // The insights and the case studies (issue 48) are no page entries: their heads are checked below.
    const insights = /^\/insights(\/|$)/.test(base);
    const isCaseStudy = /^\/case-studies\/[^/]+$/.test(base);
    const content =
      NOINDEX_ROUTES.includes(base) || insights || /^\/case-studies(\/|$)/.test(base)
        ? null
        : entry && 'api' in entry
          ? await cmsGet<Content>(env, `${entry.api}?${query}`)
          : await cmsFixedPage<Content>(env, entry?.slug ?? encodeURIComponent(base.slice(1)), query);
    const hasFaqBlock = (content?.blocks ?? []).some((block) => block.__component === 'blocks.faq');
    const faqPages = graph.get('FAQPage') ?? [];
    expect(faqPages.length, context).toBe(hasFaqBlock ? 1 : 0);
    for (const question of (faqPages[0]?.mainEntity as JsonLdNode[] | undefined) ?? []) {
      expect(question['@type']).toBe('Question');
      expect(head.text).toContain(question.name as string);
    }
    // A BlogPosting and its breadcrumbs on each article, with what Google's rich results require;
    // breadcrumbs alone on each case study.
    const isArticle = insights && !/^\/insights(\/page\/\d+|\/category\/[^/]+(\/page\/\d+)?)?$/.test(base);
    const postings = graph.get('BlogPosting') ?? [];
    const trails = graph.get('BreadcrumbList') ?? [];
    expect([postings.length, trails.length], context).toEqual(isArticle ? [1, 1] : [0, isCaseStudy ? 1 : 0]);
    if (isCaseStudy) {
      const steps = trails[0].itemListElement as JsonLdNode[];
      expect(
        steps.map((step) => step.position),
        context,
      ).toEqual([1, 2, 3]);
      expect(
        steps.map((step) => step['@type']),
        context,
      ).toEqual(['ListItem', 'ListItem', 'ListItem']);
      for (const step of steps) expect(String(step.name).length, context).toBeGreaterThan(0);
      expect(steps[1].item, context).toBe(pageUrl(siteUrl, localePath(locale, '/case-studies')));
      expect(steps.at(-1)?.item, context).toBe(pageUrl(siteUrl, route));
    }
    if (isArticle) {
      expect(postings[0], context).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        author: { '@type': 'Person', name: expect.any(String) },
        publisher: { '@id': organization['@id'] },
        inLanguage: locale,
      });
      expect((postings[0].headline as string).length, context).toBeGreaterThan(0);
      await expectImage(postings[0].image as string, siteUrl);
      const steps = trails[0].itemListElement as JsonLdNode[];
      expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
      for (const step of steps) expect(String(step.item), context).toMatch(new RegExp(`^${siteUrl}/`));
      expect(steps.at(-1)?.item, context).toBe(pageUrl(siteUrl, route));
    }
    expect(
      [...graph.keys()].filter(
        (type) => !['Organization', 'WebPage', 'Service', 'FAQPage', 'BlogPosting', 'BreadcrumbList'].includes(type),
      ),
    ).toEqual([]);

    // Absolute canonical and share image; the spec's pages are titled with the firm's name.
    if (base !== '/404') expect(head.canonical, context).toBe(pageUrl(siteUrl, route));
    expect(head.meta('og:url'), context).toBe(head.canonical);
    await expectImage(head.meta('og:image'), siteUrl);
    expect(head.meta('twitter:image'), context).toBe(head.meta('og:image'));
    expect(Number(head.meta('og:image:width'))).toBeGreaterThan(0);
    expect(Number(head.meta('og:image:height'))).toBeGreaterThan(0);
    if (base in ENTRY_OF && base !== '/privacy') expect(head.title, context).toBe(global.siteName);
    // The page itself, in its language.
    const [webPage] = graph.get('WebPage') ?? [];
    expect(webPage?.inLanguage, context).toBe(locale);

    // Robots and sitemap agree.
    expect(head.robots, context).toEqual(listed.includes(route) ? [] : ['noindex, follow']);
  }
  await reader.context().close();
});

/** One built page's language tags, read from its HTML file as a crawler reads it. */
interface BuiltPage {
  lang: string | null;
  canonical: string | null;
  ogLocale: string | null;
  /** hreflang → absolute URL. */
  alternates: Map<string, string>;
}

/** Every page the build wrote (public/, as the site server serves it), by its path. Attributes are
 * read regardless of case: React writes `hrefLang`, which HTML reads as `hreflang`. */
function builtPages(dir: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        // Not pages: assets, page data, and Gatsby's slices (parts of pages, without a head).
        if (!['static', 'page-data', '_gatsby'].includes(file)) walk(file);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
      const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag);
      pages.set(`/${file}`.replace(/\/?index\.html$/, '') || '/', {
        lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? null,
        canonical: attribute(links.find((tag) => /rel="canonical"/.test(tag)) ?? '', 'href'),
        ogLocale: attribute(metas.find((tag) => /property="og:locale"/.test(tag)) ?? '', 'content'),
        alternates: new Map(
          links
            .filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/i.test(tag))
            .map((tag) => [attribute(tag, 'hreflang') ?? '', attribute(tag, 'href') ?? '']),
        ),
      });
    }
  };
  walk('');
  return pages;
}

test('every built page has its language, a canonical URL and og:locale; every hreflang pair is reciprocal', async ({
  env,
}) => {
  const pages = builtPages(path.join(env.cmsDataDir, 'site'));
  // The built HTML names the site by its SITE_URL; a page's own path is what a link's URL ends in.
  const pathOf = (url: string) => new URL(url).pathname;
  const ogLocaleOf = new Map(Object.entries(OG_LOCALES));
  const checked: string[] = [];
  for (const [route, page] of pages) {
    // The preview's shell and Gatsby's copy of the 404 page (/404.html, the same as /404) aside.
    if (route.startsWith('/__preview') || route === '/404.html') continue;
    const locale = localeOfPath(route);
    const context = `on ${route}`;
    expect(page.lang, context).toBe(locale);
    expect(page.canonical, context).toMatch(/^https?:\/\//);
    expect(page.ogLocale, context).toBe(ogLocaleOf.get(locale));
    // It names itself, and x-default is the English page.
    expect(page.alternates.get(locale) && pathOf(page.alternates.get(locale)!), context).toBe(route);
    const english = page.alternates.get(DEFAULT_LOCALE);
    expect(page.alternates.get('x-default'), context).toBe(english);
    for (const [hreflang, url] of page.alternates) {
      if (hreflang === 'x-default') continue;
      const other = pages.get(pathOf(url));
      // The translation is built, and links back to this page under this page's language.
      expect(other, `${context}: ${hreflang} ${url}`).toBeDefined();
      expect(other!.lang, `${context}: ${url}`).toBe(hreflang);
      expect(other!.alternates.get(locale) && pathOf(other!.alternates.get(locale)!), `${context}: ${url}`).toBe(route);
    }
    checked.push(route);
  }
  // The German site is there: the about page in German, paired with the English one; a German 404.
  const about = pages.get('/de/about');
  expect(about?.lang).toBe('de');
  expect(about && pathOf(about.alternates.get('en')!)).toBe('/about');
  expect(pages.get('/de/404')?.lang).toBe('de');
  expect(checked).toEqual(expect.arrayContaining(['/', '/de', '/about', '/de/about', '/privacy', '/de/privacy']));
});

/** The head as the browser holds it, with scripts on: what Gatsby's Head renders replaces the built one. */
function liveHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('head link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    meta: [...document.querySelectorAll('head meta[property], head meta[name="description"], head meta[name="robots"]')]
      .map((tag) => `${tag.getAttribute('property') ?? tag.getAttribute('name')}=${tag.getAttribute('content')}`)
      .sort(),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
  }));
}

test("the browser keeps each page's built head, after it starts and across client-side navigations", async ({
  browser,
  page,
  env,
}) => {
  const expected = async (route: string) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const built = await context.newPage();
      await built.goto(`${env.siteUrl}${route}`);
      return await liveHead(built);
    } finally {
      await context.close();
    }
  };
  await skipIntro(page);
  await page.goto(env.siteUrl);
  await page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached' });
  const home = await expected('/');
  expect(home.canonical).toEqual([pageUrl(env.siteUrl, '/')]);
  await expect.poll(() => liveHead(page)).toEqual(home);

  // Client-side, as the header's links go: the head is the next page's, not the built one of the first.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/?$/);
  await expect(page.locator('html[data-same-document]')).toHaveCount(1); // no page load
  const services = await expected('/services/');
  expect(services.jsonLd).not.toEqual(home.jsonLd);
  await expect.poll(() => liveHead(page)).toEqual(services);
});

test.describe('an editor marks a page noindex', () => {
  // On the worker's whole `npm start` stack (./fixtures.ts), which admin-preview.spec.ts shares.
  test('after the rebuild the page carries the robots meta, has left the sitemap, and shows its SEO title', async ({
    browser,
    liveStack: stack,
  }) => {
    test.setTimeout(600_000);
    const { siteUrl, contentManager } = stack;
    const uid = 'api::privacy-page.privacy-page';
    const reader = await scriptsOff(browser);
    const before = await readHead(reader, `${siteUrl}/privacy`);
    expect(before.robots).toEqual([]);
    expect(await sitemapPaths(siteUrl)).toContain('/privacy');
    const firm = before.title;

    const { data } = await contentManager('GET', `single-types/${uid}`);
    const seo = data.seo as Record<string, unknown>;
    // A canonical URL that is neither http(s) nor a path of the site is refused, naming the field.
    await expect(stack.publish(uid, { seo: { ...seo, canonicalUrl: 'javascript:alert(1)' } })).rejects.toThrow(
      /400.*canonicalUrl/s,
    );
    await stack.publish(uid, { seo: { ...seo, noindex: true, metaTitle: 'Privacy notice', canonicalUrl: '/privacy' } });

    const after = await until(
      'the rebuilt privacy page',
      async () => {
        const head = await readHead(reader, `${siteUrl}/privacy`);
        return head.robots.length ? head : undefined;
      },
      300_000,
      stack.log,
    );
    expect(after.robots).toEqual(['noindex, follow']);
    expect(after.title).toBe(`Privacy notice · ${firm}`);
    expect(after.meta('og:title')).toBe('Privacy notice');
    // The stack builds with its own SITE_URL (npm start's localhost): absolute, and the path made absolute.
    expect(after.canonical).toMatch(/^https?:\/\/[^/]+\/privacy$/);
    expect(graphOf(after).get('Organization')).toHaveLength(1);
    const listed = await sitemapPaths(siteUrl);
    expect(listed).not.toContain('/privacy');
    expect(listed).toEqual(expect.arrayContaining(['/', '/about', '/services', '/contact']));
    await reader.context().close();
  });
});
