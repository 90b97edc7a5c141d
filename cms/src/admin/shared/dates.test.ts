import { dateTime, localToday, shortDateTime, shortDay, utcToday } from './dates';

it('writes a time as the admin reads it, and nothing for none', () => {
  const at = '2026-12-05T14:03:00.000Z';
  expect(dateTime(at)).toBe(new Date(at).toLocaleString('en-GB'));
  expect(dateTime('')).toBe('');
  expect(dateTime(null)).toBe('');
  expect(shortDateTime(at)).toMatch(/^5 Dec 2026, \d\d:\d\d$/);
});

it('writes a day short, whatever the time zone', () => {
  expect(shortDay('2026-12-05')).toBe('5 Dec');
  expect(shortDay('2026-01-31')).toBe('31 Jan');
});

it('knows the day where the admin is and in UTC', () => {
  const now = new Date(2026, 11, 5, 23, 30);
  expect(localToday(now)).toBe('2026-12-05');
  expect(utcToday(new Date('2026-12-05T23:30:00Z'))).toBe('2026-12-05');
});
