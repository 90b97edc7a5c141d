/**
 * `npm run bench`: builds and serves the production site as `npm start` does, measures it beside a
 * hello-world Gatsby baseline (bench/baseline, same Gatsby and React) in the same run, and writes
 * bench/RESULTS.md and bench/results.json. Figures never fail anything: each is shown beside its
 * target, marked met or not.
 *
 * BENCH_QUICK=1 (used by `npm test` as a smoke test): one route, one Lighthouse run, a small load,
 * results written to bench/.work/ instead.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { gatsbyRun } from '../server/gatsby-command';
import { freePort } from '../tests/support/cms';
import { postgresLoad, submissionLoad } from './submissions';
import { heroTitle } from '../cms/tests/admin';
import { startStack, until, type Stack } from '../tests/support/stack';
import { measureSaveToPreview } from './preview';

const ROOT = path.resolve(__dirname, '..');
const QUICK = process.env.BENCH_QUICK === '1';
const ROUTES = QUICK ? ['/'] : ['/', '/about', '/services', '/contact'];
const RUNS = QUICK ? 1 : 3;
const LOAD = { requests: QUICK ? 20 : 500, connections: QUICK ? 10 : 500 };
const OUT_DIR = QUICK ? path.join(ROOT, 'bench', '.work') : path.join(ROOT, 'bench');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function lighthouseMedian(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      const score = (id: string) => lhr.categories[id]?.score ?? 0;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcpMs: audit('first-contentful-paint'),
      });
    } finally {
      chrome.kill();
    }
  }
  const keys = Object.keys(runs[0]) as Array<keyof LighthouseFigures>;
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
}

interface ByteFigures {
  /** Compressed bytes of JavaScript the route needs before it is interactive: every script loaded by
   * the time React has hydrated the page (Gatsby's runtime, framework and app chunks, the route's
   * component chunk and whatever it imports). */
  firstLoadJs: number;
  /** ...of which chat code (the panel's chunk). */
  chatBeforeInteraction: number;
  /** JavaScript fetched afterwards, with no interaction (idle-time chunks: chat panel, cursor
   * follower, toasts). */
  idleJs: number;
  /** JavaScript fetched when the visitor opens the chat (0 when idle loading already brought it). */
  onChatOpenJs: number;
  /** The chat panel's own code, wherever it was loaded. */
  chatCodeJs: number;
}

/**
 * Runs in the page before its scripts: records which scripts had loaded when hydration reached
 * Gatsby's outermost element (React tags hydrated DOM nodes with a `__reactFiber$` key). The same
 * test works for the site and the baseline, which share that element. A string, not a function:
 * tsx would wrap named inner functions in a helper that the page does not have.
 */
const RECORD_SCRIPTS_AT_HYDRATION = `(() => {
  const check = () => {
    const wrapper = document.getElementById('gatsby-focus-wrapper');
    if (wrapper && Object.keys(wrapper).some((key) => key.startsWith('__reactFiber$'))) {
      window.scriptsAtHydration = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js'));
    } else {
      setTimeout(check, 5);
    }
  };
  check();
})();`;

/** The Content-Encodings the browser was served scripts with, named in the results. */
const encodingsSeen = new Set<string>();

async function measureBytes(url: string, withChat: boolean): Promise<ByteFigures> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => window.sessionStorage.setItem('intro.seen', '1'));
    await page.addInitScript({ content: RECORD_SCRIPTS_AT_HYDRATION });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; bytes: number; phase: string }>();
    let phase = 'page';
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      scripts.set(event.requestId, { url: event.response.url, bytes: 0, phase });
      const encoding = Object.entries(event.response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      if (encoding) encodingsSeen.add(String(encoding[1]));
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.bytes = event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    const atHydration = new Set(
      await page
        .waitForFunction(() => (window as unknown as { scriptsAtHydration?: string[] }).scriptsAtHydration)
        .then((handle) => handle.jsonValue()),
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3500);
    phase = 'chat';
    if (withChat) {
      await page.locator('#chat-launcher').click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
    }
    // Which chunk holds the panel: the one whose source mentions the chat panel's class names.
    const isChat = (scriptUrl: string) => {
      const file = path.join(ROOT, 'public', new URL(scriptUrl).pathname);
      return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('chat-composer');
    };
    const sum = (list: Array<{ bytes: number }>) => list.reduce((total, item) => total + item.bytes, 0);
    const all = [...scripts.values()];
    const beforeInteraction = all.filter((s) => s.phase === 'page' && atHydration.has(s.url));
    const chatScripts = [];
    for (const script of all) if (isChat(script.url)) chatScripts.push(script);
    return {
      firstLoadJs: sum(beforeInteraction),
      chatBeforeInteraction: sum(chatScripts.filter((s) => beforeInteraction.includes(s))),
      idleJs: sum(all.filter((s) => s.phase === 'page' && !atHydration.has(s.url))),
      onChatOpenJs: sum(all.filter((s) => s.phase === 'chat')),
      chatCodeJs: sum(chatScripts),
    };
  } finally {
    await browser.close();
  }
}

async function serveBaseline(): Promise<{ url: string; stop: () => void }> {
  const dir = path.join(ROOT, 'bench', 'baseline');
  const run = gatsbyRun(['build'], { cwd: dir });
  execFileSync(run.command, run.args, { cwd: run.cwd, env: run.env, stdio: 'inherit' });
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_DIR: path.join(dir, 'public') },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await until('the baseline server', async () => ((await fetch(url)).ok ? true : undefined), 30_000);
  return { url, stop: () => child.kill('SIGTERM') };
}

async function publishToLive(stack: Stack): Promise<number> {
  const title = `Benchmarked at ${new Date().toISOString()}`;
  const started = Date.now();
  await stack.publish('api::home-page.home-page', heroTitle(title));
  await until(
    'the change to go live',
    async () => ((await stack.heroTitle()) === title ? true : undefined),
    300_000,
    stack.log,
  );
  return Date.now() - started;
}

type Row = [string, string, string, boolean | null];

function table(rows: Row[]): string {
  const lines = ['| figure | value | target | met |', '| --- | --- | --- | --- |'];
  for (const [figure, value, target, met] of rows)
    lines.push(`| ${figure} | ${value} | ${target} | ${met === null ? '' : met ? 'yes' : 'NO'} |`);
  return lines.join('\n');
}

async function main() {
  console.log(`Benchmark${QUICK ? ' (quick smoke)' : ''}: starting the product as npm start does…`);
  const stack = await startStack({ SUBMISSION_RATE_LIMIT: '1000000' });
  const baseline = await serveBaseline();
  try {
    const cold = (await stack.status()).lastSuccess!.durationMs;
    const site: Record<string, LighthouseFigures & ByteFigures> = {};
    for (const route of ROUTES) {
      console.log(`Measuring ${route}…`);
      site[route] = {
        ...(await lighthouseMedian(`${stack.siteUrl}${route}`)),
        ...(await measureBytes(`${stack.siteUrl}${route}`, true)),
      };
    }
    console.log('Measuring the baseline…');
    const base = { ...(await lighthouseMedian(baseline.url)), ...(await measureBytes(baseline.url, false)) };
    console.log('Publishing a change and waiting for it to go live…');
    const live = await publishToLive(stack);
    console.log('Saving drafts and waiting for the preview to show them…');
    const preview = await measureSaveToPreview(stack, QUICK ? 1 : 5);
    console.log(`Posting ${LOAD.requests} submissions over ${LOAD.connections} connections…`);
    const load = await submissionLoad([stack.cmsUrl], stack.databaseFile, LOAD);
    console.log(`The same on PostgreSQL across two CMS instances…`);
    const postgres = await postgresLoad(LOAD);

    const results = {
      date: new Date().toISOString(),
      quick: QUICK,
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      encodings: [...encodingsSeen],
      routes: site,
      baseline: base,
      build: { coldMs: cold, publishToLiveMs: live, ratio: live / cold },
      preview,
      submissions: load,
      submissionsPostgres: postgres,
    };
    const rows: Row[] = [];
    const fixed = (n: number, digits = 2) => n.toFixed(digits);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const [route, r] of Object.entries(site)) {
      rows.push([`${route} performance`, fixed(r.performance), '>= 0.99', r.performance >= 0.99]);
      rows.push([
        `${route} accessibility / best practices / SEO`,
        `${fixed(r.accessibility)} / ${fixed(r.bestPractices)} / ${fixed(r.seo)}`,
        '1.00 each',
        r.accessibility === 1 && r.bestPractices === 1 && r.seo === 1,
      ]);
      rows.push([
        `${route} LCP / TBT / FCP`,
        `${Math.round(r.lcpMs)} / ${Math.round(r.tbtMs)} / ${Math.round(r.fcpMs)} ms`,
        '',
        null,
      ]);
      rows.push([`${route} CLS`, fixed(r.cls, 3), '0', r.cls === 0]);
      rows.push([
        `${route} first-load JS (compressed)`,
        `${kb(r.firstLoadJs)} (${fixed(r.firstLoadJs / base.firstLoadJs)}x baseline)`,
        '<= 1.15x baseline',
        r.firstLoadJs <= 1.15 * base.firstLoadJs,
      ]);
      rows.push([
        `${route} chat code before interaction`,
        kb(r.chatBeforeInteraction),
        '0 bytes',
        r.chatBeforeInteraction === 0,
      ]);
      rows.push([
        `${route} JS loaded when idle / on opening the chat`,
        `${kb(r.idleJs)} / ${kb(r.onChatOpenJs)} (chat panel code ${kb(r.chatCodeJs)})`,
        '',
        null,
      ]);
    }
    rows.push([
      'baseline performance / first-load JS',
      `${fixed(base.performance)} / ${kb(base.firstLoadJs)}`,
      '',
      null,
    ]);
    rows.push([
      'baseline LCP / TBT / CLS',
      `${Math.round(base.lcpMs)} ms / ${Math.round(base.tbtMs)} ms / ${fixed(base.cls, 3)}`,
      '',
      null,
    ]);
    for (const [route, r] of Object.entries(site)) {
      rows.push([
        `${route} ratios to baseline: performance, LCP, TBT`,
        `${fixed(r.performance / base.performance)}, ${fixed(r.lcpMs / base.lcpMs)}, ${base.tbtMs ? fixed(r.tbtMs / base.tbtMs) : 'n/a'}`,
        '',
        null,
      ]);
    }
    rows.push(['cold full build', `${(cold / 1000).toFixed(1)} s`, '', null]);
    rows.push([
      'publish-to-live',
      `${(live / 1000).toFixed(1)} s (${fixed(live / cold)}x cold build)`,
      '<= 0.5x cold build',
      live <= 0.5 * cold,
    ]);
    const { saveToPreviewMs: toPreview, runsMs } = preview;
    rows.push([
      `save-to-preview (median of ${runsMs.length})`,
      `${(toPreview / 1000).toFixed(1)} s (${fixed(toPreview / cold, 3)}x cold build)`,
      '<= 10 s',
      toPreview <= 10_000,
    ]);
    for (const [label, figures] of [
      ['SQLite, one CMS', load],
      ['PostgreSQL, two CMS instances', postgres],
    ] as const) {
      rows.push([
        `submissions (${label}): requests/s, p50, p99`,
        `${Math.round(figures.requestsPerSecond)}/s, ${figures.p50Ms} ms, ${figures.p99Ms} ms`,
        '',
        null,
      ]);
      rows.push([
        `submissions (${label}): 2xx, errors, rows stored`,
        `${figures.successes}, ${figures.errors}, ${figures.stored}`,
        'stored = 2xx',
        null,
      ]);
      rows.push([`submissions (${label}) lost`, String(figures.lost), '0', figures.lost === 0]);
    }

    const markdown = [
      `# Benchmark results${QUICK ? ' (quick smoke)' : ''}`,
      '',
      `Measured ${results.date} on ${results.machine.cpus} cores, Node ${results.machine.node}; Lighthouse 12 mobile preset in Debian's Chromium, median of ${RUNS} run(s); bytes are JavaScript as the project's server sent it to Chromium (${results.encodings.join(', ') || 'uncompressed'}), response headers included. Regenerate with \`npm run bench\`.`,
      '',
      table(rows),
      '',
    ].join('\n');
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'RESULTS.md'), markdown);
    fs.writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${markdown}`);
  } finally {
    baseline.stop();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
