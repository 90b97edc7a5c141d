/**
 * The first-tap figure for `npm run bench` (issue 67, item 4): a visitor on a phone (4x CPU, slow 4G)
 * taps the menu, search or chat button with no hover first, either as soon as the button is painted
 * (the page's code still on its way: the head script keeps the tap, src/lib/earlyClicks.ts) or once the
 * page has loaded and settled (what the button opens is fetched on the tap). Each is timed from the
 * tap's click event to the first frame painted with what it opens.
 * tests/e2e/early-clicks.spec.ts checks the same taps as a test; this puts figures on them.
 */
import type { Browser } from 'playwright-core';
import { median } from './paired';
import { openSettled, phoneTab } from './walk';

/** The buttons, and what shows when each has opened. */
const CONTROLS = [
  { name: 'menu', button: '.site-header__menu-button', shown: '#site-navigation.site-nav--open a' },
  { name: 'search', button: '.site-header__search', shown: 'dialog[open] [role=combobox]' },
  { name: 'chat', button: '#chat-launcher', shown: '#chat-panel:not([hidden]) :is(.chat-contact__intro, .chat-msg)' },
] as const;

const MOMENTS = ['as soon as painted', 'once loaded'] as const;

export interface TapFigures {
  control: (typeof CONTROLS)[number]['name'];
  moment: (typeof MOMENTS)[number];
  /** From the tap's click event to the first frame painted with what it opens (ms), one a run. */
  toContentMs: number[];
}

/**
 * Runs in the document before its scripts: from the first click's time stamp (when the browser took
 * the input, so time it waited for a busy main thread counts) to the first frame in which `shown` is
 * visible, timed from a task queued in that frame's animation callback (it runs once the frame is
 * rendered). Leaves the milliseconds on the window as `firstTapMs`. A string, as bench/walk.ts's.
 */
const TIME_TAP = (shown: string) => `(() => {
  addEventListener('click', (event) => {
    const tapped = event.timeStamp;
    const check = () => {
      const content = document.querySelector(${JSON.stringify(shown)});
      if (content && content.checkVisibility()) setTimeout(() => (window.firstTapMs = performance.now() - tapped));
      else requestAnimationFrame(check);
    };
    check();
  }, { capture: true, once: true });
})();`;

/** `runs` taps of each button at each moment, each on a fresh phone from the home page. */
export async function firstTapFigures(browser: Browser, siteUrl: string, runs: number): Promise<TapFigures[]> {
  const figures: TapFigures[] = CONTROLS.flatMap(({ name }) =>
    MOMENTS.map((moment) => ({ control: name, moment, toContentMs: [] })),
  );
  for (let run = 0; run < runs; run += 1) {
    for (const control of CONTROLS) {
      for (const moment of MOMENTS) {
        console.log(`  First tap ${run + 1} of ${runs}: ${control.name}, ${moment}`);
        const { context, page, quiet } = await phoneTab(browser);
        try {
          await page.addInitScript({ content: TIME_TAP(control.shown) });
          if (moment === 'once loaded') await openSettled(page, siteUrl, quiet);
          else await page.goto(siteUrl, { waitUntil: 'commit' });
          // Playwright's tap: a touch where the button is, once it is visible and still (no hover).
          await page.locator(control.button).tap();
          const ms = await page
            .waitForFunction(() => (window as unknown as { firstTapMs?: number }).firstTapMs)
            .then((handle) => handle.jsonValue());
          figures
            .find((figure) => figure.control === control.name && figure.moment === moment)!
            .toContentMs.push(Math.round(Number(ms)));
        } finally {
          await context.close();
        }
      }
    }
  }
  return figures;
}

/** The rows of RESULTS.md's table: [what, measured, goal, met], one a button and moment. No goal: the
 * issue asks for the figure. */
export function firstTapRows(figures: TapFigures[]): Array<[string, string, string, boolean | null]> {
  return figures.map(({ control, moment, toContentMs }) => [
    `first tap on a phone (4x CPU, slow 4G), no hover first: the ${control} button tapped ${moment}, to what it opens painted (median)`,
    `${Math.round(median(toContentMs))} ms (runs ${toContentMs.join(', ')})`,
    '-',
    null,
  ]);
}
