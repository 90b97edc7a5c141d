/**
 * What the site counts without consent (docs/visit-counts.md): page views per path and day, and visits
 * and conversions per day, landing page, source and campaign. No cookie, no storage, no identifier
 * and no address is kept: each count is a number added to as it arrives. The one place each counted
 * event is defined; the CMS's counting (../counts), the beacon's check and the admin's Visits page
 * are derived from here, and the browser's beacons are made by ./beacon.ts.
 */
import { type Beacon, COUNT_PATH, PATH_MAX, PATH_PATTERN, landingView, routeView, visitStart } from './beacon';
import { type FieldRule, LEADS, SOURCE_FIELDS, byKind } from './leads';
import { checkField, cleanText } from './submission-rules';

export { type Beacon, COUNT_PATH, landingView, routeView, visitStart };

/** A path as people read it (`/de/über-uns`), or as the URL gives it where decoding does not make a
 * path; cleaned as stored, without a trailing slash (`/about/`, as the server answers a page, and
 * `/about`, as the site links it, are one page). The lead's landing page (src/lib/attribution.ts)
 * and the counted paths are written alike, so a page's visits and its leads meet. */
export function readablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: the path as it came.
  }
  const readable = cleanText(decoded);
  return (PATH_PATTERN.test(readable) ? readable : cleanText(path)).replace(/(.)\/$/, '$1');
}

/**
 * The conversions: what a visit may lead to, each counted once per time it happens, against the
 * visit's landing page, source and campaign. `lead` marks those that make a lead on the lead desk
 * (the dashboard's "leads"); `by` says who counts it: the CMS when it stores what was sent, or the
 * browser's beacon.
 */
export const CONVERSIONS = {
  'form-sent': { label: 'Form sent', lead: true, by: 'cms' },
  'chat-opened': { label: 'Chat opened', lead: false, by: 'browser' },
  'transcript-sent': { label: 'Transcript sent', lead: true, by: 'cms' },
  'newsletter-confirmed': { label: 'Newsletter confirmed', lead: true, by: 'cms' },
} as const;
export type Conversion = keyof typeof CONVERSIONS;
export const CONVERSION_NAMES = /*#__PURE__*/ Object.keys(CONVERSIONS) as Conversion[];
export const LEAD_CONVERSIONS = /*#__PURE__*/ CONVERSION_NAMES.filter((name) => CONVERSIONS[name].lead);

/** What each kind of lead counts as, when the CMS stores it (a newsletter sign-up once its owner confirms it). */
export const LEAD_CONVERSION = /*#__PURE__*/ byKind<Conversion>((kind) => LEADS[kind].conversion);

/** The events of the per-source counts: a visit (a landing), and each conversion. */
export type SourceEvent = 'visit' | Conversion;
export const SOURCE_EVENTS: readonly SourceEvent[] = /*#__PURE__*/ ['visit', ...CONVERSION_NAMES];

/** What the browser may send (./beacon.ts): a page view, and the chat opened. */
export const BEACON_EVENTS: ReadonlyArray<Beacon['event']> = ['page-view', 'chat-opened'];

/** The beacon's fields and their rules: where the visit came from by the lead's own (./leads.ts). */
export const BEACON_FIELDS = {
  path: { kind: 'path', required: false, max: PATH_MAX },
  landingPage: SOURCE_FIELDS.landingPage,
  referrer: SOURCE_FIELDS.referrer,
  utmSource: SOURCE_FIELDS.utmSource,
  utmCampaign: SOURCE_FIELDS.utmCampaign,
} as const satisfies Record<string, FieldRule>;

export const BEACON_MESSAGES = {
  body: 'The body must be a JSON object.',
  event: `Must be one of ${BEACON_EVENTS.join(', ')}.`,
  path: 'A page view needs the path of the page viewed.',
  visit: 'Must be true or false.',
} as const;

/** Where a visit came from, as counted: its landing page, its source (the campaign's utm_source, else
 * the referring site's host; empty for none) and its campaign (empty for none). */
export interface CountedSource {
  landingPage: string;
  source: string;
  campaign: string;
}

/** A beacon the CMS counts, cleaned. */
export type CountedBeacon =
  { event: 'page-view'; path: string; visit: CountedSource | null } | { event: 'chat-opened'; source: CountedSource };

/** A lead's (or a beacon's) source fields, as counted. */
export function countedSource(fields: Partial<Record<keyof typeof SOURCE_FIELDS, unknown>>): CountedSource {
  const text = (value: unknown) => (typeof value === 'string' ? cleanText(value) : '');
  return {
    landingPage: text(fields.landingPage) && readablePath(text(fields.landingPage)),
    source: text(fields.utmSource) || text(fields.referrer),
    campaign: text(fields.utmCampaign),
  };
}

/**
 * Checks a beacon's body (parsed JSON): every bad field with its message (an empty object: fine), and
 * what it counts. Fields it does not know are ignored, as a submission's are.
 */
export function checkBeacon(body: unknown): { errors: Record<string, string>; counted?: CountedBeacon } {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { errors: { body: BEACON_MESSAGES.body } };
  const input = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  if (!BEACON_EVENTS.includes(input.event as Beacon['event'])) errors.event = BEACON_MESSAGES.event;
  for (const [field, rule] of Object.entries(BEACON_FIELDS)) {
    const message = checkField(rule, input[field]);
    if (message) errors[field] = message;
  }
  if (input.event === 'page-view' && !errors.path && (typeof input.path !== 'string' || cleanText(input.path) === ''))
    errors.path = BEACON_MESSAGES.path;
  if (input.visit !== undefined && typeof input.visit !== 'boolean') errors.visit = BEACON_MESSAGES.visit;
  if (Object.keys(errors).length) return { errors };

  if (input.event === 'chat-opened') return { errors, counted: { event: 'chat-opened', source: countedSource(input) } };
  const path = readablePath(input.path as string);
  return {
    errors,
    counted: {
      event: 'page-view',
      path,
      // A visit's landing page is the page it was counted on.
      visit: input.visit === true ? countedSource({ ...input, landingPage: path }) : null,
    },
  };
}

/** The periods the Visits page offers, in days up to today (UTC). */
export const COUNT_PERIODS = [30, 90, 365] as const;
/** The longest period the Visits page's route answers (a year and a day): a longer one is refused. */
export const COUNT_PERIOD_MAX = 366;
/** A period of 1 to COUNT_PERIOD_MAX days. */
export type CountPeriod = number;
