/**
 * What the browser does before Gatsby loads the first page's data and hydrates (gatsby-browser's
 * onClientEntry, which Gatsby waits for).
 *
 * - Scroll restoration is manual (SPEC section 2): the browser must not restore on its own; Gatsby's
 *   scroll handler puts a new route at the top and a back/forward route where the visitor left it.
 * - It resolves in a new task, which ends the task that ran every module at start: the rest of the
 *   start (the page's data, its component's chunk, then hydration in slices) follows in tasks of its
 *   own instead of lengthening that one, the longest of the load, which Lighthouse counts as blocking
 *   time. The wait is one turn of the event loop.
 */
export function onClientEntry(): Promise<void> {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  return new Promise((resolve) => setTimeout(resolve, 0));
}
