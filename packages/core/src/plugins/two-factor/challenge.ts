import {
  createSession,
  type EndpointContext,
  emitEvent,
  generateRandomString,
  getSession,
  type Session,
  toAnswerUser,
  type User,
} from '../../plugin/index.js';
import type { TwoFactorUser } from './answers.js';
import { expireCookie, TWO_FACTOR_COOKIE, twoFactorCookieName } from './cookies.js';
import { trustDevice } from './trusted-device.js';
import { twoFactorError } from './two-factor-error.js';

/** A user row with the plugin's field. */
export type TwoFactorUserRow = User & { twoFactorEnabled?: boolean | null };

/** How a second factor was proven, for audit events. */
export type ChallengeMethod = 'totp' | 'otp' | 'backup-code';

/** The resolved options the verify routes share. */
export interface ChallengeSettings {
  /** Wrong codes that invalidate a pending sign-in; false for no limit. */
  maxFailedAttempts: number | false;
  /** Seconds a trusted device is trusted. */
  trustDeviceMaxAge: number;
}

/** Prefix of pending two-factor sign-ins in the `verification` table (Better Auth's `2fa-…`). */
export const PENDING_PREFIX = '2fa-';

/** The record of a sent code: Better Auth's `2fa-otp-{key}`, value `{code}!{wrong tries}`. */
export const otpIdentifier = (key: string) => `2fa-otp-${key}`;

const failureIdentifier = (pending: string) => `${pending}-failure`;

/**
 * Whom a verify call is about: the signed-in user, or the user of the pending two-factor
 * sign-in named by the signed `two_factor` cookie (Better Auth 1.2.7's `verifyTwoFactor`).
 * `key` identifies the attempt (sent email codes are stored under it), as Better Auth's:
 * `{userId}!{sessionId}` for a session, the cookie's record identifier otherwise.
 */
export interface Challenge {
  user: TwoFactorUserRow;
  session: Session | null;
  key: string;
  /** The pending sign-in's record identifier; null for a signed-in user. */
  pending: string | null;
  /** Clears the account-lockout count of second-factor failures (call on success). */
  clearFailures: () => Promise<void>;
}

/**
 * Resolves the {@link Challenge} of a verify call and counts one attempt toward the account
 * lockout (key `two-factor:{userId}`, cleared by a success), so wrong codes spread over many
 * sign-ins still lock the account's second factor.
 *
 * @throws APIError 401 INVALID_TWO_FACTOR_COOKIE without a session and without a live pending
 *   sign-in (cookie missing, forged, expired, consumed or invalidated); 429 TOO_MANY_REQUESTS
 *   when the account's second factor is locked.
 */
export async function resolveChallenge(
  ctx: EndpointContext<any, any>,
  countAttempt = true,
): Promise<Challenge> {
  const found = await getSession(ctx);
  let challenge: Omit<Challenge, 'clearFailures'>;
  if (found) {
    challenge = {
      user: found.user as TwoFactorUserRow,
      session: found.session,
      key: `${found.user.id}!${found.session.id}`,
      pending: null,
    };
  } else {
    const identifier = ctx.getSignedCookie(twoFactorCookieName(ctx, TWO_FACTOR_COOKIE));
    if (!identifier?.startsWith(PENDING_PREFIX)) {
      throw twoFactorError('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE');
    }
    const { store } = ctx.context;
    const record = await store.findVerification(identifier);
    if (!record || record.expiresAt.getTime() <= Date.now()) {
      throw twoFactorError('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE');
    }
    const user = await store.findUserById(record.value);
    if (!user) throw twoFactorError('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE');
    challenge = { user, session: null, key: identifier, pending: identifier };
  }
  const clearFailures = countAttempt
    ? await ctx.context.accountLockout.attempt('email', `two-factor:${challenge.user.id}`)
    : async () => {};
  return { ...challenge, clearFailures };
}

/**
 * The refusal of a wrong code, Better Auth 1.2.7's: 401 INVALID_CODE during a sign-in, 401
 * INVALID_TWO_FACTOR_COOKIE for a signed-in user (its `invalid()` of a session ignores the
 * reason).
 */
export function wrongCodeError(challenge: Challenge) {
  return challenge.pending
    ? twoFactorError('UNAUTHORIZED', 'INVALID_CODE')
    : twoFactorError('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE');
}

/**
 * Records a wrong code: emits `two-factor.challenge-failure`, and for a pending sign-in counts
 * it; at `maxFailedAttempts` the pending sign-in is deleted, so its cookie stops working.
 */
export async function recordChallengeFailure(
  ctx: EndpointContext<any, any>,
  challenge: Challenge,
  settings: ChallengeSettings,
  method: ChallengeMethod,
  reason: string,
): Promise<void> {
  emitEvent(ctx, {
    type: 'two-factor.challenge-failure',
    userId: challenge.user.id,
    outcome: 'failure',
    details: { method, reason },
  });
  const { pending } = challenge;
  if (!pending || settings.maxFailedAttempts === false) return;
  const { store, adapter } = ctx.context;
  // One row per failure: inserts never lose a count to a concurrent request.
  await store.createVerification({
    identifier: failureIdentifier(pending),
    value: challenge.user.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const failures = await adapter.count({
    model: 'verification',
    where: [{ field: 'identifier', value: failureIdentifier(pending) }],
  });
  if (failures >= settings.maxFailedAttempts) await forgetPending(ctx, pending);
}

async function forgetPending(ctx: EndpointContext<any, any>, pending: string) {
  const { store, adapter } = ctx.context;
  const consumed = await store.consumeVerification(pending);
  await adapter.deleteMany({
    model: 'verification',
    where: [{ field: 'identifier', value: failureIdentifier(pending) }],
  });
  return consumed;
}

/** The user as the verify routes answer with it (the seven core fields, Better Auth 1.2.7's). */
export const toTwoFactorUser = (user: User): TwoFactorUser => toAnswerUser(user);

/**
 * Finishes a passed challenge (Better Auth's `valid`): for a pending sign-in, consumes it (once:
 * of two racing verifies one wins, the other answers 401 INVALID_TWO_FACTOR_COOKIE), creates the
 * session (not remembered when the sign-in asked `rememberMe: false`), sets its cookie, and
 * trusts the device when asked (then expires the two-factor cookie, as Better Auth). For a signed-in user, answers with
 * the current session (and, as Better Auth, trusts no device). Emits `two-factor.challenge-success`.
 */
export async function passChallenge(
  ctx: EndpointContext<any, any>,
  challenge: Challenge,
  settings: ChallengeSettings,
  method: ChallengeMethod,
  options: { trustDevice?: boolean; createSession?: boolean },
): Promise<{ token?: string; user: TwoFactorUser }> {
  await challenge.clearFailures();
  const { user, pending } = challenge;
  let token = challenge.session?.token;
  if (pending) {
    if (!(await forgetPending(ctx, pending))) {
      throw twoFactorError('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE');
    }
    if (options.createSession !== false) {
      const rememberMe = ctx.getSignedCookie(ctx.context.cookies.dontRemember) === null;
      const session = await createSession(ctx, user, { rememberMe });
      token = session.token;
      if (options.trustDevice) {
        await trustDevice(ctx, user.id, settings.trustDeviceMaxAge);
        // Better Auth 1.2.7 expires the two-factor cookie here only; the record is gone anyway.
        expireCookie(ctx, twoFactorCookieName(ctx, TWO_FACTOR_COOKIE));
      }
    }
  }
  emitEvent(ctx, {
    type: 'two-factor.challenge-success',
    userId: user.id,
    details: { method },
  });
  return { ...(token === undefined ? {} : { token }), user: toTwoFactorUser(user) };
}

/**
 * Starts a pending two-factor sign-in for `user` (the after-hook of the sign-in routes): a
 * `verification` record `2fa-{random}` holding the user id, and the signed `two_factor` cookie
 * naming it, both living `maxAge` seconds.
 */
export async function startPendingSignIn(
  ctx: EndpointContext<any, any>,
  userId: string,
  maxAge: number,
): Promise<void> {
  const identifier = `${PENDING_PREFIX}${generateRandomString(20)}`;
  await ctx.context.store.createVerification({
    identifier,
    value: userId,
    expiresAt: new Date(Date.now() + maxAge * 1000),
  });
  ctx.setSignedCookie(twoFactorCookieName(ctx, TWO_FACTOR_COOKIE), identifier, { maxAge });
}
