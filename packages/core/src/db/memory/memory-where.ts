import type { Where } from '../adapter.js';
import type { FieldType } from '../schema.js';

/** A stored row and the way to read one of its fields. */
export type FieldReader = (field: string) => { value: unknown; type: FieldType };

/**
 * Normalises a value to what a SQL engine would hand back for a column of `type`: dates as
 * `Date`, JSON through a text round trip, numbers and strings coerced. `null` stays `null`.
 */
export function normalize(type: FieldType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'date':
      return value instanceof Date ? new Date(value.getTime()) : new Date(value as string | number);
    case 'boolean':
      return typeof value === 'boolean' ? value : Boolean(Number(value));
    case 'number':
      return Number(value);
    case 'json':
      return JSON.parse(JSON.stringify(value));
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

// A comparable primitive: dates by instant, booleans as 1/0 (as SQL engines store them), JSON
// values by their text.
function key(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
}

/** Orders two normalised values; null is the smallest, as in SQLite and MySQL. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === null) return b === null ? 0 : -1;
  if (b === null) return 1;
  const x = key(a) as number | string;
  const y = key(b) as number | string;
  return x < y ? -1 : x > y ? 1 : 0;
}

function test(clause: Where, value: unknown, type: FieldType): boolean {
  const operator = clause.operator ?? 'eq';
  if (operator === 'in') {
    const list = Array.isArray(clause.value) ? clause.value : [clause.value];
    // As in SQL, NULL is never `in` a list, and a NULL in the list matches nothing.
    return (
      value !== null &&
      list.some((item) => item !== null && compareValues(value, normalize(type, item)) === 0)
    );
  }
  if (clause.value === null && (operator === 'eq' || operator === 'ne')) {
    return operator === 'eq' ? value === null : value !== null;
  }
  // Any other comparison with NULL is unknown in SQL, which a WHERE treats as false.
  if (value === null || clause.value === null || clause.value === undefined) return false;
  if (clause.mode === 'insensitive' && typeof clause.value === 'string' && operator !== 'ne') {
    const text = String(key(value)).toLowerCase();
    const needle = clause.value.toLowerCase();
    if (operator === 'eq') return text === needle;
    if (operator === 'contains') return text.includes(needle);
    if (operator === 'starts_with') return text.startsWith(needle);
    if (operator === 'ends_with') return text.endsWith(needle);
  }
  if (operator === 'contains' || operator === 'starts_with' || operator === 'ends_with') {
    const text = typeof value === 'string' ? value : String(key(value));
    const needle = String(clause.value);
    if (operator === 'contains') return text.includes(needle);
    return operator === 'starts_with' ? text.startsWith(needle) : text.endsWith(needle);
  }
  const order = compareValues(value, normalize(type, clause.value));
  switch (operator) {
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
    default:
      throw new Error(`[portcullis] Unknown where operator "${String(operator)}"`);
  }
}

/**
 * Whether a row satisfies `where`, folded left to right like the SQL adapter's condition:
 * `[a, b, or c]` is `(a AND b) OR c`; an empty list matches every row.
 */
export function matches(where: readonly Where[], read: FieldReader): boolean {
  let result: boolean | undefined;
  for (const clause of where) {
    const { value, type } = read(clause.field);
    const outcome = test(clause, value, type);
    result =
      result === undefined
        ? outcome
        : clause.connector === 'OR'
          ? result || outcome
          : result && outcome;
  }
  return result ?? true;
}
