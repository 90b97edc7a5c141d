/**
 * Back, Forward and a reload put a page where the visitor left it: Gatsby's scroll handler scrolls to
 * the saved position as soon as the route has rendered (gatsby-browser's shouldUpdateScroll). Parts
 * whose code comes later (blocks, forms: src/blocks/registry.tsx, src/features/forms/lazyForms.tsx)
 * can leave the page shorter than it will be at that moment, and the browser cuts a scroll to the
 * page's height: the visitor landed hundreds of pixels above their place. So the position is applied
 * again each time the page grows, until it is reached, the visitor scrolls for themself, or a few
 * seconds have passed (a part that never comes must not pull the page later on).
 */

/** How long a position that the page cannot reach yet is kept waiting for the page to grow. */
export const KEEP_SCROLL_MS = 5000;
/** What the visitor does to scroll: from then on the position is theirs. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopKeeping = () => {};

/** Scrolls to `y` now and again as the page grows; returns what stops it (the next route stops it too). */
export function keepScrollPosition(y: number, patienceMs = KEEP_SCROLL_MS): () => void {
  stopKeeping();
  const reached = () => Math.abs(window.scrollY - y) < 1;
  window.scrollTo(0, y);
  // Most routes (a new one, at the top) are there at once: nothing to watch.
  if (reached()) return (stopKeeping = () => {});
  const apply = () => {
    if (reached()) stop();
    else window.scrollTo(0, y);
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
  const timer = setTimeout(() => stop(), patienceMs);
  function stop() {
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop, true);
  }
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, true);
  observer?.observe(document.body);
  stopKeeping = stop;
  return stop;
}
