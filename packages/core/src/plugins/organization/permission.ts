import type { AuthContext } from '../../plugin/index.js';
import type { AuthorizeResult, PermissionRequest, Role } from './access.js';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { findMember } from './queries.js';
import { checkRolePermission } from './role-permissions.js';

// The server half of the permission check: it reads the member row, then asks the pure check
// in role-permissions.ts, which the browser client imports without this file's database reads.
export { type CheckRolePermissionInput, checkRolePermission } from './role-permissions.js';

/** Input of {@link hasPermission}. */
export interface HasPermissionInput {
  userId: string;
  organizationId: string;
  permissions: PermissionRequest;
}

/**
 * Server-side check: whether `userId` holds `permissions` in `organizationId`, with the roles
 * the `organization()` plugin of `auth` is configured with. Reads the member row on every call
 * (one indexed read), so a role change applies at once.
 *
 * @returns `{ success, error? }`; a non-member gets `{ success: false, error: 'User is not a
 *   member of the organization' }`.
 * @throws Error when `auth` has no `organization()` plugin.
 * @example
 * const { success } = await hasPermission(auth, {
 *   userId: session.user.id,
 *   organizationId,
 *   permissions: { invitation: ['create'] },
 * });
 * @see SPEC §6
 */
export async function hasPermission(
  auth: { $context: AuthContext },
  input: HasPermissionInput,
): Promise<AuthorizeResult> {
  const context = auth.$context;
  const plugin = context.options.plugins.find((p) => p.id === 'organization') as
    | { roles?: Record<string, Role<any>> }
    | undefined;
  if (!plugin?.roles) {
    throw new Error('[portcullis] hasPermission() needs the organization() plugin.');
  }
  const member = await findMember(context.adapter, input.organizationId, input.userId);
  if (!member) {
    return {
      success: false,
      error: ORGANIZATION_ERROR_CODES.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
    };
  }
  return checkRolePermission({
    role: member.role,
    permissions: input.permissions,
    roles: plugin.roles,
  });
}
