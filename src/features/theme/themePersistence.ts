/**
 * Keeps the darkMode cookie and the `light` class on <html> in step with the store (SPEC section 4).
 * The same cookie rule is read before the first paint by the inline head script (./themeScript.ts),
 * whose result the store starts from (readPaintedDarkMode in ./themeState.ts).
 */
import { paintDarkMode, rememberDarkMode } from './themeState';

export function applyDarkMode(darkMode: boolean, root: HTMLElement = document.documentElement): void {
  rememberDarkMode(darkMode);
  paintDarkMode(darkMode, root);
}
