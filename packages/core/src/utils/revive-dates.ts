// Date-times as `Date.prototype.toJSON` writes them, and RFC 3339 offsets.
export const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A `JSON.parse` reviver turning ISO-8601 date-time strings back into `Date`s, for keys ending
 * in `At` only (`createdAt`, `updatedAt`, `expiresAt`…), so that a user's name that happens to
 * look like a date stays a string. Values that are not valid dates are left as they are.
 *
 * @example
 * JSON.parse('{"expiresAt":"2030-01-01T00:00:00.000Z"}', reviveDates).expiresAt; // Date
 */
export function reviveDates(key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !key.endsWith('At') || !ISO_DATE_TIME.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}
