import { number, totalsText } from './visits';

it('writes numbers with thousands separated', () => {
  expect(number(1234567)).toBe('1,234,567');
});

it('says the period’s totals in one sentence, one or many', () => {
  expect(
    totalsText({
      period: 30,
      totals: { visits: 1200, views: 1, leads: 0, rate: 0, conversions: {} } as never,
    }),
  ).toBe('Last 30 days: 1,200 visits, 1 page view, 0 leads (0% of visits).');
  expect(totalsText({ period: 90, totals: { visits: 1, views: 3, leads: 1, rate: 1, conversions: {} } as never })).toBe(
    'Last 90 days: 1 visit, 3 page views, 1 lead (100% of visits).',
  );
});
