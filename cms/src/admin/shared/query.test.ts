import { ANY, filterQuery } from './query';

it('sends only the filters set, after the base, in the form order', () => {
  expect(
    filterQuery(
      { page: '1', today: '2026-12-05' },
      { status: ANY, kind: 'contact-request', q: '', from: '2026-12-01', due: false },
    ),
  ).toBe('page=1&today=2026-12-05&kind=contact-request&from=2026-12-01');
});

it('sends a ticked box as true and escapes what is typed', () => {
  expect(filterQuery({}, { q: 'ann & bob', due: true })).toBe('q=ann+%26+bob&due=true');
});
