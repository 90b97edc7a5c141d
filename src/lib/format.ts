/**
 * Dates as the page's locale writes them, by the catalogue's `format.intlLocale` (en-GB,
 * de-DE; `useI18n().t('format.intlLocale')`). Apart from the translator (./i18n.tsx), which every
 * page loads at start: only the parts that show a date (an article's card, the privacy notice) bring
 * these, in their own chunks.
 */

/** A date as the locale writes it (2 December 2026 / 2. Dezember 2026). */
export const formatDate = (
  intlLocale: string,
  value: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) => new Intl.DateTimeFormat(intlLocale, options).format(typeof value === 'string' ? new Date(value) : value);
