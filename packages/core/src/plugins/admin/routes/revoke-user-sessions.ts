import { z } from 'zod';
import { defineEndpoint, emitEvent } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';

/**
 * `POST /admin/revoke-user-sessions` `{ userId }`: deletes every session of a user, in the
 * database and in secondary storage. Records `admin.session-revoke` (`details: { scope: 'all' }`).
 *
 * @returns `{ success: true }`.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS without
 *   `session: ['revoke']`.
 * @see SPEC §6
 */
export const revokeUserSessionsRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/revoke-user-sessions',
    {
      method: 'POST',
      body: z.object({ userId: z.coerce.string() }),
      metadata: { summary: 'Revoke all sessions of a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ success: true }> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { session: ['revoke'] },
        'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
      );
      await ctx.context.store.deleteUserSessions(ctx.body.userId);
      emitEvent(ctx, {
        type: 'admin.session-revoke',
        userId: ctx.body.userId,
        actorUserId: caller.user.id,
        details: { scope: 'all' },
      });
      return { success: true };
    },
  );
