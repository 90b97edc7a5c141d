/**
 * A client-side navigation shows the next page only once the code its blocks need has come (issue 67).
 * Block code is lazy (src/blocks/registry.tsx, src/features/forms/lazyForms.tsx): Gatsby showed the
 * next page as soon as its data and template had come, its blocks rendered when their chunks arrived,
 * and everything below them moved (a layout shift of 0.376 on a move to /contact on a phone). So
 * Gatsby's navigate (`window.___navigate`, which `navigate()` and `<Link>` call: gatsby's
 * cache-dir/navigation.js) first loads the page as Gatsby would (`___loader.loadPage`), then the code
 * its data asks for, then navigates; and a hover of a link (`___loader.hovering`, which `<Link>` and the
 * islands' links call: src/lib/StaticIsland.tsx) fetches that code ahead of the click too.
 *
 * Nothing may keep a visitor from the next page: a failure (offline, a chunk that does not load) goes
 * on at once, and code slower than PAGE_CODE_PATIENCE_MS after the page's data is not waited for (the
 * page then shows as before, its blocks as they come). This module is part of every page's first
 * load, so it stays this small: what knows a page's code is loaded on the first hover or navigation.
 */

/** What Gatsby's loader resolves a page to: its query's result (`data`, `pageContext`) as `json`. */
interface PageResources {
  json?: unknown;
}

declare global {
  interface Window {
    /** Gatsby's public loader (cache-dir/loader.js, publicLoader). */
    ___loader: {
      loadPage: (path: string) => Promise<PageResources | undefined>;
      hovering: (path: string) => void;
    };
    /** Gatsby's navigate (cache-dir/navigation.js): a path, or a number of steps in the history. */
    ___navigate: (to: string | number, options?: object) => void;
  }
}

/** Fetches the code a page needs to render at once, given its query's result. */
export type CodeFor = (pageData: unknown) => Promise<unknown>;

/** How long a navigation waits for the next page's code once the page's data has come: about what the
 * code takes on a slow phone network, and not so long that a click seems to have been lost. */
export const PAGE_CODE_PATIENCE_MS = 3000;

/**
 * Wraps Gatsby's navigate and its loader's hover, once, in the browser (gatsby-browser's
 * onClientEntry). `loadCodeFor` gives what fetches a page's code (src/blocks/pageCode.ts, a chunk of
 * its own), fetched beside the page's data.
 */
export function holdNavigationsForPageCode(loadCodeFor: () => Promise<CodeFor>): void {
  const loader = window.___loader;
  const { hovering } = loader;
  const navigate = window.___navigate;
  // The last navigation asked for is the one that happens, whichever one's code came first.
  let latest = 0;
  /** The page at `path` (Gatsby's promise) and its code (a promise that never fails). */
  const load = (path: string) => {
    const page = loader.loadPage(path);
    const code = Promise.all([page, loadCodeFor()])
      .then(([resources, codeFor]) => codeFor(resources?.json))
      .catch(() => undefined);
    return [page, code] as const;
  };
  window.___navigate = (to, options) => {
    if (typeof to !== 'string') return navigate(to, options); // a step back or forward: already rendered once
    const id = ++latest;
    const { pathname, search } = new URL(to, window.location.href);
    const [page, code] = load(pathname + search);
    void page
      .then(
        () => Promise.race([code, new Promise((resolve) => setTimeout(resolve, PAGE_CODE_PATIENCE_MS))]),
        () => undefined,
      )
      .then(() => {
        if (id === latest) navigate(to, options);
      });
  };
  loader.hovering = (path) => {
    hovering(path);
    void load(path);
  };
}
