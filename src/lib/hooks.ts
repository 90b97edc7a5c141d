/**
 * The components' door to the store: a context and three hooks, in place of react-redux (about 1.2 KB
 * compressed in every first load, with the `use-sync-external-store` shim it brings for React 17).
 * React 18 and later have `useSyncExternalStore` themselves, and the site's selectors each read one
 * slice or one field of the state (never a new object), so comparing by identity, as react-redux
 * does by default, is all a selector needs. The store behind it may be the browser's deferred store
 * (src/lib/deferredStore.ts), which has getState, subscribe and dispatch alone; the hooks are typed by
 * the real store's type.
 */
import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppDispatch, AppStore, RootState } from '../app/store';

const StoreContext = createContext<AppStore | null>(null);

/** Gives `store` to every hook below it (src/app/wrapRoot.tsx's StoreRoot, and the tests' render). */
export function StoreProvider({ store, children }: { store: AppStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore: no store; render inside StoreProvider');
  return store;
}

export const useAppDispatch = (): AppDispatch => useAppStore().dispatch;

/** The selected value, rendered again when a change of the state changes it (compared by identity). */
export function useAppSelector<Selected>(select: (state: RootState) => Selected): Selected {
  const store = useAppStore();
  // Kept while the store is: a new subscribe function would make React subscribe again on each render.
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const read = () => select(store.getState());
  // The server's render and the hydration read the same state: the store the page was rendered with.
  return useSyncExternalStore(subscribe, read, read);
}
