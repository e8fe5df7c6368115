import type { acceptInvitationRoute } from '../../plugins/organization/routes/accept-invitation.js';
import type { addTeamMemberRoute } from '../../plugins/organization/routes/add-team-member.js';
import type { cancelInvitationRoute } from '../../plugins/organization/routes/cancel-invitation.js';
import type { checkSlugRoute } from '../../plugins/organization/routes/check-slug.js';
import type { createOrganizationRoute } from '../../plugins/organization/routes/create-organization.js';
import type { createTeamRoute } from '../../plugins/organization/routes/create-team.js';
import type { deleteOrganizationRoute } from '../../plugins/organization/routes/delete-organization.js';
import type { getActiveMemberRoute } from '../../plugins/organization/routes/get-active-member.js';
import type { getFullOrganizationRoute } from '../../plugins/organization/routes/get-full-organization.js';
import type { getInvitationRoute } from '../../plugins/organization/routes/get-invitation.js';
import type { hasPermissionRoute } from '../../plugins/organization/routes/has-permission.js';
import type { inviteMemberRoute } from '../../plugins/organization/routes/invite-member.js';
import type { leaveOrganizationRoute } from '../../plugins/organization/routes/leave-organization.js';
import type { listInvitationsRoute } from '../../plugins/organization/routes/list-invitations.js';
import type { listMembersRoute } from '../../plugins/organization/routes/list-members.js';
import type { listOrganizationsRoute } from '../../plugins/organization/routes/list-organizations.js';
import type { listTeamsRoute } from '../../plugins/organization/routes/list-teams.js';
import type { listUserInvitationsRoute } from '../../plugins/organization/routes/list-user-invitations.js';
import type { rejectInvitationRoute } from '../../plugins/organization/routes/reject-invitation.js';
import type { removeMemberRoute } from '../../plugins/organization/routes/remove-member.js';
import type { removeTeamRoute } from '../../plugins/organization/routes/remove-team.js';
import type { removeTeamMemberRoute } from '../../plugins/organization/routes/remove-team-member.js';
import type { setActiveOrganizationRoute } from '../../plugins/organization/routes/set-active-organization.js';
import type { setActiveTeamRoute } from '../../plugins/organization/routes/set-active-team.js';
import type { updateMemberRoleRoute } from '../../plugins/organization/routes/update-member-role.js';
import type { updateOrganizationRoute } from '../../plugins/organization/routes/update-organization.js';
import type { updateTeamRoute } from '../../plugins/organization/routes/update-team.js';
import type { EndpointBody, EndpointQuery, EndpointResult } from '../endpoint-types.js';
import type { ClientFetchInit, ClientResult } from '../types.js';
import type { MethodContext } from './context.js';

// Every shape below is read off the plugin's endpoint declarations (STYLE §2).
type Route<F extends (...args: any[]) => unknown> = ReturnType<F>;
type Body<F extends (...args: any[]) => unknown> = EndpointBody<Route<F>>;
type Query<F extends (...args: any[]) => unknown> = NonNullable<EndpointQuery<Route<F>>>;
type Result<F extends (...args: any[]) => unknown> = EndpointResult<Route<F>>;

/**
 * Body of `organization.create`: `{ name, slug, logo?, metadata?, keepCurrentActiveOrganization? }`.
 * (The server's `userId` is honoured for server calls only and is not offered here.)
 */
export type CreateOrganizationInput = Omit<Body<typeof createOrganizationRoute>, 'userId'>;
/** Result of `organization.create`: the organization with `members: [creator]` (and `teams`). */
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
/** Result of `organization.setActive`: the organization, or `null` when cleared. */
export type SetActiveOrganizationResult = Result<typeof setActiveOrganizationRoute>;
/** Query of `organization.getFullOrganization`: `{ organizationId?, organizationSlug?, membersLimit? }`. */
export type GetFullOrganizationQuery = Query<typeof getFullOrganizationRoute>;
/**
 * Result of `organization.getFullOrganization`: the organization with `members` (each with its
 * `user`), pending `invitations` and `teams`; `null` when none is named and none is active.
 */
export type GetFullOrganizationResult = Result<typeof getFullOrganizationRoute>;
/** Query of `organization.listMembers`: `{ organizationId?, limit?, offset?, sortBy?, sortDirection? }`. */
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
/** Result of `organization.removeMember`: `{ member }`. */
export type RemoveMemberResult = Result<typeof removeMemberRoute>;
/** Body of `organization.leave`: `{ organizationId }`. */
export type LeaveOrganizationInput = Body<typeof leaveOrganizationRoute>;
/** Result of `organization.leave`: the removed member row. */
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
/** Result of `organization.listInvitations`: every invitation of the organization, newest first. */
export type ListInvitationsResult = Result<typeof listInvitationsRoute>;
/** Result of `organization.listUserInvitations`: the caller's open invitations, with details. */
export type ListUserInvitationsResult = Result<typeof listUserInvitationsRoute>;
/** Body of `organization.hasPermission`: `{ permissions: { resource: [actions] }, organizationId? }`. */
export type HasPermissionInput = Body<typeof hasPermissionRoute>;
/** Result of `organization.hasPermission`: `{ success, error }`. */
export type HasPermissionResult = Result<typeof hasPermissionRoute>;
/** Body of `organization.createTeam`: `{ name, organizationId? }`. */
export type CreateTeamInput = Body<typeof createTeamRoute>;
/** Result of `organization.createTeam`: the team. */
export type CreateTeamResult = Result<typeof createTeamRoute>;
/** Body of `organization.updateTeam`: `{ teamId, data: { name }, organizationId? }`. */
export type UpdateTeamInput = Body<typeof updateTeamRoute>;
/** Result of `organization.updateTeam`: the team. */
export type UpdateTeamResult = Result<typeof updateTeamRoute>;
/** Body of `organization.removeTeam`: `{ teamId, organizationId? }`. */
export type RemoveTeamInput = Body<typeof removeTeamRoute>;
/** Result of `organization.removeTeam`. */
export type RemoveTeamResult = Result<typeof removeTeamRoute>;
/** Query of `organization.listTeams`: `{ organizationId? }`. */
export type ListTeamsQuery = Query<typeof listTeamsRoute>;
/** Result of `organization.listTeams`: the organization's teams. */
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

type Call<I, R> = (input: I) => Promise<ClientResult<R>>;

/**
 * The `organization()` plugin's calls (`client.organization.*`), one per route under
 * `/organization/` (docs/organizations.md). All need a session (401 `UNAUTHORIZED`). Calls that
 * change the session's active organization — `create` (unless `keepCurrentActiveOrganization`),
 * `setActive`, `acceptInvitation`, `leave`, `delete`, `setActiveTeam` — reload `$store` before
 * they resolve. Team calls answer 404 `NOT_FOUND` unless the server has `teams: { enabled: true }`.
 *
 * @example
 * const { data: org, error } = await client.organization.create({ name: 'Acme', slug: 'acme' });
 * await client.organization.inviteMember({ email: 'bo@example.com', role: 'member' });
 */
export interface OrganizationMethods {
  organization: {
    /** `POST /organization/create`: creates an organization whose owner is the caller; it becomes active. */
    create: Call<CreateOrganizationInput, CreateOrganizationResult>;
    /** `POST /organization/check-slug`: `{ status: true }` when free; 400 `SLUG_IS_TAKEN` 'slug is taken'. */
    checkSlug: Call<CheckSlugInput, CheckSlugResult>;
    /** `POST /organization/update` (needs `organization:update`). */
    update: Call<UpdateOrganizationInput, UpdateOrganizationResult>;
    /** `POST /organization/delete` (needs `organization:delete`). */
    delete: Call<DeleteOrganizationInput, DeleteOrganizationResult>;
    /** `GET /organization/list`: the caller's organizations. */
    list: () => Promise<ClientResult<ListOrganizationsResult>>;
    /** `POST /organization/set-active`: switches the session's active organization (`null`: personal). */
    setActive: Call<SetActiveOrganizationInput, SetActiveOrganizationResult>;
    /** `GET /organization/get-full-organization`: the active (or named) organization with members, invitations, teams. */
    getFullOrganization: (
      query?: GetFullOrganizationQuery,
    ) => Promise<ClientResult<GetFullOrganizationResult>>;
    /** `GET /organization/list-members`: one page of members and the total. */
    listMembers: (query?: ListMembersQuery) => Promise<ClientResult<ListMembersResult>>;
    /** `GET /organization/get-active-member`: the caller's member row in the active organization. */
    getActiveMember: () => Promise<ClientResult<GetActiveMemberResult>>;
    /** `POST /organization/update-member-role` (needs `member:update`). */
    updateMemberRole: Call<UpdateMemberRoleInput, UpdateMemberRoleResult>;
    /** `POST /organization/remove-member` (needs `member:delete`). */
    removeMember: Call<RemoveMemberInput, RemoveMemberResult>;
    /** `POST /organization/leave`: leaves an organization (not as its only owner). */
    leave: Call<LeaveOrganizationInput, LeaveOrganizationResult>;
    /** `POST /organization/invite-member` (needs `invitation:create`); the server emails the link. */
    inviteMember: Call<InviteMemberInput, InviteMemberResult>;
    /** `POST /organization/accept-invitation`: joins, and makes the organization active. Needs a verified email by default. */
    acceptInvitation: Call<InvitationIdInput, AcceptInvitationResult>;
    /** `POST /organization/reject-invitation`. Needs a verified email by default. */
    rejectInvitation: Call<InvitationIdInput, RejectInvitationResult>;
    /** `POST /organization/cancel-invitation` (needs `invitation:cancel`). */
    cancelInvitation: Call<InvitationIdInput, CancelInvitationResult>;
    /** `GET /organization/get-invitation?id=`: an open invitation addressed to the caller, with details. */
    getInvitation: (query: GetInvitationQuery) => Promise<ClientResult<GetInvitationResult>>;
    /** `GET /organization/list-invitations`: the organization's invitations (members only). */
    listInvitations: (query?: ListInvitationsQuery) => Promise<ClientResult<ListInvitationsResult>>;
    /** `GET /organization/list-user-invitations`: the caller's open invitations. */
    listUserInvitations: () => Promise<ClientResult<ListUserInvitationsResult>>;
    /** `POST /organization/has-permission`: whether the caller's role grants `permissions`. */
    hasPermission: Call<HasPermissionInput, HasPermissionResult>;
    /** `POST /organization/create-team` (teams on; needs `team:create`). */
    createTeam: Call<CreateTeamInput, CreateTeamResult>;
    /** `POST /organization/update-team` (teams on; needs `team:update`). */
    updateTeam: Call<UpdateTeamInput, UpdateTeamResult>;
    /** `POST /organization/remove-team` (teams on; needs `team:delete`). */
    removeTeam: Call<RemoveTeamInput, RemoveTeamResult>;
    /** `GET /organization/list-teams` (teams on; members only). */
    listTeams: (query?: ListTeamsQuery) => Promise<ClientResult<ListTeamsResult>>;
    /** `POST /organization/add-team-member` (teams on; needs `team:update`). */
    addTeamMember: Call<AddTeamMemberInput, AddTeamMemberResult>;
    /** `POST /organization/remove-team-member` (teams on; needs `team:update`). */
    removeTeamMember: Call<RemoveTeamMemberInput, RemoveTeamMemberResult>;
    /** `POST /organization/set-active-team` (teams on): the session's active team. */
    setActiveTeam: Call<SetActiveTeamInput, SetActiveTeamResult>;
  };
}

/** Builds {@link OrganizationMethods}. */
export function createOrganizationMethods(ctx: MethodContext): OrganizationMethods {
  const get = <T>(path: string, query?: object) =>
    ctx.$fetch<T>(`/organization/${path}`, {
      method: 'GET',
      query: { ...(query as ClientFetchInit['query']) },
    });
  const post =
    <I, R>(path: string, refresh = false): Call<I, R> =>
    (input) =>
      ctx.post<R>(`/organization/${path}`, input, refresh);
  return {
    organization: {
      create: (input) =>
        ctx.post('/organization/create', input, !input.keepCurrentActiveOrganization),
      checkSlug: post('check-slug'),
      update: post('update'),
      delete: post('delete', true),
      list: () => get('list'),
      setActive: post('set-active', true),
      getFullOrganization: (query) => get('get-full-organization', query),
      listMembers: (query) => get('list-members', query),
      getActiveMember: () => get('get-active-member'),
      updateMemberRole: post('update-member-role'),
      removeMember: post('remove-member'),
      leave: post('leave', true),
      inviteMember: post('invite-member'),
      acceptInvitation: post('accept-invitation', true),
      rejectInvitation: post('reject-invitation'),
      cancelInvitation: post('cancel-invitation'),
      getInvitation: (query) => get('get-invitation', query),
      listInvitations: (query) => get('list-invitations', query),
      listUserInvitations: () => get('list-user-invitations'),
      hasPermission: post('has-permission'),
      createTeam: post('create-team'),
      updateTeam: post('update-team'),
      removeTeam: post('remove-team'),
      listTeams: (query) => get('list-teams', query),
      addTeamMember: post('add-team-member'),
      removeTeamMember: post('remove-team-member'),
      setActiveTeam: post('set-active-team', true),
    },
  };
}
