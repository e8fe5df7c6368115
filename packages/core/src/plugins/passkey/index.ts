/**
 * @module passkey
 *
 * The `passkey()` plugin: WebAuthn passkeys (registration for a signed-in user, sign-in with a
 * passkey, discoverable credentials and conditional UI), wire-compatible with Better Auth
 * 1.2.7's passkey plugin and built on `@simplewebauthn/server`.
 */
import { definePlugin } from '../../plugin/index.js';
import { PASSKEY_ERROR_CODES } from './error-codes.js';
import { type PasskeyOptions, resolvePasskeyConfig } from './options.js';
import { deletePasskeyRoute } from './routes/delete-passkey.js';
import { generateAuthenticateOptionsRoute } from './routes/generate-authenticate-options.js';
import { generateRegisterOptionsRoute } from './routes/generate-register-options.js';
import { listUserPasskeysRoute } from './routes/list-user-passkeys.js';
import { updatePasskeyRoute } from './routes/update-passkey.js';
import { verifyAuthenticationRoute } from './routes/verify-authentication.js';
import { verifyRegistrationRoute } from './routes/verify-registration.js';
import { createPasskeySchema } from './schema.js';

export { CHALLENGE_EXPIRES_IN_SECONDS, type ChallengeData } from './challenge.js';
export { PASSKEY_ERROR_CODES, type PasskeyErrorCode } from './error-codes.js';
export type { PasskeyOptions } from './options.js';
export { SUPPORTED_ALGORITHM_IDS } from './routes/generate-register-options.js';
export type { Passkey } from './schema.js';

/**
 * The passkey plugin (WebAuthn), Better Auth 1.2.7's routes, bodies, answers, cookie and table:
 *
 * - `GET /passkey/generate-register-options?authenticatorAttachment=` (fresh session) →
 *   creation options; `POST /passkey/verify-registration` `{ response, name? }` → the stored
 *   passkey.
 * - `POST /passkey/generate-authenticate-options` `{ email? }` → request options (no
 *   `allowCredentials` without a session: discoverable credentials, conditional UI);
 *   `POST /passkey/verify-authentication` `{ response }` → `{ session }`, the session cookie set.
 *   A passkey sign-in is complete by itself: no second factor is asked.
 * - `GET /passkey/list-user-passkeys`, `POST /passkey/update-passkey` `{ id, name }` →
 *   `{ passkey }`, `POST /passkey/delete-passkey` `{ id }` → `null`; only the owner's passkeys.
 *
 * Each ceremony's challenge is stored server-side (a verification row named by the signed
 * `{prefix}.better-auth-passkey` cookie) for 5 minutes and used once. Adds the `passkey` table:
 * run `migrate(auth)` after adding the plugin. Audit events: `passkey.add`, `passkey.rename`,
 * `passkey.delete`, and `sign-in.success` / `sign-in.failure` with `method: 'passkey'`.
 *
 * Errors: see {@link PASSKEY_ERROR_CODES}. Differences from Better Auth (security fixes), listed
 * in docs/migrating-from-better-auth.md: challenges are single use and expire after 5 minutes;
 * a registration that does not verify answers 400 (not 500); delete-passkey deletes only the
 * caller's own passkey; the passkey name is at most `maxNameLength` characters.
 *
 * @throws Error (configuration) at start-up when `maxNameLength` is not a positive integer.
 * @example
 * const auth = createPortcullis({
 *   baseURL: 'https://example.com',
 *   database: './auth.db',
 *   plugins: [passkey({ rpName: 'Example' })], // rpID 'example.com', from baseURL
 * });
 */
export function passkey(options: PasskeyOptions = {}) {
  const { maxNameLength = 256 } = options;
  if (!Number.isInteger(maxNameLength) || maxNameLength < 1) {
    throw new Error(
      `[portcullis] passkey(): maxNameLength must be a positive integer, got ${maxNameLength}.`,
    );
  }
  const config = resolvePasskeyConfig(options);
  return definePlugin({
    id: 'passkey',
    schema: createPasskeySchema({ maxNameLength }),
    endpoints: {
      generatePasskeyRegistrationOptions: generateRegisterOptionsRoute(config),
      generatePasskeyAuthenticationOptions: generateAuthenticateOptionsRoute(config),
      verifyPasskeyRegistration: verifyRegistrationRoute(config, maxNameLength),
      verifyPasskeyAuthentication: verifyAuthenticationRoute(config),
      listPasskeys: listUserPasskeysRoute(),
      deletePasskey: deletePasskeyRoute(),
      updatePasskey: updatePasskeyRoute(maxNameLength),
    },
    $ERROR_CODES: PASSKEY_ERROR_CODES,
  });
}
