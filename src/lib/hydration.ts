/**
 * Whether the browser is still in the page's first render (hydrating the server's HTML, or rendering
 * it where there is none, as `gatsby develop` does). Unlike ./useHydrated.ts, which re-renders its
 * component once hydration is over, this is a plain read: for decisions taken once, on mounting, by
 * components that must not render again before they are ready (src/features/forms/lazyForms.tsx).
 */
let firstRenderDone = false;

/** Called once the first render has been committed (by the store's root, src/app/wrapRoot.tsx). */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/** True in the browser until its first render is committed; false on the server, which renders all. */
export function inFirstBrowserRender(): boolean {
  return typeof window !== 'undefined' && !firstRenderDone;
}
