/** Side effects that follow actions, kept out of reducers and components (RTK listener middleware). */
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setDarkMode, toggleDarkMode } from '../features/theme/themeSlice';
import { applyDarkMode } from '../features/theme/themePersistence';
import { startChatPersistence } from '../features/chat/chatPersistence';
import type { RootState } from './store';

export const listenerMiddleware = createListenerMiddleware();

listenerMiddleware.startListening({
  matcher: isAnyOf(setDarkMode, toggleDarkMode),
  effect: (_action, api) => {
    applyDarkMode((api.getState() as RootState).theme.darkMode);
  },
});

startChatPersistence(listenerMiddleware);
