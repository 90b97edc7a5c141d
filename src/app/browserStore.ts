/**
 * The browser's one store (src/lib/deferredStore.ts): Redux Toolkit and the slices load with
 * ./store.ts on the first action or sign of intent, and at once when this browser session holds a
 * conversation to restore. A click of the theme switch before then is painted at once, as the store
 * would paint it (applyDarkMode). Gatsby wraps a page's `Head` in wrapRootElement too, rendered into a React
 * root of its own: both roots share this store.
 */
import type { AppDispatch, AppStore, RootState } from './store';
import { createDeferredStore, type DeferredStore } from '../lib/deferredStore';
import { currentThemeState, firstScreenThemeActions } from '../features/theme/themeState';
import { applyDarkMode } from '../features/theme/themePersistence';
import { initialChatState, savedChatExists } from '../features/chat/chatState';

let browserStore: DeferredStore<RootState, AppDispatch> | null = null;

const setDarkModeType = firstScreenThemeActions.setDarkMode(true).type;

/** The state before the store has loaded: what the first screen shows, read without the toolkit. */
function firstScreenState(): RootState {
  return { theme: currentThemeState(), chat: initialChatState };
}

/** What a click must show in its own frame while the store loads: the theme switch's paint. */
function applyAtOnce(action: { type: string; payload?: unknown }): void {
  if (action.type === setDarkModeType && typeof action.payload === 'boolean') applyDarkMode(action.payload);
}

export function getBrowserStore(): DeferredStore<RootState, AppDispatch> {
  if (browserStore) return browserStore;
  browserStore = createDeferredStore(
    firstScreenState(),
    () =>
      import('./store').then(({ makeStore, browserPreloadedState }): AppStore =>
        makeStore(browserPreloadedState(firstScreenState())),
      ),
    { applyAtOnce },
  );
  if (savedChatExists()) browserStore.ready().catch(() => undefined); // a conversation to carry on
  return browserStore;
}
