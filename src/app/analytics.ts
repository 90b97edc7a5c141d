/**
 * Third-party analytics (SPEC section 7), only when GATSBY_ANALYTICS_ID is configured, and only with
 * the visitor's consent (issue 18). Once the page is hydrated and the browser idle, the consent banner
 * (./consentBanner.ts, loaded lazily) asks, or applies the stored choice; the tag loads only after an
 * Accept. Without the id nothing at all is loaded, and the banner's code is not even in the build:
 * each `import()` sits inside `if (process.env.GATSBY_ANALYTICS_ID)`, which webpack replaces with the
 * id or "" (gatsby-node.ts defines it in both cases) and so drops the branch and its chunk.
 */
import { registerCookieSettings } from '../lib/cookieSettings';
import { whenIdle } from '../lib/whenIdle';
import type { Analytics } from './consent';

let analytics: Analytics | null = null;

export function startAnalytics(): void {
  if (process.env.GATSBY_ANALYTICS_ID) {
    const id = process.env.GATSBY_ANALYTICS_ID;
    registerCookieSettings(() => {
      void import('./consentBanner').then(({ showCookieSettings }) => showCookieSettings(id));
    });
    whenIdle(() => {
      void import('./consentBanner')
        .then(({ startConsent }) => startConsent(id))
        .then((started) => {
          analytics = started;
        });
    });
  }
}

/** Paths whose query is never counted: the newsletter's link pages carry a subscriber's token there. */
const PRIVATE_QUERY_PATHS = /^\/newsletter(\/|$)/;

/**
 * The page address a page view reports (gtag's `page_location`; without one gtag takes
 * `document.location.href` as it is). On /newsletter/* it has no query and no fragment, whatever
 * the address holds: the link pages take the token out of the address before anything runs
 * (src/features/newsletter/linkToken.ts), and this keeps it out of Google's hands even where that
 * could not happen (a browser without `history.replaceState`, a client-side navigation).
 */
export function pageLocation(href: string): string {
  const url = new URL(href);
  if (PRIVATE_QUERY_PATHS.test(url.pathname)) {
    url.search = '';
    url.hash = '';
  }
  return url.href;
}

/** Route changes are page views for a single-page site; none without consent. */
export function trackPageView(pathname: string): void {
  analytics?.pageView(pathname);
}
