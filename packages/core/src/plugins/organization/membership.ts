import {
  type APIError,
  type DatabaseAdapter,
  type EndpointContext,
  isAPIError,
  requireSession,
  type StatusName,
  type User,
} from '../../plugin/index.js';
import type { PermissionRequest } from './access.js';
import type { Member, OrganizationSession } from './entities.js';
import type { OrganizationErrorCode } from './error-codes.js';
import type { OrganizationConfig } from './options.js';
import { organizationError } from './organization-error.js';
import { checkRolePermission } from './permission.js';
import { findMember, splitRoles } from './queries.js';

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
 * @throws APIError 401 UNAUTHORIZED without a valid session, or `unauthenticated()` where Better
 *   Auth words that 401 its own way (update: 'User not found'; get-invitation: 'Not
 *   authenticated').
 */
export async function requireCaller(
  ctx: EndpointContext<any, any>,
  write: boolean,
  unauthenticated?: () => APIError,
): Promise<Caller> {
  try {
    return await requireSession(ctx, { sensitive: write });
  } catch (error) {
    if (unauthenticated && isAPIError(error) && error.status === 401) throw unauthenticated();
    throw error;
  }
}

/**
 * The organization a route acts on: the one named, else the session's active one.
 *
 * @throws APIError `none()` when there is neither; by default 400 NO_ACTIVE_ORGANIZATION (update
 *   and invite-member answer 400 ORGANIZATION_NOT_FOUND, list-invitations 400
 *   ORGANIZATION_ID_IS_REQUIRED, as Better Auth does).
 */
export function targetOrganizationId(
  caller: Caller,
  organizationId?: string | null,
  none: () => APIError = () => organizationError('BAD_REQUEST', 'NO_ACTIVE_ORGANIZATION'),
): string {
  const id = organizationId || caller.session.activeOrganizationId;
  if (!id) throw none();
  return id;
}

/**
 * The member row of `userId` in `organizationId`, read on every call: a role changed a moment
 * ago is the role checked now. An unknown organization is refused like one the caller is not in,
 * so the answer never tells whether an organization exists.
 *
 * @throws APIError `notMember()`: each route answers Better Auth's refusal (e.g. update 400
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, remove-member 400 MEMBER_NOT_FOUND).
 */
export async function requireMember(
  adapter: DatabaseAdapter,
  organizationId: string,
  userId: string,
  notMember: () => APIError,
): Promise<Member> {
  const member = await findMember(adapter, organizationId, userId);
  if (!member) throw notMember();
  return member;
}

/** A refusal of {@link requireMember} or {@link assertPermission}: one code, one status. */
export const refuse =
  (status: StatusName, code: OrganizationErrorCode): (() => APIError) =>
  () =>
    organizationError(status, code);

/**
 * Refuses a member whose roles do not grant `permissions`.
 *
 * @throws APIError 403 with `code` (`status` where Better Auth answers another one).
 */
export function assertPermission(
  config: OrganizationConfig,
  member: Member,
  permissions: PermissionRequest,
  code: OrganizationErrorCode,
  status: StatusName = 'FORBIDDEN',
): void {
  const result = checkRolePermission({ role: member.role, permissions, roles: config.roles });
  if (!result.success) throw organizationError(status, code);
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
