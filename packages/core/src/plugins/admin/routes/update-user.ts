import { z } from 'zod';
import {
  APIError,
  defineEndpoint,
  emitEvent,
  isValidEmail,
  UniqueConstraintError,
  uniqueViolationError,
} from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { adminAPIError, callerMay, requireAdminPermission } from '../permission.js';
import type { UserWithRole } from '../schema.js';
import { toUserUpdate } from '../user-update.js';

const BAN_FIELDS = ['banned', 'banReason', 'banExpires'];

/**
 * `POST /admin/update-user` `{ userId, data }`: changes any user fields of a user, as the latest
 * Better Auth 1.x (1.2.7 has no such route). Beyond `user: ['update']`, `data.role` needs
 * `user: ['set-role']` (one role or several, each a configured role), `data.banned`,
 * `banReason` or `banExpires` need `user: ['ban']` (banning revokes the user's sessions), and
 * `data.email` or `emailVerified` need `user: ['set-email']` (the email is lowercased and must be
 * free). Keys that are no user field are ignored; values are checked against their field's type.
 * Records `admin.user-update` (`details: { fields, role?, banned? }`: the names of the fields
 * written, and the new role and ban state when they changed; no other value).
 *
 * @returns the updated user.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS,
 *   YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE, YOU_ARE_NOT_ALLOWED_TO_BAN_USERS,
 *   YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL (or from an impersonation session); 400
 *   NO_DATA_TO_UPDATE, PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER, USER_ID_CANNOT_BE_UPDATED,
 *   INVALID_ROLE_TYPE, YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE, YOU_CANNOT_BAN_YOURSELF,
 *   INVALID_EMAIL, USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, VALIDATION_ERROR; 404 USER_NOT_FOUND;
 *   422 for a unique value taken meanwhile (its field's message, else FAILED_TO_UPDATE_USER).
 * @see SPEC §6
 */
export const updateUserRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/update-user',
    {
      method: 'POST',
      body: z.object({ userId: z.coerce.string(), data: z.record(z.string(), z.unknown()) }),
      metadata: { summary: "Update a user's fields", tags: ['Admin'] },
    },
    async (ctx): Promise<UserWithRole> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { user: ['update'] },
        'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS',
      );
      const { userId, data } = ctx.body;
      const has = (key: string) => Object.hasOwn(data, key);
      if (Object.keys(data).length === 0) throw adminAPIError('BAD_REQUEST', 'NO_DATA_TO_UPDATE');
      if (has('password')) {
        throw adminAPIError('BAD_REQUEST', 'PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER');
      }
      if (has('id')) throw adminAPIError('BAD_REQUEST', 'USER_ID_CANNOT_BE_UPDATED');
      const update = { ...data };
      if (has('role')) {
        if (!callerMay(config, caller, { user: ['set-role'] })) {
          throw adminAPIError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE');
        }
        const roles: unknown[] = Array.isArray(data.role) ? data.role : [data.role];
        for (const role of roles) {
          if (typeof role !== 'string') throw adminAPIError('BAD_REQUEST', 'INVALID_ROLE_TYPE');
          if (!Object.hasOwn(config.roles, role)) {
            throw adminAPIError('BAD_REQUEST', 'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE');
          }
        }
        update.role = roles.join(',');
      }
      if (BAN_FIELDS.some(has)) {
        if (!callerMay(config, caller, { user: ['ban'] })) {
          throw adminAPIError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS');
        }
        if (data.banned === true && userId === caller.user.id) {
          throw adminAPIError('BAD_REQUEST', 'YOU_CANNOT_BAN_YOURSELF');
        }
      }
      const { store, schema, options, responseRow } = ctx.context;
      if (has('email') || has('emailVerified')) {
        if (!callerMay(config, caller, { user: ['set-email'] })) {
          throw adminAPIError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL');
        }
        if (has('email')) {
          const email = String(data.email).toLowerCase();
          if (!isValidEmail(email, options.user.maxEmailLength)) {
            throw new APIError('BAD_REQUEST', 'INVALID_EMAIL');
          }
          const owner = await store.findUserByEmail(email);
          if (owner && owner.id !== userId) {
            throw adminAPIError('BAD_REQUEST', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
          }
          update.email = email;
        }
      }
      const columns = toUserUpdate(schema.user?.fields ?? {}, update);
      if (!(await store.findUserById(userId))) throw new APIError('NOT_FOUND', 'USER_NOT_FOUND');
      let user: UserWithRole | null;
      try {
        user = await store.updateUser(userId, columns);
      } catch (error) {
        if (error instanceof UniqueConstraintError) {
          throw uniqueViolationError(schema, error, 'FAILED_TO_UPDATE_USER');
        }
        throw error;
      }
      if (!user) throw new APIError('NOT_FOUND', 'USER_NOT_FOUND');
      if (columns.banned === true) await store.deleteUserSessions(userId);
      emitEvent(ctx, {
        type: 'admin.user-update',
        userId,
        actorUserId: caller.user.id,
        details: {
          fields: Object.keys(columns),
          ...('role' in columns ? { role: columns.role } : {}),
          ...('banned' in columns ? { banned: columns.banned } : {}),
        },
      });
      return responseRow('user', user);
    },
  );
