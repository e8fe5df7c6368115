/**
 * The generators behind the fuzz suite do what it relies on: "valid" inputs are accepted by
 * their endpoint's schema (else the suite would only ever test validation), huge strings land
 * just under and just past the body limit, and pollution keys reach the JSON text as keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bodyCases } from './body-cases.js';
import { resolveRefs } from './fixture-ref.js';
import { createFuzzInstance } from './fuzz-instance.js';
import { POLLUTION_MARK } from './hostile-values.js';
import { HugeText, toJsonText } from './json-text.js';
import { queryCases } from './query-cases.js';
import { shapeKeysOf } from './request-arbitrary.js';
import { validInput } from './zod-arbitrary.js';

const resolve = (name: string) => (/email/i.test(name) ? 'ref@example.com' : `ref-${name}`);
const SAMPLES = 150;

const { endpoints, auth } = await createFuzzInstance();
const withSchemas = Object.values(endpoints).flatMap((endpoint) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = endpoint.config[part];
    return schema ? [{ name: `${part} of ${endpoint.path}`, part, schema }] : [];
  }),
);

/** The query object the router would build from a valid query's pieces. */
function asRouterQuery(schema: z.ZodType, seed: number) {
  return fc
    .sample(queryCases(validInput(schema), shapeKeysOf(schema)), { numRuns: SAMPLES * 3, seed })
    .filter((c) => c.label === 'valid')
    .map((c) =>
      Object.fromEntries(
        c.pieces.flatMap((p) =>
          'key' in p ? [[p.key, String(resolveRefs(p.value, resolve))]] : [],
        ),
      ),
    );
}

describe('fuzz generators', () => {
  it.each(withSchemas)('valid inputs are accepted by the $name schema', ({ part, schema }) => {
    const values =
      part === 'body'
        ? fc
            .sample(validInput(schema), { numRuns: SAMPLES, seed: 7 })
            .map((v) => resolveRefs(v, resolve))
        : asRouterQuery(schema, 7);
    const accepted = values.filter((v) => schema.safeParse(v).success).length;
    expect(values.length).toBeGreaterThan(0);
    expect(accepted / values.length).toBeGreaterThanOrEqual(0.9);
  });

  it('sizes a huge string to land just under, and just past, the body limit', () => {
    const limit = auth.options.maxBodySizeBytes;
    for (const unit of ['ascii', 'latin', 'emoji'] as const) {
      const under = toJsonText(
        { name: new HugeText('under', unit) },
        { resolve, maxBodyBytes: limit },
      );
      const over = toJsonText(
        { name: new HugeText('over', unit) },
        { resolve, maxBodyBytes: limit },
      );
      expect(Buffer.byteLength(under)).toBeLessThanOrEqual(limit);
      expect(Buffer.byteLength(under)).toBeGreaterThan(limit - 8);
      expect(Buffer.byteLength(over)).toBeGreaterThan(limit);
    }
  });

  it('writes pollution keys into the JSON text, where JSON.parse makes them own keys', () => {
    const cases = fc
      .sample(bodyCases(fc.constant({ email: 'a@b.co' }), ['email']), { numRuns: 400, seed: 3 })
      .filter((c) => c.label === 'pollution');
    expect(cases.length).toBeGreaterThan(0);
    const texts = cases.map((c) =>
      c.body.kind === 'json'
        ? toJsonText(c.body.value, { resolve, members: c.body.members, maxBodyBytes: 1 << 20 })
        : '',
    );
    const parsed = texts.map((text) => JSON.parse(text) as object);
    expect(parsed.some((body) => Object.hasOwn(body, '__proto__'))).toBe(true);
    expect(texts.some((text) => text.includes(POLLUTION_MARK))).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
