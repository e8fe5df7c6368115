/**
 * @module zod-arbitrary
 *
 * Valid inputs for a zod 4 schema, as a fast-check arbitrary, by walking `schema._zod.def`.
 * No maintained library does this for zod 4 (`zod-fast-check` 0.10.1 wants zod ^3 and
 * fast-check < 4), and the walk is small: the route schemas use objects, optionals, unions,
 * arrays, records, enums, literals, strings and numbers with their checks.
 *
 * Leaves (strings, numbers) draw from the field's hints ({@link hintFor}) and from generic
 * values, filtered by the leaf's own schema, so refinements (`.regex`, `.refine`, formats) are
 * honoured without reimplementing them. A schema kind the walk does not know throws
 * {@link UnsupportedSchemaError}: a new route with a new kind fails the suite loudly instead of
 * being fuzzed with nonsense.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { hintFor, MASS_ASSIGNMENT_KEYS, massAssignmentValue } from './field-hints.js';
import { FixtureRef } from './fixture-ref.js';

/** A schema kind (`def.type`) or shape the walk cannot make values for. */
export class UnsupportedSchemaError extends Error {
  override name = 'UnsupportedSchemaError';
}

type AnyDef = Record<string, any> & { type: string };
type CheckDef = Record<string, any> & { check: string };

const defOf = (schema: z.ZodType): AnyDef => (schema as any)._zod.def;
const checksOf = (def: AnyDef): CheckDef[] =>
  ((def.checks ?? []) as Array<{ _zod: { def: CheckDef } }>).map((c) => c._zod.def);

/** True when an object key with this schema may be left out (`optional`, `default`, `catch`). */
export const isOptionalKey = (schema: z.ZodType): boolean =>
  (schema as any)._zod.optin === 'optional';

/** True when `value` holds a fixture placeholder (its real value is only known when sent). */
export function containsRef(value: unknown): boolean {
  if (value instanceof FixtureRef) return true;
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsRef);
  return false;
}

const accepts = (schema: z.ZodType, value: unknown) =>
  containsRef(value) || schema.safeParse(value).success;

/**
 * `arbitrary` filtered by `schema`, after checking on a fixed sample that the filter lets
 * something through (a filter that never passes would hang fast-check). Undefined when none of
 * the sample passes.
 */
function filteredBy(schema: z.ZodType, arbitrary: fc.Arbitrary<unknown>) {
  const sample = fc.sample(arbitrary, { numRuns: 200, seed: 1 });
  if (!sample.some((value) => accepts(schema, value))) return undefined;
  return arbitrary.filter((value) => accepts(schema, value));
}

/** Where in the input a schema sits: the key of its field, for hints; depth, for recursion. */
interface WalkContext {
  key?: string;
  depth: number;
}

/**
 * An arbitrary of values that `schema` accepts (nearly always: union members and filters can
 * let an odd one through, which the fuzzing tolerates — it sends invalid inputs anyway).
 *
 * @throws UnsupportedSchemaError for a kind the walk does not know.
 * @example
 * fc.sample(validInput(z.object({ email: z.email() })), 3);
 */
export function validInput(schema: z.ZodType, key?: string): fc.Arbitrary<unknown> {
  return walk(schema, { key, depth: 0 });
}

function walk(schema: z.ZodType, ctx: WalkContext): fc.Arbitrary<unknown> {
  const arbitrary = walkKind(schema, ctx);
  const def = defOf(schema);
  // A refinement on a composite (`.refine` on a union or object): keep the values it accepts.
  if (def.type !== 'string' && def.type !== 'number' && checksOf(def).length > 0) {
    return filteredBy(schema, arbitrary) ?? arbitrary;
  }
  return arbitrary;
}

function walkKind(schema: z.ZodType, ctx: WalkContext): fc.Arbitrary<unknown> {
  if (ctx.depth > 8) throw new UnsupportedSchemaError('schema nested deeper than 8 levels');
  const def = defOf(schema);
  const inner = (next: z.ZodType, key = ctx.key) => walk(next, { key, depth: ctx.depth + 1 });
  const hint = hintFor(ctx.key);
  switch (def.type) {
    case 'string':
      return stringLeaf(schema, def, hint);
    case 'number':
    case 'int':
      return numberLeaf(schema, def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'transform':
      return fc.jsonValue({ maxDepth: 1 });
    case 'lazy':
      return inner(def.getter());
    case 'union':
      return withHint(schema, hint, fc.oneof(...(def.options as z.ZodType[]).map((o) => inner(o))));
    case 'array':
      return withHint(schema, hint, arrayOf(inner(def.element), checksOf(def)));
    case 'record':
      return withHint(
        schema,
        hint,
        fc.dictionary(
          inner(def.keyType, undefined) as fc.Arbitrary<string>,
          inner(def.valueType, undefined),
          { maxKeys: 4 },
        ),
      );
    case 'object':
      return objectOf(def, (field, key) => inner(field, key));
    default:
      throw new UnsupportedSchemaError(`zod schema type "${def.type}" is not supported`);
  }
}

/** The structural arbitrary, or sometimes the field's hint when the schema accepts it. */
function withHint(
  schema: z.ZodType,
  hint: fc.Arbitrary<unknown> | undefined,
  structural: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const hinted = hint && filteredBy(schema, hint);
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, structural) : structural;
}

function objectOf(
  def: AnyDef,
  field: (schema: z.ZodType, key: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, value] of Object.entries(shape)) {
    model[key] = field(value, key);
    if (!isOptionalKey(value)) requiredKeys.push(key);
  }
  const known = fc.record(model, { requiredKeys });
  const catchall = def.catchall as z.ZodType | undefined;
  if (!catchall || defOf(catchall).type === 'never') return known;
  // Objects that keep unknown keys get the user table's column names too (mass assignment).
  const extraKeys = MASS_ASSIGNMENT_KEYS.filter((key) => !(key in shape));
  const extras = fc.record(Object.fromEntries(extraKeys.map((k) => [k, massAssignmentValue])), {
    requiredKeys: [],
  });
  return fc.tuple(known, fc.option(extras, { freq: 2 })).map(([base, more]) => ({
    ...base,
    ...(more ?? {}),
  }));
}

function arrayOf(element: fc.Arbitrary<unknown>, checks: CheckDef[]) {
  let minLength = 0;
  let maxLength = 4;
  for (const check of checks) {
    if (check.check === 'min_length') minLength = check.minimum;
    if (check.check === 'max_length') maxLength = Math.min(check.maximum, maxLength);
    if (check.check === 'length_equals') minLength = maxLength = check.length;
  }
  return fc.array(element, { minLength, maxLength: Math.max(minLength, maxLength) });
}

function stringLeaf(schema: z.ZodType, def: AnyDef, hint: fc.Arbitrary<unknown> | undefined) {
  const checks = checksOf(def);
  let minLength = 0;
  let maxLength: number | undefined;
  const patterns: RegExp[] = def.pattern instanceof RegExp ? [def.pattern] : [];
  for (const check of checks) {
    if (check.check === 'min_length') minLength = check.minimum;
    if (check.check === 'max_length') maxLength = check.maximum;
    if (check.check === 'length_equals') minLength = maxLength = check.length;
    if (check.check === 'string_format' && check.pattern instanceof RegExp) {
      patterns.push(check.pattern);
    }
  }
  const sources: Array<fc.WeightedArbitrary<unknown>> = [
    fc.string({ minLength, maxLength: Math.min(maxLength ?? minLength + 40, minLength + 40) }),
    ...patterns.map((pattern) => fc.stringMatching(pattern)),
    // Dates for `from`/`to`-style refinements, numbers for numeric strings.
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    fc.integer({ min: 0, max: 1000 }).map(String),
  ].map((arbitrary) => ({ arbitrary, weight: 1 }));
  // Mostly the field's plausible values: they are what gets a route past its lookups.
  if (hint) sources.unshift({ arbitrary: hint, weight: 3 * sources.length });
  const leaf = filteredBy(schema, fc.oneof(...sources));
  if (!leaf) throw new UnsupportedSchemaError('no generated string passes this string schema');
  return leaf;
}

function numberLeaf(schema: z.ZodType, def: AnyDef) {
  let min = -1e6;
  let max = 1e6;
  let integer = def.format === 'safeint' || def.format === 'int32';
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, check.value);
    if (check.check === 'less_than') max = Math.min(max, check.value);
    if (check.check === 'number_format') integer = true;
  }
  const source = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.oneof(fc.double({ min, max, noNaN: true }), fc.integer({ min: -10, max: 10 }));
  const leaf = filteredBy(schema, fc.oneof(source, fc.constantFrom(0, 1, -1, min, max)));
  if (!leaf) throw new UnsupportedSchemaError('no generated number passes this number schema');
  return leaf;
}
