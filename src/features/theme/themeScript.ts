/**
 * The theme's part of the script the server puts in <head> (composed in src/app/headScript.ts), run
 * before the first paint: the darkMode cookie decides (`enabled` = dark, empty = light); with no cookie
 * the system's prefers-color-scheme does. It only touches <html>, which React does not hydrate, so no
 * hydration warning is possible.
 */
import { DARK_MODE_ENABLED, LIGHT_CLASS } from '../../config/constants';
import { DARK_MODE_COOKIE } from '../../lib/browserStorage';

/** Statements (not a whole script), run inside the head script's try, where `c` is document.cookie. */
export const THEME_SCRIPT = `var m=c.match(/(?:^|; )${DARK_MODE_COOKIE}=([^;]*)/);var d=m?m[1]==='${DARK_MODE_ENABLED}':window.matchMedia('(prefers-color-scheme: dark)').matches;var r=document.documentElement;if(!d)r.classList.add('${LIGHT_CLASS}');r.style.colorScheme=d?'dark':'light';`;
