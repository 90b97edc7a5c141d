import { de } from '../config/messages/de';
import { en } from '../config/messages/en';
import { formatNumber } from '../lib/format';
import { formatDate } from './PrivacyView';

test('dates and numbers as each locale writes them', () => {
  expect(formatDate('2026-11-25', en.format.intlLocale)).toBe('25 November 2026');
  expect(formatDate('2026-11-25', de.format.intlLocale)).toBe('25. November 2026');
  expect(formatDate('not a date', de.format.intlLocale)).toBe('not a date');
  expect(formatNumber(de.format.intlLocale, 1250.5)).toBe('1.250,5');
  expect(formatNumber(en.format.intlLocale, 1250.5)).toBe('1,250.5');
});
