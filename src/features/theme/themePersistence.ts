/**
 * Keeps the darkMode cookie and the `light` class on <html> in step with the store (SPEC section 4).
 * The same cookie rule is read before the first paint by the inline head script (./themeScript.ts),
 * whose result the store starts from (readPaintedDarkMode in ./themeState.ts).
 */
import Cookies from 'js-cookie';
import { DARK_MODE_COOKIE, DARK_MODE_ENABLED, LIGHT_CLASS } from '../../config/constants';

const ONE_YEAR_DAYS = 365;

export function applyDarkMode(darkMode: boolean, root: HTMLElement = document.documentElement): void {
  Cookies.set(DARK_MODE_COOKIE, darkMode ? DARK_MODE_ENABLED : '', {
    expires: ONE_YEAR_DAYS,
    sameSite: 'Lax',
    path: '/',
  });
  root.classList.toggle(LIGHT_CLASS, !darkMode);
  root.style.colorScheme = darkMode ? 'dark' : 'light';
}
