import type { OrganizationConfig, OrganizationOptions } from './options.js';
import { acceptInvitationRoute } from './routes/accept-invitation.js';
import { addMemberRoute } from './routes/add-member.js';
import { addTeamMemberRoute } from './routes/add-team-member.js';
import { cancelInvitationRoute } from './routes/cancel-invitation.js';
import { checkSlugRoute } from './routes/check-slug.js';
import { createOrganizationRoute } from './routes/create-organization.js';
import { createTeamRoute } from './routes/create-team.js';
import { deleteOrganizationRoute } from './routes/delete-organization.js';
import { getActiveMemberRoute } from './routes/get-active-member.js';
import { getFullOrganizationRoute } from './routes/get-full-organization.js';
import { getInvitationRoute } from './routes/get-invitation.js';
import { hasPermissionRoute } from './routes/has-permission.js';
import { inviteMemberRoute } from './routes/invite-member.js';
import { leaveOrganizationRoute } from './routes/leave-organization.js';
import { listAuditEventsRoute } from './routes/list-audit-events.js';
import { listInvitationsRoute } from './routes/list-invitations.js';
import { listMembersRoute } from './routes/list-members.js';
import { listOrganizationsRoute } from './routes/list-organizations.js';
import { listTeamsRoute } from './routes/list-teams.js';
import { listUserInvitationsRoute } from './routes/list-user-invitations.js';
import { rejectInvitationRoute } from './routes/reject-invitation.js';
import { removeMemberRoute } from './routes/remove-member.js';
import { removeTeamRoute } from './routes/remove-team.js';
import { removeTeamMemberRoute } from './routes/remove-team-member.js';
import { setActiveOrganizationRoute } from './routes/set-active-organization.js';
import { setActiveTeamRoute } from './routes/set-active-team.js';
import { updateMemberRoleRoute } from './routes/update-member-role.js';
import { updateOrganizationRoute } from './routes/update-organization.js';
import { updateTeamRoute } from './routes/update-team.js';

/** The endpoints every organization plugin serves. */
export const organizationEndpoints = (config: OrganizationConfig) => ({
  createOrganization: createOrganizationRoute(config),
  checkOrganizationSlug: checkSlugRoute(),
  updateOrganization: updateOrganizationRoute(config),
  deleteOrganization: deleteOrganizationRoute(config),
  listOrganizations: listOrganizationsRoute(),
  setActiveOrganization: setActiveOrganizationRoute(config),
  getFullOrganization: getFullOrganizationRoute(config),
  listMembers: listMembersRoute(),
  getActiveMember: getActiveMemberRoute(),
  updateMemberRole: updateMemberRoleRoute(config),
  removeMember: removeMemberRoute(config),
  leaveOrganization: leaveOrganizationRoute(config),
  addMember: addMemberRoute(config),
  createInvitation: inviteMemberRoute(config),
  acceptInvitation: acceptInvitationRoute(config),
  rejectInvitation: rejectInvitationRoute(config),
  cancelInvitation: cancelInvitationRoute(config),
  getInvitation: getInvitationRoute(config),
  listInvitations: listInvitationsRoute(),
  listUserInvitations: listUserInvitationsRoute(config),
  hasPermission: hasPermissionRoute(config),
  listOrganizationAuditEvents: listAuditEventsRoute(config),
});

/** The endpoints of teams, served with `teams: { enabled: true }`. */
export const teamEndpoints = (config: OrganizationConfig) => ({
  createTeam: createTeamRoute(config),
  updateTeam: updateTeamRoute(config),
  removeTeam: removeTeamRoute(config),
  listOrganizationTeams: listTeamsRoute(),
  addTeamMember: addTeamMemberRoute(config),
  removeTeamMember: removeTeamMemberRoute(config),
});

/** The endpoint of the active team, served with `teams: { enabled: true, activeTeam: { enabled: true } }`. */
export const activeTeamEndpoints = (config: OrganizationConfig) => ({
  setActiveTeam: setActiveTeamRoute(config),
});

/**
 * The endpoints of an `organization(options)` plugin, by their `auth.api` name; the team
 * endpoints are typed in when `teams: { enabled: true }` is written literally.
 */
export type OrganizationEndpoints<O extends OrganizationOptions = OrganizationOptions> = ReturnType<
  typeof organizationEndpoints
> &
  (O['teams'] extends { enabled: true } ? ReturnType<typeof teamEndpoints> : {}) &
  (O['teams'] extends { enabled: true; activeTeam: { enabled: true } }
    ? ReturnType<typeof activeTeamEndpoints>
    : {});
