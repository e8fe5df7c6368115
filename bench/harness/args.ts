/**
 * Command-line helpers shared by the bench scripts (each parses its own options with
 * `node:util`'s `parseArgs`; these turn the strings into checked values).
 */

/**
 * A numeric option clamped to `[min, max]`. A value that is not a number (`--runs three`) stops
 * the script with a message naming the option, rather than running with `NaN`.
 */
export function numberArg(name: string, value: string | undefined, min: number, max: number) {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || Number.isNaN(n)) {
    throw new Error(`--${name}: expected a number, got ${JSON.stringify(value ?? '')}`);
  }
  return Math.min(Math.max(n, min), max);
}

/** A comma-separated option as its trimmed, non-empty items (`'a, b,,c'` → `['a', 'b', 'c']`). */
export function listArg(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
