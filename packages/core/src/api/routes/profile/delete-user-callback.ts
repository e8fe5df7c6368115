import { z } from 'zod';
import {
  assertDeleteUserEnabled,
  checkDeleteToken,
} from '../../../account/delete-account-token.js';
import { deleteUserAccount } from '../../../account/delete-user-account.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint, type RedirectResult } from '../../../kernel/endpoint.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { getSession } from '../../../session/get-session.js';

/**
 * `GET /delete-user/callback?token&callbackURL`: the link of the deletion email. Deletes the
 * signed-in user when `token` is theirs, unexpired and unused (each token works once), then
 * redirects to `callbackURL` (302, session cookies cleared) or, without one, answers
 * `{ success: true, message: 'User deleted' }`.
 *
 * `callbackURL` is checked before the session and the token. Failures always answer JSON, with
 * or without a `callbackURL`, as Better Auth 1.2.7 does: the link never redirects on failure.
 *
 * @throws APIError 404 NOT_FOUND 'Not Found' when deletion is not enabled; 403 'Invalid
 *   callbackURL'; 404 FAILED_TO_GET_USER_INFO 'Failed to get user info' without a session (read
 *   from the database, never the cookie cache); 404 INVALID_TOKEN 'invalid token' for an
 *   unknown, expired, used or someone else's token; whatever `beforeDelete` throws.
 * @see SPEC §2 (Profile), §4 ("delete-account-{token}"), §5 (redirect URLs), §8, §9
 * @example
 * // The emailed link, followed in the browser where the user is signed in:
 * // GET /api/auth/delete-user/callback?token=…&callbackURL=%2Fgoodbye → 302 /goodbye
 * await auth.api.deleteUserCallback({ query: { token }, headers });
 */
export const deleteUserCallback = defineEndpoint(
  '/delete-user/callback',
  {
    method: 'GET',
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    metadata: { summary: 'Confirm account deletion from the emailed link', tags: ['Profile'] },
  },
  async (ctx): Promise<RedirectResult | { success: true; message: 'User deleted' }> => {
    const { context, query } = ctx;
    assertDeleteUserEnabled(context);
    assertSafeRedirects({ callbackURL: query.callbackURL }, context.trustedOrigins);
    const found = await getSession(ctx, { disableCookieCache: true });
    if (!found) throw new APIError('NOT_FOUND', 'FAILED_TO_GET_USER_INFO');
    const identifier = await checkDeleteToken(context, query.token, found.user.id);
    await deleteUserAccount(ctx, found.user, identifier);
    if (query.callbackURL) return ctx.redirect(query.callbackURL);
    return { success: true, message: 'User deleted' };
  },
);
