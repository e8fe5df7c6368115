import { addRoute, createRouter, findRoute } from 'rou3';
import type { AuthContext } from '../context.js';
import { APIError, isAPIError } from '../errors/api-error.js';
import { referencePageResponse } from '../openapi/reference-page.js';
import { createCors } from '../security/cors.js';
import { applySecurityHeaders, notFoundResponse } from '../security/response-headers.js';
import { withSecretScope } from '../utils/redact.js';
import type { Endpoint } from './endpoint.js';
import { readBody } from './read-body.js';
import { type EndpointOutcome, isRaw, isRedirect, runEndpoint } from './run-endpoint.js';

const JSON_TYPE = 'application/json';

/**
 * Builds the Web-standard request handler, once, at start-up: every endpoint is registered under
 * the base path for each of its methods.
 *
 * Answers: 404 with no body for unknown routes and server-only endpoints (SPEC §8); JSON
 * `{ code, message }` for {@link APIError}s; 500 'Internal Server Error' (logged, no stack trace
 * sent) for anything else. With `advanced.cors`, preflights under the base path get 204 and
 * responses to allowed origins carry the CORS headers. With `openAPI.enabled`, the reference
 * page is answered at its own path (outside the base path) and the `/open-api/*` routes exist.
 */
export function createHandler(
  endpoints: Record<string, Endpoint>,
  context: AuthContext,
): (request: Request) => Promise<Response> {
  const router = createRouter<Endpoint>();
  const { basePath, maxBodySizeBytes, openAPI, appName } = context.options;
  const cors = context.options.cors && createCors(context.options.cors, basePath);
  for (const endpoint of Object.values(endpoints)) {
    if (endpoint.config.serverOnly) continue;
    if (!openAPI.enabled && endpoint.path.startsWith('/open-api/')) continue;
    const methods = [endpoint.config.method].flat();
    for (const method of methods) addRoute(router, method, basePath + endpoint.path, endpoint);
  }

  // Each request runs in its own secret scope: the logger scrubs the values it carries.
  return (request) =>
    withSecretScope(async () => {
      const response = await handle(request);
      return cors ? cors.decorate(request, response) : response;
    });
  async function handle(request: Request): Promise<Response> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFoundResponse();
    }
    const preflight = cors?.preflight(request, url.pathname);
    if (preflight) return preflight;
    if (openAPI.enabled && url.pathname === openAPI.path && request.method === 'GET') {
      return referencePageResponse(basePath, appName);
    }
    const match = findRoute(router, request.method, url.pathname);
    if (!match) return notFoundResponse();
    try {
      // Rate limit (HTTP only, SPEC §8): counted before the body is read, so refused requests
      // cost no parsing; over the limit this throws the 429 rendered below.
      await context.rateLimiter.enforce(request, match.data.path);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const outcome = await runEndpoint(
        match.data,
        {
          body: hasBody ? await readBody(request, maxBodySizeBytes) : undefined,
          query: url.search ? Object.fromEntries(url.searchParams) : undefined,
          params: (match.params as Record<string, string>) ?? {},
          headers: request.headers,
          request,
          isServerCall: false,
        },
        context,
      );
      return toResponse(outcome);
    } catch (error) {
      return errorResponse(error, context);
    }
  }
}

/** Turns a handler outcome into a Response (JSON, redirect or raw body). */
export function toResponse({ result, headers }: EndpointOutcome): Response {
  if (isRedirect(result)) {
    headers.set('location', result.location);
    applySecurityHeaders(headers, 'redirect');
    return new Response(null, { status: result.status, headers });
  }
  applySecurityHeaders(headers);
  if (isRaw(result)) {
    headers.set('content-type', result.contentType);
    return new Response(result.body, { status: result.status, headers });
  }
  headers.set('content-type', JSON_TYPE);
  return new Response(JSON.stringify(result ?? null), { status: 200, headers });
}

/** Renders an error: APIErrors as their JSON body, anything else as a logged 500. */
export function errorResponse(error: unknown, context: AuthContext): Response {
  const apiError = isAPIError(error)
    ? error
    : new APIError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR');
  if (!isAPIError(error)) context.logger.error('Unhandled error in endpoint', error);
  const headers = applySecurityHeaders(new Headers(apiError.headers));
  headers.set('content-type', JSON_TYPE);
  return new Response(JSON.stringify(apiError.body), { status: apiError.status, headers });
}
