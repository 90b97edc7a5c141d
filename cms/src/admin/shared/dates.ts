/**
 * How the admin's own screens write dates and times (British English, as the rest of the admin), and
 * the admin's own date. Pure, so it is tested without the admin (dates.test.ts).
 */

/** "05/12/2026, 14:03:00" from an ISO time; nothing for none. */
export const dateTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-GB') : '');

/** "5 Dec 2026, 14:03" from an ISO time. */
export const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "5 Dec" from the day 2026-12-05. */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The day it is where the admin is, as YYYY-MM-DD: what "today" means in their filters. */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The day it is in UTC, as YYYY-MM-DD. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
