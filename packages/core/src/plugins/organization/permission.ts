import type { AuthContext } from '../../context.js';
import {
  type AuthorizeResult,
  NOT_AUTHORIZED,
  type PermissionRequest,
  type Role,
  resourceNotAllowed,
} from './access.js';
import { defaultRoles } from './default-roles.js';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { findMember, splitRoles } from './queries.js';

/** Input of {@link checkRolePermission}. */
export interface CheckRolePermissionInput {
  /** One role name or several, comma-separated, as stored in `member.role`. */
  role: string;
  /** What is asked for, e.g. `{ member: ['delete'] }`; every action listed is needed. */
  permissions: PermissionRequest;
  /** The roles by name. Default: {@link defaultRoles}. */
  roles?: Record<string, Role<any>>;
}

/**
 * Whether a role (or comma-separated roles) grants `permissions`, without a request or a
 * database read: any one granting role suffices; unknown role names grant nothing. Use it to
 * show or hide UI; the server checks again on every call.
 *
 * @returns `{ success: true }`, or `{ success: false, error }` with the first role's reason
 *   ('You are not allowed to access resource: {resource}' and the like, SPEC §8).
 * @example
 * checkRolePermission({ role: 'admin', permissions: { organization: ['delete'] } });
 * // { success: false, error: 'unauthorized to access resource "organization"' }
 * @see SPEC §6
 */
export function checkRolePermission(input: CheckRolePermissionInput): AuthorizeResult {
  const roles: Record<string, Role<any>> = input.roles ?? defaultRoles;
  let failure: AuthorizeResult | undefined;
  for (const name of splitRoles(input.role)) {
    const role = Object.hasOwn(roles, name) ? roles[name] : undefined;
    if (!role) continue;
    const result = role.authorize(input.permissions);
    if (result.success) return result;
    failure ??= result;
  }
  if (failure) return failure;
  const [resource] = Object.keys(input.permissions);
  return { success: false, error: resource ? resourceNotAllowed(resource) : NOT_AUTHORIZED };
}

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
