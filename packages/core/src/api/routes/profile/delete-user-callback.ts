import { z } from 'zod';
import { isAPIError } from '../../../errors/api-error.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { requireSession } from '../../../session/require-session.js';
import { defineEndpoint, type RedirectResult } from '../../endpoint.js';
import { withQuery } from '../../with-query.js';
import { assertDeleteUserEnabled, checkDeleteToken } from './delete-account-token.js';
import { deleteUserAccount } from './delete-user-account.js';

/**
 * `GET /delete-user/callback?token&callbackURL`: the link of the deletion email. Deletes the
 * signed-in user when `token` is theirs, unexpired and unused (each token works once), then
 * redirects to `callbackURL` (302, session cookies cleared) or, without one, answers
 * `{ success: true, message: 'User deleted' }`.
 *
 * `callbackURL` is checked before anything else. With a `callbackURL`, failures redirect there
 * with `?error=` and the lower-cased code (`invalid_token`, `unauthorized`, …), as the other
 * emailed links do; without one they answer JSON errors.
 *
 * @throws APIError 404 NOT_FOUND 'Not Found' when deletion is not enabled; 403 'Invalid
 *   callbackURL'; 401 UNAUTHORIZED; 400 INVALID_TOKEN 'invalid token' for an unknown, expired,
 *   used or someone else's token; whatever `beforeDelete` throws.
 * @see SPEC §2 (Profile), §4 ("delete-account-{token}"), §5 (redirect URLs), §9
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
    try {
      const { user } = await requireSession(ctx, { sensitive: true });
      const identifier = await checkDeleteToken(context, query.token, user.id);
      await deleteUserAccount(ctx, user, identifier);
    } catch (error) {
      if (!query.callbackURL || !isAPIError(error)) throw error;
      return ctx.redirect(withQuery(query.callbackURL, { error: error.body.code.toLowerCase() }));
    }
    if (query.callbackURL) return ctx.redirect(query.callbackURL);
    return { success: true, message: 'User deleted' };
  },
);
