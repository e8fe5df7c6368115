import { z } from 'zod';
import { defineEndpoint, type Session } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';

/**
 * `POST /admin/list-user-sessions` `{ userId }`: every session row of a user, oldest first,
 * expired ones included (Better Auth 1.2.7 lists them all). With `session.storeTokenHash` the
 * `token` is the stored hash, which revoke-user-session accepts.
 *
 * @returns `{ sessions }`.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS without
 *   `session: ['list']`.
 * @see SPEC §6
 */
export const listUserSessionsRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/list-user-sessions',
    {
      method: 'POST',
      body: z.object({ userId: z.coerce.string() }),
      metadata: { summary: 'List the sessions of a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ sessions: Session[] }> => {
      await requireAdminPermission(
        ctx,
        config,
        { session: ['list'] },
        'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS',
      );
      const sessions = await ctx.context.adapter.findMany<Session>({
        model: 'session',
        where: [{ field: 'userId', value: ctx.body.userId }],
        sortBy: { field: 'createdAt', direction: 'asc' },
        limit: Number.MAX_SAFE_INTEGER,
      });
      return { sessions: sessions.map((session) => ctx.context.responseRow('session', session)) };
    },
  );
