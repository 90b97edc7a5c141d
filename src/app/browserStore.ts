/**
 * The browser's one store (src/lib/deferredStore.ts): Redux Toolkit and the slices load with
 * ./store.ts on the first action or sign of intent, and at once when this browser session holds a
 * conversation to restore. Gatsby wraps a page's `Head` in wrapRootElement too, rendered into a React
 * root of its own: both roots share this store.
 */
import type { AppDispatch, AppStore, RootState } from './store';
import { createDeferredStore, type DeferredStore } from '../lib/deferredStore';
import { currentThemeState } from '../features/theme/themeState';
import { initialChatState, savedChatExists } from '../features/chat/chatState';

let browserStore: DeferredStore<RootState, AppDispatch> | null = null;

/** The state before the store has loaded: what the first screen shows, read without the toolkit. */
export function firstScreenState(): RootState {
  return { theme: currentThemeState(), chat: initialChatState };
}

export function getBrowserStore(): DeferredStore<RootState, AppDispatch> {
  if (browserStore) return browserStore;
  browserStore = createDeferredStore(firstScreenState(), () =>
    import('./store').then(({ makeStore, browserPreloadedState }): AppStore => makeStore(browserPreloadedState())),
  );
  if (savedChatExists()) browserStore.ready().catch(() => undefined); // a conversation to carry on
  return browserStore;
}
