/**
 * The admin access model: resources `user` and `session` and their actions, and the default
 * roles `admin` (everything) and `user` (nothing), as Better Auth's
 * `better-auth/plugins/admin/access`. Built with `createAccessControl`, the builder organization
 * roles use too; custom roles come from {@link adminAccessControl} (or any object with an
 * `authorize(request)` method).
 *
 * @see SPEC §6
 */
import {
  createAccessControl,
  type PermissionRequest,
  type Permissions,
  type Role,
} from '../../plugin/client.js';

/** Permissions asked for in a check: `{ user: ['ban'] }` (every action listed is needed). */
export type AdminPermissionRequest = PermissionRequest;

/** What the admin plugin needs of a role: the check `createAccessControl(...).newRole()` has. */
export type AdminRole = Pick<Role<any>, 'authorize'>;

/**
 * Every resource and action of the admin access model: SPEC §6's; `user` `set-email`, `get`
 * and `update`, which get-user and update-user check, as the latest Better Auth 1.x; and
 * `auditLog` `list`, which list-audit-events checks.
 *
 * - `user`: `create`, `list`, `set-role`, `ban` (and unban), `impersonate`, `delete`,
 *   `set-password`, `set-email` (update-user of `email` or `emailVerified`), `get`, `update`.
 * - `session`: `list`, `revoke`, `delete`.
 * - `auditLog`: `list` (every user's audit events).
 *
 * @see SPEC §6
 */
export const adminDefaultStatements = {
  user: [
    'create',
    'list',
    'set-role',
    'ban',
    'impersonate',
    'delete',
    'set-password',
    'set-email',
    'get',
    'update',
  ],
  session: ['list', 'revoke', 'delete'],
  auditLog: ['list'],
} as const;

/**
 * The access control over {@link adminDefaultStatements} (Better Auth's `defaultAc`): build
 * custom admin roles with its `newRole`, which refuses at start-up an action not declared.
 *
 * @example
 * const support = adminAccessControl.newRole({ user: ['list', 'get'], session: ['list'] });
 * admin({ roles: { ...adminDefaultRoles, support } });
 */
export const adminAccessControl = createAccessControl(adminDefaultStatements);

/**
 * The default roles: `admin` grants every action of {@link adminDefaultStatements}, `user` none.
 * Replaced as a whole by the `roles` option; spread them to keep them.
 */
export const adminDefaultRoles: Readonly<
  Record<'admin' | 'user', Role<Permissions<typeof adminDefaultStatements>>>
> = {
  admin: adminAccessControl.newRole(adminDefaultStatements),
  user: adminAccessControl.newRole({ user: [], session: [], auditLog: [] }),
};
