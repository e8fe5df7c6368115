/**
 * The role × permission check of the organization plugin, on its own: roles in, an answer out,
 * no database read, no request, no `APIError`. The browser client imports it to show or hide
 * UI; the server's `permission.ts` runs it after reading the member row. Keep it that way: the
 * client bundle test (packages/react/test/bundle.test.ts) fails when server code gets in.
 *
 * @see SPEC §6
 */
import {
  type AuthorizeResult,
  NOT_AUTHORIZED,
  type PermissionRequest,
  type Role,
  resourceNotAllowed,
} from './access.js';
import { defaultRoles } from './default-roles.js';

/**
 * Role names of a member's `role` column, which may hold several, comma-separated.
 *
 * @example splitRoles('admin, billing'); // ['admin', 'billing']
 */
export const splitRoles = (role: string): string[] =>
  role
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

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
