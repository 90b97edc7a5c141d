/**
 * Keeps the theme slice's screen size and scroll direction current with passive listeners, throttled
 * to one update per LISTENER_THROTTLE_MS (and to actual changes) so scrolling never re-renders per frame.
 */
import * as React from 'react';
import { useAppDispatch, useAppStore } from '../../lib/hooks';
import { LISTENER_THROTTLE_MS } from '../../config/constants';
import { scrollDirectionBetween, setScreenSize, setScrollDirection } from './themeSlice';

function throttle(fn: () => void, ms: number) {
  let last = 0;
  let timer: number | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (timer === undefined) {
      timer = window.setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

export function useWindowTracking() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  React.useEffect(() => {
    let lastY = window.scrollY;
    const onResize = throttle(() => {
      const { screenWidth, screenHeight } = store.getState().theme;
      if (screenWidth !== window.innerWidth || screenHeight !== window.innerHeight) {
        dispatch(setScreenSize({ width: window.innerWidth, height: window.innerHeight }));
      }
    }, LISTENER_THROTTLE_MS);
    const onScroll = throttle(() => {
      const y = window.scrollY;
      // Near the top the header always shows.
      const direction = y < 80 ? 'up' : scrollDirectionBetween(lastY, y);
      lastY = y;
      if (direction && direction !== store.getState().theme.scrollDirection) dispatch(setScrollDirection(direction));
    }, LISTENER_THROTTLE_MS);
    window.addEventListener('resize', onResize, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
    };
  }, [dispatch, store]);
}
