import type { EndpointBody, EndpointQuery, EndpointResult } from '../../plugin/client.js';
import type { acceptInvitationRoute } from './routes/accept-invitation.js';
import type { addTeamMemberRoute } from './routes/add-team-member.js';
import type { cancelInvitationRoute } from './routes/cancel-invitation.js';
import type { checkSlugRoute } from './routes/check-slug.js';
import type { createOrganizationRoute } from './routes/create-organization.js';
import type { createTeamRoute } from './routes/create-team.js';
import type { deleteOrganizationRoute } from './routes/delete-organization.js';
import type { getActiveMemberRoute } from './routes/get-active-member.js';
import type { getFullOrganizationRoute } from './routes/get-full-organization.js';
import type { getInvitationRoute } from './routes/get-invitation.js';
import type { hasPermissionRoute } from './routes/has-permission.js';
import type { inviteMemberRoute } from './routes/invite-member.js';
import type { leaveOrganizationRoute } from './routes/leave-organization.js';
import type { listAuditEventsRoute } from './routes/list-audit-events.js';
import type { listInvitationsRoute } from './routes/list-invitations.js';
import type { listMembersRoute } from './routes/list-members.js';
import type { listOrganizationsRoute } from './routes/list-organizations.js';
import type { listTeamsRoute } from './routes/list-teams.js';
import type { listUserInvitationsRoute } from './routes/list-user-invitations.js';
import type { rejectInvitationRoute } from './routes/reject-invitation.js';
import type { removeMemberRoute } from './routes/remove-member.js';
import type { removeTeamRoute } from './routes/remove-team.js';
import type { removeTeamMemberRoute } from './routes/remove-team-member.js';
import type { setActiveOrganizationRoute } from './routes/set-active-organization.js';
import type { setActiveTeamRoute } from './routes/set-active-team.js';
import type { updateMemberRoleRoute } from './routes/update-member-role.js';
import type { updateOrganizationRoute } from './routes/update-organization.js';
import type { updateTeamRoute } from './routes/update-team.js';

// The shapes of `client.organization.*` (organizationClient()), read off the plugin's endpoint
// declarations (STYLE §2), so they cannot drift from the routes.
type Route<F extends (...args: any[]) => unknown> = ReturnType<F>;
type Body<F extends (...args: any[]) => unknown> = EndpointBody<Route<F>>;
type Query<F extends (...args: any[]) => unknown> = NonNullable<EndpointQuery<Route<F>>>;
type Result<F extends (...args: any[]) => unknown> = EndpointResult<Route<F>>;

/**
 * Body of `organization.create`: `{ name, slug, logo?, metadata?, keepCurrentActiveOrganization? }`.
 * (The server's `userId` is honoured for server calls only and is not offered here.)
 */
export type CreateOrganizationInput = Omit<Body<typeof createOrganizationRoute>, 'userId'>;
/** Result of `organization.create`: the organization with `members: [creator]`. */
export type CreateOrganizationResult = Result<typeof createOrganizationRoute>;
/** Body of `organization.checkSlug`: `{ slug }`. */
export type CheckSlugInput = Body<typeof checkSlugRoute>;
/** Result of `organization.checkSlug`: `{ status: true }` when free (else 400 `SLUG_IS_TAKEN`). */
export type CheckSlugResult = Result<typeof checkSlugRoute>;
/** Body of `organization.update`: `{ data: { name?, slug?, logo?, metadata? }, organizationId? }`. */
export type UpdateOrganizationInput = Body<typeof updateOrganizationRoute>;
/** Result of `organization.update`: the organization. */
export type UpdateOrganizationResult = Result<typeof updateOrganizationRoute>;
/** Body of `organization.delete`: `{ organizationId }`. */
export type DeleteOrganizationInput = Body<typeof deleteOrganizationRoute>;
/** Result of `organization.delete`: the deleted organization. */
export type DeleteOrganizationResult = Result<typeof deleteOrganizationRoute>;
/** Result of `organization.list`: the caller's organizations, oldest membership first. */
export type ListOrganizationsResult = Result<typeof listOrganizationsRoute>;
/** One organization: `{ id, name, slug, logo, metadata, createdAt }`. */
export type ClientOrganization = ListOrganizationsResult[number];
/** Body of `organization.setActive`: `{ organizationId }` (`null` clears) or `{ organizationSlug }`. */
export type SetActiveOrganizationInput = Body<typeof setActiveOrganizationRoute>;
/**
 * Result of `organization.setActive`: the organization with its members and invitations
 * (`teams: null`), or `null` when cleared.
 */
export type SetActiveOrganizationResult = Result<typeof setActiveOrganizationRoute>;
/** Query of `organization.getFullOrganization`: `{ organizationId?, organizationSlug?, membersLimit? }`. */
export type GetFullOrganizationQuery = Query<typeof getFullOrganizationRoute>;
/**
 * Result of `organization.getFullOrganization`: the organization with `members` (each with its
 * `user`), `invitations` (every status) and `teams` (`null` with teams off); `null` when none is
 * named and none is active.
 */
export type GetFullOrganizationResult = Result<typeof getFullOrganizationRoute>;
/** Query of `organization.listMembers`: `{ organizationId?, limit?, offset?, sortBy?, sortDirection?, filterField?, filterValue?, filterOperator?, searchValue? }`. */
export type ListMembersQuery = Query<typeof listMembersRoute>;
/** Result of `organization.listMembers`: `{ members, total }`, members with their `user`. */
export type ListMembersResult = Result<typeof listMembersRoute>;
/** Result of `organization.getActiveMember`: the caller's member row (with `user`) or `null`. */
export type GetActiveMemberResult = Result<typeof getActiveMemberRoute>;
/** Body of `organization.updateMemberRole`: `{ memberId, role, organizationId? }`. */
export type UpdateMemberRoleInput = Body<typeof updateMemberRoleRoute>;
/** Result of `organization.updateMemberRole`: the member. */
export type UpdateMemberRoleResult = Result<typeof updateMemberRoleRoute>;
/** Body of `organization.removeMember`: `{ memberIdOrEmail, organizationId? }`. */
export type RemoveMemberInput = Body<typeof removeMemberRoute>;
/** Result of `organization.removeMember`: `{ member }`, with its `user`. */
export type RemoveMemberResult = Result<typeof removeMemberRoute>;
/** Body of `organization.leave`: `{ organizationId }`. */
export type LeaveOrganizationInput = Body<typeof leaveOrganizationRoute>;
/** Result of `organization.leave`: the removed member row, with its `user`. */
export type LeaveOrganizationResult = Result<typeof leaveOrganizationRoute>;
/** Body of `organization.inviteMember`: `{ email, role, organizationId?, resend?, teamId? }`. */
export type InviteMemberInput = Body<typeof inviteMemberRoute>;
/** Result of `organization.inviteMember`: the invitation. */
export type InviteMemberResult = Result<typeof inviteMemberRoute>;
/** Body of `organization.acceptInvitation` and `rejectInvitation`: `{ invitationId }`. */
export type InvitationIdInput = Body<typeof acceptInvitationRoute>;
/** Result of `organization.acceptInvitation`: `{ invitation, member }`. */
export type AcceptInvitationResult = Result<typeof acceptInvitationRoute>;
/** Result of `organization.rejectInvitation`: `{ invitation, member: null }`. */
export type RejectInvitationResult = Result<typeof rejectInvitationRoute>;
/** Result of `organization.cancelInvitation`: the canceled invitation. */
export type CancelInvitationResult = Result<typeof cancelInvitationRoute>;
/** Query of `organization.getInvitation`: `{ id }`. */
export type GetInvitationQuery = Query<typeof getInvitationRoute>;
/**
 * Result of `organization.getInvitation`: the invitation with `organizationName`,
 * `organizationSlug` and `inviterEmail`.
 */
export type GetInvitationResult = Result<typeof getInvitationRoute>;
/** Query of `organization.listInvitations`: `{ organizationId?, limit?, offset? }`. */
export type ListInvitationsQuery = Query<typeof listInvitationsRoute>;
/** Result of `organization.listInvitations`: every invitation of the organization, oldest first. */
export type ListInvitationsResult = Result<typeof listInvitationsRoute>;
/** Result of `organization.listUserInvitations`: the caller's open invitations, with details. */
export type ListUserInvitationsResult = Result<typeof listUserInvitationsRoute>;
/** Body of `organization.hasPermission`: `{ permissions: { resource: [actions] }, organizationId? }` (or the older `permission`). */
export type HasPermissionInput = Body<typeof hasPermissionRoute>;
/** Result of `organization.hasPermission`: `{ success, error }`. */
export type HasPermissionResult = Result<typeof hasPermissionRoute>;
/**
 * Query of `organization.listAuditEvents`: `{ organizationId?, type?, userId?, from?, to?, limit?,
 * cursor? }`; `type` one event type or several comma-separated, `from`/`to` ISO 8601
 * (inclusive), `limit` 1–100 (default 50), `cursor` the previous page's `nextCursor`.
 */
export type ListOrganizationAuditEventsQuery = Query<typeof listAuditEventsRoute>;
/**
 * Result of `organization.listAuditEvents`: `{ events, nextCursor }`, newest first; each event
 * `{ id, type, actorUserId, userId, organizationId, sessionId, ipAddress, userAgent, outcome,
 * metadata, createdAt }`; `nextCursor` null on the last page.
 */
export type ListOrganizationAuditEventsResult = Result<typeof listAuditEventsRoute>;
/** Body of `organization.createTeam`: `{ name, organizationId? }`. */
export type CreateTeamInput = Body<typeof createTeamRoute>;
/** Result of `organization.createTeam`: the team. */
export type CreateTeamResult = Result<typeof createTeamRoute>;
/** Body of `organization.updateTeam`: `{ teamId, data: { name, organizationId? }, organizationId? }`. */
export type UpdateTeamInput = Body<typeof updateTeamRoute>;
/** Result of `organization.updateTeam`: the team. */
export type UpdateTeamResult = Result<typeof updateTeamRoute>;
/** Body of `organization.removeTeam`: `{ teamId, organizationId? }`. */
export type RemoveTeamInput = Body<typeof removeTeamRoute>;
/** Result of `organization.removeTeam`: `{ message: 'Team removed successfully.' }`. */
export type RemoveTeamResult = Result<typeof removeTeamRoute>;
/** Query of `organization.listTeams`: `{ organizationId? }`. */
export type ListTeamsQuery = Query<typeof listTeamsRoute>;
/** Result of `organization.listTeams`: the organization's teams (`null` with none named or active). */
export type ListTeamsResult = Result<typeof listTeamsRoute>;
/** Body of `organization.addTeamMember`: `{ teamId, userId, organizationId? }`. */
export type AddTeamMemberInput = Body<typeof addTeamMemberRoute>;
/** Result of `organization.addTeamMember`. */
export type AddTeamMemberResult = Result<typeof addTeamMemberRoute>;
/** Body of `organization.removeTeamMember`: `{ teamId, userId, organizationId? }`. */
export type RemoveTeamMemberInput = Body<typeof removeTeamMemberRoute>;
/** Result of `organization.removeTeamMember`. */
export type RemoveTeamMemberResult = Result<typeof removeTeamMemberRoute>;
/** Body of `organization.setActiveTeam`: `{ teamId }` (`null` clears). */
export type SetActiveTeamInput = Body<typeof setActiveTeamRoute>;
/** Result of `organization.setActiveTeam`. */
export type SetActiveTeamResult = Result<typeof setActiveTeamRoute>;
