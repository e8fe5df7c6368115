import { randomInt } from 'node:crypto';
import {
  constantTimeEqual,
  type EndpointContext,
  emitEvent,
  retryOnDeadlock,
  signHmac,
} from '../../plugin/index.js';
import type { PhoneNumberErrorCode } from './error-codes.js';
import { phoneNumberError } from './phone-number-error.js';

/** How codes are kept in the `verification` table (see `PhoneNumberOptions.storeOTP`). */
export type StoreOTP = 'hashed' | 'plain';

/** What a code is for: verifying (signing in, signing up, changing) a number, or a password reset. */
export type PhoneOTPType = 'verify' | 'forget-password';

/** The resolved code options the routes share. */
export interface PhoneOTPSettings {
  /** Digits of a code. */
  otpLength: number;
  /** Lifetime of a code, in seconds. */
  expiresIn: number;
  /** Wrong codes tolerated; the next attempt is refused (403) and the code deleted. */
  allowedAttempts: number;
  storeOTP: StoreOTP;
}

/**
 * The record identifier of a code, Better Auth 1.2.7's: the number itself for `verify`,
 * `{number}-forget-password` for a password reset.
 */
export const otpIdentifier = (type: PhoneOTPType, phoneNumber: string): string =>
  type === 'verify' ? phoneNumber : `${phoneNumber}-forget-password`;

/** `length` decimal digits from the operating system's CSPRNG (uniform: `crypto.randomInt`). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

// An HMAC under the app's secret bound to the record (a leaked table gives no live code), or the
// code in clear with `storeOTP: 'plain'`, as Better Auth stores it.
function storedForm(
  ctx: EndpointContext<any, any>,
  settings: PhoneOTPSettings,
  id: string,
  otp: string,
) {
  return settings.storeOTP === 'plain' ? otp : signHmac(ctx.context.secret, `${id}:${otp}`);
}

// `{code}:{attempts}` as Better Auth 1.2.7 writes it; a bare code (its sign-in with
// `requireVerification` writes one) has no attempts yet.
function parseValue(value: string): { code: string; attempts: number } {
  const at = value.lastIndexOf(':');
  if (at < 0) return { code: value, attempts: 0 };
  return { code: value.slice(0, at), attempts: Number.parseInt(value.slice(at + 1), 10) || 0 };
}

/**
 * Makes a new code for `phoneNumber` and `type`, replacing the outstanding one in one
 * transaction, stored as `{code}:0`; returns it in clear for the text message.
 */
export async function createPhoneOTP(
  ctx: EndpointContext<any, any>,
  settings: PhoneOTPSettings,
  type: PhoneOTPType,
  phoneNumber: string,
): Promise<string> {
  const otp = randomDigits(settings.otpLength);
  const identifier = otpIdentifier(type, phoneNumber);
  // Two sends at once deadlock on MariaDB (the delete's gap locks, then both inserts); the loser
  // runs again and replaces the winner's code.
  await retryOnDeadlock(() =>
    ctx.context.store.transaction(async (store) => {
      await store.consumeVerification(identifier);
      await store.createVerification({
        identifier,
        value: `${storedForm(ctx, settings, identifier, otp)}:0`,
        expiresAt: new Date(Date.now() + settings.expiresIn * 1000),
      });
    }),
  );
  return otp;
}

/** Why a code was refused, as the audit events name it. */
export type PhoneOTPFailureReason =
  | 'otp_not_found'
  | 'invalid_otp'
  | 'otp_expired'
  | 'too_many_attempts';

const REFUSALS: Record<PhoneOTPFailureReason, [400 | 403, PhoneNumberErrorCode]> = {
  otp_not_found: [400, 'OTP_NOT_FOUND'],
  invalid_otp: [400, 'INVALID_OTP'],
  otp_expired: [400, 'OTP_EXPIRED'],
  too_many_attempts: [403, 'TOO_MANY_ATTEMPTS'],
};

// Rounds of the check when other requests keep changing the record between its read and the
// conditional write (each round reads again).
const MAX_ROUNDS = 5;

async function consume(
  ctx: EndpointContext<any, any>,
  settings: PhoneOTPSettings,
  type: PhoneOTPType,
  phoneNumber: string,
  otp: string,
): Promise<PhoneOTPFailureReason | null> {
  const { adapter, store } = ctx.context;
  const identifier = otpIdentifier(type, phoneNumber);
  const typed = storedForm(ctx, settings, identifier, otp);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const record = await store.findVerification(identifier);
    if (!record) {
      // The comparison a wrong code costs, so the time tells no more than the answer.
      constantTimeEqual(typed, '');
      return 'otp_not_found';
    }
    const same = [
      { field: 'id', value: record.id },
      { field: 'value', value: record.value },
    ];
    if (record.expiresAt.getTime() < Date.now()) return 'otp_expired';
    const { code, attempts } = parseValue(record.value);
    if (attempts >= settings.allowedAttempts) {
      await adapter.deleteMany({ model: 'verification', where: same });
      return 'too_many_attempts';
    }
    if (!constantTimeEqual(typed, code)) {
      // Conditional on the value just read: concurrent guesses each count once.
      const counted = await adapter.updateMany({
        model: 'verification',
        where: same,
        update: { value: `${code}:${attempts + 1}`, updatedAt: new Date() },
      });
      if (counted > 0) return 'invalid_otp';
      continue;
    }
    // Of two concurrent right answers, exactly one deletes the record.
    if ((await adapter.deleteMany({ model: 'verification', where: same })) > 0) return null;
  }
  return 'invalid_otp';
}

/**
 * Checks `otp` against the outstanding code of `phoneNumber` and `type` and consumes it when
 * right, with Better Auth 1.2.7's rules and answers: none → 400 OTP_NOT_FOUND; expired → 400
 * OTP_EXPIRED; `allowedAttempts` wrong codes already tried → the record deleted, 403
 * TOO_MANY_ATTEMPTS; wrong → one attempt counted, 400 INVALID_OTP.
 *
 * Compared in constant time. Counting and consuming are conditional writes on the value just
 * read (`… WHERE id = ? AND value = ?`), so parallel guesses each count and of two parallel right
 * answers one wins. A refusal is recorded as `phone-number.failure`.
 *
 * @throws APIError as above.
 */
export async function checkPhoneOTP(
  ctx: EndpointContext<any, any>,
  settings: PhoneOTPSettings,
  type: PhoneOTPType,
  phoneNumber: string,
  otp: string,
): Promise<void> {
  const reason = await consume(ctx, settings, type, phoneNumber, otp);
  if (!reason) return;
  emitEvent(ctx, {
    type: 'phone-number.failure',
    outcome: 'failure',
    details: { type, reason },
  });
  const [status, code] = REFUSALS[reason];
  throw phoneNumberError(status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST', code);
}
