import { defineEndpoint, requireSession } from '@portcullis/core/plugin';

/**
 * `GET /last-login-method` (`auth.api.getLastLoginMethod`): the signed-in user's last sign-in
 * method, `{ method }`, `null` before their first sign-in with the plugin on.
 *
 * @throws APIError 401 UNAUTHORIZED without a session.
 * @example
 * const { method } = await auth.api.getLastLoginMethod({ headers: request.headers });
 */
export const getLastLoginMethod = defineEndpoint(
  '/last-login-method',
  {
    method: 'GET',
    metadata: { summary: "The signed-in user's last sign-in method", tags: ['Last login method'] },
  },
  async (ctx): Promise<{ method: string | null }> => {
    const { user } = await requireSession(ctx);
    // The core `User` type knows no plugin fields: read the column off the row as it is.
    const method = 'lastLoginMethod' in user ? user.lastLoginMethod : null;
    return { method: typeof method === 'string' ? method : null };
  },
);
