/**
 * @module organization
 *
 * The `organization()` plugin: multi-tenant organizations with members, invitations, optional
 * teams and role-based access control (SPEC §2, §3, §4, §6, §8, §9).
 */
import type { DatabaseSchema, PortcullisPlugin } from '../../plugin/index.js';
import type { Role } from './access.js';
import {
  activeTeamEndpoints,
  type OrganizationEndpoints,
  organizationEndpoints,
  teamEndpoints,
} from './endpoints.js';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import { type OrganizationOptions, resolveOrganizationOptions } from './options.js';
import { createOrganizationSchema } from './schema.js';

/** What {@link organization} returns. */
export interface OrganizationPlugin<O extends OrganizationOptions = OrganizationOptions>
  extends PortcullisPlugin {
  id: 'organization';
  schema: DatabaseSchema;
  endpoints: OrganizationEndpoints<O>;
  /** The roles permission checks use (the defaults unless `roles` was given). */
  roles: Record<string, Role<any>>;
  /** The plugin's error catalogue, {@link ORGANIZATION_ERROR_CODES}. */
  $ERROR_CODES: typeof ORGANIZATION_ERROR_CODES;
}

/**
 * The organization plugin. Adds the organization, member and invitation tables (and team, with
 * teams on) and `session.activeOrganizationId`; run `migrate(auth)` after adding it. Every
 * route is under `/organization/` and callable as `auth.api.<name>`:
 *
 * create, check-slug, update, delete, list, set-active, get-full-organization, list-members,
 * get-active-member, update-member-role, remove-member, leave, invite-member
 * (`createInvitation`), accept-invitation, reject-invitation, cancel-invitation, get-invitation,
 * list-invitations, list-user-invitations, has-permission, list-audit-events
 * (`listOrganizationAuditEvents`, with `auditLog` on), the server-only add-member; with
 * teams: create-team, update-team, remove-team, list-teams (`listOrganizationTeams`),
 * add-team-member, remove-team-member, set-active-team.
 *
 * Every change emits its audit event (`organization.create`, `organization.member-add`, …
 * `organization.team-member-remove`: docs/audit-log.md), stored with `auditLog` on and handed to
 * `onEvent`.
 *
 * Permission checks read the caller's member row on every call, so a role change applies at
 * once. Errors are {@link ORGANIZATION_ERROR_CODES}, each answered with Better Auth 1.2.7's status
 * for that route (mostly 400, 403 for permissions and limits).
 *
 * Free text has length limits (`maxNameLength` 256, `maxSlugLength` 128, `maxLogoLength` 2048,
 * `maxMetadataLength` 8192, `teams.maxNameLength` 256 characters): longer values answer 400
 * `VALIDATION_ERROR`. Invitation and member roles are bounded by the configured role names.
 *
 * @throws Error (configuration) at start-up for limits that are not positive integers or a
 *   `creatorRole` missing from `roles`.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   plugins: [
 *     organization({
 *       teams: { enabled: true },
 *       sendInvitationEmail: ({ email, url, organization }) =>
 *         mailer.send(email, `Join ${organization.name}`, url),
 *     }),
 *   ],
 * });
 * await auth.api.createOrganization({ headers, body: { name: 'Acme', slug: 'acme' } });
 * @see SPEC §2, §3, §4, §6, §8, §9
 */
export function organization<const O extends OrganizationOptions = {}>(
  // `& OrganizationOptions` gives callbacks (sendInvitationEmail, invitationURL, hooks) their
  // parameter types; `O` alone would be inferred before they are contextually typed.
  options: O & OrganizationOptions = {} as O,
): OrganizationPlugin<O> {
  const config = resolveOrganizationOptions(options);
  const endpoints = {
    ...organizationEndpoints(config),
    ...(config.teams.enabled ? teamEndpoints(config) : {}),
    ...(config.teams.activeTeam ? activeTeamEndpoints(config) : {}),
  } as OrganizationEndpoints<O>;
  return {
    id: 'organization',
    schema: createOrganizationSchema({
      teams: config.teams.enabled,
      activeTeam: config.teams.activeTeam,
      lengthLimits: config.lengthLimits,
    }),
    endpoints,
    roles: config.roles,
    $ERROR_CODES: ORGANIZATION_ERROR_CODES,
  };
}

export {
  type AccessControl,
  type AuthorizeResult,
  createAccessControl,
  type PermissionRequest,
  type Permissions,
  type Role,
  type Statements,
} from './access.js';
export type { InvitationAnswer, OrganizationAnswer } from './answers.js';
export {
  adminRole,
  defaultAc,
  defaultRoles,
  defaultStatements,
  memberRole,
  ownerRole,
} from './default-roles.js';
export type { OrganizationEndpoints } from './endpoints.js';
export type {
  Invitation,
  InvitationStatus,
  Member,
  MemberUser,
  MemberWithUser,
  Organization,
  OrganizationSession,
  Team,
} from './entities.js';
export { ORGANIZATION_ERROR_CODES, type OrganizationErrorCode } from './error-codes.js';
export type {
  AfterHook,
  BeforeHook,
  InvitationInput,
  MemberInput,
  OrganizationHooks,
  OrganizationInput,
  TeamInput,
} from './hooks.js';
export type { InvitationDetails } from './invitation-rules.js';
export type { InvitationEmail, OrganizationOptions, TeamsOptions } from './options.js';
export {
  type CheckRolePermissionInput,
  checkRolePermission,
  type HasPermissionInput,
  hasPermission,
} from './permission.js';
export type { CreatedOrganization } from './routes/create-organization.js';
export type { FullOrganization } from './routes/get-full-organization.js';
