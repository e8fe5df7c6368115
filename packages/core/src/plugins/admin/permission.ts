import {
  APIError,
  type RequestScope,
  requireSession,
  type SessionWithUser,
  type StatusName,
} from '../../plugin/index.js';
import type { AdminPermissionRequest } from './access.js';
import { ADMIN_ERROR_CODES, type AdminErrorCode } from './error-codes.js';
import type { AdminConfig } from './options.js';

/**
 * The APIError of an admin error code, with Better Auth's code and message (server code: the
 * catalogue itself stays browser-safe for `adminClient`).
 *
 * @example throw adminAPIError('BAD_REQUEST', 'YOU_CANNOT_BAN_YOURSELF');
 */
export function adminAPIError(status: StatusName, code: AdminErrorCode): APIError {
  return new APIError(status, { code, message: ADMIN_ERROR_CODES[code] });
}

/** Who is asking: a user id and their roles (comma-separated, as `user.role` stores them). */
export interface AdminPermissionInput {
  userId?: string;
  role?: string | null;
  permissions: AdminPermissionRequest;
}

/**
 * Whether a user may do what `permissions` lists: a user in `adminUserIds` may do everything;
 * otherwise any one of their roles (default `defaultRole`) must grant every action listed.
 * Roles not in `config.roles` grant nothing. Better Auth 1.2.7's `hasPermission`.
 *
 * @see SPEC §6
 * @example
 * hasAdminPermission(config, { role: 'support,user', permissions: { user: ['ban'] } });
 */
export function hasAdminPermission(config: AdminConfig, input: AdminPermissionInput): boolean {
  if (input.userId && config.adminUserIds.includes(input.userId)) return true;
  const roles = (input.role || config.defaultRole).split(',');
  return roles.some((role) => {
    const granted = Object.hasOwn(config.roles, role) ? config.roles[role] : undefined;
    return granted?.authorize(input.permissions).success === true;
  });
}

/**
 * The caller's session, when it may do what `permissions` lists. An impersonation session
 * (`impersonatedBy` set) may do nothing of the admin routes, whoever it impersonates, so
 * impersonating cannot escalate (unless `impersonationSessionsKeepAdminAccess`).
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 403 with the message of `refused`
 *   without the permission or from an impersonation session.
 */
export async function requireAdminPermission(
  ctx: RequestScope,
  config: AdminConfig,
  permissions: AdminPermissionRequest,
  refused: AdminErrorCode,
): Promise<SessionWithUser> {
  const caller = await requireSession(ctx);
  const allowed =
    !shutOutOfAdmin(config, caller) &&
    hasAdminPermission(config, { userId: caller.user.id, role: roleOf(caller.user), permissions });
  if (!allowed) throw adminAPIError('FORBIDDEN', refused);
  return caller;
}

/**
 * True when `caller` is an impersonation session and `impersonationSessionsKeepAdminAccess` is
 * off: such a session may do nothing of the admin routes, whoever it impersonates.
 */
export function shutOutOfAdmin(config: AdminConfig, caller: SessionWithUser): boolean {
  return !config.impersonationSessionsKeepAdminAccess && impersonatedBy(caller) !== null;
}

/** The admin's user id when the session is an impersonation session, else null. */
export function impersonatedBy(found: SessionWithUser): string | null {
  const value = (found.session as { impersonatedBy?: unknown }).impersonatedBy;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A user row's `role` column (the core `User` type knows no plugin fields). */
export function roleOf(user: object): string | null {
  const role = (user as { role?: unknown }).role;
  return typeof role === 'string' ? role : null;
}

/** Whether the caller's session may do what `permissions` lists (see {@link hasAdminPermission}). */
export function callerMay(
  config: AdminConfig,
  caller: SessionWithUser,
  permissions: AdminPermissionRequest,
): boolean {
  return hasAdminPermission(config, {
    userId: caller.user.id,
    role: roleOf(caller.user),
    permissions,
  });
}
