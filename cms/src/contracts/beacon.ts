/**
 * The page-view beacon's part of the counts (./counts.ts): what every page's first load needs to count
 * a page view, kept apart (as ./visitor-text.ts is) so that the rest of the rules stays out of that
 * load. The site sends what `landingView` and `routeView` make (src/lib/counts.ts); the CMS checks it
 * with ./counts.ts's `checkBeacon`, by the same patterns, and a property test
 * (./counts.test.ts) proves that whatever address a visit lands on or comes from, the CMS accepts
 * it. No imports: bundled into every page.
 */

/** The count's route under /api/ (cms/src/api/count), which the site posts its beacons to. */
export const COUNT_PATH = 'types/count';

/** A path as a browser's URL gives it: from the root, no whitespace. */
export const PATH_PATTERN = /^\/\S*$/;
/** A host name as a browser's URL gives it (letters, digits, hyphens and underscores in dot-separated
 * labels; an IDN in its punycode form), an IPv4 address, or an IPv6 address in brackets. */
export const HOST_PATTERN = /^(?:[a-z0-9_-]{1,63}(?:\.[a-z0-9_-]{1,63})*\.?|\[[0-9a-f:.]+\])$/i;

/** The longest path, host and campaign text (the lead's SOURCE_FIELDS, ./leads.ts; a test keeps them equal). */
export const PATH_MAX = 500;
export const HOST_MAX = 253;
export const TEXT_MAX = 200;

/** What the browser counts itself: a page view, and the chat opened (./counts.ts has the rest). */
export interface Beacon {
  event: 'page-view' | 'chat-opened';
  /** A page view's path. */
  path?: string;
  /** A page view that began a visit (the document was not opened from one of the site's own pages). */
  visit?: boolean;
  /** Where the visit came from (a visit's first page view, and the chat opened): the lead's fields. */
  landingPage?: string;
  referrer?: string;
  utmSource?: string;
  utmCampaign?: string;
}

const parse = (address: string): URL | undefined => {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
};

/**
 * How this document's visit began, from the address it was loaded at and `document.referrer`:
 * `landing` is the address the visit began on and `from` the other site whose link brought it. A link
 * from one of the site's own pages is no new visit (`continued`): a click that loaded a whole
 * document (before the page had hydrated, or into a new tab). The page it left holds the landing
 * address, campaign and all (Referrer-Policy sends the whole address within the site), so the visit
 * is taken to have begun there; where that page came from is beyond reach.
 */
export function visitStart(
  address: string,
  referrer: string,
): { here?: URL; landing?: URL; from?: URL; continued: boolean } {
  const here = parse(address);
  const from = parse(referrer);
  if (here && from && from.origin === here.origin) return { here, landing: from, continued: true };
  const foreign = from && /^https?:$/.test(from.protocol) && from.hostname !== here?.hostname ? from : undefined;
  return { here, landing: here, from: foreign, continued: false };
}

/** One line of at most `max` characters, or nothing: what the CMS takes of any campaign text. */
const line = (value: string | null | undefined, max = TEXT_MAX) =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max) || undefined;

/** The page view of a client-side navigation. */
export const routeView = (path: string): Beacon => ({ event: 'page-view', path: path.slice(0, PATH_MAX) });

/**
 * The page view of the page a document was loaded at (`address`, opened from `referrer`): a visit's
 * first, with where it came from (the referring site's host, the address's utm_source and
 * utm_campaign), unless one of the site's own pages opened it. None for an address that is not a web page's.
 */
export function landingView(address: string, referrer: string): Beacon | undefined {
  const { here, landing, from, continued } = visitStart(address, referrer);
  if (!here || !landing || !/^https?:$/.test(here.protocol)) return undefined;
  const view = routeView(here.pathname);
  if (continued) return view;
  const host = from?.hostname;
  return {
    ...view,
    visit: true,
    referrer: host && host.length <= HOST_MAX && HOST_PATTERN.test(host) ? host : undefined,
    utmSource: line(landing.searchParams.get('utm_source')),
    utmCampaign: line(landing.searchParams.get('utm_campaign')),
  };
}
