const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** Dates arrive as `Date` or, straight from JSON, as ISO strings; accept both. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "Nov 29, 2026, 9:40 AM" in the reader's locale and time zone. */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(toDate(value));
}

/** "in 7 days", "2 hours ago": the largest unit that fits, for a quick sense of distance. */
export function formatRelative(value: Date | string, now: number = Date.now()): string {
  const deltaMs = toDate(value).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(deltaMs) >= ms) return relative.format(Math.round(deltaMs / ms), unit);
  }
  return relative.format(0, 'second');
}
