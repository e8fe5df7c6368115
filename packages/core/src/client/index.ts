/**
 * @module @portcullis/core/client
 *
 * The framework-agnostic Portcullis client for browsers and other runtimes:
 * `createAuthClient(options)` gives typed calls resolving to `{ data, error }` and a session
 * store (`client.$store`) that UI bindings such as `@portcullis/react` subscribe to.
 * No Node-only APIs; safe to bundle for the browser.
 */

export type { Session, SessionWithUser, User } from '../db/entities.js';
export type { AuthClient } from './create-auth-client.js';
export { createAuthClient } from './create-auth-client.js';
export type {
  EndpointBody,
  EndpointResult,
  GetSessionQuery,
  SignInEmailInput,
  SignInEmailResult,
  SignOutResult,
  SignUpEmailInput,
  SignUpEmailResult,
} from './endpoint-types.js';
export type { Fetcher } from './fetch-json.js';
export type { SessionState, SessionStore } from './session-store.js';
export type { AuthClientOptions, ClientError, ClientFetchInit, ClientResult } from './types.js';
