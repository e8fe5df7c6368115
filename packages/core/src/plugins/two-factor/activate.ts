import {
  APIError,
  createSession,
  type EndpointContext,
  emitEvent,
  type Session,
} from '../../plugin/index.js';
import type { TwoFactorUser } from './answers.js';
import { type TwoFactorUserRow, toTwoFactorUser } from './challenge.js';

/**
 * Turns two-factor on for the signed-in user (the first verified code after `enable`, or
 * `enable` itself with `skipVerificationOnEnable`), as Better Auth 1.2.7: sets
 * `user.twoFactorEnabled`, replaces the session with a new one (new token and cookie, cookie
 * cache refreshed, remembered as the old one was), and emits `two-factor.enable`.
 *
 * @throws APIError 400 FAILED_TO_CREATE_SESSION without a session (Better Auth's answer).
 */
export async function activateTwoFactor(
  ctx: EndpointContext<any, any>,
  user: TwoFactorUserRow,
  session: Session | null,
  method: 'totp' | 'otp' | 'skip-verification',
): Promise<{ token: string; user: TwoFactorUser }> {
  if (!session) throw new APIError('BAD_REQUEST', 'FAILED_TO_CREATE_SESSION');
  const { store } = ctx.context;
  const updated = (await store.updateUser(user.id, { twoFactorEnabled: true })) ?? user;
  const rememberMe = ctx.getSignedCookie(ctx.context.cookies.dontRemember) === null;
  const created = await createSession(ctx, updated, { rememberMe });
  await store.deleteSession(session.token);
  emitEvent(ctx, { type: 'two-factor.enable', userId: user.id, details: { method } });
  return { token: created.token, user: toTwoFactorUser(updated) };
}
