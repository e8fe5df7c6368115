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
import { createPasswordChangeHooks } from './password-hooks.js';
import { disableEndpoint } from './routes/disable.js';
import { createEnableEndpoint } from './routes/enable.js';
import { createGenerateBackupCodesEndpoint } from './routes/generate-backup-codes.js';
import { createGetTotpUriEndpoint } from './routes/get-totp-uri.js';
import { createSendOtpEndpoint } from './routes/send-otp.js';
import { createVerifyBackupCodeEndpoint } from './routes/verify-backup-code.js';
import { createVerifyOtpEndpoint } from './routes/verify-otp.js';
import { createVerifyTotpEndpoint } from './routes/verify-totp.js';
import { viewBackupCodesEndpoint } from './routes/view-backup-codes.js';
import { twoFactorSchema } from './schema.js';
import { resolveTwoFactorSettings } from './settings.js';
import { createSignInHook } from './sign-in-hook.js';

export type * from './answers.js';
export { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from './error-codes.js';
export type { BackupCodeOptions, OtpOptions, TotpOptions, TwoFactorOptions } from './options.js';

/**
 * The two-factor plugin (Better Auth 1.2.7's `twoFactor`, same routes, answers, cookies and
 * tables; docs/two-factor.md has every option, route, error and cookie).
 *
 * - Adds `user.twoFactorEnabled` and the `twoFactor` table (run `migrate(auth)`).
 * - Routes under `/two-factor/`: `enable`, `disable`, `get-totp-uri`, `verify-totp`, `send-otp`,
 *   `verify-otp`, `generate-backup-codes`, `verify-backup-code`, and the server-only
 *   `view-backup-codes`; each limited to 3 requests per 10 seconds per client (Better Auth's
 *   rule).
 * - `/sign-in/email` and `/sign-in/username` answer `{ twoFactorRedirect: true }` for a user
 *   with two-factor on (no session; the signed `two_factor` cookie, 300 s by default, names the
 *   pending sign-in) unless the browser is a trusted device. With `requireForPasswordless`
 *   (default false, as Better Auth), `/sign-in/email-otp` does too, and `/magic-link/verify`
 *   redirects to its target with `?twoFactorRedirect=true` and no session.
 * - Security beyond Better Auth (each with an option restoring it): a code is accepted once
 *   (`allowCodeReplay`), 5 wrong codes end a pending sign-in (`maxFailedAttempts`), a new
 *   password revokes trusted devices (`keepTrustedDevicesOnPasswordChange`); wrong codes count
 *   toward the account lockout.
 *
 * @throws Error (configuration) at start-up for a non-positive count or period, or TOTP digits
 *   other than 6 or 8.
 * @example
 * const auth = createPortcullis({
 *   appName: 'Acme',
 *   emailAndPassword: { enabled: true },
 *   plugins: [twoFactor({ otpOptions: { sendOTP: ({ user, otp }) => mail(user.email, otp) } })],
 * });
 */
export function twoFactor(options: TwoFactorOptions = {}) {
  const settings = resolveTwoFactorSettings(options);
  return definePlugin({
    id: 'two-factor',
    schema: twoFactorSchema,
    endpoints: {
      enableTwoFactor: createEnableEndpoint(settings),
      disableTwoFactor: disableEndpoint,
      getTOTPURI: createGetTotpUriEndpoint(settings),
      verifyTOTP: createVerifyTotpEndpoint(settings),
      sendTwoFactorOTP: createSendOtpEndpoint(settings),
      verifyTwoFactorOTP: createVerifyOtpEndpoint(settings),
      generateBackupCodes: createGenerateBackupCodesEndpoint(settings),
      verifyBackupCode: createVerifyBackupCodeEndpoint(settings),
      viewBackupCodes: viewBackupCodesEndpoint,
    },
    hooks: { after: createSignInHook(settings) },
    databaseHooks: settings.keepTrustedDevicesOnPasswordChange ? {} : createPasswordChangeHooks(),
    rateLimit: [{ path: (path) => path.startsWith('/two-factor/'), window: 10, max: 3 }],
    $ERROR_CODES: TWO_FACTOR_ERROR_CODES,
  });
}
