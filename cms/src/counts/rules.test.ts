/**
 * The Visits page's figures from stored counts (./rules.ts): the days of the period, zeros where
 * nothing was counted, leads as the conversions that make one, rates per landing page, sources and
 * campaigns, and the period asked for.
 */
import {
  dayOf,
  percent,
  periodDays,
  readPeriod,
  sourceLabel,
  summarize,
  type EventRow,
  type PageViewRow,
} from './rules';

const NOW = new Date('2026-12-05T10:00:00Z');
const event = (
  day: string,
  name: EventRow['event'],
  landingPage: string,
  source: string,
  campaign: string,
  tally: number,
): EventRow => ({
  day,
  event: name,
  landingPage,
  source,
  campaign,
  tally,
});

describe('the period', () => {
  it('is the last 30 or 90 UTC days up to today, oldest first', () => {
    expect(dayOf(new Date('2026-12-05T23:59:59Z'))).toBe('2026-12-05');
    const days = periodDays(30, NOW);
    expect(days).toHaveLength(30);
    expect([days[0], days[29]]).toEqual(['2026-11-06', '2026-12-05']);
    expect(periodDays(90, NOW)[0]).toBe('2026-09-07');
  });

  it('is read from ?days=, 30 when absent, and refused naming `days` otherwise', () => {
    expect(readPeriod({})).toEqual({ period: 30, problems: [] });
    expect(readPeriod({ days: '90' })).toEqual({ period: 90, problems: [] });
    for (const days of ['7', '30.0', 'all', ['30', '90']])
      expect(readPeriod({ days }).problems).toEqual([{ field: 'days', message: 'Must be one of 30, 90.' }]);
  });
});

describe('the figures', () => {
  const views: PageViewRow[] = [
    { day: '2026-12-05', path: '/', views: 5 },
    { day: '2026-12-05', path: '/contact', views: 2 },
    { day: '2026-12-04', path: '/', views: 1 },
    // Before the period: left out.
    { day: '2026-11-05', path: '/', views: 100 },
  ];
  const events: EventRow[] = [
    event('2026-12-05', 'visit', '/', 'linkedin', 'autumn', 3),
    event('2026-12-05', 'visit', '/offer', '', '', 1),
    event('2026-12-05', 'form-sent', '/', 'linkedin', 'autumn', 1),
    event('2026-12-05', 'chat-opened', '/', 'linkedin', 'autumn', 2),
    event('2026-12-04', 'transcript-sent', '/offer', '', '', 1),
    event('2026-12-04', 'newsletter-confirmed', '', 'www.google.com', '', 1),
    event('2026-11-05', 'visit', '/', 'linkedin', 'autumn', 50),
  ];
  const summary = summarize(30, NOW, { views, events });

  it('has every day of the period, zeros where nothing was counted', () => {
    expect(summary.days).toHaveLength(30);
    expect(summary.days[0]).toEqual({
      day: '2026-11-06',
      views: 0,
      visits: 0,
      leads: 0,
      rate: null,
      conversions: { 'form-sent': 0, 'chat-opened': 0, 'transcript-sent': 0, 'newsletter-confirmed': 0 },
    });
    expect(summary.days.slice(-2).map(({ day, views: v, visits, leads }) => ({ day, v, visits, leads }))).toEqual([
      { day: '2026-12-04', v: 1, visits: 0, leads: 2 },
      { day: '2026-12-05', v: 7, visits: 4, leads: 1 },
    ]);
  });

  it('counts as leads the forms, transcripts and confirmed sign-ups, not the chat opened', () => {
    expect(summary.totals).toEqual({
      views: 8,
      visits: 4,
      leads: 3,
      rate: 0.75,
      conversions: { 'form-sent': 1, 'chat-opened': 2, 'transcript-sent': 1, 'newsletter-confirmed': 1 },
    });
  });

  it("gives each landing page its visits, views, leads and rate; a lead without a landing page counts in no page's", () => {
    expect(summary.pages.map(({ path, visits, views: v, leads, rate }) => ({ path, visits, v, leads, rate }))).toEqual([
      { path: '/', visits: 3, v: 6, leads: 1, rate: 1 / 3 },
      { path: '/offer', visits: 1, v: 0, leads: 1, rate: 1 },
      { path: '/contact', visits: 0, v: 2, leads: 0, rate: null },
    ]);
  });

  it('ranks the sources and campaigns by visits, the direct ones named empty', () => {
    expect(summary.sources.map(({ name, visits, leads }) => ({ name, visits, leads }))).toEqual([
      { name: 'linkedin', visits: 3, leads: 1 },
      { name: '', visits: 1, leads: 1 },
      { name: 'www.google.com', visits: 0, leads: 1 },
    ]);
    expect(summary.campaigns.map(({ name, visits, leads }) => ({ name, visits, leads }))).toEqual([
      { name: 'autumn', visits: 3, leads: 1 },
    ]);
    expect(summary.sources[0].conversions['chat-opened']).toBe(2);
  });

  it('shows the top ones only', () => {
    const many = Array.from({ length: 30 }, (_, i) => event('2026-12-05', 'visit', `/p${i}`, `s${i}`, `c${i}`, i + 1));
    const top = summarize(30, NOW, { views: [], events: many }, { pages: 3, sources: 2, campaigns: 1 });
    expect(top.pages.map((page) => page.path)).toEqual(['/p29', '/p28', '/p27']);
    expect(top.sources.map((source) => source.name)).toEqual(['s29', 's28']);
    expect(top.campaigns.map((campaign) => campaign.name)).toEqual(['c29']);
  });

  it('reads numbers stored as text (PostgreSQL answers sums and big integers so)', () => {
    const fromText = summarize(30, NOW, {
      views: [{ day: '2026-12-05', path: '/', views: '4' as unknown as number }],
      events: [{ ...event('2026-12-05', 'visit', '/', '', '', 0), tally: '2' as unknown as number }],
    });
    expect([fromText.totals.views, fromText.totals.visits]).toEqual([4, 2]);
  });

  it('writes rates and empty names as the page shows them', () => {
    expect([percent(null), percent(0), percent(1 / 3), percent(1)]).toEqual(['–', '0%', '33.3%', '100%']);
    expect([sourceLabel(''), sourceLabel('linkedin')]).toEqual(['(direct)', 'linkedin']);
  });
});
