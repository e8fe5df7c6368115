/**
 * @module query-cases
 *
 * Query strings for one endpoint: its valid query, and mutations of it — values replaced by
 * unicode edge cases, keys missing, keys repeated (the last one wins in the router), keys
 * percent-encoded, bracket and `__proto__` keys, broken escapes, a very long value.
 */
import fc from 'fast-check';
import { FixtureRef, type ResolveFixture } from './fixture-ref.js';
import { HOSTILE_QUERY_PIECES, hostileString } from './hostile-values.js';
import { percentEncode } from './json-text.js';

/** One `key=value` of a query: raw pieces are sent as they are, others percent-encoded. */
export type QueryPiece = { key: string; value: unknown; encodeKey?: 'all' } | { raw: string };

/** A query string with the name of the mutation that made it. */
export interface QueryCase {
  label: string;
  pieces: QueryPiece[];
}

/** A long value, written out only when sent (so a counterexample prints short). */
export class RepeatedText {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
}

/** The text of a query value: strings as they are, the rest as JSON would show them. */
function valueText(value: unknown, resolve: ResolveFixture): string {
  if (value instanceof FixtureRef) return resolve(value.name);
  if (value instanceof RepeatedText) return value.unit.repeat(value.times);
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** Percent-encodes every character, even unreserved ones (`token` → `%74%6F%6B%65%6E`). */
const encodeEverything = (text: string) =>
  [...new TextEncoder().encode(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** The query string (without `?`) of `pieces`; empty when there are none. */
export function queryText(pieces: QueryPiece[], resolve: ResolveFixture): string {
  return pieces
    .map((piece) => {
      if ('raw' in piece) return piece.raw;
      const key = piece.encodeKey ? encodeEverything(piece.key) : percentEncode(piece.key);
      return `${key}=${percentEncode(valueText(piece.value, resolve))}`;
    })
    .join('&');
}

/** The pieces of a valid query object: one per defined member. */
function piecesOf(value: unknown): QueryPiece[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => ({
      key,
      value: typeof v === 'boolean' || typeof v === 'number' ? String(v) : v,
    }));
}

/**
 * Every kind of query for an endpoint whose valid queries are `valid` (undefined when the
 * endpoint declares none: then mostly no query, sometimes a hostile one).
 */
export function queryCases(
  valid: fc.Arbitrary<unknown> | undefined,
  shapeKeys: readonly string[],
): fc.Arbitrary<QueryCase> {
  const base = valid ?? fc.constant(undefined);
  return base.chain((v) => {
    const pieces = piecesOf(v);
    const keys = [...new Set([...pieces.map((p) => ('key' in p ? p.key : '')), ...shapeKeys])];
    const someKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x');
    return fc.oneof(
      { weight: valid ? 6 : 10, arbitrary: fc.constant({ label: 'valid', pieces }) },
      {
        weight: 3,
        arbitrary: fc.tuple(someKey, hostileString).map(([key, value]) => ({
          label: 'unicode',
          pieces: [...pieces.filter((p) => !('key' in p) || p.key !== key), { key, value }],
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .subarray(pieces, { minLength: 0 })
          .map((kept) => ({ label: 'missing', pieces: kept })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(someKey, fc.array(hostileString, { minLength: 1, maxLength: 3 }), fc.boolean())
          .map(([key, values, before]) => {
            const repeats = values.map((value) => ({ key, value }));
            return {
              label: 'repeated-key',
              pieces: before ? [...repeats, ...pieces] : [...pieces, ...repeats],
            };
          }),
      },
      {
        weight: 1,
        arbitrary: fc.constant({
          label: 'encoded-key',
          pieces: pieces.map((p) => ('key' in p ? { ...p, encodeKey: 'all' as const } : p)),
        }),
      },
      {
        weight: 3,
        arbitrary: fc
          .subarray([...HOSTILE_QUERY_PIECES], { minLength: 1, maxLength: 4 })
          .map((raws) => ({
            label: 'hostile-pieces',
            pieces: [...pieces, ...raws.map((raw) => ({ raw }))],
          })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(someKey, fc.integer({ min: 1_000, max: 60_000 }))
          .map(([key, length]) => ({
            label: 'long-value',
            pieces: [...pieces, { key, value: new RepeatedText('é', length) }],
          })),
      },
    );
  });
}
