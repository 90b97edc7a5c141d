/**
 * What a browser holds of the site after a visit, held against the one list of the keys the site sets
 * (cms/src/contracts/browser-storage.ts) and the privacy notice that names them: for
 * privacy-storage.spec.ts (a visit to the suite's site) and consent.spec.ts (the consent cookie and
 * Google's, on the build with an analytics id).
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  SITE_STORAGE,
  storageLabel,
  storedKeyOf,
  type BrowserStore,
  type StoredKey,
  type StoredWhen,
} from '@contracts/browser-storage';
import { expect } from './fixtures';

export interface HeldKey {
  store: BrowserStore;
  name: string;
}

/** Every cookie of the context (any site, any path), and every localStorage and sessionStorage key of
 * `page`'s origin in its tab. */
export async function heldKeys(context: BrowserContext, page: Page): Promise<HeldKey[]> {
  const cookies = (await context.cookies()).map(({ name }) => ({ store: 'cookie' as const, name }));
  const storage = await page.evaluate(() => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
  }));
  return [
    ...cookies,
    ...storage.localStorage.map((name) => ({ store: 'localStorage' as const, name })),
    ...storage.sessionStorage.map((name) => ({ store: 'sessionStorage' as const, name })),
  ];
}

/**
 * Every held key is one the site declares, and every declared key of kind `when` was seen (so the
 * list, and the notice that names it, holds no key such a visit does not set). Returns the entries seen.
 */
export function expectDeclared(held: HeldKey[], when: StoredWhen): StoredKey[] {
  const undeclared = held.filter(({ store, name }) => !storedKeyOf(store, name));
  expect(undeclared, 'keys the browser holds that cms/src/contracts/browser-storage.ts does not list').toEqual([]);
  const seen = new Set(held.map(({ store, name }) => storedKeyOf(store, name)));
  const unseen = SITE_STORAGE.filter((key) => key.when === when && !seen.has(key)).map(storageLabel);
  expect(unseen, `keys listed as set by a ${when} that the browser does not hold`).toEqual([]);
  return [...seen].filter((key): key is StoredKey => key !== undefined);
}

/** The names the privacy notice at `url` gives as code (as the seed writes every key's name). */
export async function noticeNames(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  return page.locator('main code').allTextContents();
}
