/**
 * The first-load JavaScript budget (issue 21, part 6): each route of the production build, opened
 * without any interaction and left until the network and the main thread are idle, may load at most
 * its budget of JavaScript, and none of the code that waits for the visitor's intent (the chat panel,
 * react-toastify, axios, and Redux Toolkit with the store). Bytes only: times are not stable enough on a shared machine to assert.
 *
 * Bytes are the gzip (level 9) size of each script's body computed here, not what the server sent:
 * the server's compression may change (brotli, level) without the page getting heavier, and a budget
 * should fail only when the page does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { COMPILE_HINT } from '../../site-build/compile-hints';
import { expect, skipIntro, test } from './fixtures';

/** Measured with the chat as a facade (issue 21: 114,013 / 113,738 / 114,707 / 114,280 bytes; it was
 * about 127,500 on each route while the chat panel and the toasts were fetched when idle), plus about
 * 5% headroom. The page builder (issue 20) then put the block registry in every page's bundle, since
 * any page may show any block: 119,787 on every route, over the budget of / and /about, until the
 * contact and event request forms became chunks of their own, fetched only by a page that shows one
 * (119,123 / 119,124 / 120,106 / 119,763). Then all three forms, the footer's newsletter included,
 * came to hydrate only when wanted (src/features/forms/lazyForms.tsx): 115,782 / 115,784 / 115,788 on
 * the routes whose forms are out of reach, and 120,842 on /contact, whose form is in view and whose
 * chunks (the form, the forms' shared code) now come apart from the app's (about 1 KB of compression
 * and chunk overhead more). The chat slice's one rule then became a module of its own, so the rest of
 * the submission rules left the first load (114,154 / 114,156 / 114,160 / 120,891: /contact's form
 * brings them). Then the store came to load on the first action or sign of intent
 * (src/lib/deferredStore.ts), taking Redux Toolkit, immer, redux and the slices out of the first load
 * (js-cookie stayed, for the theme switch's click): 106,541 / 106,543 / 106,547 / 113,584. Then the
 * blocks became islands of server HTML (src/lib/StaticIsland.tsx), their code fetched only when a
 * block renders in the browser; the form block alone comes on a page that shows one (/services and
 * /contact): 104,526 / 104,526 / 106,463 / 113,509. The cursor follower's code then came to wait for
 * a mouse to move, not for idle time: 103,758 / 103,758 / 105,695 / 112,741. Then the form block's
 * contact details became an island (their rich text's code left the form block's chunk), and a form
 * already in the first screen came to wait for the visitor's touch: 104,062 / 104,063 / 104,752 /
 * 104,753. Then the build came to compute each page's head (the `pageHead` field), taking the SEO
 * rules and the JSON-LD builders out of the browser: 102,021 / 102,021 / 102,705 / 102,711. Then
 * js-cookie came to load with the store (101,394 / 101,394 / 102,078 / 102,084); the footer's
 * directory and the header's logo became islands (100,662 / 100,659 / 101,359 / 101,358); the browser's
 * production bundle left out Gatsby's partytown plugin, which acts only under `gatsby develop`
 * (98,569 / 98,566 / 99,266 / 99,265); the window tracking came to start on the first scroll or resize
 * (98,465 / 98,462 / 99,162 / 99,161); and the shared content came with each page's data instead of a
 * static query (98,234 / 98,231 / 98,931 / 98,930). The intro's cookie and the compile hint added about
 * 107 bytes (98,445 / 98,442 / 99,142 / 99,141). Then Gatsby's service worker registration, which no
 * plugin asks for, left the app's script (site-build/service-worker.ts), and back navigation came to keep
 * the saved scroll position until the page has grown to it (src/app/scrollRestore.ts): 98,293 / 98,290 /
 * 98,990 / 98,989. A link to another page's section then came to land on it when the section's code
 * comes after the route (keepSectionInView, same file): 98,405 / 98,402 / 99,102 / 99,101; and an
 * address whose hash has a malformed escape came to keep its page (patches/README.md), and a link to an
 * anchor missing from its own page to leave the page where it is: 98,433 / 98,430 / 99,130 / 99,129.
 * Every budget was then under 1.10x the bench's hello-world Gatsby page (90,150: 99,165), issue 21's
 * goal. A second language (issue 47) allows 2% more on English pages, which the budgets now are
 * (98,433 and 99,130 times 1.02): the page's translator (rosetta) and its providers, the catalogue
 * keys in place of the words (the words come with the page's data), the language switcher, and the
 * German 404 page's /de/* match in the app's match paths: 100,338 / 100,334 / 101,053 / 101,052.
 * The site search (issue 48) added its button, the check of its keys and the lazy import of its chunk
 * (the dialog, Pagefind and what it offers come on intent): 100,374 / 100,379 / 101,093 / 101,097, the
 * same on the German pages. Within the budgets, as the issue asks, with little to spare on /services
 * and /contact. Merged with the insights and the German preview and toasts: the two insights templates
 * in Gatsby's component loader, the toasts' translated labels (their container since a chunk of its
 * own), the consent banner's link in the page's language; and the German 404 page's /de/* match path
 * given up, which had put every German page in the match paths every page loads (about 440 bytes with
 * the German insights, and growing with each German page): 100,594 / 100,589 / 101,306 / 101,309.
 * That is 2.2% over the one-language figures, where issue 47 allowed 2%: about 215 bytes to win back.
 * The case studies (issue 48) then added 65 bytes to every page: their template in Gatsby's component
 * loader and webpack's chunk map (39 bytes: its name, its content hash; one template for the list and
 * each case study, its file named short, `cases.tsx`, which saved 9), and the case studies block's
 * line in the block registry every page of blocks carries (20). With issue 47's first-load savings
 * merged beside them (one provider for the page's language, the switcher's notes with the page's
 * messages, og:locale and the date formats out of the first load, a leaner switcher): 100,390 /
 * 100,384 / 101,104 / 101,105, 100,962 on /insights and 102,353 on an article. So the budgets are
 * issue 47's again, 2% over the one-language figures (98,433 and 99,130 times 1.02), with the search
 * button, the insights and the case studies inside them.
 * The site's own count of page views (issue 49, part 5: src/lib/counts.ts and its body from
 * cms/src/contracts/beacon.ts, in the app's chunk) may add at most 1 KB: it adds 679 bytes to every
 * route (the app's chunk 27,002 → 27,681, gzip -9, the same content built without and with it;
 * measured 101,019 on / and 101,733 on /services), so every budget was 700 more.
 * The cookie and storage names from the privacy notice's one list (issue 64) then added 16 (101,103
 * on /de/, 101,819 on /contact/), and a client-side navigation that waits for the next page's code
 * (issue 67, src/app/navigation.ts) about 220 (100,832 to 101,054 on /).
 * Issue 67, item 3, asks for at most 1.10x the baseline's JavaScript on every route. The baseline,
 * measured as here (bench/baseline built with the site's Gatsby and React, its page's four scripts,
 * gzip -9), is 89,936 bytes today (90,150 was an older measurement): 1.10x is 98,929. From 101,254 on /
 * and 101,932 on /contact/ (1.126x and 1.133x; main was then over its budgets): the store's hooks on
 * React's own useSyncExternalStore instead of react-redux (-1,239 in the app's chunk), prop-types as
 * a stub of no-op checks (-372 in the framework's), one copy of Babel's inheritsLoose (-71) and 12-digit
 * content hashes in the scripts' names (-168 in webpack's runtime), about 1,840 off every route:
 * 99,418 on / (1.105x), 100,090 on /services/ and /contact/ (1.113x), 100,173 on /insights/ (1.114x),
 * 101,577 on an article (1.129x), 101,359 on the case studies (1.127x). No route is within 1.10x yet;
 * what is left in the first load, and why each part is there, is in docs/site.md ("What is in the
 * first load"). So each budget is its route's measurement with about 60 bytes of room, down from
 * 101,118 / 101,828; one at the goal would fail now.
 * A change that adds weight to every page fails here; raise a budget only on purpose. */
/** The hello-world baseline's first-load JavaScript, measured as here (see above), and issue 67's goal. */
const BASELINE = 89_936;
const GOAL = Math.floor(1.1 * BASELINE);
const FIRST_LOAD_JS_BUDGET: Record<string, number> = {
  '/': 99_480,
  '/about/': 99_480,
  '/services/': 100_150,
  '/contact/': 100_150,
  // German pages weigh what their English twins do (issue 47).
  '/de/': 99_480,
  '/de/about/': 99_480,
  '/de/services/': 100_150,
  '/de/contact/': 100_150,
  // The insights (issue 48): the list, and an article, whose body is blocks as a page's is, with its
  // byline, related cards and call to action in its template's own chunk. The other routes carry none of it.
  '/insights/': 100_240,
  '/insights/why-projects-slip-in-week-three/': 101_640,
  // The case studies (issue 48): the list and a case study, one template whose chunk holds both (the
  // case study's figures and quote render through the blocks' registry).
  '/case-studies/': 101_420,
  '/case-studies/london-law-firm-office-move/': 101_420,
};

/** A string each piece's minified code keeps (a literal, not a name), to find its chunk by content: a
 * catalogue key where the words come with the page's data (src/config/messages). */
const DEFERRED_CODE: Record<string, string> = {
  'the chat panel': 'chat.placeholderWithCommands',
  'react-toastify': 'Toastify__toast-container',
  axios: 'ERR_BAD_RESPONSE',
  'Redux Toolkit': 'Minified Redux Toolkit error',
  'the blocks without behaviour': 'figures-block__value',
  'the cursor follower': 'cursor-follower',
  // The search's dialog (Pagefind's own script is checked in search.spec.ts, by its address).
  'the site search': 'search.nothingFoundHelp',
};

interface Script {
  url: string;
  body: Buffer;
}

/** Records every script the page loads, and how many of its requests are still in flight. */
function recordScripts(page: Page) {
  const scripts: Array<Promise<Script | undefined>> = [];
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfailed', () => (inFlight -= 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    scripts.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  return {
    idle: () => inFlight <= 0,
    all: async () => (await Promise.all(scripts)).filter((script): script is Script => script !== undefined),
  };
}

/** Waits until nothing more happens without the visitor: the network idle, then two idle periods of
 * the main thread (what the site defers to idle time starts in the first), then the network again. */
async function settle(page: Page, recorder: ReturnType<typeof recordScripts>) {
  await page.waitForLoadState('networkidle');
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(resolve)));
  }
  await expect.poll(() => recorder.idle()).toBe(true);
}

const gzipBytes = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

const holding = (scripts: Script[], marker: string) =>
  scripts.filter((script) => script.body.includes(marker)).map((script) => new URL(script.url).pathname);

for (const [route, budget] of Object.entries(FIRST_LOAD_JS_BUDGET)) {
  test(`${route} loads at most ${budget} bytes of JavaScript (gzip) and nothing that waits for intent`, async ({
    page,
    env,
  }) => {
    const recorder = recordScripts(page);
    await page.goto(`${env.siteUrl}${route}`);
    await settle(page, recorder);
    const scripts = await recorder.all();
    const total = scripts.reduce((sum, script) => sum + gzipBytes(script.body), 0);
    test.info().annotations.push({ type: 'first-load JS (gzip bytes)', description: `${route}: ${total}` });
    const ratio = `${(total / BASELINE).toFixed(3)}x the baseline; the goal ${GOAL}, 1.10x`;
    console.log(`first-load JS ${route}: ${total} bytes gzip in ${scripts.length} scripts (${ratio})`);
    for (const [what, marker] of Object.entries(DEFERRED_CODE)) {
      expect(holding(scripts, marker), `${what} loaded before intent`).toEqual([]);
    }
    expect(total).toBeLessThanOrEqual(budget);
  });
}

/**
 * Opens a page as a visitor who has done nothing yet: hydrated (only then do the controls listen), and
 * everything deferred has had its chance. Gives a count of the loaded scripts that hold a marker.
 */
async function openUntouched(page: Page, url: string) {
  await skipIntro(page);
  const recorder = recordScripts(page);
  await page.goto(url);
  await page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached' });
  await settle(page, recorder);
  return async (marker: string) => holding(await recorder.all(), marker).length;
}

test('hovering the chat launcher is the intent that loads the chat panel, the HTTP client and the store', async ({
  page,
  env,
}) => {
  const scriptsWith = await openUntouched(page, env.siteUrl);
  const loaded = () =>
    Promise.all(['the chat panel', 'axios', 'Redux Toolkit'].map((what) => scriptsWith(DEFERRED_CODE[what])));
  expect(await loaded()).toEqual([0, 0, 0]);

  // Both before the click, so the click that opens the panel neither fetches nor evaluates them.
  await page.locator('#chat-launcher').hover();
  await expect.poll(loaded).toEqual([1, 1, 1]);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('focusing a form is the intent that loads axios and the toasts (so their markers do find them)', async ({
  page,
  env,
}) => {
  const scriptsWith = await openUntouched(page, `${env.siteUrl}/about/`);
  const deferred = async () => [
    (await scriptsWith(DEFERRED_CODE.axios)) > 0,
    (await scriptsWith(DEFERRED_CODE['react-toastify'])) > 0,
  ];
  expect(await deferred()).toEqual([false, false]);

  await page.getByRole('contentinfo').getByLabel('Email').focus();
  await expect.poll(deferred).toEqual([true, true]);
});

test("pointing at a link in a block is the intent that fetches the blocks' code for the next page", async ({
  page,
  env,
}) => {
  const scriptsWith = await openUntouched(page, env.siteUrl);
  const blocksCode = () => scriptsWith(DEFERRED_CODE['the blocks without behaviour']);
  expect(await blocksCode()).toBe(0);

  await page.locator('.hero').getByRole('link').first().hover();
  await expect.poll(blocksCode).toBe(1);
});

test('a mouse moving is what loads the cursor follower', async ({ page, env }) => {
  const scriptsWith = await openUntouched(page, env.siteUrl);
  const followerCode = () => scriptsWith(DEFERRED_CODE['the cursor follower']);
  expect(await followerCode()).toBe(0);

  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await expect.poll(followerCode).toBe(1);
  await expect(page.getByTestId('cursor-follower')).toBeAttached();
});

test("the footer's newsletter form is fetched when the visitor nears it, not before", async ({ page, env }) => {
  const scriptsWith = await openUntouched(page, env.siteUrl);
  // A literal of the newsletter form's own chunk: its "check your inbox" message's key.
  const newsletterCode = () => scriptsWith('forms.newsletter.checkInbox');
  expect(await newsletterCode()).toBe(0);

  await page.getByRole('contentinfo').getByLabel('Email').scrollIntoViewIfNeeded();
  await expect.poll(newsletterCode).toBe(1);
});

test("/contact's form, in the first screen, is fetched when the visitor first touches it, keeping what they type", async ({
  page,
  env,
}) => {
  const scriptsWith = await openUntouched(page, `${env.siteUrl}/contact/`);
  // A literal of the contact form's own chunk: its thanks' key.
  const contactFormCode = () => scriptsWith('forms.contact.sent');
  expect(await contactFormCode()).toBe(0);

  const name = page.getByRole('main').getByLabel('Name');
  await name.pressSequentially('Ada Lovelace');
  await expect.poll(contactFormCode).toBe(1);
  await expect(name).toHaveValue('Ada Lovelace');
});

/**
 * The HTML is in the order it shows (issue 21, parts 1 and 2). The forms render inside Suspense
 * boundaries (src/features/forms/lazyForms.tsx); past 12.8 KB of a page React's server render would
 * write such a boundary hidden at the end of the document, with a script that moves it into place a
 * frame after the first paint: a second layout of the page and a later paint of the form. Gatsby's
 * renderer is patched to write every boundary in place (patches/README.md).
 */
for (const route of Object.keys(FIRST_LOAD_JS_BUDGET)) {
  test(`${route} is written in place: every form where it shows, nothing moved in by a script`, async ({
    request,
    env,
  }) => {
    const html = await (await request.get(`${env.siteUrl}${route}`)).text();
    // Large enough for React to have moved a boundary, with the footer's newsletter form at its end.
    expect(html.length).toBeGreaterThan(12_800);
    const forms = html.match(/<form[\s>]/g) ?? [];
    expect(forms.length).toBeGreaterThanOrEqual(1);
    expect(html.match(/class="deferred-form" data-server-id="[^"]+"><!--\$--><form[\s>]/g)).toHaveLength(forms.length);
    expect(html).not.toMatch(/<template id="B:|\$RC\(|<div hidden id="S:/);
  });
}

/**
 * Nothing is parsed or run before the first paint for a component no page uses (issue 21, part 2):
 * gatsby-plugin-image's head, a stylesheet twice and a module script for GatsbyImage, is left out
 * (src/app/imagePluginHead.ts), and the site's pictures still load and show.
 */
for (const route of Object.keys(FIRST_LOAD_JS_BUDGET)) {
  test(`${route} has no styles or script for GatsbyImage, and its pictures show`, async ({ page, env }) => {
    const html = await (await page.request.get(`${env.siteUrl}${route}`)).text();
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).not.toContain('gatsby-image');
    expect(head).not.toMatch(/<script[^>]*type="module"/);
    expect(head.match(/<style[\s>]/g)).toHaveLength(1);

    await page.goto(`${env.siteUrl}${route}`);
    // The header shows one of its two logos (by the screen's width), painted from its file.
    const logo = page.locator('.site-header__brand img:visible');
    await expect(logo).toHaveCount(1);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  });
}

/**
 * What the first paint waits for (issue 21, part 1): the largest paint is text in the HTML, or on
 * /services the first service's picture, so besides the document nothing may be fetched ahead of it.
 * The icon is inline (as a file the browser fetched it early at high priority), the header's logos
 * are fetched at low priority, and at most one image, the one marked as the likely LCP, at high.
 */
for (const route of Object.keys(FIRST_LOAD_JS_BUDGET)) {
  test(`${route} fetches nothing at high priority but the document and its LCP image`, async ({ page, env }) => {
    const cdp = await page.context().newCDPSession(page);
    const requests: Array<{ url: string; type?: string; priority: string }> = [];
    cdp.on('Network.requestWillBeSent', (event) =>
      requests.push({ url: event.request.url, type: event.type, priority: event.request.initialPriority }),
    );
    await cdp.send('Network.enable');
    await page.goto(`${env.siteUrl}${route}`);
    await page.waitForLoadState('networkidle');

    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    expect(requests.filter((request) => /favicon|\.ico$/.test(request.url)).map((request) => request.url)).toEqual([]);
    await expect(page.locator('.site-header__brand img')).toHaveCount(2);
    for (const logo of await page.locator('.site-header__brand img').all()) {
      await expect(logo).toHaveAttribute('fetchpriority', 'low');
    }
    const urgentImages = requests.filter(
      (request) => request.type === 'Image' && !request.url.startsWith('data:') && /High/.test(request.priority),
    );
    const marked = await page.locator('img[fetchpriority="high"]').count();
    expect(marked).toBeLessThanOrEqual(1);
    expect(urgentImages.length).toBeLessThanOrEqual(marked);
  });
}

/**
 * The first paint is the whole page (issue 21, parts 1 and 2). Chromium paints what it has parsed when
 * its parser first yields: once the header alone, then the rest in one layout of 100-200 ms on a slow
 * CPU, after the first paint, where it blocks. `<link rel="expect" blocking="render">` (gatsby-ssr.tsx)
 * holds the paint until the parser reaches the body's last element. Here the document arrives in two parts:
 * until its end comes, nothing may be painted; then the page is.
 */
test('the first paint waits for the end of the page, then shows it whole', async ({ page, env }) => {
  const html = await (await fetch(`${env.siteUrl}/`)).text();
  const cut = html.indexOf('</main>');
  expect(cut).toBeGreaterThan(0);
  let sendTheRest!: () => void;
  const theRest = new Promise<void>((resolve) => (sendTheRest = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      void theRest.then(() => response.end(html.slice(cut)));
      return;
    }
    // Everything else as the site serves it.
    void fetch(`${env.siteUrl}${request.url}`)
      .then(async (upstream) => {
        response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
    // Timers, not Playwright's waits: those poll on animation frames, which a held paint never gives.
    const paintsWithHalfThePage = await page.evaluate(async () => {
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // Polls for the parsed heading, then gives a paint that is not held half a second to happen: the
      // test proves a paint never came, and no event marks a paint that never comes.
      while (!document.querySelector('main h1')) await sleep(20);
      await sleep(500);
      return performance.getEntriesByType('paint').map((entry) => entry.name);
    });
    expect(paintsWithHalfThePage).toEqual([]);

    sendTheRest();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name)))
      .toContain('first-contentful-paint');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    sendTheRest();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * The type scale (src/styles/global.css): each size and weight of the font that the first screen uses
 * is a font lookup inside the browser's first layout, a wait on the browser process. Before the scale
 * the home page used 12 pairs of size and weight in four weights and the browser's own 13.33px Arial
 * (a button's label): 25 lookups, 55-80 ms of a layout task that Lighthouse counts as blocking. An
 * empty page uses two. Whatever the viewport, a route may use at most eight pairs, in the site's font,
 * regular or bold.
 */
const MOST_FONT_PAIRS = 8;
for (const route of Object.keys(FIRST_LOAD_JS_BUDGET)) {
  test(`${route} sets its text in at most ${MOST_FONT_PAIRS} sizes and weights of one font`, async ({ page, env }) => {
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      // A first visit: the intro's text is part of the first layout too.
      await page.goto(`${env.siteUrl}${route}`);
      await expect(page.getByTestId('intro')).toBeVisible();
      const fonts = await page.evaluate(() => {
        const seen = new Set<string>();
        for (const element of document.querySelectorAll('body *')) {
          const text = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (!text || !(element as HTMLElement).checkVisibility?.()) continue;
          const style = getComputedStyle(element);
          seen.add(JSON.stringify([style.fontFamily, style.fontSize, style.fontWeight, style.fontStyle]));
        }
        return [...seen].map((entry) => JSON.parse(entry) as [string, string, string, string]);
      });
      const pairs = fonts.map(([, size, weight]) => `${size} ${weight}`);
      expect(new Set(fonts.map(([family]) => family)).size, JSON.stringify(fonts)).toBe(1);
      expect(fonts[0][0]).toMatch(/^system-ui,/);
      expect(new Set(fonts.map(([, , weight]) => weight)), pairs.join(', ')).toEqual(new Set(['400', '700']));
      expect(new Set(fonts.map(([, , , style]) => style))).toEqual(new Set(['normal']));
      expect(new Set(pairs).size, pairs.join(', ')).toBeLessThanOrEqual(MOST_FONT_PAIRS);
    }
  });
}

/** React and Gatsby's app begin with V8's compile hint (site-build/compile-hints.ts); the lazy chunks
 * do not. The loader's list (site-build/hydrate-after-paint.ts) names the scripts every page starts. */
test('the scripts every page runs at start are compiled while they download, and only those', async ({
  request,
  env,
}) => {
  const html = await (await request.get(`${env.siteUrl}/`)).text();
  const sources = JSON.parse(/var s=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
  expect(sources.map((source) => source.replace(/-[0-9a-f]+\.js$/, ''))).toEqual([
    '/webpack-runtime',
    '/framework',
    '/app',
  ]);
  const firstLine = async (source: string) =>
    (await (await request.get(`${env.siteUrl}${source}`)).text()).split('\n')[0];
  expect(await firstLine(sources[1])).toBe(COMPILE_HINT);
  expect(await firstLine(sources[2])).toBe(COMPILE_HINT);
  const chunkMapping = /window\.___chunkMapping="((?:[^"\\]|\\.)*)"/.exec(html)?.[1];
  const pageChunk = (JSON.parse(JSON.parse(`"${chunkMapping}"`) as string) as Record<string, string[]>)[
    'component---src-templates-fixed-tsx'
  ][0];
  expect(await firstLine(pageChunk)).not.toContain(COMPILE_HINT);
});

/** Gatsby's service worker registration is left out of the app's script while no plugin asks for one
 * (site-build/service-worker.ts); Gatsby still asks its plugins. */
test('the first script holds no service worker registration', async ({ request, env }) => {
  const html = await (await request.get(`${env.siteUrl}/`)).text();
  const app = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(app).toBeDefined();
  const body = await (await request.get(`${env.siteUrl}${app}`)).text();
  expect(body).toContain('registerServiceWorker');
  expect(body).not.toContain('sw.js');
  expect(body).not.toContain('onServiceWorkerUpdateFound');
});
