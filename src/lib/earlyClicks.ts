/**
 * A tap on the menu, search or chat button taken from the first moment (issue 67). The buttons are in
 * the build's HTML, painted long before the first load's JavaScript has run on a slow phone, and React
 * hears nothing until it has hydrated; and after that, search and chat fetch their code on the tap
 * when no hover came first. The head script (src/app/headScript.ts) hears every click on a button
 * marked `data-early`: it marks the button `data-taken` (styled as busy in global.css, so the visitor
 * sees the tap was taken), and before hydration keeps what it asked for. Once hydrated, the button's
 * component opens what was asked for (takeEarlyClick). The mark comes off once what the tap opens is
 * on screen: search and chat take it off from their own chunks (./earlyClickShown.ts); the menu,
 * whose code is the page's, drops its `data-early` once hydrated, which ends the busy look. So next
 * to nothing of this is in a page's first load.
 */

/** The controls that take a click before their code: each names what it opens. */
export type EarlyControl = 'menu' | 'search' | 'chat';

interface EarlyWindow {
  /** The controls clicked before hydration, as the head script kept them. */
  __early?: Partial<Record<EarlyControl, 1>>;
  /** Set once the page has hydrated: from then on React answers the clicks, and the script keeps none. */
  __live?: boolean;
}

/**
 * Statements of the head script. Capture on the document: it runs before React's own listener on its
 * root, which may answer the same click if hydration has begun (both then open: opening is idempotent).
 */
export const EARLY_CLICK_SCRIPT = `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early]');if(b){b.setAttribute('data-taken','');if(!window.__live)(window.__early||(window.__early={}))[b.getAttribute('data-early')]=1}},true);`;

/**
 * Called by a button's component once hydrated (an effect on mount): whether `control` was clicked
 * before, forgetting the click (it is answered once). From then on the page's clicks are React's.
 * The caller opens what was asked for, never toggles: React may have answered the same click.
 */
export function takeEarlyClick(control: EarlyControl): boolean {
  const early = window as EarlyWindow;
  early.__live = true;
  const kept = early.__early;
  return !!kept?.[control] && delete kept[control];
}
