import { z } from 'zod';
import { defineEndpoint, emitEvent } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';
import type { UserWithRole } from '../schema.js';

/**
 * `POST /admin/unban-user` `{ userId }`: lifts a ban (clears `banned`, `banReason`,
 * `banExpires`). Records `admin.user-unban`.
 *
 * @returns `{ user }`, the updated user (`null` for an unknown user).
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_BAN_USERS without
 *   `user: ['ban']`.
 * @see SPEC §6
 */
export const unbanUserRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/unban-user',
    {
      method: 'POST',
      body: z.object({ userId: z.coerce.string() }),
      metadata: { summary: 'Unban a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ user: UserWithRole | null }> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { user: ['ban'] },
        'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
      );
      const user = await ctx.context.store.updateUser(ctx.body.userId, {
        banned: false,
        banExpires: null,
        banReason: null,
      });
      if (user) {
        emitEvent(ctx, { type: 'admin.user-unban', userId: user.id, actorUserId: caller.user.id });
      }
      return { user: user && ctx.context.responseRow('user', user) };
    },
  );
