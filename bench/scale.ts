/**
 * The editors' loop as the site grows: publish-to-live of one edit on the seeded site and, in the same
 * run, after the site was grown in stages through the admin API of the running `npm start` (first
 * `SCALE_ARTICLES` articles, issue 48; then `SCALE_PAGES` landing pages of four blocks each, issue 50),
 * each timed step by step (./publish.ts); and the cold build after each stage beside the seeded one's.
 */
import type { Row } from '../tests/support/admin';
import { until, type Stack } from '../tests/support/stack';
import { coldRebuildMs, idle, publishToLive, type PublishFigures } from './publish';

/** How many articles, then landing pages, the full bench adds; the smoke in `npm test` adds a few of
 * each, to run the same code. */
export const SCALE_ARTICLES = 300;
export const SCALE_PAGES = 1000;
/** The goals: with the pages added, publish-to-live under 8 s and at most 1.3x the seeded site's. */
export const SCALE_PUBLISH_GOAL_MS = 8000;
export const SCALE_RATIO_GOAL = 1.3;

const PAGE = 'api::page.page';
const ARTICLE = 'api::article.article';
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

/** What a generated article borrows from a seeded one: its cover (an editor would upload one; the
 * bench's cold build would then measure image encoding, not the site's size), author and category. */
export interface ArticleTemplate {
  cover: number;
  author: string;
  category: string;
}

/** An article as editors write them: a summary, four paragraphs and a quote (a few minutes' reading),
 * its author, category, tags, date and SEO; the date runs back a day per article. */
export function generatedArticle(n: number, { cover, author, category }: ArticleTemplate): Row {
  const title = `Generated insight ${n}: what delivery teams learn`;
  const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
  const lesson = `Lesson ${n}: plans hold when risks are named early, owners are clear and the client hears bad news first. `;
  return {
    title,
    slug: `generated-insight-${n}`,
    summary: `What the benchmark's article ${n} says about planning, delivery and handing over a project.`,
    cover,
    body: [
      {
        __component: 'blocks.rich-text',
        heading: 'What we saw',
        body: [1, 2, 3, 4].map((part) => paragraph(lesson.repeat(4) + `Part ${part}.`)),
      },
      { __component: 'blocks.quote', quote: 'The plan was honest from the first week.', author: 'A client' },
    ],
    author: { connect: [{ documentId: author, locale: 'en' }] },
    category: { connect: [{ documentId: category, locale: 'en' }] },
    tags: 'planning, delivery',
    date: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString().slice(0, 10),
    seo: { metaDescription: `Generated insight ${n} of the benchmark's content-scale figure.` },
  };
}

/** The seeded English articles' covers, authors and categories, to cycle through. */
async function articleTemplates(stack: Stack): Promise<ArticleTemplate[]> {
  type Related = { documentId: string } | null;
  const { results } = (await stack.contentManager('GET', `collection-types/${ARTICLE}?locale=en&pageSize=100`)) as {
    results: Array<{ documentId: string; author: Related; category: Related }>;
  };
  const templates: ArticleTemplate[] = [];
  for (const { documentId, author, category } of results) {
    const { data } = (await stack.contentManager('GET', `collection-types/${ARTICLE}/${documentId}?locale=en`)) as {
      data: { cover: { id: number } | null };
    };
    if (data.cover && author && category)
      templates.push({ cover: data.cover.id, author: author.documentId, category: category.documentId });
  }
  if (templates.length === 0) throw new Error('No seeded article with a cover, an author and a category to copy');
  return templates;
}

/** Runs `make(n)` for n in 1..count, `CONCURRENCY` at a time. */
async function inParallel(count: number, make: (n: number) => Promise<unknown>): Promise<void> {
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const n = next;
      next += 1;
      await make(n);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** What one stage of growth adds: generated articles or landing pages, each created and published by
 * one admin call, as "Publish" on a new entry. */
export interface Growth {
  kind: 'articles' | 'landing pages';
  count: number;
}

async function grow(stack: Stack, { kind, count }: Growth): Promise<string> {
  if (kind === 'landing pages') {
    await inParallel(count, (n) =>
      stack.contentManager('POST', `collection-types/${PAGE}/actions/publish`, generatedPage(n)),
    );
    return `/generated-page-${count}`;
  }
  const templates = await articleTemplates(stack);
  await inParallel(count, (n) =>
    stack.contentManager(
      'POST',
      `collection-types/${ARTICLE}/actions/publish?locale=en`,
      generatedArticle(n, templates[n % templates.length]),
    ),
  );
  return `/insights/generated-insight-${count}`;
}

/** One stage's figures: publish-to-live of one edit once its content is served, and the cold build. */
export interface StageFigures extends Growth {
  /** Adding it through the admin API, and the site server's builds until the last entry is served. */
  addMs: number;
  grown: PublishFigures;
  /** grown / seeded publish-to-live medians. */
  ratio: number;
  /** The cold build of the grown site (null in the smoke, which skips it). */
  coldMs: number | null;
}

export interface ScaleFigures {
  seeded: PublishFigures;
  /** In the order grown: each stage's site holds every earlier stage's content too. */
  stages: StageFigures[];
}

export async function scaleFigures(
  stack: Stack,
  { stages, runs, cold }: { stages: Growth[]; runs: number; cold: boolean },
): Promise<ScaleFigures> {
  const seeded = await publishToLive(stack, runs);
  const figures: StageFigures[] = [];
  for (const stage of stages) {
    const started = Date.now();
    const last = `${stack.siteUrl}${await grow(stack, stage)}`;
    // Every entry published: the builds the webhooks asked for land; the last entry answering says the
    // last of them did (the webhook of the last publish may arrive after a moment of idleness).
    await until(
      `the last of the added ${stage.kind} to be served`,
      async () => ((await fetch(last)).ok ? true : undefined),
      900_000,
      stack.log,
    );
    await idle(stack);
    const addMs = Date.now() - started;
    const grown = await publishToLive(stack, runs);
    const coldMs = cold ? await coldRebuildMs(stack) : null;
    figures.push({ ...stage, addMs, grown, ratio: grown.medianMs / seeded.medianMs, coldMs });
  }
  return { seeded, stages: figures };
}
