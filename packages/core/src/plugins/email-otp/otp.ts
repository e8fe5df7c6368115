import { randomInt } from 'node:crypto';
import {
  constantTimeEqual,
  type EndpointContext,
  emitEvent,
  type PluginAnswerUser,
  retryOnDeadlock,
  signHmac,
  toPluginAnswerUser,
  type User,
} from '../../plugin/index.js';
import { emailOTPError } from './email-otp-error.js';
import type { EmailOTPErrorCode } from './error-codes.js';

/** What a code is for; part of its identifier, so a code of one kind never serves another. */
export const OTP_TYPES = ['email-verification', 'sign-in', 'forget-password'] as const;

/** One of {@link OTP_TYPES}. */
export type OTPType = (typeof OTP_TYPES)[number];

/** How codes are kept in the `verification` table (see `EmailOTPOptions.storeOTP`). */
export type StoreOTP = 'hashed' | 'plain';

/** The resolved options the routes share. */
export interface OTPSettings {
  /** Lifetime of a code, in seconds. */
  expiresIn: number;
  /** Wrong codes tolerated; the next attempt is refused (403) and the code deleted. */
  allowedAttempts: number;
  storeOTP: StoreOTP;
  generateOTP: (data: { email: string; type: OTPType }, request?: Request) => string;
  disableSignUp: boolean;
}

/** The record identifier of a code, Better Auth 1.2.7's: `{type}-otp-{email}`. */
export const otpIdentifier = (type: OTPType, email: string): string => `${type}-otp-${email}`;

/** `length` decimal digits from the operating system's CSPRNG (uniform: `crypto.randomInt`). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

// The stored form of a code: an HMAC under the app's secret bound to the record's identifier
// (a leaked table does not give the codes, and 10^6 guesses offline need the secret), or the
// code itself with `storeOTP: 'plain'`, as Better Auth stores it.
function storedForm(
  ctx: EndpointContext<any, any>,
  settings: OTPSettings,
  identifier: string,
  otp: string,
) {
  return settings.storeOTP === 'plain' ? otp : signHmac(ctx.context.secret, `${identifier}:${otp}`);
}

// `{code}:{attempts}`, as Better Auth 1.2.7 writes the value (the code part may be hashed).
function parseValue(value: string): { code: string; attempts: number } {
  const at = value.lastIndexOf(':');
  if (at < 0) return { code: value, attempts: 0 };
  return { code: value.slice(0, at), attempts: Number.parseInt(value.slice(at + 1), 10) || 0 };
}

/**
 * Makes a new code for `email` and `type`, replacing any outstanding one (in one transaction),
 * and returns it in clear for the email. Lives `settings.expiresIn` seconds.
 */
export async function createOTP(
  ctx: EndpointContext<any, any>,
  settings: OTPSettings,
  type: OTPType,
  email: string,
): Promise<string> {
  const otp = settings.generateOTP({ email, type }, ctx.request);
  const identifier = otpIdentifier(type, email);
  // Two sends for one address at once deadlock on MariaDB (gap locks of the delete, then both
  // inserts); the loser runs again and replaces the winner's code.
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
export type OTPFailureReason = 'invalid_otp' | 'otp_expired' | 'too_many_attempts';

const REASONS: Record<OTPFailureReason, EmailOTPErrorCode> = {
  invalid_otp: 'INVALID_OTP',
  otp_expired: 'OTP_EXPIRED',
  too_many_attempts: 'TOO_MANY_ATTEMPTS',
};

/** A refused code: the reason, and the error the route answers with. */
export class OTPRefused extends Error {
  constructor(readonly reason: OTPFailureReason) {
    super(reason);
  }

  /** The route's answer: 400 INVALID_OTP / 400 OTP_EXPIRED / 403 TOO_MANY_ATTEMPTS. */
  toAPIError() {
    return emailOTPError(
      this.reason === 'too_many_attempts' ? 'FORBIDDEN' : 'BAD_REQUEST',
      REASONS[this.reason],
    );
  }
}

/**
 * A code to check: its purpose, address (lowercased) and the code as typed; `deleteExpired`
 * deletes an expired record (Better Auth does so on reset-password only).
 */
export interface OTPAttempt {
  type: OTPType;
  email: string;
  otp: string;
  deleteExpired?: boolean;
}

// Rounds of the check before giving up when other requests keep changing the record between its
// read and the conditional write (each round is a fresh read).
const MAX_ROUNDS = 5;

/**
 * Checks `otp` against the outstanding code of `email` and `type` and consumes it when right,
 * with Better Auth 1.2.7's rules: no record → invalid; expired → expired (the record deleted
 * with `deleteExpired`); `allowedAttempts` wrong codes already tried → the record deleted and
 * too many attempts; a wrong code counts one attempt.
 *
 * Compared in constant time. The attempt count and the consumption are conditional writes on
 * the value just read (`UPDATE … WHERE id = ? AND value = ?`, `DELETE … WHERE id = ? AND value = ?`),
 * so concurrent guesses each count and of two concurrent right answers exactly one wins; a
 * request that loses a race reads again.
 *
 * @throws OTPRefused with the reason.
 */
export async function consumeOTP(
  ctx: EndpointContext<any, any>,
  settings: OTPSettings,
  attempt: OTPAttempt,
): Promise<void> {
  const { adapter, store } = ctx.context;
  const { type, email, otp } = attempt;
  const identifier = otpIdentifier(type, email);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const record = await store.findVerification(identifier);
    if (!record) {
      // The work of a wrong code (the comparison and a conditional write, here matching no row),
      // so that the time does not tell whether a code is outstanding for this address — with
      // `forget-password`, whether it has an account.
      constantTimeEqual(storedForm(ctx, settings, identifier, otp), '');
      await adapter.updateMany({
        model: 'verification',
        where: [{ field: 'identifier', value: `${identifier}:none` }],
        update: { updatedAt: new Date() },
      });
      throw new OTPRefused('invalid_otp');
    }
    const same = [
      { field: 'id', value: record.id },
      { field: 'value', value: record.value },
    ];
    if (record.expiresAt.getTime() < Date.now()) {
      if (attempt.deleteExpired) await adapter.deleteMany({ model: 'verification', where: same });
      throw new OTPRefused('otp_expired');
    }
    const { code, attempts } = parseValue(record.value);
    if (attempts >= settings.allowedAttempts) {
      await adapter.deleteMany({ model: 'verification', where: same });
      throw new OTPRefused('too_many_attempts');
    }
    if (!constantTimeEqual(storedForm(ctx, settings, identifier, otp), code)) {
      const counted = await adapter.updateMany({
        model: 'verification',
        where: same,
        update: { value: `${code}:${attempts + 1}`, updatedAt: new Date() },
      });
      if (counted > 0) throw new OTPRefused('invalid_otp');
      continue;
    }
    if ((await adapter.deleteMany({ model: 'verification', where: same })) > 0) return;
  }
  throw new OTPRefused('invalid_otp');
}

/**
 * {@link consumeOTP}, recording a refusal in the audit log (`sign-in.failure` with
 * `method: 'email-otp'` for sign-in codes, else `email-otp.failure` with `{ type, reason }`).
 *
 * @throws APIError 400 INVALID_OTP 'Invalid OTP', 400 OTP_EXPIRED 'otp expired', 403
 *   TOO_MANY_ATTEMPTS 'Too many attempts'.
 */
export async function checkOTP(
  ctx: EndpointContext<any, any>,
  settings: OTPSettings,
  attempt: OTPAttempt,
): Promise<void> {
  const { type } = attempt;
  try {
    await consumeOTP(ctx, settings, attempt);
  } catch (error) {
    if (!(error instanceof OTPRefused)) throw error;
    emitEvent(
      ctx,
      type === 'sign-in'
        ? { type: 'sign-in.failure', details: { method: 'email-otp', reason: error.reason } }
        : {
            type: 'email-otp.failure',
            outcome: 'failure',
            details: { type, reason: error.reason },
          },
    );
    throw error.toAPIError();
  }
}

/** The user as the plugin's routes answer with it (Better Auth 1.2.7's seven fields and order). */
export type EmailOTPUser = PluginAnswerUser;

/** `user` reduced to {@link EmailOTPUser}. */
export const answerUser = (user: User): EmailOTPUser => toPluginAnswerUser(user);
