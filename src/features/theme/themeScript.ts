/**
 * The tiny script the server puts in <head>, run before the first paint: the darkMode cookie decides
 * (`enabled` = dark, empty = light); with no cookie the system's prefers-color-scheme does. It also
 * hides the intro overlay when this visit has seen it already. It only
 * touches <html>, which React does not hydrate, so no hydration warning is possible.
 */
import { DARK_MODE_COOKIE, DARK_MODE_ENABLED, LIGHT_CLASS } from '../../config/constants';
import { INTRO_SEEN_CLASS, INTRO_SEEN_KEY } from '../intro/useIntro';

export const THEME_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|; )${DARK_MODE_COOKIE}=([^;]*)/);var d=m?m[1]==='${DARK_MODE_ENABLED}':window.matchMedia('(prefers-color-scheme: dark)').matches;var r=document.documentElement;if(!d)r.classList.add('${LIGHT_CLASS}');r.style.colorScheme=d?'dark':'light';if(sessionStorage.getItem('${INTRO_SEEN_KEY}')==='1')r.classList.add('${INTRO_SEEN_CLASS}');}catch(e){}})();`;
