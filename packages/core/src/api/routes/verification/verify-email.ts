import { z } from 'zod';
import type { User } from '../../../db/entities.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { setCookieCache } from '../../../session/cookie-cache.js';
import { createSession } from '../../../session/create-session.js';
import { getSession } from '../../../session/get-session.js';
import { defineEndpoint, type EndpointContext, type RedirectResult } from '../../endpoint.js';
import { withQuery } from '../../with-query.js';
import { confirmEmailChange } from './confirm-email-change.js';
import {
  readEmailVerification,
  VerifyEmailFailure,
  verifyEmailFailures,
} from './read-email-verification.js';

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
 * concurrent uses exactly one succeeds) and sets `emailVerified: true`; a token confirming an
 * email change instead moves the account to the new address, unverified, and sends a
 * verification link there. With `emailVerification.autoSignInAfterVerification` a session is
 * created, unless the request already carries the user's session (an email change does not sign
 * anyone in: the new address is not verified yet).
 *
 * Query: `token` (required), `callbackURL` (optional; a relative path or a trusted origin).
 *
 * Response: with a callbackURL, 302 to it on success, or to it with `error=token_expired |
 * invalid_token | user_not_found | unauthorized` appended on failure. Without one,
 * `{ status: true, user }` ({@link VerifyEmailResult}) or a JSON error.
 *
 * @throws APIError 403 'Invalid callbackURL'; 400 VALIDATION_ERROR (no token); without a
 *   callbackURL: 400 INVALID_TOKEN (unknown, used or superseded token), 400 TOKEN_EXPIRED,
 *   400 USER_NOT_FOUND, 401 UNAUTHORIZED (the request is signed in as another user),
 *   400 COULDNT_UPDATE_YOUR_EMAIL (the new address was taken meanwhile).
 * @see SPEC §4, §7 ("Verification email link"), §8
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
  const current = await getSession(ctx);
  // Following someone else's link while signed in would verify (or sign in as) a different
  // account than the one on screen: refuse, and leave the token usable.
  if (current && current.user.id !== verification.user.id) throw verifyEmailFailures.unauthorized();

  let user: User;
  if (verification.payload.newEmail) {
    user = await confirmEmailChange(ctx, verification, callbackURL);
  } else {
    if (!(await store.consumeVerification(verification.identifier))) {
      throw verifyEmailFailures.invalidToken();
    }
    const updated = await store.updateUser(verification.user.id, { emailVerified: true });
    if (!updated) throw verifyEmailFailures.userNotFound();
    user = updated;
  }

  if (current) {
    // Keep a cached session from showing the old email state for up to cookieCache.maxAge.
    setCookieCache(ctx, { session: current.session, user });
    return user;
  }
  if (options.emailVerification.autoSignInAfterVerification && user.emailVerified) {
    await createSession(ctx, user);
    return user;
  }
  return null;
}
