/**
 * The one inline script in <head>, run before the first paint (gatsby-ssr's onRenderBody): the theme
 * (no flash of the wrong one), the intro (hidden at once on later loads of a visit) and the clicks on
 * the menu, search and chat buttons that come before the page's code (../lib/earlyClicks.ts). Each feature
 * writes its own part; cookies may be blocked, which leaves the server's defaults. Both read cookies,
 * and `document.cookie` is read once (`c`): each read asks the browser process, while the page waits.
 */
import { INTRO_SCRIPT } from '../features/intro/introScript';
import { EARLY_CLICK_SCRIPT } from '../lib/earlyClicks';
import { LINK_TOKEN_SCRIPT, isLinkPage } from '../features/newsletter/linkToken';
import { THEME_SCRIPT } from '../features/theme/themeScript';

export const HEAD_SCRIPT = `(function(){try{${EARLY_CLICK_SCRIPT}var c=document.cookie;${THEME_SCRIPT}${INTRO_SCRIPT}}catch(e){}})();`;

/** The script that comes before it on the newsletter's link pages only, or null elsewhere: it takes
 * the link's token out of the address before anything else runs (../features/newsletter/linkToken.ts). */
export const linkTokenScriptFor = (pathname: string): string | null =>
  isLinkPage(pathname) ? LINK_TOKEN_SCRIPT : null;
