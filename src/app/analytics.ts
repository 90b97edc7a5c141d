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

/** Route changes are page views for a single-page site; none without consent. */
export function trackPageView(pathname: string): void {
  analytics?.pageView(pathname);
}
