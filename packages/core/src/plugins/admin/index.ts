/**
 * @module admin
 *
 * `admin(options)`: user administration, wire-compatible with Better Auth 1.2.7's admin plugin
 * (routes under `/admin/`, bodies, answers, error codes, schema fields), so its `adminClient`
 * works unchanged. Roles and permissions of SPEC §6; bans enforced on every sign-in path by a
 * session database hook; impersonation that cannot escalate.
 *
 * @see docs/admin.md
 */
import { definePlugin, type HookContext } from '../../plugin/index.js';
import { adminDefaultRoles } from './access.js';
import { createAdminDatabaseHooks } from './database-hooks.js';
import { adminEndpoints } from './endpoints.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';
import { type AdminOptions, resolveAdminOptions } from './options.js';
import { adminSchema } from './schema.js';

/** `/list-sessions` answers without impersonation sessions, as Better Auth 1.2.7's. */
function hideImpersonationSessions(ctx: HookContext, result: unknown): unknown {
  if (ctx.path !== '/list-sessions' || !Array.isArray(result)) return undefined;
  return result.filter((session: { impersonatedBy?: unknown }) => !session.impersonatedBy);
}

/**
 * The admin plugin. Adds `user.role`, `user.banned`, `user.banReason`, `user.banExpires` and
 * `session.impersonatedBy` (run `migrate(auth)`), and the `/admin/*` routes. Every route checks
 * the caller's permission on the server.
 *
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   emailAndPassword: { enabled: true },
 *   plugins: [admin({ adminUserIds: [process.env.FIRST_ADMIN_ID!] })],
 * });
 * await auth.api.banUser({ headers, body: { userId, banReason: 'spam', banExpiresIn: 86_400 } });
 * @see SPEC §6
 */
export function admin(options: AdminOptions = {}) {
  const config = resolveAdminOptions(options, adminDefaultRoles);
  return definePlugin({
    id: 'admin',
    schema: adminSchema,
    endpoints: adminEndpoints(config),
    hooks: { after: hideImpersonationSessions },
    databaseHooks: createAdminDatabaseHooks(config),
    $ERROR_CODES: ADMIN_ERROR_CODES,
  });
}

/** The server plugin {@link admin} returns. */
export type AdminPlugin = ReturnType<typeof admin>;

export {
  type AdminPermissionRequest,
  type AdminRole,
  adminAccessControl,
  adminDefaultRoles,
  adminDefaultStatements,
} from './access.js';
export type { AdminEndpoints } from './endpoints.js';
export { ADMIN_ERROR_CODES, type AdminErrorCode } from './error-codes.js';
export type { AdminOptions } from './options.js';
export type { ListUsersResult } from './routes/list-users.js';
export type { UserWithRole } from './schema.js';
