/**
 * Theme state (SPEC section 3): language, the window's size, dark mode and the direction of the last
 * scroll. Pure reducers; writing the cookie and the `light` class happens in ./themePersistence.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE } from '../../config/constants';

export type ScrollDirection = 'up' | 'down';

export interface ThemeState {
  language: string;
  screenWidth: number;
  screenHeight: number;
  darkMode: boolean;
  scrollDirection: ScrollDirection;
}

export const initialThemeState: ThemeState = {
  language: DEFAULT_LANGUAGE,
  screenWidth: 0,
  screenHeight: 0,
  darkMode: true,
  scrollDirection: 'up',
};

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    setDarkMode(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload;
    },
    toggleDarkMode(state) {
      state.darkMode = !state.darkMode;
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

export const { setDarkMode, toggleDarkMode, setScreenSize, setScrollDirection } = themeSlice.actions;

/** Which way a scroll went, or null when it moved too little to count (jitter, rubber-banding). */
export function scrollDirectionBetween(previousY: number, currentY: number, threshold = 8): ScrollDirection | null {
  if (Math.abs(currentY - previousY) < threshold) return null;
  return currentY > previousY ? 'down' : 'up';
}
