/**
 * Keeps the theme slice's screen size and scroll direction current (SPEC section 3) at almost no cost:
 * a scroll or resize event only sets a flag, and the window is read at most once per
 * LISTENER_THROTTLE_MS, dispatching only real changes. No component selects the size, so a resize
 * re-renders nothing; the header alone selects the scroll direction. A chunk of its own, started by
 * the visitor's first scroll or resize (./useWindowTracking.ts).
 */
import { LISTENER_THROTTLE_MS } from '../../config/constants';
import type { ThemeState } from './themeState';
import { firstScreenThemeActions, scrollDirectionBetween } from './themeState';

const { setScreenSize, setScrollDirection } = firstScreenThemeActions;

/** The part of the store the tracking needs. */
export interface TrackedStore {
  getState(): { theme: ThemeState };
  dispatch(action: ReturnType<typeof setScreenSize> | ReturnType<typeof setScrollDirection>): unknown;
}

/** `read` at most once per `ms`, on the trailing edge: each event costs one comparison. */
function coalesce(read: () => void, ms: number): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    window.setTimeout(() => {
      pending = false;
      read();
    }, ms);
  };
}

/** Reads the window now (the event that started the tracking) and on every later scroll and resize,
 * from `startY`, where the page was before; returns a function that stops it. */
export function trackWindow(store: TrackedStore, startY: number): () => void {
  let lastY = startY;
  const readSize = () => {
    const { screenWidth, screenHeight } = store.getState().theme;
    if (screenWidth !== window.innerWidth || screenHeight !== window.innerHeight) {
      store.dispatch(setScreenSize({ width: window.innerWidth, height: window.innerHeight }));
    }
  };
  const readScroll = () => {
    const y = window.scrollY;
    // Near the top the header always shows.
    const direction = y < 80 ? 'up' : scrollDirectionBetween(lastY, y);
    lastY = y;
    if (direction && direction !== store.getState().theme.scrollDirection)
      store.dispatch(setScrollDirection(direction));
  };
  const onResize = coalesce(readSize, LISTENER_THROTTLE_MS);
  const onScroll = coalesce(readScroll, LISTENER_THROTTLE_MS);
  readSize();
  readScroll();
  window.addEventListener('resize', onResize, { passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('resize', onResize);
    window.removeEventListener('scroll', onScroll);
  };
}
