/**
 * @module two-factor
 *
 * The `twoFactor()` plugin: a second factor after the password (authenticator-app TOTP, codes
 * sent by the app, backup codes) and trusted devices, wire-compatible with Better Auth 1.2.7's
 * `twoFactor` plugin.
 *
 * @see docs/two-factor.md
 */
import { definePlugin } from '../../plugin/index.js';
import { TWO_FACTOR_ERROR_CODES } from './error-codes.js';
import type { TwoFactorOptions } from './options.js';
import { twoFactorSchema } from './schema.js';

export type * from './answers.js';
export { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from './error-codes.js';
export type { BackupCodeOptions, OtpOptions, TotpOptions, TwoFactorOptions } from './options.js';

/**
 * The two-factor plugin. See docs/two-factor.md.
 *
 * @example
 * const auth = createPortcullis({
 *   emailAndPassword: { enabled: true },
 *   plugins: [twoFactor({ issuer: 'Acme', otpOptions: { sendOTP: ({ user, otp }) => mail(user.email, otp) } })],
 * });
 */
export function twoFactor(options: TwoFactorOptions = {}) {
  void options;
  return definePlugin({
    id: 'two-factor',
    schema: twoFactorSchema,
    rateLimit: [{ path: (path) => path.startsWith('/two-factor/'), window: 10, max: 3 }],
    $ERROR_CODES: TWO_FACTOR_ERROR_CODES,
  });
}
