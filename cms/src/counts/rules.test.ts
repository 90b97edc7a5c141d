/**
 * The Visits page's figures from the database's grouped rows (./rules.ts; the grouping itself is SQL,
 * tested on both databases in cms/tests/visit-counts-scale.test.ts): the days of the period, zeros
 * where nothing was counted, leads as the conversions that make one, rates per landing page, sources
 * and campaigns, and the period asked for; a period's summed and counted lists added up by name and
 * ranked as the databases' binary collation orders names.
 */
import fc from 'fast-check';
import {
  OTHER,
  byCodePoint,
  dayOf,
  rankByName,
  pathLabel,
  percent,
  periodDays,
  readPeriod,
  sourceLabel,
  summarize,
  type Grouped,
} from './rules';

const NOW = new Date('2026-12-05T10:00:00Z');

describe('the period', () => {
  it('is the last days up to today (UTC), oldest first', () => {
    expect(dayOf(new Date('2026-12-05T23:59:59Z'))).toBe('2026-12-05');
    const days = periodDays(30, NOW);
    expect(days).toHaveLength(30);
    expect([days[0], days[29]]).toEqual(['2026-11-06', '2026-12-05']);
    expect(periodDays(90, NOW)[0]).toBe('2026-09-07');
  });

  it('is read from ?days=, 30 when absent, at most 366, and refused naming `days` otherwise', () => {
    expect(readPeriod({})).toEqual({ period: 30, problems: [] });
    for (const days of [1, 7, 90, 365, 366])
      expect(readPeriod({ days: String(days) })).toEqual({ period: days, problems: [] });
    for (const days of ['0', '367', '1000', '07', '30.0', '-1', 'all', ['30', '90']])
      expect(readPeriod({ days }).problems).toEqual([
        { field: 'days', message: 'Must be a whole number of days from 1 to 366.' },
      ]);
  });
});

describe('the figures', () => {
  const grouped: Grouped = {
    days: [
      { day: '2026-12-05', views: 7, visit: 4, 'form-sent': 1, 'chat-opened': 2 },
      { day: '2026-12-04', views: 1, 'transcript-sent': 1, 'newsletter-confirmed': 1 },
    ],
    pages: [
      { name: '/', views: 6, visit: 3, 'form-sent': 1, 'chat-opened': 2 },
      { name: '/offer', views: 0, visit: 1, 'transcript-sent': 1 },
      { name: '/contact', views: 2 },
    ],
    sources: [
      { name: 'linkedin', visit: 3, 'form-sent': 1, 'chat-opened': 2 },
      { name: '', visit: 1, 'transcript-sent': 1 },
      { name: 'www.google.com', 'newsletter-confirmed': 1 },
    ],
    campaigns: [{ name: 'autumn', visit: 3, 'form-sent': 1, 'chat-opened': 2 }],
  };
  const summary = summarize(30, NOW, grouped);

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

  it('gives each landing page its visits, views, leads and rate, in the order the database ranked them', () => {
    expect(summary.pages.map(({ path, visits, views: v, leads, rate }) => ({ path, visits, v, leads, rate }))).toEqual([
      { path: '/', visits: 3, v: 6, leads: 1, rate: 1 / 3 },
      { path: '/offer', visits: 1, v: 0, leads: 1, rate: 1 },
      { path: '/contact', visits: 0, v: 2, leads: 0, rate: null },
    ]);
  });

  it('gives the sources and campaigns their visits and leads, the direct ones named empty', () => {
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

  it('reads numbers stored as text (PostgreSQL answers sums and big integers so)', () => {
    const fromText = summarize(30, NOW, {
      days: [{ day: '2026-12-05', views: '4', visit: '2' }],
      pages: [{ name: '/', views: '4', visit: '2', 'form-sent': '1' }],
      sources: [],
      campaigns: [],
    });
    expect([fromText.totals.views, fromText.totals.visits, fromText.pages[0].rate]).toEqual([4, 2, 0.5]);
  });

  it('writes rates, empty names and the others as the page shows them', () => {
    expect([percent(null), percent(0), percent(1 / 3), percent(1)]).toEqual(['–', '0%', '33.3%', '100%']);
    expect([sourceLabel(''), sourceLabel('linkedin'), sourceLabel(OTHER)]).toEqual(['(direct)', 'linkedin', '(other)']);
    expect([pathLabel('/about'), pathLabel(OTHER)]).toEqual(['/about', '(other paths)']);
  });
});

describe('a list of the summed days and the counted ones', () => {
  it('adds the rows of each name up, ranks by each sum in turn, then by name, and cuts', () => {
    const summed = [
      { name: '/a', views: '10', visit: '4', 'form-sent': '1' },
      { name: '/b', views: 3, visit: 5 },
      { name: '/c', views: 7, visit: 4, 'newsletter-confirmed': 1 },
    ];
    const counted = [
      { name: '/a', views: 2, visit: 1 },
      { name: '/d', views: 1, visit: 0, 'transcript-sent': 2 },
    ];
    const ranked = rankByName([summed, counted], ['visit', 'views', 'leads'], 3);
    expect(ranked.map((row) => [row.name, row.visit, row.views])).toEqual([
      ['/a', 5, 12],
      ['/b', 5, 3],
      ['/c', 4, 7],
    ]);
    expect(ranked[0]).toMatchObject({ 'form-sent': 1, 'chat-opened': 0 });
    // By leads then name: /d's two transcripts, then the tie of /a and /c by name.
    expect(rankByName([summed, counted], ['leads'], 4).map((row) => row.name)).toEqual(['/d', '/a', '/c', '/b']);
  });

  it('orders names by code point, as SQLite and PostgreSQL\'s "C" collation do', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const bytes = Buffer.compare(Buffer.from(a), Buffer.from(b));
        expect(Math.sign(byCodePoint(a, b))).toBe(bytes);
      }),
    );
    // Past U+FFFF, where UTF-16 code units order otherwise.
    expect(byCodePoint('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
    expect('\u{1F600}' < '\uFFFD').toBe(true);
  });
});
