/**
 * Starts the window tracking (./windowTracking.ts) on the visitor's first scroll or resize: until then
 * the store's size is the window's as the page started (./themeState.ts) and the direction is "up", so
 * neither the tracking's code nor its work is part of a page's first load. Where the page was before
 * that first scroll (a reload may restore a position) is read when the browser is first idle.
 */
import * as React from 'react';
import { useAppStore } from '../../lib/hooks';
import { whenIdle } from '../../lib/whenIdle';

const WAKING_EVENTS = ['scroll', 'resize'] as const;

export function useWindowTracking() {
  const store = useAppStore();
  React.useEffect(() => {
    let startY = 0;
    let stop: (() => void) | null = null;
    let unmounted = false;
    const cancelIdle = whenIdle(() => {
      startY = window.scrollY;
    });
    const listen = (add: boolean) => {
      for (const type of WAKING_EVENTS) {
        if (add) window.addEventListener(type, wake, { passive: true });
        else window.removeEventListener(type, wake);
      }
    };
    function wake() {
      listen(false);
      import('./windowTracking').then(
        ({ trackWindow }) => {
          if (!unmounted) stop = trackWindow(store, startY);
        },
        () => {
          if (!unmounted) listen(true); // offline: the next scroll tries again
        },
      );
    }
    listen(true);
    return () => {
      unmounted = true;
      cancelIdle();
      listen(false);
      stop?.();
    };
  }, [store]);
}
