import path from 'node:path';
import type { Page } from '@playwright/test';
import { cmsFixedPage, cmsGet, expect, holdScripts, open, skipIntro, test, EVENTUALLY, blocksShown } from './fixtures';

/** The README's screenshot of the home page is taken here, from the same build the tests check. */
const README_SHOT = path.resolve(__dirname, '..', '..', 'docs', 'images', 'home.png');

/** The fixed pages (page entries, found by `slug`) and the privacy notice (its own single type). */
const ROUTES = [
  { path: '/', slug: 'home', label: 'Home' },
  { path: '/about', slug: 'about', label: 'About Us' },
  { path: '/services', slug: 'services', label: 'Services' },
  { path: '/contact', slug: 'contact', label: 'Contact' },
  { path: '/privacy', label: 'Privacy notice' },
];

test.describe('pages built from the CMS', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its CMS copy under the firm's name`, async ({ page, env, consoleErrors }) => {
      await skipIntro(page);
      const blocks = route.slug !== undefined;
      const [copy, global] = await Promise.all([
        route.slug
          ? cmsFixedPage(env, route.slug, 'populate[blocks]=true&populate[seo]=true')
          : cmsGet(env, 'privacy-page?populate=*'),
        cmsGet(env, 'global'),
      ]);
      // A page of blocks shows its hero block's title and subtitle; the privacy notice its own fields.
      const hero = blocks
        ? copy.blocks.find((block: { __component: string }) => block.__component === 'blocks.hero')
        : copy;
      await open(page, `${env.siteUrl}${route.path}`);
      await expect(page).toHaveTitle(global.siteName);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
      await expect(page.getByText(hero.subtitle)).toBeVisible();
      await expect(page.getByRole('link', { name: route.label, exact: true }).first()).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.seo.metaDescription);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        // The home page's canonical address ends in its slash (https://host/), as seo.spec checks for every page.
        `${env.siteUrl}${route.path}`,
      );
      await expect(page.getByText(global.footerText)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the home page, every image loaded, as the README shows it', async ({ page, env }) => {
    await skipIntro(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, env.siteUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Images below the fold load lazily; those in view must have loaded before the picture is taken.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await page.screenshot({ path: README_SHOT });
  });

  test('the privacy notice renders the blocks editor: headings, lists and links', async ({ page, env }) => {
    await skipIntro(page);
    const notice = await cmsGet<{ body: Array<{ type: string; level?: number; children: any[] }> }>(
      env,
      'privacy-page',
    );
    await open(page, `${env.siteUrl}/privacy`);
    const main = page.locator('main');
    const headings = notice.body.filter((block) => block.type === 'heading');
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) {
      await expect(
        main.getByRole('heading', { level: heading.level, name: heading.children[0].text, exact: true }),
      ).toBeVisible();
    }
    const lists = notice.body.filter((block) => block.type === 'list');
    await expect(main.locator('.privacy ul')).toHaveCount(lists.length);
    await expect(main.locator('.privacy ul > li')).toHaveCount(lists.flatMap((list) => list.children).length);
    await expect(main.getByRole('link', { name: 'hello@meridianworks.example' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@meridianworks.example',
    );
    await expect(main.getByText(/Last updated: \d{1,2} \w+ \d{4}/)).toBeVisible();
  });

  test("the privacy notice is linked from the footer, beside each form's button and in the chat", async ({
    page,
    env,
  }) => {
    await skipIntro(page);
    const privacyLink = (scope: ReturnType<typeof page.locator>) =>
      scope.getByRole('link', { name: /privacy notice/i });
    await open(page, `${env.siteUrl}/contact`);
    const footer = page.locator('footer');
    await expect(privacyLink(footer.locator('.site-footer__legal'))).toHaveAttribute('href', '/privacy');
    // Without GATSBY_ANALYTICS_ID there is nothing to consent to (tests/e2e/consent.spec.ts has the rest).
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    for (const [path, form] of [
      ['/contact', 'main form'],
      ['/services', 'main form'],
      ['/contact', 'footer form'],
    ] as const) {
      await open(page, `${env.siteUrl}${path}`);
      const actions = page.locator(form).locator('.form__actions');
      await expect(actions.locator('button[type="submit"]')).toBeVisible();
      await expect(privacyLink(actions)).toHaveAttribute('href', '/privacy');
    }
    const copy = await cmsGet<Record<string, string>>(env, 'chatbot-setting');
    await page.getByRole('button', { name: copy.launcherLabel }).click();
    const panel = page.getByRole('dialog', { name: copy.title });
    // The first field is focused as before, and the link comes after Start chat.
    await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    const chatLink = privacyLink(panel);
    await expect(chatLink).toHaveAttribute('href', '/privacy');
    await expect(chatLink).toHaveAttribute('target', '_blank');
    await panel.getByRole('button', { name: 'Start chat' }).focus();
    await page.keyboard.press('Tab');
    await expect(chatLink).toBeFocused();
  });

  test('the services come from the service collection, with processed images', async ({ page, env }) => {
    await skipIntro(page);
    const services = await cmsGet<Array<{ title: string }>>(env, 'services?sort=order');
    await open(page, `${env.siteUrl}/services`);
    const headings = page.getByRole('heading', { level: 2 });
    for (const service of services) await expect(headings.filter({ hasText: service.title })).toHaveCount(1);
    // gatsby-plugin-image serves resized modern formats, not the uploaded PNG.
    const sources = await page
      .locator('.service-detail picture source')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('type')));
    expect(sources).toContain('image/webp');
  });

  test('an unknown address shows the 404 page', async ({ page, env }) => {
    await skipIntro(page);
    const response = await page.goto(`${env.siteUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  });

  test('a sitemap and robots.txt are published', async ({ request, env }) => {
    const robots = await (await request.get(`${env.siteUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${env.siteUrl}/sitemap-index.xml`);
    const sitemap = await (await request.get(`${env.siteUrl}/sitemap-0.xml`)).text();
    for (const path of ['/about', '/services', '/contact', '/privacy']) {
      expect(sitemap).toContain(`${env.siteUrl}${path}`);
    }
  });
});

test.describe('theme', () => {
  test('the toggle flips the theme, writes the cookie, and a reload paints the chosen theme first', async ({
    page,
    env,
    context,
  }) => {
    await skipIntro(page);
    // Record the root's classes the moment <body> starts, before any of the site's scripts ran.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.body) {
          (window as unknown as { firstPaintClass: string }).firstPaintClass = document.documentElement.className;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, env.siteUrl);
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/(^|\s)light(\s|$)/);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const cookie = (await context.cookies()).find((c) => c.name === 'darkMode');
    expect(cookie?.value).toBe('');

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass)).toContain(
      'light',
    );
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(html).not.toHaveClass(/(^|\s)light(\s|$)/);
    expect((await context.cookies()).find((c) => c.name === 'darkMode')?.value).toBe('enabled');
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstPaintClass: string }).firstPaintClass)).not.toContain(
      'light',
    );
  });

  test('a click before the store has come is remembered with the click: a reload right after keeps it', async ({
    page,
    env,
    context,
  }) => {
    await skipIntro(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    // The store's code (Redux Toolkit) held back, as on a slow network: it never comes in this test.
    await holdScripts(page, 'Minified Redux Toolkit error');
    await open(page, env.siteUrl);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
    expect((await context.cookies()).find((c) => c.name === 'darkMode')?.value).toBe('');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  });

  test('with no cookie the theme follows the system preference', async ({ page, env }) => {
    await skipIntro(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, env.siteUrl);
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  });
});

test.describe('shell', () => {
  test('the intro covers the page, then goes away by itself and unlocks scrolling', async ({ page, env }) => {
    await open(page, env.siteUrl);
    const intro = page.getByTestId('intro');
    await expect(intro).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect(intro).toHaveCount(0, EVENTUALLY);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    // The page beneath was there all along for crawlers and screen readers.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('intro')).toBeHidden();
  });

  test('the mobile menu works at a phone width, by mouse and keyboard', async ({ page, env }) => {
    await skipIntro(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, env.siteUrl);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
    await expect(about).toBeHidden();
    await menuButton.click();
    await expect(about).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(about).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the header gives way when the visitor scrolls down and comes back on the way up', async ({ page, env }) => {
    await skipIntro(page);
    await open(page, `${env.siteUrl}/services`);
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/site-header--hidden/);
    // The scroll listeners start when the browser is first idle, and the first scroll also loads the
    // store (src/lib/deferredStore.ts): scroll on until the header reacts.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveClass(/site-header--hidden/, { timeout: 1000 });
    }).toPass();
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  test("a block's link is followed in the page: the next page's blocks render, the footer's form stays", async ({
    page,
    env,
  }) => {
    await skipIntro(page);
    await open(page, env.siteUrl);
    const samePageLoad = () => page.evaluate(() => (window as { samePageLoad?: boolean }).samePageLoad === true);
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
    const homeTitle = await page.locator('main h1').textContent();
    // The home page's hero is server HTML the browser kept as it was (src/lib/StaticIsland.tsx).
    const cta = page.locator('.hero').getByRole('link').first();
    const target = (await cta.getAttribute('href'))!;
    expect(target).toMatch(/^\/[a-z]/);
    await cta.click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\/$/, '')}/?$`));
    // Rendered in the browser from the next page's data, once its blocks' code had come.
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).not.toHaveText(homeTitle!);
    expect(await samePageLoad()).toBe(true);
    // The footer's newsletter form was never wanted on the home page; the route change keeps it.
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeVisible();
    // Shown with its blocks' code (src/app/navigation.ts): every block is there with the page.
    expect(await page.locator('main .static-island:empty').count()).toBe(0);
    await blocksShown(page);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services\/?$/);
    await expect(page.locator('.service-detail').first()).toBeVisible();
    await expect(subscribe).toBeVisible();
    expect(await samePageLoad()).toBe(true);
  });

  /** Two frames: what the page last did has been laid out and reported to any observer of it. */
  const twoFrames = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  /** A link an editor might write anywhere, put in the footer's directory (an island of server HTML, like
   * a block's text): the footer's link named `name`. */
  async function addFooterLink(page: Page, href: string, name: string) {
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.evaluate(
      (nav, [linkHref, text]) => {
        const link = document.createElement('a');
        link.href = linkHref;
        link.textContent = text;
        nav.append(link);
      },
      [href, name],
    );
    return footer.getByRole('link', { name });
  }

  /** Holds back the event request form's code (the foot of /services, a chunk of its own that comes when
   * the form is wanted): /services then renders short of it. */
  const holdEventFormCode = (page: Page) => holdScripts(page, 'Awards evening'); // one of the form's event types

  /** Scrolls to the foot of the page, where the event form is, and waits until Gatsby has saved it. */
  async function scrollToFoot(page: Page): Promise<number> {
    const foot = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(sessionStorage)
            .filter((key) => key.startsWith('@@scroll|/services'))
            .map((key) => sessionStorage.getItem(key)),
        ),
      )
      .toContain(String(foot));
    return foot;
  }

  async function leaveAndComeBack(page: Page) {
    // In view at the foot of the page: the click does not scroll first.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('.service-detail').first()).toBeVisible();
    // Without the form's code the page is too short to reach the place yet.
    const reachable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    return reachable;
  }

  test('a new route starts at the top; back returns to where the visitor was, once the page has grown to it', async ({
    page,
    env,
  }) => {
    await skipIntro(page);
    const release = await holdEventFormCode(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await open(page, `${env.siteUrl}/services`);
    const foot = await scrollToFoot(page);
    expect(await leaveAndComeBack(page)).toBeLessThan(foot);
    release();
    await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(foot);
  });

  test('a visitor who scrolls while the page is still growing keeps their own place', async ({ page, env }) => {
    await skipIntro(page);
    const release = await holdEventFormCode(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await open(page, `${env.siteUrl}/services`);
    const foot = await scrollToFoot(page);
    const reachable = await leaveAndComeBack(page);
    expect(reachable).toBeLessThan(foot);
    await page.mouse.move(640, 350);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(reachable - 400);
    const own = await page.evaluate(() => window.scrollY);
    release();
    await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(own);
  });

  test('a link to an anchor missing from its own page leaves the page where it is, as browsers do', async ({
    page,
    env,
  }) => {
    await skipIntro(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await open(page, `${env.siteUrl}/services`);
    // An anchor whose section an editor has since removed.
    const link = await addFooterLink(page, '#gone', 'A section no longer here');
    await link.scrollIntoViewIfNeeded();
    // Nearing the footer fetches its newsletter form (lazyForms.tsx): measured once that has landed and
    // the page's height holds, so only the click can move the page.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await twoFrames(page);
        return height === (await page.evaluate(() => document.documentElement.scrollHeight));
      })
      .toBe(true);
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/services#gone$/);
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('an address whose hash has a malformed escape shows its page, and so does a link to one', async ({
    page,
    env,
  }) => {
    // Gatsby's scroll handler decoded the hash with decodeURI, whose URIError unmounted the whole page
    // after hydration (patches/README.md).
    await skipIntro(page);
    await open(page, `${env.siteUrl}/about#50%`);
    await twoFrames(page);
    await expect(page.locator('main h1')).toBeVisible();
    await (await addFooterLink(page, '/services#100%', 'All of our services')).click();
    await expect(page).toHaveURL(/\/services#100%$/);
    await expect(page.locator('.service-detail').first()).toBeVisible();
    await twoFrames(page);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test("a link to another page's section lands on it, also when the section's code comes late", async ({
    page,
    env,
  }) => {
    await skipIntro(page);
    // The form block's code (the section itself, with its id), not just the form's.
    const release = await holdScripts(page, 'contact-layout'); // a class only the form block's code has
    await page.setViewportSize({ width: 1280, height: 700 });
    await open(page, `${env.siteUrl}/about`);
    // The seeded links to the section are on its own pages.
    const link = await addFooterLink(page, '/services#event-request', 'Plan your event');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await link.click();
    // The navigation waits for the section's code only so long (PAGE_CODE_PATIENCE_MS, src/app/navigation.ts),
    // then shows the page without it.
    await expect(page).toHaveURL(/\/services#event-request$/);
    await expect(page.locator('.service-detail').first()).toBeVisible();
    // Without the section yet, the new page starts at its top, not where /about was scrolled to.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    release();
    await expect(page.locator('#event-request')).toBeInViewport();
    // The section's top under the header, where the browser puts a section it scrolls to.
    const offset = () =>
      page.evaluate(() => {
        const top = document.getElementById('event-request')!.getBoundingClientRect().top + window.scrollY;
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        return Math.round(Math.min(top - padding, bottom) - window.scrollY);
      });
    await expect.poll(offset).toBe(0);
  });
});
