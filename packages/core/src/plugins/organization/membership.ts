import type { EndpointContext } from '../../api/endpoint.js';
import type { DatabaseAdapter } from '../../db/adapter.js';
import type { User } from '../../db/entities.js';
import { requireSession } from '../../session/require-session.js';
import type { PermissionRequest } from './access.js';
import type { Member, OrganizationSession } from './entities.js';
import { type OrganizationErrorCode, organizationError } from './error-codes.js';
import type { OrganizationConfig } from './options.js';
import { checkRolePermission } from './permission.js';
import { findMember, findOrganization, splitRoles } from './queries.js';

// The checks every route makes, in one place so they read the same everywhere.

/** The caller's session and user. */
export interface Caller {
  session: OrganizationSession;
  user: User;
}

/**
 * The caller's session. Writes read it from the database (never the cookie cache), so a
 * revoked session cannot act.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session.
 */
export function requireCaller(ctx: EndpointContext<any, any>, write: boolean): Promise<Caller> {
  return requireSession(ctx, { sensitive: write });
}

/**
 * The organization a route acts on: the one named, else the session's active one.
 *
 * @throws APIError 400 NO_ACTIVE_ORGANIZATION when there is neither.
 */
export function targetOrganizationId(caller: Caller, organizationId?: string | null): string {
  const id = organizationId || caller.session.activeOrganizationId;
  if (!id) throw organizationError('BAD_REQUEST', 'NO_ACTIVE_ORGANIZATION');
  return id;
}

/**
 * The member row of `userId` in `organizationId`, read on every call: a role changed a moment
 * ago is the role checked now.
 *
 * @throws APIError 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION; 404 ORGANIZATION_NOT_FOUND when
 *   the organization does not exist (looked up only on that failure path).
 */
export async function requireMember(
  adapter: DatabaseAdapter,
  organizationId: string,
  userId: string,
): Promise<Member> {
  const member = await findMember(adapter, organizationId, userId);
  if (member) return member;
  const exists = await findOrganization(adapter, { id: organizationId });
  throw exists
    ? organizationError('FORBIDDEN', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION')
    : organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
}

/**
 * Refuses a member whose roles do not grant `permissions`.
 *
 * @throws APIError 403 with `code`.
 */
export function assertPermission(
  config: OrganizationConfig,
  member: Member,
  permissions: PermissionRequest,
  code: OrganizationErrorCode,
): void {
  const result = checkRolePermission({ role: member.role, permissions, roles: config.roles });
  if (!result.success) throw organizationError('FORBIDDEN', code);
}

/** Whether a role list holds the owner role (`creatorRole`). */
export const holdsOwnerRole = (config: OrganizationConfig, role: string): boolean =>
  splitRoles(role).includes(config.creatorRole);

/**
 * Turns a role or roles as sent (`'admin'`, `'admin,billing'`, `['admin', 'billing']`) into the
 * stored form, refusing names the configuration does not define.
 *
 * @throws APIError 400 ROLE_NOT_FOUND.
 */
export function normalizeRole(config: OrganizationConfig, role: string | string[]): string {
  const names = [...new Set((Array.isArray(role) ? role : [role]).flatMap(splitRoles))];
  if (names.length === 0 || names.some((name) => !Object.hasOwn(config.roles, name))) {
    throw organizationError('BAD_REQUEST', 'ROLE_NOT_FOUND');
  }
  return names.join(',');
}
