/**
 * @module phone-number
 *
 * The `phoneNumber()` plugin: one-time codes texted to a phone number (through the app's
 * `sendOTP`) to verify it, sign in or up with it, or set it on the signed-in user; password
 * sign-in by phone number; password reset by texted code. Better Auth 1.2.7's routes, answers,
 * options and columns.
 */
import { definePlugin } from '../../plugin/index.js';
import { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';
import type { StoreOTP } from './otp.js';
import { createForgetPasswordPhoneNumberEndpoint } from './routes/forget-password-phone-number.js';
import { createResetPasswordPhoneNumberEndpoint } from './routes/reset-password-phone-number.js';
import { createSendPhoneNumberOTPEndpoint } from './routes/send-phone-number-otp.js';
import { createSignInPhoneNumberEndpoint } from './routes/sign-in-phone-number.js';
import { createVerifyPhoneNumberEndpoint } from './routes/verify-phone-number.js';
import { phoneNumberSchema } from './schema.js';
import type { PhoneNumberRateLimit, SendPhoneOTP } from './send-otp.js';
import type {
  CallbackOnVerification,
  PhoneNumberSettings,
  SignUpOnVerification,
} from './settings.js';
import {
  isE164PhoneNumber,
  loadLibphonenumber,
  type PhoneNumberValidator,
} from './validate-phone-number.js';

export { PHONE_NUMBER_ERROR_CODES, type PhoneNumberErrorCode } from './error-codes.js';
export type { StoreOTP as PhoneNumberStoreOTP } from './otp.js';
export type { PhoneNumberUser, UserWithPhoneNumber } from './phone-number-user.js';
export type { VerifyPhoneNumberResult } from './routes/verify-phone-number.js';
export type { PhoneNumberRateLimit, SendPhoneOTP } from './send-otp.js';
export type { CallbackOnVerification, SignUpOnVerification } from './settings.js';
export { isE164PhoneNumber, type PhoneNumberValidator } from './validate-phone-number.js';

/** Options of {@link phoneNumber}: Better Auth 1.2.7's names, plus `storeOTP` and `rateLimitPerPhoneNumber`. */
export interface PhoneNumberOptions {
  /**
   * Texts a code: `({ phoneNumber, code }, request)`, for `/phone-number/send-otp` and the
   * sign-in of an unverified number with `requireVerification`. Called after the response; a
   * failure is logged and the code withdrawn. Without it `/phone-number/send-otp` answers 501.
   */
  sendOTP?: SendPhoneOTP;
  /**
   * Texts a password-reset code: `({ phoneNumber, code }, request)`, for
   * `/phone-number/forget-password`, to numbers that have a user. Without it no reset code is sent.
   */
  sendForgetPasswordOTP?: SendPhoneOTP;
  /** Digits of a code. Default: 6. */
  otpLength?: number;
  /** Lifetime of a code, in seconds. Default: 300 (5 minutes). */
  expiresIn?: number;
  /**
   * Wrong codes tolerated per code; the next attempt answers 403 TOO_MANY_ATTEMPTS and deletes
   * the code. Default: 3.
   */
  allowedAttempts?: number;
  /**
   * Checks a number on `/sign-in/phone-number` and `/phone-number/send-otp` (400
   * INVALID_PHONE_NUMBER when false; `/phone-number/forget-password` then sends nothing).
   * Default: {@link isE164PhoneNumber}, E.164 checked with `libphonenumber-js` (an optional peer
   * dependency: `npm install libphonenumber-js`, else start-up fails naming it). Better Auth 1.2.7
   * has no default and accepts any string: `() => true` restores that.
   */
  phoneNumberValidator?: PhoneNumberValidator;
  /**
   * Refuses password sign-in to a user whose number is not verified: after a right password, a
   * code is texted (`sendOTP`) and the route answers 401 PHONE_NUMBER_NOT_VERIFIED. Default: false.
   */
  requireVerification?: boolean;
  /**
   * Signs up, on `/phone-number/verify`, a number that has no user: `{ getTempEmail, getTempName? }`.
   * Default: none (a right code for an unknown number answers `null`).
   */
  signUpOnVerification?: SignUpOnVerification;
  /** Called once a number is verified (not on `updatePhoneNumber`): `({ phoneNumber, user }, request)`. */
  callbackOnVerification?: CallbackOnVerification;
  /**
   * How codes are stored in the `verification` table (`value` `{code}:{attempts}`, identifier
   * the number, or `{number}-forget-password`). `'hashed'` (default): an HMAC-SHA256 under the
   * app's secret bound to the identifier, so a leaked table gives no live code. `'plain'`: the
   * code in clear, as Better Auth 1.2.7 stores it.
   */
  storeOTP?: StoreOTP;
  /**
   * Per-number limit on the routes that text codes (`/phone-number/send-otp`,
   * `/phone-number/forget-password`), on top of the per-IP rule: `{ window (seconds), max }`, or
   * false for none. Counted for known and unknown numbers alike; applies while
   * `rateLimit.enabled`. Default: `{ window: 600, max: 5 }`.
   */
  rateLimitPerPhoneNumber?: PhoneNumberRateLimit | false;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(
      `[portcullis] phoneNumber(): ${name} must be a positive integer, got ${value}.`,
    );
  }
  return value;
}

/**
 * The phone-number plugin, wire-compatible with Better Auth 1.2.7's `phoneNumber`.
 *
 * Routes (server API names in brackets):
 * - `POST /sign-in/phone-number` `{ phoneNumber, password, rememberMe? }` → `{ token, user }` (`signInPhoneNumber`);
 * - `POST /phone-number/send-otp` `{ phoneNumber }` → `{ message: 'code sent' }` (`sendPhoneNumberOTP`);
 * - `POST /phone-number/verify` `{ phoneNumber, code, disableSession?, updatePhoneNumber? }` →
 *   `{ status, token, user }` or `null` (`verifyPhoneNumber`);
 * - `POST /phone-number/forget-password` `{ phoneNumber }` → `{ status: true }` (`forgetPasswordPhoneNumber`);
 * - `POST /phone-number/reset-password` `{ phoneNumber, otp, newPassword }` → `{ status: true }`
 *   (`resetPasswordPhoneNumber`).
 *
 * `user` in answers is `{ id, email, emailVerified, name, image, phoneNumber,
 * phoneNumberVerified, createdAt, updatedAt }`. Adds `user.phoneNumber` (unique) and
 * `user.phoneNumberVerified`; run `migrate(auth)` after adding the plugin.
 *
 * Codes are stored in the `verification` table (one outstanding per number and purpose), hashed
 * by default, compared in constant time, used once, and deleted after `allowedAttempts` wrong
 * tries; attempts are counted with conditional writes (no read-then-write race). Codes are
 * texted after the response. Rate limits per IP: 10 per 60 s on `/phone-number/*` (Better
 * Auth's), the `/sign-in/*` rule on sign-in; plus `rateLimitPerPhoneNumber`.
 *
 * Differs from Better Auth 1.2.7 (each in docs/phone-number.md): E.164 validation by default;
 * forget-password answers alike for every number; `requireVerification` acts only after a right
 * password; reset-password checks the new password's length and consumes its code; codes
 * stored hashed (`storeOTP: 'plain'` for Better Auth's storage).
 *
 * Errors: see {@link PHONE_NUMBER_ERROR_CODES}.
 *
 * @throws Error (configuration) at start-up when `libphonenumber-js` is not installed and no
 *   `phoneNumberValidator` is given (naming `npm install libphonenumber-js`); when `otpLength`,
 *   `expiresIn` or `allowedAttempts`
 *   is not a positive integer, or `signUpOnVerification` has no `getTempEmail`.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   plugins: [
 *     phoneNumber({
 *       sendOTP: ({ phoneNumber, code }) => sms.send(phoneNumber, `Your code: ${code}`),
 *       signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@phone.example.com` },
 *     }),
 *   ],
 * });
 */
export function phoneNumber(options: PhoneNumberOptions = {}) {
  if (
    options.signUpOnVerification &&
    typeof options.signUpOnVerification.getTempEmail !== 'function'
  ) {
    throw new Error('[portcullis] phoneNumber(): signUpOnVerification needs getTempEmail.');
  }
  // The default validator's library is an optional peer: missing, fail at start-up, naming it.
  if (!options.phoneNumberValidator) loadLibphonenumber();
  const settings: PhoneNumberSettings = {
    otp: {
      otpLength: positiveInteger('otpLength', options.otpLength ?? 6),
      expiresIn: positiveInteger('expiresIn', options.expiresIn ?? 300),
      allowedAttempts: positiveInteger('allowedAttempts', options.allowedAttempts ?? 3),
      storeOTP: options.storeOTP ?? 'hashed',
    },
    validator: options.phoneNumberValidator ?? isE164PhoneNumber,
    sendOTP: options.sendOTP,
    sendForgetPasswordOTP: options.sendForgetPasswordOTP,
    requireVerification: options.requireVerification ?? false,
    signUpOnVerification: options.signUpOnVerification,
    callbackOnVerification: options.callbackOnVerification,
    rateLimitPerPhoneNumber: options.rateLimitPerPhoneNumber ?? { window: 600, max: 5 },
  };
  return definePlugin({
    id: 'phone-number',
    schema: phoneNumberSchema,
    endpoints: {
      signInPhoneNumber: createSignInPhoneNumberEndpoint(settings),
      sendPhoneNumberOTP: createSendPhoneNumberOTPEndpoint(settings),
      verifyPhoneNumber: createVerifyPhoneNumberEndpoint(settings),
      forgetPasswordPhoneNumber: createForgetPasswordPhoneNumberEndpoint(settings),
      resetPasswordPhoneNumber: createResetPasswordPhoneNumberEndpoint(settings),
    },
    rateLimit: [{ path: '/phone-number/*', window: 60, max: 10 }],
    // A number written without the plugin's own check (`/update-user`, the admin plugin's
    // update) is unverified: Better Auth 1.2.7 keeps the old flag, so a number verified once
    // stayed "verified" after being changed to anyone's.
    databaseHooks: {
      user: {
        update: {
          before: (data) =>
            'phoneNumber' in data && !('phoneNumberVerified' in data)
              ? { data: { ...data, phoneNumberVerified: false } }
              : undefined,
        },
      },
    },
    $ERROR_CODES: PHONE_NUMBER_ERROR_CODES,
  });
}
