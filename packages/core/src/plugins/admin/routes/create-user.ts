import { z } from 'zod';
import {
  APIError,
  assertValidEmail,
  defineEndpoint,
  emitEvent,
  getSession,
  hashNewPassword,
  UniqueConstraintError,
  uniqueViolationError,
} from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { adminAPIError, callerMay, roleOf, shutOutOfAdmin } from '../permission.js';
import type { UserWithRole } from '../schema.js';
import { toUserUpdate } from '../user-update.js';
import { joinRoles, roleInput } from './set-role.js';

/**
 * `POST /admin/create-user` `{ email, password, name, role?, data? }`: creates a user with a
 * password (credential account), role `role` or `defaultRole`, and the extra fields of `data`.
 * A server call without headers (`auth.api.createUser({ body })`) needs no session. Records
 * `admin.user-create` (`details: { role }`; without a session, the new user is the actor).
 *
 * @returns `{ user }`.
 * @throws APIError 401 UNAUTHORIZED (an HTTP call without a session); 403
 *   YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS without `user: ['create']` or from an impersonation
 *   session; 400 USER_ALREADY_EXISTS; 400 VALIDATION_ERROR for a `data` value of the wrong
 *   type; 422 for a unique value of `data` already taken.
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
    async (ctx): Promise<{ user: UserWithRole }> => {
      const caller = await getSession(ctx);
      const headersSent = !ctx.isServerCall || [...ctx.headers.keys()].length > 0;
      if (!caller && headersSent) throw new APIError('UNAUTHORIZED', 'UNAUTHORIZED');
      if (
        caller &&
        (shutOutOfAdmin(config, caller) || !callerMay(config, caller, { user: ['create'] }))
      ) {
        throw adminAPIError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS');
      }
      const { store, schema } = ctx.context;
      // Keys of `data` that are no user field are ignored, as Better Auth's adapter does.
      const data = toUserUpdate(schema.user?.fields ?? {}, ctx.body.data ?? {});
      // The address stored (`data.email` wins) must be one, as on sign-up: Better Auth 1.2.7
      // stores '' or 'not an email' here, a user nobody can reach or verify.
      assertValidEmail(ctx.context, ctx.body.email.toLowerCase());
      if (typeof data.email === 'string') assertValidEmail(ctx.context, data.email.toLowerCase());
      if (await store.findUserByEmail(ctx.body.email)) {
        throw adminAPIError('BAD_REQUEST', 'USER_ALREADY_EXISTS');
      }
      let user: UserWithRole;
      try {
        user = await store.createUser(
          {
            email: ctx.body.email,
            name: ctx.body.name,
            emailVerified: false,
            image: null,
            role: ctx.body.role ? joinRoles(ctx.body.role) : config.defaultRole,
            ...data,
          } as Parameters<typeof store.createUser>[0],
          await hashNewPassword(ctx.context, ctx.body.password),
        );
      } catch (error) {
        // `data.email` (or another unique field) taken: a client error, not a 500.
        if (error instanceof UniqueConstraintError) {
          throw uniqueViolationError(schema, error, 'FAILED_TO_CREATE_USER');
        }
        throw error;
      }
      emitEvent(ctx, {
        type: 'admin.user-create',
        userId: user.id,
        ...(caller ? { actorUserId: caller.user.id } : {}),
        details: { role: roleOf(user) },
      });
      return { user: ctx.context.responseRow('user', user) };
    },
  );
