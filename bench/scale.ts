/**
 * The editors' loop as the site grows (issue 50): publish-to-live of one edit on the seeded site and,
 * in the same run, after `count` more landing pages of four blocks each were published through the
 * admin API into the running `npm start`, each timed step by step (./publish.ts); and the cold build
 * of the grown site beside the seeded one's.
 */
import type { Row } from '../tests/support/admin';
import { until, type Stack } from '../tests/support/stack';
import { coldRebuildMs, idle, publishToLive, type PublishFigures } from './publish';

/** How many pages the full bench adds; the smoke in `npm test` adds a few, to run the same code. */
export const SCALE_PAGES = 1000;
/** The goals: with the pages added, publish-to-live under 8 s and at most 1.3x the seeded site's. */
export const SCALE_PUBLISH_GOAL_MS = 8000;
export const SCALE_RATIO_GOAL = 1.3;

const PAGE = 'api::page.page';
/** Parallel admin calls while adding pages: an editor team's pace, not a load test. */
const CONCURRENCY = 4;

/** A landing page as editors make them: a hero, a text, a quote and a call to action, with its SEO. */
export function generatedPage(n: number): Row {
  const title = `Generated landing page ${n}`;
  return {
    title,
    slug: `generated-page-${n}`,
    blocks: [
      { __component: 'blocks.hero', title, subtitle: `Campaign number ${n}, made by the benchmark.` },
      {
        __component: 'blocks.rich-text',
        heading: 'What we offer',
        body: [
          {
            type: 'paragraph',
            children: [{ type: 'text', text: `Project management, turnkey delivery and IT support, offer ${n}.` }],
          },
        ],
      },
      { __component: 'blocks.quote', quote: 'They delivered on time and on budget.', author: 'A client' },
      {
        __component: 'blocks.call-to-action',
        heading: 'Talk to us',
        primary: { label: 'Contact us', href: '/contact' },
      },
    ],
    seo: { metaDescription: `Generated landing page ${n} of the benchmark's content-scale figure.` },
  };
}

/** Creates and publishes `count` landing pages (one admin call each, as "Publish" on a new entry). */
export async function addLandingPages(stack: Stack, count: number, from = 1): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const n = next;
      next += 1;
      await stack.contentManager('POST', `collection-types/${PAGE}/actions/publish`, generatedPage(n));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

export interface ScaleFigures {
  pagesAdded: number;
  /** Adding them through the admin API, and the site server's builds until the last one is served. */
  addMs: number;
  seeded: PublishFigures;
  grown: PublishFigures;
  /** grown / seeded publish-to-live medians. */
  ratio: number;
  /** The cold build of the grown site (null in the smoke, which skips it). */
  grownColdMs: number | null;
}

export async function scaleFigures(
  stack: Stack,
  { count, runs, cold }: { count: number; runs: number; cold: boolean },
): Promise<ScaleFigures> {
  const seeded = await publishToLive(stack, runs);
  const started = Date.now();
  await addLandingPages(stack, count);
  // Every page published: the builds the webhooks asked for land; the last page answering says the
  // last of them did (the webhook of the last publish may arrive after a moment of idleness).
  const last = `${stack.siteUrl}/generated-page-${count}`;
  await until(
    'the last added page to be served',
    async () => ((await fetch(last)).ok ? true : undefined),
    900_000,
    stack.log,
  );
  await idle(stack);
  const addMs = Date.now() - started;
  const grown = await publishToLive(stack, runs);
  const grownColdMs = cold ? await coldRebuildMs(stack) : null;
  return { pagesAdded: count, addMs, seeded, grown, ratio: grown.medianMs / seeded.medianMs, grownColdMs };
}
