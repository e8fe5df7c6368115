/**
 * The admin access model: resources `user` and `session` and their actions, and the default
 * roles `admin` (everything) and `user` (nothing), as Better Auth 1.2.7's
 * `better-auth/plugins/admin/access`. Custom roles are built with the same
 * `createAccessControl` as organization roles (exported by `@portcullis/core`); any object with
 * an `authorize(request)` method fits.
 *
 * @see SPEC §6
 */

/** Permissions asked for in a check: `{ user: ['ban'] }` (every action listed is needed). */
export type AdminPermissionRequest = { readonly [resource: string]: readonly string[] };

/** What the admin plugin needs of a role: the check `createAccessControl(...).newRole()` has. */
export interface AdminRole {
  authorize(request: AdminPermissionRequest): { success: boolean; error?: string };
}

/** Every resource and action of the admin access model (SPEC §6). */
export const adminDefaultStatements = {
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password'],
  session: ['list', 'revoke', 'delete'],
} as const;

/** A role granting exactly `granted`; it refuses a request naming no action. */
function grantRole(granted: AdminPermissionRequest): AdminRole {
  return {
    authorize(request) {
      const entries = Object.entries(request);
      if (entries.every(([, actions]) => actions.length === 0)) {
        return { success: false, error: 'Not authorized' };
      }
      for (const [resource, actions] of entries) {
        const allowed = Object.hasOwn(granted, resource) ? granted[resource] : undefined;
        if (!allowed?.length) {
          return { success: false, error: `You are not allowed to access resource: ${resource}` };
        }
        if (!actions.every((action) => allowed.includes(action))) {
          return { success: false, error: `unauthorized to access resource "${resource}"` };
        }
      }
      return { success: true };
    },
  };
}

/**
 * The default roles: `admin` grants every action of {@link adminDefaultStatements}, `user` none.
 * Replaced as a whole by the `roles` option.
 */
export const adminDefaultRoles: Readonly<Record<'admin' | 'user', AdminRole>> = {
  admin: grantRole(adminDefaultStatements),
  user: grantRole({ user: [], session: [] }),
};
