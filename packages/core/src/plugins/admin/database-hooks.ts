import { APIError, type DatabaseHooks } from '../../plugin/index.js';
import type { AdminConfig } from './options.js';

interface BanColumns {
  id: string;
  banned?: boolean | null;
  banExpires?: Date | null;
}

/**
 * The admin plugin's database hooks, as Better Auth 1.2.7's: a new user gets `defaultRole`
 * unless a role is given, and no session is created for a banned user — on every sign-in path,
 * since every one creates a session. A ban whose `banExpires` has passed is lifted at that
 * moment (the columns are cleared) and the session is created.
 *
 * @throws APIError 403 BANNED_USER with `bannedUserMessage`, from the route that signs in.
 */
export function createAdminDatabaseHooks(config: AdminConfig): DatabaseHooks {
  return {
    user: {
      create: {
        before: (user) => ({ data: { role: config.defaultRole, ...user } }),
      },
    },
    session: {
      create: {
        async before(session, adapter) {
          const where = [{ field: 'id', value: session.userId }];
          const user = await adapter.findOne<BanColumns>({ model: 'user', where });
          if (!user?.banned) return;
          if (user.banExpires && user.banExpires.getTime() < Date.now()) {
            await adapter.update({
              model: 'user',
              where,
              update: { banned: false, banReason: null, banExpires: null, updatedAt: new Date() },
            });
            return;
          }
          throw new APIError('FORBIDDEN', {
            message: config.bannedUserMessage,
            code: 'BANNED_USER',
          });
        },
      },
    },
  };
}
