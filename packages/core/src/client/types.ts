/**
 * The error every client method resolves with instead of throwing: the server's
 * `{ code, message, details? }` JSON plus the HTTP status.
 *
 * - `status`: the HTTP status, or `0` when no response arrived (`code: 'NETWORK_ERROR'`).
 * - `code`: machine-readable, e.g. `'USER_ALREADY_EXISTS'` (SPEC §8).
 * - `message`: human-readable, word for word from the server, e.g. `'User already exists'`.
 * - `details`: for `VALIDATION_ERROR` (400), which fields failed and why.
 *
 * @see SPEC §8
 */
export interface ClientError {
  status: number;
  code: string;
  message: string;
  details?: Array<{ path: string; message: string }>;
}

/**
 * What every client call resolves to: either data or an error, never both. Calls never throw
 * for HTTP or network failures, so callers branch on `error`.
 *
 * @example
 * const { data, error } = await client.signIn.email({ email, password });
 * if (error) showMessage(error.message);
 * else console.log(data.user.email);
 */
export type ClientResult<T> = { data: T; error: null } | { data: null; error: ClientError };

/** Options of `createAuthClient`. */
export interface AuthClientOptions {
  /**
   * The origin of the Portcullis server, e.g. `https://app.example`. Default: the page's
   * `window.location.origin` in a browser. Required elsewhere (SSR, Node, tests): without it
   * `createAuthClient` throws. A path in it is used as the base path when `basePath` is absent.
   */
  baseURL?: string;
  /** Where the handler is mounted on the server. Default: `'/api/auth'`. */
  basePath?: string;
  /** The fetch implementation. Default: the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /**
   * Defaults merged into every request (headers, `mode`, …). Per-call `$fetch` options win over
   * them. `credentials` defaults to `'include'` so the session cookie travels cross-origin too.
   */
  fetchOptions?: RequestInit;
}

/**
 * Options of `client.$fetch`: a `RequestInit` whose `body` is any JSON-serializable value.
 *
 * - `method`: default `'POST'` when a body is given, else `'GET'`.
 * - `body`: serialized with `JSON.stringify`, sent with `content-type: application/json`.
 * - `query`: appended to the URL; `undefined` and `null` values are left out.
 */
export interface ClientFetchInit extends Omit<RequestInit, 'body'> {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
}
