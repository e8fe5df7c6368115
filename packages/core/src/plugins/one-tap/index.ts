/**
 * @module one-tap
 *
 * The `oneTap()` plugin: sign-in with Google One Tap's ID token at `/one-tap/callback`, Better
 * Auth 1.2.7's route and answers.
 */
import { definePlugin } from '../../plugin/index.js';
import { ONE_TAP_ERROR_CODES } from './error-codes.js';
import type { OneTapOptions } from './options.js';
import { createOneTapCallbackEndpoint } from './routes/one-tap-callback.js';

export { ONE_TAP_ERROR_CODES } from './error-codes.js';
export { GOOGLE_ISSUERS, GOOGLE_JWKS_URL } from './google-id-token.js';
export type { OneTapOptions } from './options.js';

/**
 * Better Auth 1.2.7's Google One Tap plugin. Route: `POST /one-tap/callback` `{ idToken }` →
 * `{ token, user }` with the session cookie. The token is verified against Google's key set
 * (`https://www.googleapis.com/oauth2/v3/certs`, cached), its issuer, audience and expiry; the
 * user is found by Google account or email (linked under `account.accountLinking`) or created.
 * The browser half (`oneTapClient({ clientId })`) loads Google's script and posts the token.
 *
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   socialProviders: { google: { clientId: env.GOOGLE_ID, clientSecret: env.GOOGLE_SECRET } },
 *   plugins: [oneTap()],
 * });
 */
export function oneTap(options: OneTapOptions = {}) {
  return definePlugin({
    id: 'one-tap',
    endpoints: { oneTapCallback: createOneTapCallbackEndpoint(options) },
    $ERROR_CODES: ONE_TAP_ERROR_CODES,
  });
}
