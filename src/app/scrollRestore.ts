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

/**
 * Where a route should be: a position, or where something will be once it has rendered (a link's
 * section: keepSectionInView). A position, once reached, is left to the visitor; a section can still
 * move as the parts above it arrive, so it is followed until the visitor scrolls or time is up.
 */
export type ScrollPlace = number | (() => number);

/** Scrolls to `place` now and again as the page grows; returns what stops it (the next route stops it too). */
export function keepScrollPosition(place: ScrollPlace, patienceMs = KEEP_SCROLL_MS): () => void {
  stopKeeping();
  const settles = typeof place === 'number';
  // Scrolls if not there yet; says whether it is there now (the browser cuts a scroll to the page's height).
  const apply = () => {
    const y = settles ? place : place();
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  };
  // Most routes (a new one, at the top) are there at once: nothing to watch.
  if (apply() && settles) return (stopKeeping = () => {});
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => apply() && settles && stop()) : null;
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

/**
 * A link to a section of another page (`/services#event-request`): Gatsby's scroll handler scrolls to
 * the section only if it is there as the route renders, and otherwise leaves the new page where the
 * last one was scrolled to. A section in a block whose code has not come yet appears a moment later,
 * so the page starts at the top and is scrolled to the section as soon as it is there, below the
 * header as the browser would put it (the page's scroll-padding-top).
 */
export function keepSectionInView(hash: string): void {
  let id = '';
  try {
    id = decodeURI(hash.slice(1)); // as Gatsby's scroll handler reads it
  } catch {
    return; // a malformed escape (`#50%`) names no section (patches/README.md)
  }
  if (!id || document.getElementById(id)) return;
  keepScrollPosition(() => {
    const section = document.getElementById(id);
    if (!section) return 0;
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    return section.getBoundingClientRect().top + window.scrollY - padding;
  });
}
