/**
 * Publish-to-live as the bench measures it: an editor's publish through the admin API, timed until the
 * site server serves the new text, with where the seconds went; and a cold build as the site server
 * does it after its Gatsby cache is dropped. Shared by the bench's figures (./run.ts, ./locales.ts,
 * ./scale.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { AFTER_LIVE, builderSteps, GATSBY_PROCESS_STEP } from '../server/gatsby-builder';
import { ROOT } from '../server/paths';
import { withHeroTitle } from '../tests/support/admin';
import { until, type Stack } from '../tests/support/stack';

export interface PublishFigures {
  /** From the editor's publish call to the new text served (the swap of the build that serves it, as
   * the site server records it), in ms: the median and every run. */
  medianMs: number;
  runsMs: number[];
  /** From the publish call until the site search has the change too (the site server's search index
   * runs once the build is live, server/gatsby-builder.ts), in ms: the median and every run. */
  searchableMedianMs: number;
  searchableRunsMs: number[];
  /** Where the median run's seconds went (ms): the publish call, the wait for the build to start
   * (webhook), each step Gatsby reports, the rest of Gatsby's process (its start-up and the work it
   * reports no step for), each of the site server's own steps around Gatsby (server/gatsby-builder.ts),
   * and the rest of the build (the swap included): these add up to publish-to-live. Then, named
   * `after live: …`, the site server's steps once the build is live (the search index, the copy into a
   * second build directory) and the rest until the site server is idle again (the swap): with
   * publish-to-live, these add up to the time until the edit is searchable. */
  breakdown: Array<[string, number]>;
}

/** Gatsby's own step timings (`success <step> - 1.234s`) in a slice of the build's log. */
export function gatsbySteps(log: string): Array<[string, number]> {
  const steps: Array<[string, number]> = [];
  // eslint-disable-next-line no-control-regex -- Gatsby's progress output is full of ANSI escapes
  for (const match of log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').matchAll(/success (.+?) - ([\d.]+)s/g))
    steps.push([match[1].trim(), Math.round(Number(match[2]) * 1000)]);
  return steps;
}

/** The home page in each locale the bench publishes: its hero title is what the test reads back. */
const HOME_IN: Record<string, string> = { en: '/', de: '/de' };

export async function publishOnce(
  stack: Stack,
  run: number,
  locale = 'en',
): Promise<{ ms: number; searchableMs: number; breakdown: Array<[string, number]> }> {
  const title = `Benchmarked at ${new Date().toISOString()} (${locale} ${run})`;
  const buildsBefore = (await stack.status()).builds;
  const logBefore = stack.log().length;
  const home = await stack.pageId('home');
  const started = Date.now();
  await stack.publish('api::page.page', withHeroTitle(title), home, locale);
  const published = Date.now();
  // Polled for the new text (every 250 ms: tests/support/until.ts), but timed by the site server's own
  // record of the build that serves it: it went live at its swap (`lastSuccess.at`) and started
  // `durationMs` before, on this machine's clock. Timed by the poll, each figure carried up to a
  // quarter of a second of the poll's own, a tenth of a publish on a fast machine.
  const status = await until(
    'the change to go live',
    async () => {
      if ((await stack.servedHeroTitle(HOME_IN[locale])) !== title) return undefined;
      const current = await stack.status();
      return current.builds > buildsBefore && current.lastSuccess ? current : undefined;
    },
    300_000,
    stack.log,
  );
  const { at, durationMs: buildMs } = status.lastSuccess!;
  const live = Date.parse(at);
  const buildStarted = live - buildMs;
  // The build's work once it is live (its search index) ends when the site server is idle again.
  await idle(stack);
  const searchable = Date.now();
  const log = stack.log().slice(logBefore);
  const sum = (list: Array<[string, number]>) => list.reduce((total, [, ms]) => total + ms, 0);
  const steps = gatsbySteps(log).filter(([, ms]) => ms >= 50);
  const ownSteps = builderSteps(log);
  const gatsbyProcessMs = sum(ownSteps.filter(([name]) => name === GATSBY_PROCESS_STEP));
  const afterLive = ownSteps.filter(([name]) => name.endsWith(AFTER_LIVE));
  const aroundGatsby = ownSteps.filter(([name]) => name !== GATSBY_PROCESS_STEP && !name.endsWith(AFTER_LIVE));
  return {
    ms: live - started,
    searchableMs: searchable - started,
    breakdown: [
      ['publish call (admin API)', published - started],
      ['until the build starts (webhook)', Math.max(0, buildStarted - published)],
      ...steps.map(([name, ms]): [string, number] => [`gatsby: ${name}`, ms]),
      [
        'gatsby: the rest of its process (start-up, steps under 50 ms, saving its state)',
        Math.max(0, gatsbyProcessMs - sum(steps)),
      ],
      ...aroundGatsby.map(([name, ms]): [string, number] => [`site server: ${name}`, ms]),
      [
        'rest of the build (starting the next Gatsby process, the swap)',
        Math.max(0, buildMs - gatsbyProcessMs - sum(aroundGatsby)),
      ],
      ...afterLive.map(([name, ms]): [string, number] => [
        `after live: site server: ${name.slice(0, -AFTER_LIVE.length)}`,
        ms,
      ]),
      [
        'after live: the rest until the site server is idle (the swap)',
        Math.max(0, searchable - live - sum(afterLive)),
      ],
    ],
  };
}

/** Between one publish going live and searchable and the next publish: an editor edits before
 * publishing again, and `npm start` uses the time to load the next build's Gatsby process
 * (docs/rebuilds-and-preview.md). */
const PUBLISH_INTERVAL_MS = 5000;

export async function publishToLive(stack: Stack, runs: number, locale = 'en'): Promise<PublishFigures> {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    await new Promise((resolve) => setTimeout(resolve, PUBLISH_INTERVAL_MS));
    results.push(await publishOnce(stack, run, locale));
  }
  const sorted = [...results].sort((a, b) => a.ms - b.ms);
  const middle = sorted[Math.floor(sorted.length / 2)];
  const searchableRunsMs = results.map((r) => r.searchableMs);
  return {
    medianMs: middle.ms,
    runsMs: results.map((r) => r.ms),
    searchableMedianMs: [...searchableRunsMs].sort((a, b) => a - b)[Math.floor(searchableRunsMs.length / 2)],
    searchableRunsMs,
    breakdown: middle.breakdown,
  };
}

export async function idle(stack: Stack): Promise<void> {
  await until(
    'the site server to be idle',
    async () => ((await stack.status()).state === 'idle' ? true : undefined),
    600_000,
    stack.log,
  );
}

/** One cold build: the cache dropped (server/gatsby-cache.ts: the stamp naming the CMS removed) with the
 * bench's encoded images, a build asked for; its duration as the site server timed it. */
export async function coldRebuildMs(stack: Stack): Promise<number> {
  await idle(stack);
  fs.rmSync(path.join(ROOT, '.cache', 'cms-source'), { force: true });
  // The images encoded by earlier builds too, when the bench keeps its own (./run.ts).
  const images = process.env.GATSBY_IMAGE_CACHE_DIR;
  if (images && images !== 'off') fs.rmSync(images, { recursive: true, force: true });
  const before = (await stack.status()).builds;
  const asked = await stack.requestBuild();
  if (asked.status !== 202) throw new Error(`The site server refused a build: ${asked.status}`);
  await until(
    'the cold build',
    async () => {
      const status = await stack.status();
      return status.builds > before && status.state === 'idle' ? status : undefined;
    },
    600_000,
    stack.log,
  );
  const status = await stack.status();
  if (!status.lastSuccess || (status.lastFailure?.at && status.lastFailure.at > status.lastSuccess.at))
    throw new Error('The cold build failed.');
  return status.lastSuccess.durationMs;
}
