/**
 * The confirmed subscribers as CSV (RFC 4180: comma-separated, CRLF line ends, quotes doubled) for
 * the firm's newsletter tool. A cell that a spreadsheet would read as a formula (=, +, -, @, or a
 * tab or carriage return before one of them) is prefixed with an apostrophe, as OWASP advises against
 * CSV injection: a subscriber's name is whatever they typed.
 */
// `lang` last, so a mailing tool set up for the columns before it reads them where they were.
export const CSV_COLUMNS = [
  'email',
  'name',
  'confirmedAt',
  'unsubscribeUrl',
  'oneClickUnsubscribeUrl',
  'lang',
] as const;

export type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: CsvRow[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
