/**
 * @module one-time-token
 *
 * The `oneTimeToken()` plugin: a signed-in session hands out a short-lived, single-use token
 * that another party (a second domain, a native app, a server) exchanges for that session;
 * Better Auth 1.2.7's routes and answers.
 */
import { definePlugin } from '../../plugin/index.js';
import { createGenerateOneTimeTokenEndpoint } from './routes/generate-one-time-token.js';
import { createVerifyOneTimeTokenEndpoint } from './routes/verify-one-time-token.js';
import type { GenerateOneTimeToken } from './settings.js';

export { ONE_TIME_TOKEN_ERROR_CODES, type OneTimeTokenErrorCode } from './error-codes.js';
export type { GenerateOneTimeToken } from './settings.js';

/** Options of {@link oneTimeToken}; Better Auth 1.2.7's names, units and defaults. */
export interface OneTimeTokenOptions {
  /** Lifetime of a token, in minutes (not seconds: Better Auth's unit). Default: 3. */
  expiresIn?: number;
  /**
   * Only server calls (`auth.api.generateOneTimeToken({ headers })`) may issue tokens; `GET
   * /one-time-token/generate` over HTTP answers 400 'Client requests are disabled'.
   * Default: false.
   */
  disableClientRequest?: boolean;
  /**
   * Makes the tokens instead of the default (32 random letters and digits from the CSPRNG),
   * given the session they stand for. Must be unguessable and unique. Not an option of Better
   * Auth 1.2.7 (later versions have it, with this name). Default: none.
   */
  generateToken?: GenerateOneTimeToken;
}

/**
 * The one-time-token plugin, wire-compatible with Better Auth 1.2.7's `oneTimeToken`.
 *
 * Routes:
 * - `GET /one-time-token/generate` → `{ token }` (a session needed).
 * - `POST /one-time-token/verify` `{ token }` → `{ session, user }` of the session the token
 *   was issued for; no cookie is set.
 *
 * Tokens live `expiresIn` minutes (default 3) in the `verification` table, as
 * `one-time-token:<token>` with the session token as value (the token part hashed with
 * `advanced.hashVerificationTokens`), and work once, also under concurrent verifies (a
 * conditional delete decides). Differences from Better Auth 1.2.7 (docs/one-time-token.md):
 * two verifies racing on one token cannot both get the session; a token whose session has
 * expired answers 'Session not found' instead of the expired session.
 *
 * @throws Error (configuration) at start-up when `expiresIn` is not a positive number.
 * @example
 * const auth = createPortcullis({ database: './auth.db', plugins: [oneTimeToken()] });
 * // On the first domain: const { token } = await auth.api.generateOneTimeToken({ headers });
 * // On the second:       const { session, user } = await auth.api.verifyOneTimeToken({ body: { token } });
 */
export function oneTimeToken(options: OneTimeTokenOptions = {}) {
  const expiresInMinutes = options.expiresIn ?? 3;
  if (!Number.isFinite(expiresInMinutes) || expiresInMinutes <= 0) {
    throw new Error(
      `[portcullis] oneTimeToken(): expiresIn (minutes) must be a positive number, got ${expiresInMinutes}.`,
    );
  }
  const settings = {
    expiresInMinutes,
    disableClientRequest: options.disableClientRequest ?? false,
    generateToken: options.generateToken,
  };
  return definePlugin({
    id: 'one-time-token',
    endpoints: {
      generateOneTimeToken: createGenerateOneTimeTokenEndpoint(settings),
      verifyOneTimeToken: createVerifyOneTimeTokenEndpoint(),
    },
  });
}
