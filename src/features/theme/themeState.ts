/**
 * The theme slice's state, its starting value and the actions the first screen sends, apart from the
 * slice (./themeSlice.ts): every page's first load needs these, and importing the slice would bring
 * Redux Toolkit with it. The slice loads with the store on the visitor's first sign of intent
 * (src/lib/deferredStore.ts).
 */
import { DARK_MODE_ENABLED, DEFAULT_LANGUAGE, LIGHT_CLASS } from '../../config/constants';
import { DARK_MODE_COOKIE } from '../../lib/browserStorage';
import type { themeSlice } from './themeSlice';

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

/** Which way a scroll went, or null when it moved too little to count (jitter, rubber-banding). */
export function scrollDirectionBetween(previousY: number, currentY: number, threshold = 8): ScrollDirection | null {
  if (Math.abs(currentY - previousY) < threshold) return null;
  return currentY > previousY ? 'down' : 'up';
}

/** The mode the page was painted in: the inline script has already set or left out the class. */
export function readPaintedDarkMode(root: HTMLElement = document.documentElement): boolean {
  return !root.classList.contains(LIGHT_CLASS);
}

/** Paints a mode on <html>: the `light` class the styles follow and the color scheme of the browser's
 * own parts. */
export function paintDarkMode(darkMode: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(LIGHT_CLASS, !darkMode);
  root.style.colorScheme = darkMode ? 'dark' : 'light';
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Shows a mode and remembers it for every later page load (SPEC section 4): painted at once, and the
 * darkMode cookie the head script reads before the first paint (./themeScript.ts), `enabled` for dark
 * and empty for light, for a year. Called with the click that chose it, before the store has loaded
 * (src/app/browserStore.ts), so a reload right after keeps the choice, and by the store when its state
 * changes (src/app/store.ts). The cookie's two values need no encoding.
 */
export function applyDarkMode(darkMode: boolean): void {
  paintDarkMode(darkMode);
  document.cookie = `${DARK_MODE_COOKIE}=${darkMode ? DARK_MODE_ENABLED : ''}; max-age=${ONE_YEAR_SECONDS}; path=/; samesite=lax`;
}

/** The page's language: `<html lang>`, which every page's build sets to its locale. */
export function readPageLanguage(root: HTMLElement = document.documentElement): string {
  return root.lang || DEFAULT_LANGUAGE;
}

/** The theme as the browser shows it now: the page's language, the painted mode (unless given) and
 * the window's size. */
export function currentThemeState(darkMode = readPaintedDarkMode()): ThemeState {
  return {
    ...initialThemeState,
    language: readPageLanguage(),
    darkMode,
    screenWidth: window.innerWidth,
    screenHeight: window.innerHeight,
  };
}

type ThemeActions = (typeof themeSlice)['actions'];

/**
 * The first screen's theme actions as plain objects, the same the slice's creators make
 * (themeState.test.ts compares them), typed by those creators so a renamed action fails to compile.
 */
export const firstScreenThemeActions = {
  setDarkMode: (darkMode: boolean): ReturnType<ThemeActions['setDarkMode']> => ({
    type: 'theme/setDarkMode',
    payload: darkMode,
  }),
  setScreenSize: (size: { width: number; height: number }): ReturnType<ThemeActions['setScreenSize']> => ({
    type: 'theme/setScreenSize',
    payload: size,
  }),
  setScrollDirection: (direction: ScrollDirection): ReturnType<ThemeActions['setScrollDirection']> => ({
    type: 'theme/setScrollDirection',
    payload: direction,
  }),
  setLanguage: (language: string): ReturnType<ThemeActions['setLanguage']> => ({
    type: 'theme/setLanguage',
    payload: language,
  }),
};
