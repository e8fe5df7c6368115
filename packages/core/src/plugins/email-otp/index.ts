/**
 * @module email-otp
 *
 * The `emailOTP()` plugin: one-time codes sent by email, to sign in (signing up on first use),
 * to verify an email address and to reset a password; Better Auth 1.2.7's routes and answers.
 */
import { definePlugin } from '../../plugin/index.js';
import { EMAIL_OTP_ERROR_CODES } from './error-codes.js';
import { type OTPSettings, type OTPType, randomDigits, type StoreOTP } from './otp.js';
import { createCreateVerificationOTPEndpoint } from './routes/create-verification-otp.js';
import { createForgetPasswordEmailOTPEndpoint } from './routes/forget-password-email-otp.js';
import { createGetVerificationOTPEndpoint } from './routes/get-verification-otp.js';
import { createResetPasswordEmailOTPEndpoint } from './routes/reset-password-email-otp.js';
import { createSendVerificationOTPEndpoint } from './routes/send-verification-otp.js';
import { createSignInEmailOTPEndpoint } from './routes/sign-in-email-otp.js';
import { createVerifyEmailOTPEndpoint } from './routes/verify-email-otp.js';
import type { EmailRateLimit, SendVerificationOTP } from './send-otp.js';
import { createSignUpOTPHook } from './sign-up-hook.js';

export { EMAIL_OTP_ERROR_CODES, type EmailOTPErrorCode } from './error-codes.js';
export type { EmailOTPUser, OTPType, StoreOTP } from './otp.js';
export type { EmailRateLimit, SendVerificationOTP } from './send-otp.js';

/** Options of {@link emailOTP}; Better Auth 1.2.7's names, plus `storeOTP` and `rateLimitPerEmail`. */
export interface EmailOTPOptions {
  /**
   * Sends a code: `({ email, otp, type }, request)`, `type` `'sign-in'`,
   * `'email-verification'` or `'forget-password'`. Called after the response; a failure is
   * logged and the code withdrawn. Required to send codes (else the send route answers 400
   * SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED).
   */
  sendVerificationOTP: SendVerificationOTP;
  /** Digits of a generated code. Default: 6. */
  otpLength?: number;
  /** Lifetime of a code, in seconds. Default: 300 (5 minutes). */
  expiresIn?: number;
  /**
   * Makes the codes instead of the default (`otpLength` digits from the CSPRNG). Receives
   * `{ email, type }` and the request (absent on server calls).
   */
  generateOTP?: (data: { email: string; type: OTPType }, request?: Request) => string;
  /** Sends an `email-verification` code after every `/sign-up/*` that makes a user. Default: false. */
  sendVerificationOnSignUp?: boolean;
  /**
   * No sign-up by code: `/sign-in/email-otp` answers 400 USER_NOT_FOUND for an address without a
   * user (after a right code), and no sign-in code is sent to such an address. Default: false.
   */
  disableSignUp?: boolean;
  /**
   * Wrong codes tolerated per code; the next attempt answers 403 TOO_MANY_ATTEMPTS and deletes
   * the code (Better Auth 1.2.7's rule). Default: 3.
   */
  allowedAttempts?: number;
  /**
   * How codes are stored in the `verification` table (`value` `{code}:{attempts}`). `'hashed'`
   * (default): an HMAC-SHA256 under the app's secret, bound to the record's identifier, so a
   * leaked table does not give live codes. `'plain'`: the code in clear, as Better Auth 1.2.7
   * stores it (and what `auth.api.getVerificationOTP` needs).
   */
  storeOTP?: StoreOTP;
  /**
   * Per-address limit on the routes that send codes (`/email-otp/send-verification-otp`,
   * `/forget-password/email-otp`), on top of the per-IP rules: `{ window (seconds), max }`, or
   * false for none. Counted for known and unknown addresses alike; applies while
   * `rateLimit.enabled`. Default: `{ window: 600, max: 5 }`.
   */
  rateLimitPerEmail?: EmailRateLimit | false;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`[portcullis] emailOTP(): ${name} must be a positive integer, got ${value}.`);
  }
  return value;
}

/**
 * The email-otp plugin, wire-compatible with Better Auth 1.2.7's `emailOTP`.
 *
 * Routes: `POST /email-otp/send-verification-otp` `{ email, type }` → `{ success: true }`;
 * `POST /sign-in/email-otp` `{ email, otp }` → `{ token, user }`;
 * `POST /email-otp/verify-email` `{ email, otp }` → `{ status, token, user }`;
 * `POST /forget-password/email-otp` `{ email }` → `{ success: true }`;
 * `POST /email-otp/reset-password` `{ email, otp, password }` → `{ success: true }`; server only:
 * `auth.api.createVerificationOTP`, `auth.api.getVerificationOTP`.
 *
 * Codes are stored in the `verification` table as `{type}-otp-{email}` (one outstanding per
 * address and type), hashed by default, compared in constant time, used once, and deleted after
 * `allowedAttempts` wrong tries. The send routes answer the same, in the same time, for every
 * address. Rate limits per IP: 3 per 60 s on send, sign-in and verify-email (Better Auth's), and
 * on forget-password and reset-password; plus `rateLimitPerEmail`.
 *
 * Errors: see {@link EMAIL_OTP_ERROR_CODES}.
 *
 * @throws Error (configuration) at start-up when `otpLength`, `expiresIn` or `allowedAttempts`
 *   is not a positive integer.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   plugins: [
 *     emailOTP({ sendVerificationOTP: ({ email, otp }) => mailer.send(email, `Your code: ${otp}`) }),
 *   ],
 * });
 */
export function emailOTP(options: EmailOTPOptions) {
  const otpLength = positiveInteger('otpLength', options.otpLength ?? 6);
  const settings: OTPSettings = {
    expiresIn: positiveInteger('expiresIn', options.expiresIn ?? 300),
    allowedAttempts: positiveInteger('allowedAttempts', options.allowedAttempts ?? 3),
    storeOTP: options.storeOTP ?? 'hashed',
    generateOTP: options.generateOTP ?? (() => randomDigits(otpLength)),
    disableSignUp: options.disableSignUp ?? false,
  };
  const send = {
    sendVerificationOTP: options.sendVerificationOTP as SendVerificationOTP | undefined,
    rateLimitPerEmail: options.rateLimitPerEmail ?? { window: 600, max: 5 },
  };
  const sendOnSignUp = options.sendVerificationOnSignUp && send.sendVerificationOTP;
  return definePlugin({
    id: 'email-otp',
    endpoints: {
      sendVerificationOTP: createSendVerificationOTPEndpoint(settings, send),
      createVerificationOTP: createCreateVerificationOTPEndpoint(settings),
      getVerificationOTP: createGetVerificationOTPEndpoint(settings),
      verifyEmailOTP: createVerifyEmailOTPEndpoint(settings),
      signInEmailOTP: createSignInEmailOTPEndpoint(settings),
      forgetPasswordEmailOTP: createForgetPasswordEmailOTPEndpoint(settings, send),
      resetPasswordEmailOTP: createResetPasswordEmailOTPEndpoint(settings),
    },
    ...(sendOnSignUp ? { hooks: { after: createSignUpOTPHook(settings, sendOnSignUp) } } : {}),
    rateLimit: [
      '/email-otp/send-verification-otp',
      '/email-otp/verify-email',
      '/sign-in/email-otp',
      '/forget-password/email-otp',
      '/email-otp/reset-password',
    ].map((path) => ({ path, window: 60, max: 3 })),
    $ERROR_CODES: EMAIL_OTP_ERROR_CODES,
  });
}
