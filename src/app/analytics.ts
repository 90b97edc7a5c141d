/**
 * Third-party analytics (SPEC section 7), only when GATSBY_ANALYTICS_ID is configured: the tag is
 * added after the page is interactive and idle, async, so nothing ever waits for it. Without the id,
 * nothing at all is loaded.
 */
import { whenIdle } from '../lib/whenIdle';

const ANALYTICS_ID = process.env.GATSBY_ANALYTICS_ID;

type Gtag = (...args: unknown[]) => void;

export function loadAnalytics(id: string | undefined = ANALYTICS_ID): void {
  if (!id || typeof window === 'undefined') return;
  whenIdle(() => {
    const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
    w.dataLayer = w.dataLayer || [];
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object itself
      w.dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', id, { anonymize_ip: true });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  });
}

/** Route changes are page views for a single-page site. */
export function trackPageView(pathname: string): void {
  const w = window as unknown as { gtag?: Gtag };
  if (ANALYTICS_ID && w.gtag) w.gtag('event', 'page_view', { page_path: pathname });
}
