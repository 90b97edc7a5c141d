/**
 * Theme state (SPEC section 3): language, the window's size, dark mode and the direction of the last
 * scroll. Pure reducers; writing the cookie and the `light` class happens in ./themeState.ts (applyDarkMode). The
 * state's shape and the first screen's actions are in ./themeState.ts (no Redux Toolkit in the first load).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialThemeState, type ScrollDirection } from './themeState';

export { initialThemeState, scrollDirectionBetween, type ScrollDirection, type ThemeState } from './themeState';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The page's language (issue 47): set from the page as it is shown, never chosen here. */
    setLanguage(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
    setDarkMode(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload;
    },
    setScreenSize(state, action: PayloadAction<{ width: number; height: number }>) {
      state.screenWidth = action.payload.width;
      state.screenHeight = action.payload.height;
    },
    setScrollDirection(state, action: PayloadAction<ScrollDirection>) {
      state.scrollDirection = action.payload;
    },
  },
});
