/**
 * Keeps the darkMode cookie and the `light` class on <html> in step with the store (SPEC section 4).
 * The same cookie rule is read before the first paint by the inline head script (./themeScript.ts),
 * whose result the store starts from (readPaintedDarkMode in ./themeState.ts). Only the store imports
 * this module, so js-cookie loads with it, on the visitor's first sign of intent, not on every page.
 */
import Cookies from 'js-cookie';
import { DARK_MODE_ENABLED } from '../../config/constants';
import { DARK_MODE_COOKIE } from '../../lib/browserStorage';
import { paintDarkMode } from './themeState';

const ONE_YEAR_DAYS = 365;

export function applyDarkMode(darkMode: boolean, root: HTMLElement = document.documentElement): void {
  Cookies.set(DARK_MODE_COOKIE, darkMode ? DARK_MODE_ENABLED : '', {
    expires: ONE_YEAR_DAYS,
    sameSite: 'Lax',
    path: '/',
  });
  paintDarkMode(darkMode, root);
}
