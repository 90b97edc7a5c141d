/**
 * Keeps the theme slice's screen size and scroll direction current (SPEC section 3) at almost no cost:
 * nothing runs during hydration (the listeners are added when the browser is first idle; the store
 * starts from the window's size, src/app/store.ts), a scroll or resize event only sets a flag, and the
 * window is read at most once per LISTENER_THROTTLE_MS, dispatching only real changes. No component
 * selects the size, so a resize re-renders nothing; the header alone selects the scroll direction.
 */
import * as React from 'react';
import { useAppStore } from '../../lib/hooks';
import { LISTENER_THROTTLE_MS } from '../../config/constants';
import { whenIdle } from '../../lib/whenIdle';
import { firstScreenThemeActions, scrollDirectionBetween } from './themeState';

const { setScreenSize, setScrollDirection } = firstScreenThemeActions;

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

export function useWindowTracking() {
  const store = useAppStore();
  React.useEffect(() => {
    let lastY = window.scrollY;
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
    let listening = false;
    const cancelIdle = whenIdle(() => {
      listening = true;
      readSize(); // a resize between the first render and now
      lastY = window.scrollY;
      window.addEventListener('resize', onResize, { passive: true });
      window.addEventListener('scroll', onScroll, { passive: true });
    });
    return () => {
      cancelIdle();
      if (!listening) return;
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
    };
  }, [store]);
}
