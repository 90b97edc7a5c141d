import * as React from 'react';

const subscribe = () => () => {};

/** False during the server render and hydration, true after: for attributes only the browser knows. */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
