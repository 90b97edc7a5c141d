/**
 * The Redux store that wraps every page (gatsby-browser and gatsby-ssr wrapRootElement). One store
 * per browser session; the server render makes a fresh one per page.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { themeSlice, initialThemeState } from '../features/theme/themeSlice';
import { readPaintedDarkMode } from '../features/theme/themePersistence';
import { chatSlice } from '../features/chat/chatSlice';
import { loadChatState } from '../features/chat/chatPersistence';
import { listenerMiddleware } from './listeners';

export const rootReducer = combineReducers({
  theme: themeSlice.reducer,
  chat: chatSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware),
  });
}

/** The state the browser starts from: the theme the inline script already painted, and the chat
 * conversation of this browser session if there is one. */
export function browserPreloadedState(): Partial<RootState> {
  if (typeof document === 'undefined') return {};
  const chat = loadChatState();
  return {
    ...(chat ? { chat } : {}),
    theme: {
      ...initialThemeState,
      darkMode: readPaintedDarkMode(),
      screenWidth: window.innerWidth,
      screenHeight: window.innerHeight,
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
