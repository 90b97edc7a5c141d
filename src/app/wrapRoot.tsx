/** The provider shared by gatsby-browser and gatsby-ssr's wrapRootElement. */
import * as React from 'react';
import { StoreProvider } from '../lib/hooks';
import type { AppDispatch, AppStore, RootState } from './store';
import type { LoadedStore } from '../lib/deferredStore';

export function StoreRoot({
  store,
  children,
}: {
  store: LoadedStore<RootState, AppDispatch>;
  children: React.ReactNode;
}) {
  // The hooks use getState, subscribe and dispatch alone, which the browser's deferred store has
  // (../lib/deferredStore.ts); they are typed by the real store's type (src/lib/hooks.ts).
  return <StoreProvider store={store as AppStore}>{children}</StoreProvider>;
}
