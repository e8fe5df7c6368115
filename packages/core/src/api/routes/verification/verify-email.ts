import { z } from 'zod';
import type { User } from '../../../db/entities.js';
import {
  defineEndpoint,
  type EndpointContext,
  type RedirectResult,
} from '../../../kernel/endpoint.js';
import { emitEvent } from '../../../security/audit-events.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { setCookieCache } from '../../../session/cookie-cache.js';
import { createSession } from '../../../session/create-session.js';
import { getSession } from '../../../session/get-session.js';
import { reissueSessionCookie } from '../../../session/session-cookie.js';
import { withQuery } from '../../../utils/with-query.js';
import { confirmEmailChange } from '../../../verification/confirm-email-change.js';
import {
  readEmailVerification,
  VerifyEmailFailure,
  verifyEmailFailures,
} from '../../../verification/read-email-verification.js';

/** The JSON answer of `GET /verify-email` without a callbackURL. */
export interface VerifyEmailResult {
  status: boolean;
  /**
   * The user when the request is (now) signed in as them; else null, so that the link alone
   * does not disclose the account.
   */
  user: User | null;
}

/**
 * `GET /verify-email?token=…&callbackURL=…`: follows an email-verification link.
 *
 * The `callbackURL` is checked first (403 'Invalid callbackURL' for an unsafe one, so a failing
 * link can never redirect off-site). A valid, unexpired token is consumed (single use: of two
 * concurrent uses exactly one succeeds) and sets `emailVerified: true` (`email.verify`, `details:
 * { method: 'link' }`). With `emailVerification.autoSignInAfterVerification` a session is
 * created (`sign-in.success`, `details: { method: 'email-verification' }`), unless the request
 * already carries the user's session.
 *
 * A token confirming an email change moves the account to the new address, unverified, and sends
 * a verification link there. It needs the signed-in session of that user (read from the
 * database, never the cookie cache): the link alone, from a mailbox, does not move an account,
 * and it signs nobody in.
 *
 * Query: `token` (required), `callbackURL` (optional; a relative path or a trusted origin).
 *
 * Response: with a callbackURL, 302 to it on success, or to it with `error=token_expired |
 * invalid_token | user_not_found | unauthorized` appended on failure. Without one,
 * `{ status: true, user }` ({@link VerifyEmailResult}) or a JSON error, as Better Auth 1.2.7
 * answers: 401 with the redirect code as the message.
 *
 * @throws APIError 403 'Invalid callbackURL'; 400 VALIDATION_ERROR (no token); without a
 *   callbackURL: 401 INVALID_TOKEN 'invalid_token' (unknown or used token), 401 TOKEN_EXPIRED
 *   'token_expired', 401 USER_NOT_FOUND 'user_not_found' (the user is gone or no longer has the
 *   address the link was sent to), 401 UNAUTHORIZED 'unauthorized' (an email change without the
 *   user's session, or any link while signed in as another user), 400 COULDNT_UPDATE_YOUR_EMAIL
 *   (the new address was taken meanwhile).
 * @see SPEC §4, §7 ("Verification email link"), §8 (`unauthorized`)
 * @example
 * await auth.api.verifyEmail({ query: { token } }); // { status: true, user: null }
 */
export const verifyEmail = defineEndpoint(
  '/verify-email',
  {
    method: 'GET',
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    metadata: { summary: 'Verify an email address from its link', tags: ['Email verification'] },
  },
  async (ctx): Promise<VerifyEmailResult | RedirectResult> => {
    const { token, callbackURL } = ctx.query;
    assertSafeRedirects({ callbackURL }, ctx.context.trustedOrigins);
    try {
      const user = await verify(ctx, token, callbackURL);
      if (callbackURL) return ctx.redirect(callbackURL);
      return { status: true, user: user && ctx.context.responseRow('user', user) };
    } catch (error) {
      if (!(error instanceof VerifyEmailFailure)) throw error;
      if (callbackURL) return ctx.redirect(withQuery(callbackURL, { error: error.redirectError }));
      throw error.apiError;
    }
  },
);

/** Applies a verification link; returns the user to disclose (see {@link VerifyEmailResult}). */
async function verify(
  ctx: EndpointContext<any, any>,
  token: string,
  callbackURL: string | undefined,
): Promise<User | null> {
  const { store, options } = ctx.context;
  const verification = await readEmailVerification(ctx, token);
  const isEmailChange = Boolean(verification.payload.newEmail);
  const current = await getSession(ctx, { disableCookieCache: isEmailChange });
  // Both refusals leave the token usable. Following someone else's link while signed in would
  // verify (or sign in as) a different account than the one on screen.
  if (current && current.user.id !== verification.user.id) throw verifyEmailFailures.unauthorized();
  // An email change moves the account: a link read from the old mailbox (or forwarded from it)
  // must not do that on its own, so the user must be signed in (SPEC §8 `unauthorized`).
  if (isEmailChange && !current) throw verifyEmailFailures.unauthorized();

  let user: User;
  if (isEmailChange) {
    user = await confirmEmailChange(ctx, verification, callbackURL);
  } else {
    if (!(await store.consumeVerification(verification.identifier))) {
      throw verifyEmailFailures.invalidToken();
    }
    const updated = await store.updateUser(verification.user.id, { emailVerified: true });
    if (!updated) throw verifyEmailFailures.userNotFound();
    emitEvent(ctx, { type: 'email.verify', userId: updated.id, details: { method: 'link' } });
    user = updated;
  }

  if (current) {
    // Keep a cached session from showing the old email state for up to cookieCache.maxAge.
    setCookieCache(ctx, { session: current.session, user });
    // Better Auth 1.2.7 sets the session cookie again after an email change, and after a
    // verification with autoSignInAfterVerification.
    if (isEmailChange || options.emailVerification.autoSignInAfterVerification) {
      reissueSessionCookie(ctx, current.session.token);
    }
    return user;
  }
  if (options.emailVerification.autoSignInAfterVerification && user.emailVerified) {
    const session = await createSession(ctx, user);
    emitEvent(ctx, {
      type: 'sign-in.success',
      userId: user.id,
      sessionId: session.id,
      details: { method: 'email-verification' },
    });
    return user;
  }
  return null;
}
