/**
 * A returning visitor: the intro overlay (which has its own tests) already seen this visit, so it does
 * not sit over what a test or the bench clicks. The same cookie the site sets (src/features/intro).
 */
import type { Page } from 'playwright-core';
import { INTRO_SEEN_COOKIE } from '@contracts/browser-storage';

export async function skipIntro(page: Pick<Page, 'addInitScript'>): Promise<void> {
  await page.addInitScript((name) => {
    // The site's pages only: about:blank and data: documents refuse cookies with an error.
    if (location.protocol.startsWith('http')) document.cookie = `${name}=1; path=/`;
  }, INTRO_SEEN_COOKIE);
}
