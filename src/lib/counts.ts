/**
 * The site's own count of page views, visits and the chat opened (docs/visit-counts.md), the one door
 * to the CMS's count: a beacon (cms/src/contracts/beacon.ts makes its body, the CMS checks it by the
 * same rules) posted to the CMS after the page has loaded and the browser is idle, so it never comes
 * before the first paint nor competes with the page's own work. No cookie, no storage, no identifier:
 * the body says which page was viewed and, on a visit's first page, where the visit came from; the
 * CMS adds one to that day's counts and keeps nothing else. Forms, transcripts and confirmed sign-ups
 * are counted by the CMS as it stores them. In every page's first load: keep it small.
 */
import { COUNT_PATH, landingView, routeView, type Beacon } from '@contracts/beacon';
import { CMS_PUBLIC_URL } from '../config/constants';
import { whenIdle } from './whenIdle';

export { COUNT_PATH };

/** Posts a beacon: a string body is sent as text/plain, a request with no preflight that the browser
 * sends even as the page goes away. Nothing is read back. */
export function sendCount(beacon: Beacon | undefined): void {
  try {
    if (beacon) navigator.sendBeacon(`${CMS_PUBLIC_URL}/api/${COUNT_PATH}`, JSON.stringify(beacon));
  } catch {
    // No beacon (an old browser, a blocked request): not counted.
  }
}

/** The view of the page the document was loaded at (a visit's first page unless the site's own page
 * opened it), once the page has loaded and the browser is idle. */
export function countFirstPageView(): void {
  const count = () =>
    whenIdle(() => {
      const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
      sendCount(landingView(navigation?.name || location.href, document.referrer));
    });
  if (document.readyState === 'complete') count();
  else addEventListener('load', count, { once: true });
}

/** The view of a page the visitor moved to within the site. */
export const countPageView = (path: string): void => sendCount(routeView(path));
