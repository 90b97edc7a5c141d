/** The provider shared by gatsby-browser and gatsby-ssr's wrapRootElement. */
import * as React from 'react';
import { Provider } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';
import type { LoadedStore } from '../lib/deferredStore';

export function StoreRoot({
  store,
  children,
}: {
  store: LoadedStore<RootState, AppDispatch>;
  children: React.ReactNode;
}) {
  // react-redux uses getState, subscribe and dispatch alone, which the browser's deferred store has
  // (./deferredStore.ts); the hooks are typed by the real store's type (src/lib/hooks.ts).
  return <Provider store={store as AppStore}>{children}</Provider>;
}
