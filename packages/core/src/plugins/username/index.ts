/**
 * @module username
 *
 * The `username()` plugin: users pick a unique username on sign-up or update-user and sign in
 * with it at `POST /sign-in/username`.
 */
import { definePlugin } from '../../plugin/index.js';
import { USERNAME_ERROR_CODES } from './error-codes.js';
import { createSignInUsernameEndpoint } from './routes/sign-in-username.js';
import { createUsernameSchema } from './schema.js';
import { createUsernameHook } from './username-hook.js';

export { USERNAME_ERROR_CODES, type UsernameErrorCode } from './error-codes.js';
export type { UserWithUsername } from './find-user-by-username.js';
export type { SignInUsernameUser } from './routes/sign-in-username.js';
export { isDefaultValidUsername } from './validate-username.js';

/** Options of {@link username}. */
export interface UsernameOptions {
  /** Fewest characters a username may have. Default: 3 (SPEC §9). */
  minUsernameLength?: number;
  /** Most characters a username may have. Default: 30 (SPEC §9). */
  maxUsernameLength?: number;
  /**
   * Most characters of `displayUsername`, which a user may set to any text. Default: 256. Longer
   * answers 400 `VALIDATION_ERROR` 'Invalid body parameters' with
   * `details: [{ path: 'displayUsername', … }]`. May not be below `maxUsernameLength`: the
   * display username defaults to the username as typed.
   */
  maxDisplayUsernameLength?: number;
  /**
   * Replaces the default character rule (letters, digits, `_` and `.`); return false to refuse
   * with 422 'username is invalid' (on sign-in too). Receives the username as typed; the length limits are
   * checked first and still apply. Default: the SPEC §5 rule ({@link isDefaultValidUsername}).
   */
  usernameValidator?: (username: string) => boolean | Promise<boolean>;
}

/**
 * The username plugin (SPEC §2, §3, §5, §7).
 *
 * - Adds `username` (unique, stored lowercased) and `displayUsername` to the user table; run
 *   `migrate(auth)` after adding the plugin.
 * - `POST /sign-up/email` and `POST /update-user` accept them: a `username` is checked (length,
 *   characters), refused when another user holds it compared lowercased, stored lowercased, and
 *   `displayUsername` defaults to the username as typed.
 * - `POST /sign-in/username` `{ username, password, rememberMe? }` → `{ token, user }`.
 *
 * Errors (Better Auth 1.2.7's statuses): 422 'username is too short' / 'username is too long' /
 * 'username is invalid' (sign-in too) / 'username is already taken. please try another';
 * 401 'invalid username or password' (see {@link USERNAME_ERROR_CODES}).
 *
 * @throws Error (configuration) at start-up when the limits are not positive integers, the
 *   minimum exceeds the maximum, or `maxDisplayUsernameLength` is below `maxUsernameLength`.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   emailAndPassword: { enabled: true },
 *   plugins: [username({ maxUsernameLength: 20, usernameValidator: (name) => name !== 'admin' })],
 * });
 * await auth.api.signInUsername({ body: { username: 'Ada', password: 'correct-horse' } });
 */
export function username(options: UsernameOptions = {}) {
  const {
    minUsernameLength = 3,
    maxUsernameLength = 30,
    maxDisplayUsernameLength = 256,
    usernameValidator,
  } = options;
  const limits = { minUsernameLength, maxUsernameLength, maxDisplayUsernameLength };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`[portcullis] username(): ${name} must be a positive integer, got ${value}.`);
    }
  }
  if (minUsernameLength > maxUsernameLength) {
    throw new Error(
      `[portcullis] username(): minUsernameLength (${minUsernameLength}) exceeds maxUsernameLength (${maxUsernameLength}).`,
    );
  }
  if (maxDisplayUsernameLength < maxUsernameLength) {
    throw new Error(
      `[portcullis] username(): maxDisplayUsernameLength (${maxDisplayUsernameLength}) is below maxUsernameLength (${maxUsernameLength}); the display username defaults to the username.`,
    );
  }
  const rules = { minUsernameLength, maxUsernameLength, usernameValidator };
  return definePlugin({
    id: 'username',
    schema: createUsernameSchema({ maxUsernameLength, maxDisplayUsernameLength }),
    endpoints: { signInUsername: createSignInUsernameEndpoint(rules) },
    hooks: { before: createUsernameHook(rules) },
    $ERROR_CODES: USERNAME_ERROR_CODES,
  });
}
