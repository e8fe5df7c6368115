import { z } from 'zod';
import { defineEndpoint, emitEvent, type Session } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';

/**
 * `POST /admin/revoke-user-session` `{ sessionToken }`: deletes one session (in secondary
 * storage too), given its token or, with `session.storeTokenHash`, the stored hash that
 * list-user-sessions shows. Records `admin.session-revoke` (`details: { scope: 'one' }`, with
 * the session's id) when a session was found.
 *
 * @returns `{ success: true }`, also for an unknown token.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS without
 *   `session: ['revoke']`.
 * @see SPEC §6
 */
export const revokeUserSessionRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/revoke-user-session',
    {
      method: 'POST',
      body: z.object({ sessionToken: z.string() }),
      metadata: { summary: 'Revoke a session of a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ success: true }> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { session: ['revoke'] },
        'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
      );
      const { adapter, store } = ctx.context;
      const token = ctx.body.sessionToken;
      const values = [...new Set([token, store.storedSessionToken(token)])];
      const row = await adapter.findOne<Session>({
        model: 'session',
        where: [{ field: 'token', operator: 'in', value: values }],
      });
      if (row) {
        await store.deleteUserSession(row.userId, token);
        emitEvent(ctx, {
          type: 'admin.session-revoke',
          userId: row.userId,
          actorUserId: caller.user.id,
          sessionId: row.id,
          details: { scope: 'one' },
        });
      }
      return { success: true };
    },
  );
