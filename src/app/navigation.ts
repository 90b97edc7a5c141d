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
 * on at once (Gatsby's navigate then loads the page in full if it can), and after
 * PAGE_CODE_PATIENCE_MS it goes on without the code (the page then shows as before, its blocks as
 * they come). This module is part of every page's first load, so it stays this small: what knows a
 * page's code is loaded on the first hover or navigation.
 */

/** What Gatsby's loader resolves a page to (undefined if it could not load it): its query's result
 * (`data`, `pageContext`) as `json`. */
export type PageResources = { json?: unknown } | undefined;

declare global {
  interface Window {
    /** Gatsby's public loader (cache-dir/loader.js, publicLoader). */
    ___loader: {
      loadPage: (path: string) => Promise<PageResources>;
      /** Told of a link the visitor is about to follow (whatever it returns is not read). */
      hovering: (path: string) => unknown;
    };
    /** Gatsby's navigate (cache-dir/navigation.js): a path, or a number of steps in the history. */
    ___navigate: (to: string | number, options?: object) => void;
  }
}

/** Fetches the code a page needs to render at once, given the page as Gatsby's loader has it. */
export type CodeFor = (page: PageResources) => Promise<unknown>;

/** How long a navigation waits for the next page's data and code before it leaves them to come as
 * they may: about what they take on a slow phone network, and not so long that a click seems lost. */
export const PAGE_CODE_PATIENCE_MS = 4000;

/**
 * Wraps Gatsby's navigate and its loader's hover, once, in the browser (gatsby-browser's
 * onClientEntry). `loadCodeFor` gives what fetches a page's code (src/blocks/pageCode.ts, a chunk of
 * its own), fetched beside the page's data.
 */
export function holdNavigationsForPageCode(loadCodeFor: () => Promise<CodeFor>): void {
  const loader = window.___loader;
  const navigate = window.___navigate;
  // The last navigation asked for is the one that happens, whichever one's code came first.
  let latest = 0;
  /** Fetches the page at `path` and its code; never fails. Gatsby's own hover is its loadPage. */
  const prefetch = (path: string) =>
    Promise.all([loader.loadPage(path), loadCodeFor()])
      .then(([page, codeFor]) => codeFor(page))
      .catch(() => undefined);
  window.___navigate = (to, options) => {
    const id = ++latest;
    void Promise.race([
      // A step back or forward goes at once: its page has rendered before.
      typeof to === 'string' && prefetch(to.split('#')[0]),
      new Promise((resolve) => setTimeout(resolve, PAGE_CODE_PATIENCE_MS)),
    ]).then(() => {
      if (id === latest) navigate(to, options);
    });
  };
  loader.hovering = prefetch;
}
