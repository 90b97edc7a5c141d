/**
 * The Redux store that wraps every page (gatsby-browser and gatsby-ssr wrapRootElement). The server
 * render makes a fresh one per page; the browser loads it on the visitor's first action or sign of
 * intent, one per browser session (./browserStore.ts), so no page's first load carries it.
 */
import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { themeSlice } from '../features/theme/themeSlice';
import { applyDarkMode } from '../features/theme/themeState';
import { chatSlice } from '../features/chat/chatSlice';
import { loadChatState, saveChatState } from '../features/chat/chatPersistence';

export const rootReducer = combineReducers({
  theme: themeSlice.reducer,
  chat: chatSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState });
  if (typeof window !== 'undefined') persistChanges(store);
  return store;
}

/**
 * Writes what must outlive the page whenever it changes: the theme (cookie and class on <html>, read
 * again by the inline script before the next first paint) and the chat conversation (sessionStorage,
 * read back by browserPreloadedState). A plain subscription compares slices by reference, which is
 * all this needs. The theme's mode is compared with the store's previous one: the store starts from
 * the mode the page was first painted in (./browserStore.ts), so a switch clicked before it loaded,
 * painted already, is replayed here as a change and written to the cookie.
 */
function persistChanges(store: { getState(): RootState; subscribe(listener: () => void): unknown }): void {
  let previous = store.getState();
  store.subscribe(() => {
    const current = store.getState();
    if (current.theme.darkMode !== previous.theme.darkMode) applyDarkMode(current.theme.darkMode);
    if (current.chat !== previous.chat) saveChatState(current.chat);
    previous = current;
  });
}

/** The state the browser's store starts from: the first screen's (what the page shows as it loads)
 * with this browser session's conversation, if there is one. */
export function browserPreloadedState(firstScreen: RootState): RootState {
  return { ...firstScreen, chat: loadChatState() ?? firstScreen.chat };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
/** A thunk of this app: plain async functions (createAsyncThunk's lifecycle actions are not needed). */
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
