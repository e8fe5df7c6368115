/**
 * @module body-cases
 *
 * Request bodies for one endpoint: its valid inputs, and each valid input mutated — a field of
 * the wrong type, fields missing, extra fields, unicode edge cases, a string as long as the
 * body limit allows (and one byte past it), prototype-pollution keys, a key given twice, a
 * body that is not an object, malformed JSON, a form body, no body.
 */
import fc from 'fast-check';
import { MASS_ASSIGNMENT_KEYS } from './field-hints.js';
import {
  hostileString,
  MALFORMED_BODIES,
  NON_OBJECT_BODIES,
  POLLUTION_MEMBERS,
} from './hostile-values.js';
import { HugeText, type RawMember, type ValuePath } from './json-text.js';

/** The body of a generated request, before fixtures are resolved. */
export type WireBody =
  | { kind: 'json'; value: unknown; members: RawMember[] }
  | { kind: 'text'; text: string }
  | { kind: 'form'; value: unknown }
  | { kind: 'none' };

/** A body with the name of the mutation that made it (counted in the suite's summary). */
export interface BodyCase {
  label: string;
  body: WireBody;
}

const json = (label: string, value: unknown, members: RawMember[] = []): BodyCase => ({
  label,
  body: { kind: 'json', value, members },
});

/** Paths of every member and item under `value` (not the root, not inside placeholders). */
export function pathsOf(value: unknown, path: ValuePath = []): ValuePath[] {
  const entries = Array.isArray(value)
    ? value.map((item, i) => [i, item] as const)
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  return entries.flatMap(([key, item]) => [[...path, key], ...pathsOf(item, [...path, key])]);
}

/** Paths of the plain objects in `value`, the root included when it is one. */
const objectPaths = (value: unknown): ValuePath[] =>
  [[], ...pathsOf(value)].filter((p) => isPlainObject(at(value, p)));

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && v.constructor === Object;

/** The value at `path`. */
export function at(value: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>((node, key) => (node as any)?.[key], value);
}

/** A copy of `value` with `path` set to `next` (or removed, for `undefined` in an object). */
export function setAt(value: unknown, path: ValuePath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    copy[head] = setAt(copy[head], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = isPlainObject(value) ? { ...value } : {};
  const key = String(head);
  const item = setAt(copy[key], rest, next);
  // defineProperty: a `__proto__` key stays an own key instead of replacing the prototype.
  if (item === undefined) delete copy[key];
  else
    Object.defineProperty(copy, key, {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

/** A JSON value whose type differs from `current`'s. */
function otherType(current: unknown): fc.Arbitrary<unknown> {
  const kind = current === null ? 'null' : Array.isArray(current) ? 'array' : typeof current;
  const byKind: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('', 'true', '1')),
    number: fc.oneof(fc.integer(), fc.constantFrom(0, -0, 1e308, -1, 0.5)),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    }),
  };
  return fc.oneof(...Object.entries(byKind).flatMap(([k, arb]) => (k === kind ? [] : [arb])));
}

/** A path into `value` or a top-level key of the schema (to reach optional keys left out). */
const somePath = (value: unknown, shapeKeys: readonly string[]) => {
  const paths = [...pathsOf(value), ...shapeKeys.map((key) => [key])];
  return paths.length > 0 ? fc.constantFrom(...paths) : fc.constant(['x'] as ValuePath);
};

/** The string-valued paths of `value`, or every path when it has none. */
const stringPath = (value: unknown, shapeKeys: readonly string[]) => {
  const strings = pathsOf(value).filter((p) => typeof at(value, p) === 'string');
  return strings.length > 0 ? fc.constantFrom(...strings) : somePath(value, shapeKeys);
};

const extraKey = fc.oneof(
  fc.constantFrom(...MASS_ASSIGNMENT_KEYS, 'x', '', ' ', 'a.b', '$where', '0'),
  fc.string({ maxLength: 12 }),
);

/**
 * Every kind of body for an endpoint whose valid inputs are `valid` and whose top-level keys
 * are `shapeKeys`. Valid bodies are a quarter or so of the cases; the huge ones are rare (they
 * are the slow ones).
 */
export function bodyCases(
  valid: fc.Arbitrary<unknown>,
  shapeKeys: readonly string[],
): fc.Arbitrary<BodyCase> {
  return valid.chain((v) => {
    const objects = objectPaths(v);
    const objectPath = objects.length > 0 ? fc.constantFrom(...objects) : fc.constant([]);
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(json('valid', v)) },
      {
        weight: 3,
        arbitrary: somePath(v, shapeKeys).chain((p) =>
          otherType(at(v, p)).map((next) => json('wrong-type', setAt(v, p, next))),
        ),
      },
      {
        weight: 2,
        // Some members left out; everything left out when there are none to pick.
        arbitrary:
          pathsOf(v).length === 0
            ? fc.constant(json('missing', undefined))
            : fc.subarray(pathsOf(v), { minLength: 1 }).map((gone) =>
                json(
                  'missing',
                  gone.reduce((acc, p) => setAt(acc, p, undefined), v),
                ),
              ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(objectPath, fc.dictionary(extraKey, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 }))
          .map(([p, extra]) => json('extra', setAt(v, p, { ...(at(v, p) as object), ...extra }))),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(stringPath(v, shapeKeys), hostileString)
          .map(([p, s]) => json('unicode', setAt(v, p, s))),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            stringPath(v, shapeKeys),
            fc.constantFrom<HugeText['size']>('under', 'under', 'over', 100_000),
            fc.constantFrom<HugeText['unit']>('ascii', 'latin', 'emoji'),
          )
          .map(([p, size, unit]) => json('huge', setAt(v, p, new HugeText(size, unit)))),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            objectPath,
            fc.subarray([...POLLUTION_MEMBERS], { minLength: 1, maxLength: 3 }),
            fc.constantFrom<RawMember['at']>('start', 'end'),
          )
          .map(([p, raws, where]) =>
            json(
              'pollution',
              isPlainObject(v) ? v : {},
              raws.map((raw) => ({ path: isPlainObject(v) ? p : [], raw, at: where })),
            ),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(somePath(v, shapeKeys), fc.jsonValue({ maxDepth: 1 }), fc.boolean())
          .map(([p, other, first]) => {
            // The key again, in the object that holds it (the root when that is not an object).
            const parent = p.slice(0, -1);
            const member: RawMember = {
              path: isPlainObject(at(v, parent)) ? parent : [],
              raw: `${JSON.stringify(String(p.at(-1)))}:${JSON.stringify(other)}`,
              at: first ? 'start' : 'end',
            };
            return json('duplicate-key', isPlainObject(v) ? v : {}, [member]);
          }),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            fc.constantFrom(...NON_OBJECT_BODIES),
            fc.jsonValue({ maxDepth: 1 }).map((x) => JSON.stringify([x])),
          )
          .map((text): BodyCase => ({ label: 'non-object', body: { kind: 'text', text } })),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            fc.constantFrom(...MALFORMED_BODIES),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
            fc.nat().map((n) => {
              const text = JSON.stringify(v ?? {}) ?? '{}';
              return text.slice(0, n % Math.max(1, text.length));
            }),
          )
          .map((text): BodyCase => ({ label: 'malformed', body: { kind: 'text', text } })),
      },
      {
        weight: 1,
        arbitrary: fc.constant<BodyCase>({ label: 'form', body: { kind: 'form', value: v } }),
      },
      { weight: 1, arbitrary: fc.constant<BodyCase>({ label: 'no-body', body: { kind: 'none' } }) },
    );
  });
}
