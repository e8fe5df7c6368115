// Dates and numbers in a locale (`undefined`: the browser's), with the platform's Intl.

const SECOND = 1000;
// The largest unit that fits, so "3 hours ago" rather than "180 minutes ago".
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600 * SECOND],
  ['month', 30 * 24 * 3600 * SECOND],
  ['week', 7 * 24 * 3600 * SECOND],
  ['day', 24 * 3600 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
];

/** A date and time, e.g. "Mar 4, 2026, 9:40 AM" (en-US), "4 mars 2026, 09:40" (fr-FR). */
export const formatDateTime = (date: Date, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

/** A day, e.g. "Mar 4, 2026" (en-US), "4 mars 2026" (fr-FR). */
export const formatDay = (date: Date, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);

/**
 * How far `date` is from `now` (default: the current time), e.g. "3 hours ago", "in 2 days"
 * (en), "il y a 3 heures", "dans 2 jours" (fr), with the largest unit that fits; "now" under a
 * second.
 */
export function formatRelative(date: Date, locale?: string, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const delta = date.getTime() - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) >= size) return format.format(Math.round(delta / size), unit);
  }
  return format.format(0, 'second');
}

/** A number with the locale's grouping, e.g. "10,000" (en), "10 000" (fr). */
export const formatNumber = (value: number, locale?: string): string =>
  new Intl.NumberFormat(locale).format(value);
