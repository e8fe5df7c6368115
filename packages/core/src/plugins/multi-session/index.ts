/**
 * @module multi-session
 *
 * The `multiSession()` plugin: several accounts signed in on one browser, switched between
 * without signing in again; Better Auth 1.2.7's routes, cookies and answers.
 */
import { definePlugin } from '../../plugin/index.js';
import { MULTI_SESSION_ERROR_CODES } from './error-codes.js';
import { rememberDeviceSession, signOutDevice } from './hooks.js';
import { createListDeviceSessionsEndpoint } from './routes/list-device-sessions.js';
import { createRevokeDeviceSessionEndpoint } from './routes/revoke-device-session.js';
import { createSetActiveSessionEndpoint } from './routes/set-active-session.js';
import type { MultiSessionSettings } from './settings.js';

export { MULTI_SESSION_ERROR_CODES, type MultiSessionErrorCode } from './error-codes.js';

/** Options of {@link multiSession}; Better Auth 1.2.7's names and default. */
export interface MultiSessionOptions {
  /**
   * Most accounts one browser keeps signed in, counted as Better Auth 1.2.7 counts them: a new
   * sign-in is kept on the device while the browser holds fewer than `maximumSessions - 1`
   * device cookies (past that it still signs in, as the active account, but is not listed).
   * Default: 5.
   */
  maximumSessions?: number;
}

/**
 * The multi-session plugin, wire-compatible with Better Auth 1.2.7's `multiSession`.
 *
 * Every sign-in (and sign-up, and any call that sets the session cookie) also sets a signed
 * device cookie, `<prefix>.session_token_multi-<token lower-cased>` (with the `__Secure-`
 * prefix when cookies are Secure), holding the session token, with the session cookie's
 * attributes (HttpOnly, SameSite=Lax, Path=/, Max-Age `session.expiresIn`). Signing in as
 * another user keeps the earlier account's session, so the browser holds several.
 *
 * Routes:
 * - `GET /multi-session/list-device-sessions` → `[{ session, user }]`, one per user, live
 *   sessions only, from the signed device cookies (no session needed).
 * - `POST /multi-session/set-active` `{ sessionToken }` → `{ session, user }`: that session
 *   becomes the session cookie.
 * - `POST /multi-session/revoke` `{ sessionToken }` → `{ status: true }`: that session is
 *   deleted; when it was active the next live one takes its place (or the cookies are cleared).
 *
 * `POST /sign-out` signs every account of the device out (their sessions deleted, the device
 * cookies cleared). set-active and revoke need a session and act only on a session whose
 * signed device cookie this browser holds (401 'Invalid session token' otherwise); a device
 * cookie whose signature does not verify is ignored everywhere.
 *
 * Differences from Better Auth 1.2.7 (docs/multi-session.md): a device cookie must be named
 * after the token it holds and its signature verify before sign-out deletes its session; the
 * device cookie of a session signed in without "remember me" is a browser-session cookie (Better
 * Auth's lives 7 days and brings the account back after the browser is closed).
 *
 * @throws Error (configuration) at start-up when `maximumSessions` is not a positive integer.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   plugins: [multiSession({ maximumSessions: 3 })],
 * });
 */
export function multiSession(options: MultiSessionOptions = {}) {
  const maximumSessions = options.maximumSessions ?? 5;
  if (!Number.isInteger(maximumSessions) || maximumSessions < 1) {
    throw new Error(
      `[portcullis] multiSession(): maximumSessions must be a positive integer, got ${maximumSessions}.`,
    );
  }
  const settings: MultiSessionSettings = { maximumSessions };
  return definePlugin({
    id: 'multi-session',
    endpoints: {
      listDeviceSessions: createListDeviceSessionsEndpoint(settings),
      setActiveSession: createSetActiveSessionEndpoint(),
      revokeDeviceSession: createRevokeDeviceSessionEndpoint(settings),
    },
    hooks: {
      async after(ctx) {
        if (ctx.path === '/sign-out') await signOutDevice(ctx, settings);
        else rememberDeviceSession(ctx, settings);
      },
    },
    $ERROR_CODES: MULTI_SESSION_ERROR_CODES,
  });
}
