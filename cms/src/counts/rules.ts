/**
 * The Visits page's figures from the stored counts (./store.ts), pure: the days of a period, the
 * visits, page views, conversions and leads of each day, each landing page's conversion rate, and the
 * top sources and campaigns. Shared with the page (src/admin/VisitsPage.tsx) for its types and labels;
 * unit-tested in ./rules.test.ts.
 */
import {
  CONVERSIONS,
  CONVERSION_NAMES,
  COUNT_PERIODS,
  LEAD_CONVERSIONS,
  type Conversion,
  type CountPeriod,
  type SourceEvent,
} from '../contracts/counts';
import type { FieldProblem } from '../lead-desk/rules';

export { CONVERSIONS, CONVERSION_NAMES, COUNT_PERIODS, type Conversion, type CountPeriod };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as counted: the UTC calendar day, YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The days of a period ending today (UTC), oldest first. */
export function periodDays(period: number, now: Date): string[] {
  return Array.from({ length: period }, (_, index) => dayOf(new Date(now.getTime() - (period - 1 - index) * DAY_MS)));
}

/** The period asked for (`?days=`), 30 when none; a problem naming `days` for anything else. */
export function readPeriod(query: Record<string, unknown>): { period: CountPeriod; problems: FieldProblem[] } {
  const raw = query.days;
  if (raw === undefined || raw === '') return { period: 30, problems: [] };
  const period = COUNT_PERIODS.find((days) => String(days) === raw);
  return period
    ? { period, problems: [] }
    : { period: 30, problems: [{ field: 'days', message: `Must be one of ${COUNT_PERIODS.join(', ')}.` }] };
}

/** Rows as stored (./store.ts reads them). */
export interface PageViewRow {
  day: string;
  path: string;
  views: number;
}
export interface EventRow {
  day: string;
  event: SourceEvent;
  landingPage: string;
  source: string;
  campaign: string;
  tally: number;
}

type ConversionCounts = Record<Conversion, number>;
const noConversions = (): ConversionCounts =>
  Object.fromEntries(CONVERSION_NAMES.map((name) => [name, 0])) as ConversionCounts;
const leadsOf = (conversions: ConversionCounts) => LEAD_CONVERSIONS.reduce((sum, name) => sum + conversions[name], 0);

export interface Figures {
  visits: number;
  leads: number;
  conversions: ConversionCounts;
  /** Leads per visit (0 to 1), null without visits. */
  rate: number | null;
}
export interface DayFigures extends Figures {
  day: string;
  views: number;
}
export interface PageFigures extends Figures {
  /** The path: the landing page of its visits and conversions, the page of its views. */
  path: string;
  views: number;
}
export interface SourceFigures extends Figures {
  /** Empty for none: a visit with no campaign and no other site's link (typed, bookmarked). */
  name: string;
}

export interface Summary {
  period: CountPeriod;
  from: string;
  to: string;
  days: DayFigures[];
  totals: Figures & { views: number };
  /** Every page with views or visits, most visits first (then most views). */
  pages: PageFigures[];
  /** The sources (a campaign's utm_source, else the referring site) and campaigns (utm_campaign), most visits first. */
  sources: SourceFigures[];
  campaigns: SourceFigures[];
}

/** How many of each list the page shows. */
export const TOP = { pages: 20, sources: 10, campaigns: 10 } as const;

class Tally {
  visits = 0;
  views = 0;
  conversions = noConversions();

  add(event: SourceEvent, count: number) {
    if (event === 'visit') this.visits += count;
    else this.conversions[event] += count;
  }

  figures(): Figures & { views: number } {
    const leads = leadsOf(this.conversions);
    return {
      visits: this.visits,
      views: this.views,
      leads,
      conversions: { ...this.conversions },
      rate: this.visits ? leads / this.visits : null,
    };
  }
}

function tallyBy<Key>(map: Map<Key, Tally>, key: Key): Tally {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = new Tally()));
  return tally;
}

const mostVisited = (a: Figures & { views?: number }, b: Figures & { views?: number }) =>
  b.visits - a.visits || (b.views ?? 0) - (a.views ?? 0) || b.leads - a.leads;

/** The figures of `period` days up to `now`'s day, from the rows of those days. */
export function summarize(
  period: CountPeriod,
  now: Date,
  rows: { views: PageViewRow[]; events: EventRow[] },
  top: { pages: number; sources: number; campaigns: number } = TOP,
): Summary {
  const days = periodDays(period, now);
  const inPeriod = new Set(days);
  const byDay = new Map<string, Tally>(days.map((day) => [day, new Tally()]));
  const byPage = new Map<string, Tally>();
  const bySource = new Map<string, Tally>();
  const byCampaign = new Map<string, Tally>();
  const total = new Tally();

  for (const row of rows.views) {
    if (!inPeriod.has(row.day)) continue;
    const views = Number(row.views);
    tallyBy(byDay, row.day).views += views;
    tallyBy(byPage, row.path).views += views;
    total.views += views;
  }
  for (const row of rows.events) {
    if (!inPeriod.has(row.day)) continue;
    const count = Number(row.tally);
    for (const tally of [
      tallyBy(byDay, row.day),
      tallyBy(byPage, row.landingPage ?? ''),
      tallyBy(bySource, row.source ?? ''),
      total,
    ])
      tally.add(row.event, count);
    if (row.campaign) tallyBy(byCampaign, row.campaign).add(row.event, count);
  }

  const named = (map: Map<string, Tally>, limit: number) =>
    [...map]
      .map(([name, tally]) => ({ name, ...tally.figures() }))
      .sort(mostVisited)
      .slice(0, limit)
      .map(({ views: _views, ...figures }) => figures);

  return {
    period,
    from: days[0],
    to: days[days.length - 1],
    days: days.map((day) => ({ day, ...tallyBy(byDay, day).figures() })),
    totals: total.figures(),
    // Conversions whose visit's landing page is unknown (a lead sent by a bare API call) count in the
    // totals and their source, not as a page.
    pages: [...byPage]
      .filter(([path]) => path !== '')
      .map(([path, tally]) => ({ path, ...tally.figures() }))
      .sort(mostVisited)
      .slice(0, top.pages),
    sources: named(bySource, top.sources),
    campaigns: named(byCampaign, top.campaigns),
  };
}

/** A rate as the page writes it: "12.5%", or "–" without visits. */
export const percent = (rate: number | null): string =>
  rate === null ? '–' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-GB')}%`;

/** How the page names a source or campaign that is empty. */
export const sourceLabel = (name: string): string => name || '(direct)';

/** The conversions' labels, for the page's legends and columns. */
export const conversionLabel = (name: Conversion): string => CONVERSIONS[name].label;
