/**
 * The Visits page's figures from the stored counts' grouped rows (./summary.ts groups them in SQL;
 * rankByName adds a period's summed and counted rows up and ranks them), pure: the days of a period with zeros where nothing was counted, the totals, leads as
 * the conversions that make one, each landing page's conversion rate, and the top sources and
 * campaigns. Shared with the page (src/admin/visits/VisitsPage.tsx) for its types and labels;
 * unit-tested in ./rules.test.ts.
 */
import {
  CONVERSIONS,
  CONVERSION_NAMES,
  COUNT_PERIODS,
  COUNT_PERIOD_MAX,
  LEAD_CONVERSIONS,
  SOURCE_EVENTS,
  type Conversion,
  type CountPeriod,
  type SourceEvent,
} from '../contracts/counts';
import { OTHER } from '../contracts/site-pages';
import type { FieldProblem } from '../lead-desk/rules';

export { CONVERSIONS, CONVERSION_NAMES, COUNT_PERIODS, COUNT_PERIOD_MAX, OTHER, type Conversion, type CountPeriod };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as counted: the UTC calendar day, YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The days of a period ending today (UTC), oldest first. */
export function periodDays(period: number, now: Date): string[] {
  return Array.from({ length: period }, (_, index) => dayOf(new Date(now.getTime() - (period - 1 - index) * DAY_MS)));
}

/** The period asked for (`?days=`): 30 when none, else a whole number of days up to COUNT_PERIOD_MAX;
 * a problem naming `days` for anything else, so no request reads more than that many days' rows. */
export function readPeriod(query: Record<string, unknown>): { period: CountPeriod; problems: FieldProblem[] } {
  const raw = query.days;
  if (raw === undefined || raw === '') return { period: 30, problems: [] };
  const period = typeof raw === 'string' && /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : 0;
  return period >= 1 && period <= COUNT_PERIOD_MAX
    ? { period, problems: [] }
    : {
        period: 30,
        problems: [{ field: 'days', message: `Must be a whole number of days from 1 to ${COUNT_PERIOD_MAX}.` }],
      };
}

/** A number as the database answers it: PostgreSQL gives sums and big integers as text. */
type Stored = number | string | null | undefined;

/** Each event's sum, as the summary's queries (./store.ts) answer them: one column per event. */
export type EventSums = Partial<Record<SourceEvent, Stored>>;
/** The summary's grouped rows, each list already ranked and cut by the database. */
export interface Grouped {
  /** Per day of the period that has counts: its views and each event's sum. */
  days: Array<{ day: string; views?: Stored } & EventSums>;
  /** The top landing pages and viewed paths, most visited first. */
  pages: Array<{ name: string; views?: Stored } & EventSums>;
  sources: Array<{ name: string } & EventSums>;
  campaigns: Array<{ name: string } & EventSums>;
}

type ConversionCounts = Record<Conversion, number>;
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
  /** The path: the landing page of its visits and conversions, the page of its views; OTHER for the
   * paths the site's build does not have. */
  path: string;
  views: number;
}
export interface SourceFigures extends Figures {
  /** Empty for none: a visit with no campaign and no other site's link (typed, bookmarked); OTHER for
   * those past the day's cap. */
  name: string;
}

export interface Summary {
  period: CountPeriod;
  from: string;
  to: string;
  days: DayFigures[];
  totals: Figures & { views: number };
  /** The pages with most visits (then views, then leads): at most TOP.pages. */
  pages: PageFigures[];
  /** The sources (a campaign's utm_source, else the referring site) and campaigns (utm_campaign), most visits first. */
  sources: SourceFigures[];
  campaigns: SourceFigures[];
}

/** How many of each list the page shows (the database's LIMIT). */
export const TOP = { pages: 20, sources: 10, campaigns: 10 } as const;

/** A list's grouped row: its name, views and each event's sum, as a database answers them. */
export type NamedSums = { name: string; views?: Stored } & EventSums;
/** What a list is ranked by, most first. */
export type RankedBy = 'visit' | 'views' | 'leads';

/** Compares by code point, as the databases' binary collation does (JavaScript's `<` compares UTF-16
 * code units, which differ past U+FFFF). */
export function byCodePoint(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length) {
    const x = a.codePointAt(at) ?? 0;
    const y = b.codePointAt(at) ?? 0;
    if (x !== y) return x - y;
    at += x > 0xffff ? 2 : 1;
  }
  return a.length - b.length;
}

/** `lists`' rows added up by name, ranked by `by` (most first, each tie by the next) then by name in
 * code-point order, the first `limit`: numbers, views included. */
export function rankByName(lists: NamedSums[][], by: readonly RankedBy[], limit: number): NamedSums[] {
  const byName = new Map<string, Record<string, number>>();
  for (const list of lists)
    for (const row of list) {
      const name = row.name ?? '';
      let sums = byName.get(name);
      if (!sums) byName.set(name, (sums = { views: 0 }));
      sums.views += Number(row.views ?? 0);
      for (const event of SOURCE_EVENTS) sums[event] = (sums[event] ?? 0) + Number(row[event] ?? 0);
    }
  const value = (sums: Record<string, number>, key: RankedBy) =>
    key === 'leads' ? LEAD_CONVERSIONS.reduce((total, name) => total + sums[name], 0) : sums[key];
  return [...byName]
    .sort(([a, x], [b, y]) => {
      for (const key of by) if (value(y, key) !== value(x, key)) return value(y, key) - value(x, key);
      return byCodePoint(a, b);
    })
    .slice(0, limit)
    .map(([name, sums]) => ({ name, ...sums }));
}

/** The figures of one grouped row. */
function figuresOf(row: EventSums & { views?: Stored }): Figures & { views: number } {
  const conversions = Object.fromEntries(
    CONVERSION_NAMES.map((name) => [name, Number(row[name] ?? 0)]),
  ) as ConversionCounts;
  const visits = Number(row.visit ?? 0);
  const leads = leadsOf(conversions);
  return { visits, views: Number(row.views ?? 0), leads, conversions, rate: visits ? leads / visits : null };
}

/** The figures of `period` days up to `now`'s day, from the database's grouped rows (./store.ts). */
export function summarize(period: CountPeriod, now: Date, grouped: Grouped): Summary {
  const days = periodDays(period, now);
  const byDay = new Map(grouped.days.map((row) => [row.day, figuresOf(row)]));
  const dayFigures = days.map((day) => ({ day, ...(byDay.get(day) ?? figuresOf({})) }));
  const total: EventSums & { views: number } = { views: 0 };
  for (const figures of dayFigures) {
    total.views += figures.views;
    total.visit = Number(total.visit ?? 0) + figures.visits;
    for (const name of CONVERSION_NAMES) total[name] = Number(total[name] ?? 0) + figures.conversions[name];
  }
  const named = (rows: Grouped['sources']) =>
    rows.map((row) => {
      const { views: _views, ...figures } = figuresOf(row);
      return { name: row.name ?? '', ...figures };
    });
  return {
    period,
    from: days[0],
    to: days[days.length - 1],
    days: dayFigures,
    totals: figuresOf(total),
    pages: grouped.pages.map((row) => ({ path: row.name, ...figuresOf(row) })),
    sources: named(grouped.sources),
    campaigns: named(grouped.campaigns),
  };
}

/** A rate as the page writes it: "12.5%", or "–" without visits. */
export const percent = (rate: number | null): string =>
  rate === null ? '–' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-GB')}%`;

/** How the page names a source or campaign that is empty, and the others past the day's cap. */
export const sourceLabel = (name: string): string => (name === OTHER ? '(other)' : name || '(direct)');

/** How the page names a path: OTHER stands for every path the site's build does not have. */
export const pathLabel = (path: string): string => (path === OTHER ? '(other paths)' : path);

/** The conversions' labels, for the page's legends and columns. */
export const conversionLabel = (name: Conversion): string => CONVERSIONS[name].label;
