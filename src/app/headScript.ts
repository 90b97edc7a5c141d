/**
 * The one inline script in <head>, run before the first paint (gatsby-ssr's onRenderBody): the theme
 * (no flash of the wrong one) and the intro (hidden at once on later loads of a visit). Each feature
 * writes its own part; storage or cookies may be blocked, which leaves the server's defaults.
 */
import { INTRO_SCRIPT } from '../features/intro/introScript';
import { THEME_SCRIPT } from '../features/theme/themeScript';

export const HEAD_SCRIPT = `(function(){try{${THEME_SCRIPT}${INTRO_SCRIPT}}catch(e){}})();`;
