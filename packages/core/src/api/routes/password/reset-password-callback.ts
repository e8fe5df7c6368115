import { z } from 'zod';
import { defineEndpoint, type RedirectResult } from '../../../kernel/endpoint.js';
import { findResetPasswordUserId } from '../../../password/reset-password-token.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { withQuery } from '../../../utils/with-query.js';

/**
 * `GET /reset-password/{token}?callbackURL=…`: the link of the reset email. Checks the token
 * without consuming it and sends the browser to the app's reset page: 302 to
 * `{callbackURL}?token={token}` for a valid, unexpired token, else to
 * `{callbackURL}?error=INVALID_TOKEN` (appended with `&` when callbackURL has a query already).
 * A relative callbackURL is made absolute on the origin of `baseURL`, as Better Auth 1.2.7's
 * `Location` is.
 * The app's page then posts the new password to `POST /reset-password`.
 *
 * Query: `callbackURL` (required; a relative path or a trusted origin).
 *
 * @throws APIError 400 VALIDATION_ERROR 'Invalid query parameters' (no callbackURL);
 *   403 'Invalid callbackURL' (checked before the token).
 * @see SPEC §2, §4, §5
 * @example
 * await auth.api.resetPasswordCallback({ params: { token }, query: { callbackURL: '/reset' } });
 */
export const resetPasswordCallback = defineEndpoint(
  '/reset-password/:token',
  {
    method: 'GET',
    query: z.object({ callbackURL: z.string().min(1) }),
    metadata: { summary: 'Open a password reset link', tags: ['Password reset'] },
  },
  async (ctx): Promise<RedirectResult> => {
    const { callbackURL } = ctx.query;
    assertSafeRedirects({ callbackURL }, ctx.context.trustedOrigins);
    const token = ctx.params.token ?? '';
    const userId = await findResetPasswordUserId(ctx, token);
    // Safe: assertSafeRedirects allows only a single-slash relative path or a trusted origin.
    const target = callbackURL.startsWith('/')
      ? `${ctx.context.options.origin}${callbackURL}`
      : callbackURL;
    return ctx.redirect(withQuery(target, userId ? { token } : { error: 'INVALID_TOKEN' }));
  },
);
