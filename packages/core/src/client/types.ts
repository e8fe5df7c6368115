import type { ErrorCode } from '../errors/codes.js';
import type { OrganizationErrorCode } from '../plugins/organization/error-codes.js';
import type { UsernameErrorCode } from '../plugins/username/error-codes.js';

/**
 * The error codes of the SPEC §8 catalogue and of the first-party plugins (username,
 * organization), plus `VALIDATION_ERROR`, `TOO_MANY_REQUESTS` and the client's own
 * `NETWORK_ERROR` (no response), `INVALID_RESPONSE` (unreadable JSON) and `UNKNOWN_ERROR`.
 * Listed so that editors complete them and comparing `error.code` to one rules the others out;
 * `ClientError.code` stays open to any other string (a custom plugin's codes).
 *
 * @see SPEC §8
 */
export type ClientErrorCode =
  | ErrorCode
  | UsernameErrorCode
  | OrganizationErrorCode
  | 'VALIDATION_ERROR'
  | 'TOO_MANY_REQUESTS'
  | 'NETWORK_ERROR'
  | 'INVALID_RESPONSE'
  | 'UNKNOWN_ERROR';

/**
 * The error every client method resolves with instead of throwing: the server's
 * `{ code, message, details? }` JSON plus the HTTP status.
 *
 * - `status`: the HTTP status, or `0` when no response arrived (`code: 'NETWORK_ERROR'`).
 * - `code`: machine-readable, e.g. `'USER_ALREADY_EXISTS'` (SPEC §8): one of
 *   {@link ClientErrorCode}, or any other string a custom plugin answers with.
 * - `message`: human-readable, word for word from the server, e.g. `'User already exists'`.
 * - `details`: for `VALIDATION_ERROR` (400), which fields failed and why.
 *
 * @see SPEC §8
 */
export interface ClientError {
  status: number;
  // `string & {}` keeps the known codes from collapsing into `string`.
  code: ClientErrorCode | (string & {});
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

/**
 * Per-call options of the calls that take them (`signIn.email`, `signUp.email`,
 * `forgetPassword`), as Better Auth's second argument: extra request headers, e.g. a captcha
 * widget's token.
 *
 * @example
 * await client.signIn.email({ email, password }, { headers: { 'x-captcha-response': token } });
 */
export interface ClientCallOptions {
  /** Request headers, merged over the client's `fetchOptions.headers`. */
  headers?: HeadersInit;
}
