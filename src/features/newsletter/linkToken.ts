/**
 * A newsletter link's token leaves the address bar before anything else on its page runs: the token
 * is a key to someone's subscription, and whatever reads the address (the analytics tag's page view,
 * the Referer of a request the page makes, a browser extension, the history a shared screen shows)
 * would carry it off. So the two link pages' HTML (gatsby-ssr.tsx) holds, first in <head>, a tiny
 * inline script that keeps the token in memory and replaces the address with the bare path; the page
 * takes it from there once hydrated. The server's CSP hashes the script from the built HTML.
 */
import { cleanToken, tokenFrom } from './subscriberLink';

/** The pages a subscriber's links open (cms/src/newsletter/links.ts), which get the script. */
export const LINK_PAGES = ['/newsletter/confirm', '/newsletter/unsubscribe'] as const;

/** Where the script keeps the token: on `window`, with the path it was found on. */
const HELD = '__subscriberLinkToken';

interface HeldToken {
  path: string;
  token: string | null;
}

type LinkWindow = Pick<Window, 'location' | 'history'> & { [HELD]?: HeldToken };

export const isLinkPage = (pathname: string): boolean =>
  (LINK_PAGES as readonly string[]).includes(pathname.replace(/\/+$/, ''));

/** The inline script: plain ES5 for every browser; a failure leaves the address (the page copes). */
export const LINK_TOKEN_SCRIPT =
  `(function(){try{var l=window.location;` +
  `window.${HELD}={path:l.pathname,token:new URLSearchParams(l.search).get('token')};` +
  `if(l.search)window.history.replaceState(window.history.state,'',l.pathname+l.hash)}catch(e){}})();`;

/**
 * The token of the link that opened this page: the one the script kept, else (a client-side
 * navigation, where no head script runs, or a browser where it failed) the address's, which is then
 * taken out of the address too. Not consumed: React may run the reading effect twice.
 */
export function takeLinkToken(win: LinkWindow = window): string | null {
  const { location, history } = win;
  const held = win[HELD]?.path === location.pathname ? win[HELD]?.token : null;
  const fromAddress = tokenFrom(location.search);
  if (location.search) history.replaceState(history.state, '', location.pathname + location.hash);
  return cleanToken(held) ?? fromAddress;
}
