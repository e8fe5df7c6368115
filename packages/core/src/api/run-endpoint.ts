import type { z } from 'zod';
import { APIError, validationError } from '../errors/api-error.js';
import { ERROR_CODES } from '../errors/codes.js';
import type { AuthContext } from '../kernel/auth-context.js';
import type { Endpoint, RawResult, RedirectResult } from '../kernel/endpoint.js';
import { assertTrustedOrigin, isUnsafeMethod } from '../security/origin-check.js';
import { readPluginSession, readPluginToken } from '../session/session-token.js';
import { rememberRequestSecrets } from '../utils/redact.js';
import { CallContext, type EndpointInput } from './call-context.js';

/** What a handler produced: its result and the response headers (Set-Cookie included). */
export interface EndpointOutcome {
  result: unknown;
  /** Undefined when the call set no header (most reads): nothing was allocated for them. */
  headers: Headers | undefined;
}

/** True when a handler result is a redirect made by `ctx.redirect`. */
export const isRedirect = (value: unknown): value is RedirectResult =>
  typeof value === 'object' && value !== null && '__redirect' in value;

/** True when a handler result is a raw body made by `ctx.html`. */
export const isRaw = (value: unknown): value is RawResult =>
  typeof value === 'object' && value !== null && '__raw' in value;

/** A body that is absent or a plain JSON object: `{}`, never `[]`, `1`, `"x"`, `null` or `true`. */
const isObjectOrAbsent = (value: unknown) =>
  value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value));

function validate(schema: z.ZodType | undefined, value: unknown, part: 'body' | 'query') {
  if (!schema) {
    // A route that declares no body takes none, but a body it is sent must still be an object
    // (or nothing): a bare `[]` or `null` is malformed input, not an empty request.
    if (part === 'body' && !isObjectOrAbsent(value)) {
      throw validationError(part, [{ path: '', message: 'Expected an object' }]);
    }
    return value;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw validationError(
    part,
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

/**
 * Validates the input and runs one endpoint, for HTTP and server calls alike.
 *
 * @throws APIError from validation (400 VALIDATION_ERROR, 'Headers is required' included; a body
 *   that is not an object, on a route without a body schema too) or from the handler.
 */
export async function runEndpoint(
  endpoint: Endpoint,
  input: EndpointInput,
  context: AuthContext,
): Promise<EndpointOutcome> {
  // What this call carries (password, tokens, cookies) is scrubbed from every log line it causes.
  rememberRequestSecrets(
    { body: input.body, query: input.query, params: input.params },
    input.headers,
  );
  const ctx = new CallContext(
    {
      body: validate(endpoint.config.body, input.body, 'body'),
      query: validate(endpoint.config.query, input.query, 'query'),
      path: endpoint.path,
      params: input.params,
      headers: input.headers,
      http: input.http,
      isServerCall: input.isServerCall,
    },
    context,
  );
  if (endpoint.config.requireHeaders && input.headersMissing) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_ERROR',
      message: ERROR_CODES.HEADERS_IS_REQUIRED,
    });
  }
  // Cookie-authenticated HTTP writes must come from a trusted origin (CSRF). A request that a
  // plugin's credential (bearer) claims is authenticated by that alone, never by its cookies;
  // an endpoint declared `skipOriginCheck` does not act on cookies for a POST. Safe methods
  // (GET, the hot path) skip it before any plugin credential is read.
  if (
    input.http &&
    isUnsafeMethod(input.http.method) &&
    !endpoint.config.skipOriginCheck &&
    readPluginToken(ctx) === undefined &&
    readPluginSession(ctx) === undefined
  ) {
    assertTrustedOrigin(input.http, context.trustedOrigins);
  }
  for (const before of context.hooks.before) {
    const change = await before(ctx);
    if (change?.body !== undefined) ctx.body = change.body;
    if (change?.query !== undefined) ctx.query = change.query;
  }
  let result = await endpoint.handler(ctx as never);
  for (const after of context.hooks.after) {
    const replaced = await after(ctx, result);
    if (replaced !== undefined) result = replaced;
  }
  return { result, headers: CallContext.headersSetBy(ctx) };
}
