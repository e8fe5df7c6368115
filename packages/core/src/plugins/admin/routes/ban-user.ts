import { z } from 'zod';
import { APIError, defineEndpoint, emitEvent } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';
import type { UserWithRole } from '../schema.js';

/**
 * `POST /admin/ban-user` `{ userId, banReason?, banExpiresIn? }`: bans a user (reason default
 * `defaultBanReason`; `banExpiresIn` in seconds, default `defaultBanExpiresIn`, else never) and
 * revokes all their sessions, in the database and in secondary storage. Until the ban expires,
 * every sign-in of theirs answers 403 `BANNED_USER`. Records `admin.user-ban` (`details:
 * { banReason, banExpiresIn }`, seconds or null for never).
 *
 * @returns `{ user }`, the updated user (`null` for an unknown user).
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_BAN_USERS without
 *   `user: ['ban']`; 400 YOU_CANNOT_BAN_YOURSELF.
 * @see SPEC §6
 */
export const banUserRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/ban-user',
    {
      method: 'POST',
      body: z.object({
        userId: z.coerce.string(),
        banReason: z.string().optional(),
        banExpiresIn: z.number().optional(),
      }),
      metadata: { summary: 'Ban a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ user: UserWithRole | null }> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { user: ['ban'] },
        'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS',
      );
      if (ctx.body.userId === caller.user.id) {
        throw new APIError('BAD_REQUEST', { message: 'You cannot ban yourself' });
      }
      const expiresInSeconds = ctx.body.banExpiresIn || config.defaultBanExpiresIn;
      const banReason = ctx.body.banReason || config.defaultBanReason;
      const { store } = ctx.context;
      const user = await store.updateUser(ctx.body.userId, {
        banned: true,
        banReason,
        banExpires: expiresInSeconds ? new Date(Date.now() + expiresInSeconds * 1000) : null,
      });
      await store.deleteUserSessions(ctx.body.userId);
      if (user) {
        emitEvent(ctx, {
          type: 'admin.user-ban',
          userId: user.id,
          actorUserId: caller.user.id,
          details: { banReason, banExpiresIn: expiresInSeconds || null },
        });
      }
      return { user: user && ctx.context.responseRow('user', user) };
    },
  );
