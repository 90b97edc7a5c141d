import { de } from '../config/messages/de';
import { en } from '../config/messages/en';
import { formatDate } from './PrivacyView';

test('dates as each locale writes them', () => {
  expect(formatDate('2026-11-25', en.format.intlLocale)).toBe('25 November 2026');
  expect(formatDate('2026-11-25', de.format.intlLocale)).toBe('25. November 2026');
  expect(formatDate('not a date', de.format.intlLocale)).toBe('not a date');
});
