/**
 * @module request-arbitrary
 *
 * Every request worth sending to one endpoint: each of its methods, its `:params` (real values
 * and hostile segments), a query and a body from its schemas ({@link queryCases},
 * {@link bodyCases}), a media type, an identity (anonymous, user, admin, impersonator, bearer,
 * forged cookie), an Origin (the app's own most of the time, as a browser sends it), and now and
 * then hostile headers (junk cookies, broken bearer tokens, oversized client headers).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '../../src/kernel/endpoint.js';
import { REFERENCE_ASSETS } from '../../src/openapi/assets.js';
import { bodyCases } from './body-cases.js';
import { FixtureRef } from './fixture-ref.js';
import {
  CONTENT_TYPES,
  type ContentType,
  type FuzzRequest,
  IDENTITIES,
  type PathVariant,
} from './fuzz-instance.js';
import {
  HOSTILE_HEADERS,
  HOSTILE_PATH_SEGMENTS,
  hostileString,
  ORIGINS,
} from './hostile-values.js';
import { percentEncode } from './json-text.js';
import { queryCases } from './query-cases.js';
import { validInput } from './zod-arbitrary.js';

/** The top-level keys an object schema (under optional/nullable/union wrappers) declares. */
export function shapeKeysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as any)._zod.def;
  if (def.type === 'object') return Object.keys(def.shape);
  if (def.innerType) return shapeKeysOf(def.innerType);
  if (def.type === 'pipe') return shapeKeysOf(def.in);
  if (def.type === 'union') return [...new Set(def.options.flatMap(shapeKeysOf))] as string[];
  return [];
}

/** Real values of the `:params` the routes declare; other params get hostile text only. */
const KNOWN_PARAMS: Record<string, fc.Arbitrary<string | FixtureRef>> = {
  id: fc.constantFrom('idtest', 'github', 'IDTEST'),
  token: fc.constant(new FixtureRef('emailToken')),
  file: fc.constantFrom(...Object.keys(REFERENCE_ASSETS)),
};

function paramArbitrary(name: string): fc.Arbitrary<string | FixtureRef> {
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE_PATH_SEGMENTS),
    hostileString.filter((s) => s !== '').map(percentEncode),
  );
  const known = KNOWN_PARAMS[name];
  return known ? fc.oneof({ arbitrary: known, weight: 3 }, hostile) : hostile;
}

const contentType: fc.Arbitrary<ContentType> = fc.oneof(
  { arbitrary: fc.constant<ContentType>('application/json'), weight: 12 },
  fc.constantFrom(...CONTENT_TYPES),
);

const identity = fc.oneof(
  { arbitrary: fc.constantFrom<(typeof IDENTITIES)[number]>('admin', 'user'), weight: 6 },
  { arbitrary: fc.constant<(typeof IDENTITIES)[number]>('anonymous'), weight: 2 },
  fc.constantFrom(...IDENTITIES),
);

const origin = fc.oneof(
  { arbitrary: fc.constant<(typeof ORIGINS)[number]>('trusted'), weight: 8 },
  fc.constantFrom(...ORIGINS),
);

/** How the path is written: as declared mostly, else as a sloppy or tricky client writes it. */
const pathVariant = fc.oneof(
  { arbitrary: fc.constant<PathVariant>('exact'), weight: 15 },
  fc.constantFrom<PathVariant>(
    'trailing-slash',
    'double-slash',
    'upper-case',
    'encoded',
    'dot-segment',
  ),
);

const extraHeaders = fc.oneof(
  { arbitrary: fc.constant<Record<string, string>>({}), weight: 12 },
  fc.constantFrom(...HOSTILE_HEADERS),
);

/**
 * The requests for `endpoint`.
 *
 * @throws UnsupportedSchemaError when its body or query schema has a kind the walk does not know.
 */
export function requestArbitrary(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const { config, path } = endpoint;
  const methods = [config.method].flat();
  const paramNames = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const params = fc.record(
    Object.fromEntries(paramNames.map((name) => [name, paramArbitrary(name)])),
  ) as fc.Arbitrary<Record<string, string | FixtureRef>>;
  const bodySchema = config.body;
  const querySchema = config.query;
  const body = bodyCases(
    bodySchema ? validInput(bodySchema) : fc.constant(undefined),
    shapeKeysOf(bodySchema),
  );
  const query = queryCases(querySchema && validInput(querySchema), shapeKeysOf(querySchema));
  return fc.record({
    // Now and then a method the route does not declare (the router must answer 404).
    method: fc.oneof(
      { arbitrary: fc.constantFrom(...methods), weight: 15 },
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
    ),
    pathVariant,
    path: fc.constant(path),
    params,
    query,
    body,
    contentType,
    identity,
    origin,
    extraHeaders,
  });
}
