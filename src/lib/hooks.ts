/**
 * The components' door to the store: a context and three hooks, in place of react-redux (about 1.2 KB
 * compressed in every first load, with the `use-sync-external-store` shim it brings for React 17).
 * React 18 and later have `useSyncExternalStore` themselves, and the site's selectors each read one
 * slice or one field of the state, compared by identity as react-redux does by default. The store behind it may be the browser's deferred store
 * (src/lib/deferredStore.ts), which has getState, subscribe and dispatch alone; the hooks are typed by
 * the real store's type.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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
  // The value kept while the state and the selector are the same, as react-redux keeps it: a selector
  // that derives a new array or object on each call would otherwise give React a new snapshot on every
  // read, and it would render again without end.
  const kept = useRef<{ state: RootState; select: typeof select; value: Selected } | null>(null);
  const read = () => {
    const state = store.getState();
    const last = kept.current;
    if (last && last.state === state && last.select === select) return last.value;
    const value = select(state);
    kept.current = { state, select, value };
    return value;
  };
  // The server's render and the hydration read the same state: the store the page was rendered with.
  return useSyncExternalStore(subscribe, read, read);
}
