import { z } from 'zod';
import { APIError, defineEndpoint, getSession, type User } from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { hasAdminPermission, roleOf } from '../permission.js';
import { joinRoles, roleInput } from './set-role.js';

/**
 * `POST /admin/create-user` `{ email, password, name, role?, data? }`: creates a user with a
 * password (credential account), role `role` or `defaultRole`, and the extra fields of `data`.
 * A server call without headers (`auth.api.createUser({ body })`) needs no session.
 *
 * @returns `{ user }`.
 * @throws APIError 401 UNAUTHORIZED (an HTTP call without a session); 403
 *   YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS without `user: ['create']`; 400 USER_ALREADY_EXISTS.
 * @see SPEC §6
 */
export const createUserRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/create-user',
    {
      method: 'POST',
      body: z.object({
        email: z.string(),
        password: z.string(),
        name: z.string(),
        role: roleInput.optional(),
        data: z.record(z.string(), z.any()).optional(),
      }),
      metadata: { summary: 'Create a new user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ user: User }> => {
      const caller = await getSession(ctx);
      const headersSent = !ctx.isServerCall || [...ctx.headers.keys()].length > 0;
      if (!caller && headersSent) throw new APIError('UNAUTHORIZED', 'UNAUTHORIZED');
      if (caller) {
        const permissions = { user: ['create'] };
        const role = roleOf(caller.user);
        if (!hasAdminPermission(config, { userId: caller.user.id, role, permissions })) {
          throw new APIError('FORBIDDEN', { message: 'You are not allowed to create users' });
        }
      }
      const { store, password } = ctx.context;
      if (await store.findUserByEmail(ctx.body.email)) {
        throw new APIError('BAD_REQUEST', { message: 'User already exists' });
      }
      const user = await store.createUser(
        {
          email: ctx.body.email,
          name: ctx.body.name,
          emailVerified: false,
          image: null,
          role: ctx.body.role ? joinRoles(ctx.body.role) : config.defaultRole,
          ...ctx.body.data,
        },
        await password.hash(ctx.body.password),
      );
      return { user: ctx.context.responseRow('user', user) };
    },
  );
