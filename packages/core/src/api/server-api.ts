import type { z } from 'zod';
import type { AuthContext } from '../kernel/auth-context.js';
import type { Endpoint, EndpointConfig } from '../kernel/endpoint.js';
import { withSecretScope } from '../utils/redact.js';
import { errorResponse, toResponse } from './respond.js';
import { runEndpoint } from './run-endpoint.js';

// `[S] extends [never]` guards against `never` (no schema), which would match anything.
type BodyInput<S> = [S] extends [never]
  ? { body?: undefined }
  : S extends z.ZodType
    ? undefined extends z.input<S>
      ? { body?: z.input<S> }
      : { body: z.input<S> }
    : { body?: undefined };

type QueryInput<S> = [S] extends [never]
  ? { query?: undefined }
  : S extends z.ZodType
    ? { query?: z.input<S> }
    : { query?: undefined };

/** The arguments of a server call; `body`/`query` are typed from the endpoint's schemas. */
export type CallInput<C extends EndpointConfig> = {
  /** Request headers, e.g. `await headers()` in Next.js, so the call sees the user's cookies. */
  headers?: HeadersInit;
  /** Path parameters, e.g. `{ token }`. */
  params?: Record<string, string>;
} & BodyInput<NonNullable<C['body']>> &
  QueryInput<NonNullable<C['query']>>;

/**
 * One server call. By default it resolves to the endpoint's data and throws {@link APIError}
 * on failure; `returnHeaders: true` also gives the response headers (Set-Cookie included);
 * `asResponse: true` gives the exact HTTP Response instead and never throws.
 */
export interface APIMethod<C extends EndpointConfig, R> {
  (input: CallInput<C> & { asResponse: true }): Promise<Response>;
  (input: CallInput<C> & { returnHeaders: true }): Promise<{ headers: Headers; response: R }>;
  (...input: {} extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]): Promise<R>;
}

/** `auth.api`: one typed method per endpoint. */
export type ServerAPI<Endpoints> = {
  [K in keyof Endpoints]: Endpoints[K] extends Endpoint<string, infer C, infer R>
    ? APIMethod<C, Awaited<R>>
    : never;
};

/**
 * Builds `auth.api` from the same endpoint declarations the router serves, so a server call and
 * an HTTP call run the same validation and handler. Server-only endpoints are callable here.
 */
export function createServerAPI<Endpoints extends Record<string, Endpoint>>(
  endpoints: Endpoints,
  context: AuthContext,
): ServerAPI<Endpoints> {
  const api: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const call = async (
      input: {
        body?: unknown;
        query?: unknown;
        params?: Record<string, string>;
        headers?: HeadersInit;
        asResponse?: boolean;
        returnHeaders?: boolean;
      } = {},
    ) => {
      const run = () =>
        runEndpoint(
          endpoint,
          {
            body: input.body,
            query: input.query,
            params: input.params ?? {},
            headers: new Headers(input.headers),
            isServerCall: true,
            headersMissing: input.headers === undefined,
          },
          context,
        );
      if (input.asResponse) {
        try {
          return toResponse(await run());
        } catch (error) {
          return errorResponse(error, context);
        }
      }
      const outcome = await run();
      return input.returnHeaders
        ? { headers: outcome.headers ?? new Headers(), response: outcome.result }
        : outcome.result;
    };
    // A secret scope per call, as for HTTP requests: the logger scrubs what the call carries.
    api[name] = (input?: Parameters<typeof call>[0]) => withSecretScope(() => call(input));
  }
  return api as ServerAPI<Endpoints>;
}
