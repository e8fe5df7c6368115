import { type APIErrorBody, validationError } from '../errors/api-error.js';
import type { DatabaseAdapter } from './adapter.js';
import type { DatabaseSchema, FieldAttribute } from './schema.js';

/** One failed limit, as it appears in a 400 `VALIDATION_ERROR`'s `details`. */
export type LengthViolation = NonNullable<APIErrorBody['details']>[number];

/**
 * The length of a value as its field's `maxLength` counts it, in characters (UTF-16 code units,
 * JavaScript's `length`): a string's own length; for a `json` field, the length of its JSON
 * text. `undefined` for values a limit does not apply to (null, numbers, dates, …).
 */
function measure(field: FieldAttribute, value: unknown): number | undefined {
  if (typeof value === 'string') return value.length;
  if (field.type !== 'json' || value === null || value === undefined) return undefined;
  return JSON.stringify(value)?.length;
}

/**
 * The fields of `data` longer than their `maxLength` in `fields`, in the words zod uses for its
 * own `max` failures, so every length refusal reads alike. Empty when all fit.
 *
 * @example
 * lengthViolations({ name: { type: 'string', maxLength: 3 } }, { name: 'Ada Lovelace' })
 * // [{ path: 'name', message: 'Too big: expected string to have <=3 characters' }]
 */
export function lengthViolations(
  fields: Record<string, FieldAttribute>,
  data: Record<string, unknown>,
): LengthViolation[] {
  const violations: LengthViolation[] = [];
  for (const [name, value] of Object.entries(data)) {
    const field = fields[name];
    if (field?.maxLength === undefined) continue;
    const length = measure(field, value);
    if (length !== undefined && length > field.maxLength) {
      const what = field.type === 'json' ? 'JSON text' : 'string';
      violations.push({
        path: name,
        message: `Too big: expected ${what} to have <=${field.maxLength} characters`,
      });
    }
  }
  return violations;
}

/**
 * Checks `data` against the `maxLength` of `model`'s fields in `schema`.
 *
 * @throws APIError 400 VALIDATION_ERROR 'Invalid body parameters', with one `details` entry per
 *   field that is too long (`path` is the field name).
 * @see SPEC §5 (body validation)
 * @example
 * assertWithinLengthLimits(context.schema, 'organization', { slug: ctx.body.slug });
 */
export function assertWithinLengthLimits(
  schema: DatabaseSchema,
  model: string,
  data: Record<string, unknown>,
): void {
  const fields = schema[model]?.fields;
  if (!fields) return;
  const violations = lengthViolations(fields, data);
  if (violations.length > 0) throw validationError('body', violations);
}

/**
 * Shortens `value` to at most `maxLength` characters, for input that is not the user's to fix
 * (a `User-Agent` header, a provider's profile): refusing it would fail a sign-in over a detail.
 * A surrogate pair is never split in half. `null` stays `null`.
 *
 * @example truncateToLength('Mozilla/5.0 (X11; Linux x86_64)', 7) // 'Mozilla'
 */
export function truncateToLength<T extends string | null>(value: T, maxLength: number): T {
  if (value === null || value.length <= maxLength) return value;
  const cut = value.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  // A high surrogate left without its low half would be stored as U+FFFD.
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut) as T;
}

/**
 * Wraps an adapter so that every create and update of a model refuses values longer than their
 * field's `maxLength` before anything is written, whichever route, plugin, hook or server call
 * makes the write: the limits hold for what is stored, not for one route's input. Inside
 * transactions too. Without any `maxLength` in the schema the adapter is returned as is.
 *
 * @throws APIError 400 VALIDATION_ERROR 'Invalid body parameters' from `create`, `update` and
 *   `updateMany` (see {@link assertWithinLengthLimits}).
 * @example
 * const adapter = withLengthLimits(resolveDatabase(url, schema), schema);
 */
export function withLengthLimits(
  adapter: DatabaseAdapter,
  schema: DatabaseSchema,
): DatabaseAdapter {
  const limited = new Set(
    Object.entries(schema)
      .filter(([, model]) => Object.values(model.fields).some((f) => f.maxLength !== undefined))
      .map(([name]) => name),
  );
  if (limited.size === 0) return adapter;
  const check = (model: string, data: Record<string, unknown>) => {
    if (limited.has(model)) assertWithinLengthLimits(schema, model, data);
  };
  const wrap = (inner: DatabaseAdapter): DatabaseAdapter =>
    Object.assign(delegateTo(inner), {
      // Async, so a refusal is a rejected promise like any other write failure.
      async create(args) {
        check(args.model, args.data);
        return (await inner.create(args)) as never;
      },
      async update(args) {
        check(args.model, args.update);
        return (await inner.update(args)) as never;
      },
      async updateMany(args) {
        check(args.model, args.update);
        return inner.updateMany(args);
      },
      transaction: <R>(fn: (tx: DatabaseAdapter) => Promise<R>) =>
        inner.transaction((tx) => fn(wrap(tx))),
    } satisfies Partial<DatabaseAdapter>);
  return wrap(adapter);
}

/**
 * An object that answers like `inner`: its methods, own or inherited (an adapter written as a
 * class), bound to `inner` once, so they keep their `this`; other properties read through.
 */
function delegateTo(inner: DatabaseAdapter): DatabaseAdapter {
  const out = Object.create(inner) as Record<string, unknown>;
  for (let level: object | null = inner; level && level !== Object.prototype; ) {
    for (const key of Object.getOwnPropertyNames(level)) {
      const value = (inner as unknown as Record<string, unknown>)[key];
      if (key === 'constructor' || typeof value !== 'function' || Object.hasOwn(out, key)) continue;
      out[key] = value.bind(inner);
    }
    level = Object.getPrototypeOf(level) as object | null;
  }
  return out as unknown as DatabaseAdapter;
}
