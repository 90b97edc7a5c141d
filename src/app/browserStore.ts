/**
 * The browser's one store (src/lib/deferredStore.ts): Redux Toolkit and the slices load with
 * ./store.ts on the first action or sign of intent, and at once when this browser session holds a
 * conversation to restore. A click of the theme switch before then is painted and remembered at once
 * (applyDarkMode: the class and the cookie); the store, which starts from the mode the page was
 * first painted in, replays it as a change. Gatsby wraps a page's `Head` in
 * wrapRootElement too, rendered into a React root of its own: both roots share this store.
 */
import type { AppDispatch, AppStore, RootState } from './store';
import { createDeferredStore, type DeferredStore } from '../lib/deferredStore';
import { applyDarkMode, currentThemeState, firstScreenThemeActions } from '../features/theme/themeState';
import { initialChatState, savedChatExists } from '../features/chat/chatState';

let browserStore: DeferredStore<RootState, AppDispatch> | null = null;

const setDarkModeType = firstScreenThemeActions.setDarkMode(true).type;

/** The state before the store has loaded: what the first screen shows, read without the toolkit. */
function firstScreenState(darkMode?: boolean): RootState {
  return { theme: currentThemeState(darkMode), chat: initialChatState };
}

/** What a click must do in its own frame while the store loads: the theme switch's paint and cookie. */
function applyAtOnce(action: { type: string; payload?: unknown }): void {
  if (action.type === setDarkModeType && typeof action.payload === 'boolean') applyDarkMode(action.payload);
}

export function getBrowserStore(): DeferredStore<RootState, AppDispatch> {
  if (browserStore) return browserStore;
  const atStart = firstScreenState();
  browserStore = createDeferredStore(
    atStart,
    () =>
      import('./store').then(({ makeStore, browserPreloadedState }): AppStore =>
        // The window as it is now, the theme as first painted: a click since is replayed as a change.
        makeStore(browserPreloadedState(firstScreenState(atStart.theme.darkMode))),
      ),
    { applyAtOnce },
  );
  if (savedChatExists()) browserStore.ready().catch(() => undefined); // a conversation to carry on
  return browserStore;
}
