/**
 * The walk figure for `npm run bench` (issue 67, item 1): a visitor on a phone on slow 4G taps from page
 * to page through every kind of page the site has, and each hop is measured: the layout shift after the
 * tap, and the time from the tap to the new page's main content painted; beside it, a full load of the
 * same page under the same profile (a visitor arriving there from elsewhere). Goal: no layout shift
 * after any hop. tests/e2e/navigation.spec.ts walks the same pages as a test; this puts figures on it.
 */
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { skipIntro } from '../tests/support/intro';
import { median } from './paired';
import { LANDING_PAGE_ROUTE } from './routes';

/**
 * The phone: Lighthouse's mobile profile (a Moto G Power: 412 x 823 CSS pixels at 1.75x, touch), its
 * CPU 4x slower and its network a slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, as
 * Lighthouse's simulated throttling assumes (here applied by Chromium itself, so every request waits).
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/** A hop's figures, one of each per walk. */
export interface HopFigures {
  /** From where to where, and by which link. */
  name: string;
  path: string;
  /** The layout shift after the tap that counts towards CLS: the sum of the layout-shift entries'
   * values, those within 500 ms of an input (`hadRecentInput`) left out, as Chrome's CLS does. */
  shifts: number[];
  /** Every counted shift's sources (element and class), for a shift that is not 0. */
  shiftSources: string[][];
  /** From the tap's click event to the first frame painted with the new page's main heading (ms). */
  toContentMs: number[];
  /** How many of the page's block islands and forms were still empty (waiting for their code) in that
   * frame: 0 when the page showed whole. */
  emptyAtFirstSight: number[];
  /** The same page loaded in full in a fresh browser (nothing cached): LCP and FCP from the
   * navigation's start, and its layout shift (ms, ms, CLS). */
  fullLoad: { lcpMs: number[]; fcpMs: number[]; shift: number[] };
}

export interface WalkFigures {
  runs: number;
  hops: HopFigures[];
}

/**
 * Runs in every document before its scripts: keeps every layout shift of the page's life, its LCP and
 * its FCP on the window (buffered, so nothing before the observers counts less). A string: tsx would
 * wrap the named functions of a function given to the page in a helper that the page does not have.
 */
const RECORD_PAINTS_AND_SHIFTS = `(() => {
  window.walkShifts = [];
  window.walkLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.walkShifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((source) =>
          source.node instanceof Element ? source.node.tagName.toLowerCase() + '.' + source.node.className : String(source.node && source.node.nodeName),
        ),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.walkLcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/**
 * Runs in the page just before a hop: from the tap's click event (its time stamp: when the browser took
 * the input, so time the event waited for a busy main thread counts), or from now when `fromNow`, to the
 * first frame painted with the new page: a frame whose animation callback finds `main h1` showing
 * another heading than `leaving` at another path, timed from a task queued in that callback (it runs
 * once the frame is rendered). Leaves { ms, empty } on the window as `walkHop`.
 */
const TIME_HOP = (leaving: string, fromNow: boolean) => `(() => {
  const leaving = ${JSON.stringify(leaving)};
  const fromPath = location.pathname;
  const hop = { start: null, ms: null, empty: null };
  window.walkHop = hop;
  const check = () => {
    const heading = document.querySelector('main h1');
    if (hop.start !== null && location.pathname !== fromPath && heading && heading.textContent !== leaving) {
      const empty = document.querySelectorAll('main .static-island:empty, main .deferred-form:empty').length;
      setTimeout(() => Object.assign(hop, { ms: performance.now() - hop.start, empty }));
    } else requestAnimationFrame(check);
  };
  if (${fromNow}) hop.start = performance.now();
  else addEventListener('click', (event) => (hop.start = event.timeStamp), { capture: true, once: true });
  requestAnimationFrame(check);
})();`;

/** The page's network, seen from Chromium: `quiet()` settles once no request has been in flight for a
 * second (Playwright's 'networkidle' is the document's, reached long before a client-side hop). */
function networkOf(cdp: CDPSession) {
  const inFlight = new Set<string>();
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    inFlight.add(event.requestId);
    lastChange = Date.now();
  });
  const done = (event: { requestId: string }) => {
    if (inFlight.delete(event.requestId)) lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    /** Resolves once the network has been quiet for a second, or after 30 s whatever it does. */
    async quiet(): Promise<void> {
      const started = Date.now();
      while (Date.now() - started < 30_000 && (inFlight.size > 0 || Date.now() - lastChange < 1000))
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/** A tab on the phone: its CPU and network throttled, the intro already seen (a returning visitor's:
 * the intro's overlay has its own figures), every document recording its paints and shifts. */
export async function phoneTab(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; quiet: () => Promise<void> }> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = PHONE;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await skipIntro(page);
  await page.addInitScript({ content: RECORD_PAINTS_AND_SHIFTS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page, ...networkOf(cdp) };
}

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}
const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { walkShifts: Shift[] }).walkShifts);

/** Settled: the network quiet for a second, then two frames laid out. */
async function settle(page: Page, quiet: () => Promise<void>): Promise<void> {
  await quiet();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Opens `url` as a full load and waits until it has hydrated (the theme toggle's state is React's) and
 * settled. */
export async function openSettled(page: Page, url: string, quiet: () => Promise<void>): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('button.theme-toggle[aria-pressed]').waitFor({ state: 'attached' });
  await settle(page, quiet);
}

/** The page at `url` loaded in full on a fresh phone (nothing cached). */
async function fullLoad(browser: Browser, url: string): Promise<{ lcpMs: number; fcpMs: number; shift: number }> {
  const { context, page, quiet } = await phoneTab(browser);
  try {
    await openSettled(page, url, quiet);
    const { lcp, fcp } = await page.evaluate(() => ({
      lcp: (window as unknown as { walkLcp: number | null }).walkLcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    if (lcp === null || fcp === null) throw new Error(`${url}: no LCP or FCP recorded`);
    const shift = (await shiftsSoFar(page)).reduce((sum, entry) => sum + (entry.hadRecentInput ? 0 : entry.value), 0);
    return { lcpMs: lcp, fcpMs: fcp, shift };
  } finally {
    await context.close();
  }
}

/** How a hop is taken: a tap on a link (found in the page as it is then), or Gatsby's navigate() where
 * no link in the site leads (a landing page: campaigns link to it from outside). */
type Go = { tap: (page: Page) => Locator } | { navigate: string };

interface Hop {
  name: string;
  path: string;
  go: Go;
}

const footer = (page: Page, label = 'Footer') => page.getByRole('navigation', { name: label });
const firstCard = (page: Page) => page.locator('main .article-card__title a').first();

/** The walk: where it starts (a full load), then its hops. Every kind of page: the fixed pages, the
 * insights list, an article, the case studies, a case study, the contact page and its form, the seeded
 * landing page with its form, and a page in the second language. */
const LEGS: Array<{ start: string; hops: Hop[] }> = [
  {
    start: '/',
    hops: [
      {
        name: 'home → about (footer link)',
        path: '/about',
        go: { tap: (p) => footer(p).getByRole('link', { name: 'About Us' }) },
      },
      {
        name: 'about → services (footer link)',
        path: '/services',
        go: { tap: (p) => footer(p).getByRole('link', { name: 'Services' }) },
      },
      {
        name: 'services → insights (footer link)',
        path: '/insights',
        go: { tap: (p) => footer(p).getByRole('link', { name: 'Insights' }) },
      },
      { name: 'insights → an article (its card)', path: '/insights/*', go: { tap: firstCard } },
      {
        name: 'article → case studies (footer link)',
        path: '/case-studies',
        go: { tap: (p) => footer(p).getByRole('link', { name: 'Case studies' }) },
      },
      { name: 'case studies → a case study (its card)', path: '/case-studies/*', go: { tap: firstCard } },
      {
        name: 'case study → contact (footer link)',
        path: '/contact',
        go: { tap: (p) => footer(p).getByRole('link', { name: 'Contact' }) },
      },
      {
        name: 'contact → the landing page (navigate(): no link leads there)',
        path: LANDING_PAGE_ROUTE,
        go: { navigate: LANDING_PAGE_ROUTE },
      },
    ],
  },
  {
    // The language switcher's links are plain anchors: a full load, as the walk's start.
    start: '/de',
    hops: [
      {
        name: '/de → /de/contact (footer link)',
        path: '/de/contact',
        go: { tap: (p) => footer(p, 'Fußzeile').getByRole('link', { name: 'Kontakt' }) },
      },
      {
        name: '/de/contact → /de/insights (footer link)',
        path: '/de/insights',
        go: { tap: (p) => footer(p, 'Fußzeile').getByRole('link', { name: 'Insights' }) },
      },
      { name: '/de/insights → a German article (its card)', path: '/de/insights/*', go: { tap: firstCard } },
    ],
  },
];

/** Takes one hop on `page`: its layout shift (after the tap, once settled), its tap-to-content time, how
 * many islands were empty when it showed, and the path it reached. */
async function takeHop(page: Page, hop: Hop, quiet: () => Promise<void>) {
  const leaving = (await page.locator('main h1').textContent()) ?? '';
  const before = (await shiftsSoFar(page)).length;
  // Playwright evaluates its own helper script the first time it polls the page's world: done here, not
  // inside the measured hop.
  await page.waitForFunction(() => true);
  if ('tap' in hop.go) {
    const link = hop.go.tap(page);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(TIME_HOP(leaving, false));
    await link.tap();
  } else {
    await page.evaluate(`${TIME_HOP(leaving, true)}; window.___navigate(${JSON.stringify(hop.go.navigate)});`);
  }
  // waitForFunction resolves on a value that is not null.
  const shown = (await page
    .waitForFunction(() => {
      const hopState = (window as unknown as { walkHop?: { ms: number | null; empty: number } }).walkHop;
      // A new document (the link was not a client-side one) has no hop: that is an answer too.
      if (hopState === undefined) return { reloaded: true, ms: 0, empty: 0 };
      return hopState.ms === null ? null : { reloaded: false, ms: hopState.ms, empty: hopState.empty };
    })
    .then((handle) => handle.jsonValue()))!;
  if (shown.reloaded) throw new Error(`${hop.name}: a full page load, not a client-side navigation`);
  await settle(page, quiet);
  const counted = (await shiftsSoFar(page)).slice(before).filter((shift) => !shift.hadRecentInput);
  return {
    shift: counted.reduce((sum, shift) => sum + shift.value, 0),
    sources: counted.flatMap((shift) => shift.sources),
    ms: shown.ms,
    empty: shown.empty,
    path: new URL(page.url()).pathname,
  };
}

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace('*', '[a-z0-9-]+')}/?$`).test(path);

/**
 * `runs` walks on the phone, each in a fresh browser context, then a full load of each hop's page on a
 * fresh phone per run. Hops are named as in LEGS; the pages a hop's card leads to are those of the
 * first walk.
 */
export async function walkFigures(browser: Browser, siteUrl: string, runs: number): Promise<WalkFigures> {
  const hops = new Map<string, HopFigures>();
  for (let run = 0; run < runs; run += 1) {
    const { context, page, quiet } = await phoneTab(browser);
    try {
      for (const leg of LEGS) {
        await openSettled(page, `${siteUrl}${leg.start}`, quiet);
        for (const hop of leg.hops) {
          console.log(`  Walk ${run + 1} of ${runs}: ${hop.name}`);
          const taken = await takeHop(page, hop, quiet);
          if (!matches(hop.path, taken.path)) throw new Error(`${hop.name}: reached ${taken.path}`);
          const figures = hops.get(hop.name) ?? {
            name: hop.name,
            path: taken.path,
            shifts: [],
            shiftSources: [],
            toContentMs: [],
            emptyAtFirstSight: [],
            fullLoad: { lcpMs: [], fcpMs: [], shift: [] },
          };
          figures.shifts.push(taken.shift);
          figures.shiftSources.push(taken.sources);
          figures.toContentMs.push(Math.round(taken.ms));
          figures.emptyAtFirstSight.push(taken.empty);
          hops.set(hop.name, figures);
        }
      }
    } finally {
      await context.close();
    }
    for (const figures of hops.values()) {
      console.log(`  Full load ${run + 1} of ${runs}: ${figures.path}`);
      const loaded = await fullLoad(browser, `${siteUrl}${figures.path}`);
      figures.fullLoad.lcpMs.push(Math.round(loaded.lcpMs));
      figures.fullLoad.fcpMs.push(Math.round(loaded.fcpMs));
      figures.fullLoad.shift.push(loaded.shift);
    }
  }
  return { runs, hops: [...hops.values()] };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The walk's rows of RESULTS.md's table: [what, measured, goal, met], one a hop. */
export function walkRows(walk: WalkFigures): Array<[string, string, string, boolean | null]> {
  return walk.hops.map((hop) => {
    const worst = Math.max(...hop.shifts);
    const full = hop.fullLoad;
    return [
      `walk on a phone (4x CPU, slow 4G), ${hop.name}: layout shift after the tap (worst of ${walk.runs} walks); tap to main content painted; a full load of ${hop.path} (LCP / FCP), medians`,
      `${worst.toFixed(3)}; ${ms(median(hop.toContentMs))} (runs ${hop.toContentMs.join(', ')}); ${ms(median(full.lcpMs))} / ${ms(median(full.fcpMs))}`,
      '0 layout shift',
      worst === 0,
    ];
  });
}
