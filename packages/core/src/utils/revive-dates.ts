/**
 * Turns the ISO-8601 strings of a row's `…At` fields (createdAt, expiresAt, …) back into Dates,
 * after a JSON round trip through a cookie or secondary storage. Returns a copy.
 */
export function reviveDates<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const [field, value] of Object.entries(out)) {
    if (field.endsWith('At') && typeof value === 'string') out[field] = new Date(value);
  }
  return out as T;
}
