/**
 * Save-to-preview: an editor saves a draft (without publishing) through the admin API, exactly as
 * the admin panel does, and the time until the draft preview's data endpoint (what the preview page
 * renders from) returns it. The preview URL is asked for the way the admin asks for it, so the
 * signed-URL-to-cookie exchange is the real one.
 */
import { withHeroTitle } from '../tests/support/admin';
import { saveDraft } from '../tests/support/drafts';
import { until, type Stack } from '../tests/support/stack';

/** The home page: the page entry with the slug `home` (cms/src/contracts/pages.ts). */
const HOME = 'api::page.page';

export interface PreviewFigures {
  /** Median over the runs, in ms. */
  saveToPreviewMs: number;
  runsMs: number[];
}

async function previewCookie(stack: Stack): Promise<string> {
  const { data } = (await stack.contentManager(
    'GET',
    `preview/url/${HOME}?documentId=${await stack.pageId('home')}&status=draft`,
  )) as { data: { url: string } };
  // The URL names the site as browsers reach it (localhost); this process reaches the same server.
  const url = new URL(data.url);
  const response = await fetch(`${stack.siteUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
  const cookie = response.headers.get('set-cookie');
  if (response.status !== 303 || !cookie) throw new Error(`The preview URL was refused (${response.status}).`);
  return cookie.split(';')[0];
}

export async function measureSaveToPreview(stack: Stack, runs: number): Promise<PreviewFigures> {
  const cookie = await previewCookie(stack);
  const home = await stack.pageId('home');
  const draftTitle = async () => {
    const response = await fetch(`${stack.siteUrl}/__preview/data?path=/`, { headers: { cookie } });
    const { page } = (await response.json()) as {
      page: { data: { strapiPage: { blocks: Array<{ __typename: string; title?: string }> } } };
    };
    return page.data.strapiPage.blocks.find((block) => block.__typename === 'STRAPI__COMPONENT_BLOCKS_HERO')?.title;
  };
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const title = `Draft saved at ${new Date().toISOString()} (${run})`;
    const started = Date.now();
    await saveDraft(stack, HOME, withHeroTitle(title), home);
    await until(
      'the draft in the preview',
      async () => ((await draftTitle()) === title ? true : undefined),
      60_000,
      stack.log,
    );
    runsMs.push(Date.now() - started);
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { saveToPreviewMs: sorted[Math.floor(sorted.length / 2)], runsMs };
}
