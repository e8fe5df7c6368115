import { addRoute, createRouter, findRoute } from 'rou3';
import {
  fromWebRequest,
  type Handler,
  type IncomingRequest,
  PLAIN_HANDLER,
  splitURL,
} from '../http/incoming-request.js';
import { type PlainResponse, toHeaders, toWebResponse } from '../http/plain-response.js';
import type { AuthContext } from '../kernel/auth-context.js';
import type { Endpoint } from '../kernel/endpoint.js';
import { referencePage } from '../openapi/reference-page.js';
import { createCors } from '../security/cors.js';
import { notFound } from '../security/response-headers.js';
import { isSilentLogger } from '../utils/logger.js';
import { withSecretScope } from '../utils/redact.js';
import { readBody } from './read-body.js';
import { errorPlainResponse, toPlainResponse } from './respond.js';
import { runEndpoint } from './run-endpoint.js';

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
export function createHandler(endpoints: Record<string, Endpoint>, context: AuthContext): Handler {
  const router = createRouter<Endpoint>();
  const { basePath, maxBodySizeBytes, maxBodyDepth, openAPI, appName } = context.options;
  const bodyLimits = { maxBytes: maxBodySizeBytes, maxDepth: maxBodyDepth };
  const cors = context.options.cors && createCors(context.options.cors, basePath);
  // Built once: without a plugin that has one (the common case) requests pay nothing for it.
  const requestHooks = context.options.plugins.flatMap((plugin) =>
    plugin.onRequest ? [plugin.onRequest] : [],
  );
  for (const endpoint of Object.values(endpoints)) {
    if (endpoint.config.serverOnly) continue;
    if (!openAPI.enabled && endpoint.path.startsWith('/open-api/')) continue;
    const methods = [endpoint.config.method].flat();
    for (const method of methods) addRoute(router, method, basePath + endpoint.path, endpoint);
  }

  const answer = async (incoming: IncomingRequest): Promise<PlainResponse> => {
    const response = await handle(incoming);
    // Preflight answers carry their own CORS headers; decorating them again would repeat Vary.
    if (cors && incoming.method !== 'OPTIONS') {
      response.headers = toHeaders(response.headers);
      cors.decorate(incoming, response.headers);
    }
    return response;
  };
  // Each request runs in its own secret scope: the logger scrubs the values it carries. With
  // logging off nothing is ever scrubbed, and the scope (an AsyncLocalStorage, whose promise
  // hooks then run for every promise in the process) is not entered.
  const plain = (incoming: IncomingRequest): Promise<PlainResponse> =>
    isSilentLogger(context.logger) ? answer(incoming) : withSecretScope(() => answer(incoming));
  const handler = (request: Request) => plain(fromWebRequest(request)).then(toWebResponse);
  return Object.assign(handler, { [PLAIN_HANDLER]: plain });

  async function handle(incoming: IncomingRequest): Promise<PlainResponse> {
    const { method } = incoming;
    const target = splitURL(incoming.url);
    if (!target) return notFound();
    const { pathname, search } = target;

    const preflight = cors?.preflight(incoming, pathname);
    if (preflight) return preflight;
    if (openAPI.enabled && pathname === openAPI.path && method === 'GET') {
      return referencePage(basePath, appName);
    }
    const match = findRoute(router, method, pathname);
    if (!match) return notFound();
    try {
      // Rate limit (HTTP only, SPEC §8): counted before the body is read, so refused requests
      // cost no parsing; over the limit this throws the 429 rendered below.
      if (context.rateLimiter.enabled) {
        await context.rateLimiter.enforce(incoming.headers, match.data.path);
      }
      for (const onRequest of requestHooks) {
        await onRequest(
          {
            method,
            url: incoming.url,
            headers: incoming.headers,
            path: match.data.path,
            pathname: pathname.slice(basePath.length),
          },
          context,
        );
      }
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const outcome = await runEndpoint(
        match.data,
        {
          body: hasBody ? await readBody(incoming.request, bodyLimits) : undefined,
          query: search ? Object.fromEntries(new URLSearchParams(search)) : undefined,
          params: (match.params as Record<string, string>) ?? {},
          headers: incoming.headers,
          http: incoming,
          isServerCall: false,
        },
        context,
      );
      return toPlainResponse(outcome);
    } catch (error) {
      return errorPlainResponse(error, context);
    }
  }
}
