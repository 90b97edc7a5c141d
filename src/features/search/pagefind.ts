/**
 * Pagefind's browser script (`/pagefind/pagefind.js`, written beside the pages by every build:
 * server/search-index.ts), loaded at run time, not bundled: it is the build's own, matched to its
 * index, and webpack must not try to resolve it (webpackIgnore). It fetches its WebAssembly and the
 * index's chunks for the words searched, from the index of the page's `<html lang>`, so a German page
 * searches German pages only. Loaded once per page load, on the first sign that the visitor wants to
 * search (src/shell/SearchButton.tsx).
 */
import { withPrefix } from 'gatsby';
import type { PagefindResultData } from './results';

/** The part of Pagefind's browser API the search uses (pagefind.app/docs/api). */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

/** Words around a match in an excerpt: about two lines of the dialog. */
const EXCERPT_WORDS = 24;

let loading: Promise<Pagefind> | null = null;
/** The `<html lang>` Pagefind started with: it picks its index by it once, when it starts. */
let startedIn: string | null = null;

const pageLanguage = () => document.documentElement.lang;

async function start(pagefind: Pagefind): Promise<Pagefind> {
  startedIn = pageLanguage();
  await pagefind.options({ excerptLength: EXCERPT_WORDS });
  await pagefind.init();
  return pagefind;
}

export function loadPagefind(): Promise<Pagefind> {
  if (loading && startedIn !== pageLanguage()) {
    // A client-side move into another language's page: Pagefind starts again, on that language's index.
    loading = loading.then(async (pagefind) => {
      await pagefind.destroy();
      return start(pagefind);
    });
  }
  loading ??= (import(/* webpackIgnore: true */ withPrefix('/pagefind/pagefind.js')) as Promise<Pagefind>).then(start);
  const current = loading;
  current.catch(() => {
    if (loading === current) loading = null; // offline, say: the next search tries again
  });
  return current;
}
