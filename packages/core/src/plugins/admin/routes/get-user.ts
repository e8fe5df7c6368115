import { z } from 'zod';
import { APIError, defineEndpoint } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';
import type { UserWithRole } from '../schema.js';

/**
 * `GET /admin/get-user?id=…`: one user, as the latest Better Auth 1.x (1.2.7 has no such route).
 *
 * @returns the user (not wrapped in `{ user }`).
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_GET_USER without
 *   `user: ['get']` (or from an impersonation session); 404 USER_NOT_FOUND; 400
 *   VALIDATION_ERROR without `id`.
 * @see SPEC §6
 */
export const getUserRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/get-user',
    {
      method: 'GET',
      query: z.object({ id: z.string() }),
      metadata: { summary: 'Get a user', tags: ['Admin'] },
    },
    async (ctx): Promise<UserWithRole> => {
      await requireAdminPermission(
        ctx,
        config,
        { user: ['get'] },
        'YOU_ARE_NOT_ALLOWED_TO_GET_USER',
      );
      const user = await ctx.context.store.findUserById(ctx.query.id);
      if (!user) throw new APIError('NOT_FOUND', 'USER_NOT_FOUND');
      return ctx.context.responseRow('user', user);
    },
  );
