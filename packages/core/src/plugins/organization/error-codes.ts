/**
 * Messages of the organization plugin, word for word from SPEC §8's organization list, with
 * Better Auth 1.2.7's wording (and casing) where SPEC abbreviates. Each key is the code the error
 * answers with: the message upper-cased, spaces to underscores, other punctuation dropped. Every
 * Better Auth 1.2.7 key is here, so `$ERROR_CODES` carries over; statuses are Better Auth's. One
 * key is Portcullis's own, for its audit-log route.
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION` | 403 | `allowUserToCreateOrganization` said no |
 * | `YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS` | 403 | `organizationLimit` reached |
 * | `ORGANIZATION_ALREADY_EXISTS` | 400 | create/update with a slug another organization holds |
 * | `SLUG_IS_TAKEN` | 400 | check-slug for a slug in use |
 * | `ORGANIZATION_NOT_FOUND` | 400 | update/invite with no organization named or active; add-member, get-invitation |
 * | `USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION` | 400, 401, 403 | update and delete (400), has-permission (401), get-full-organization and set-active (403) |
 * | `YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION` | 403 | list-invitations, list-members by a non-member |
 * | `ORGANIZATION_ID_IS_REQUIRED` | 400 | list-invitations with no organization named or active |
 * | `YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION` | 403 | no `organization:update` |
 * | `YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION` | 403 | no `organization:delete` |
 * | `NO_ACTIVE_ORGANIZATION` | 400 | no `organizationId` given and none active |
 * | `USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION` | 400 | invite/add/accept for an existing member |
 * | `USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION` | 400 | a pending invitation exists (no `resend`) |
 * | `MEMBER_NOT_FOUND` | 400 | the caller (invite, cancel, update-member-role, remove-member, leave) or the member named is not in the organization |
 * | `ROLE_NOT_FOUND` | 400 | a role name the configuration does not define |
 * | `YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER` | 400 | the last owner leaves or is removed; a non-owner removes an owner |
 * | `YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER` | 400 | the last owner would be demoted |
 * | `YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER` | 401 | no `member:delete` |
 * | `YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER` | 403 | no `member:update`, or a non-owner touching owners |
 * | `YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION` | 403 | no `invitation:create`; create-team and remove-team by a non-member |
 * | `YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE` | 403 | a non-owner inviting an owner |
 * | `INVITATION_NOT_FOUND` | 400 | unknown, not pending, or expired ('Invitation not found!' on get and reject) |
 * | `INVITATION_LIMIT_REACHED` | 403 | `invitationLimit` pending invitations already |
 * | `YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION` | 403 | the caller's email is not the invited one |
 * | `EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION` | 403 | unverified email |
 * | `EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION` | 403 | list-user-invitations with an unverified email |
 * | `YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION` | 403 | no `invitation:cancel` |
 * | `INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION` | 400 | get-invitation after the inviter left |
 * | `ORGANIZATION_MEMBERSHIP_LIMIT_REACHED` | 403 | `membershipLimit` members already |
 * | `NOT_AUTHENTICATED` | 401 | get-invitation without a session |
 * | `TEAM_NOT_FOUND` | 400 | no such team in that organization |
 * | `YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION` | 403 | no `team:create` |
 * | `YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM` | 403 | no `team:update`, or update-team by a non-member |
 * | `YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION` | 403 | no `team:delete` |
 * | `YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS` | 400 | `teams.maximumTeams` reached |
 * | `UNABLE_TO_REMOVE_LAST_TEAM` | 400 | removing the last team without `allowRemovingAllTeams` |
 * | `USER_IS_NOT_A_MEMBER_OF_THE_TEAM` | 403 | set-active-team / remove-team-member for someone outside it |
 * | `YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION` | 403 | list-audit-events without `auditLog:list`, or by a non-member (Portcullis's own route) |
 * | `YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM`, `TEAM_ALREADY_EXISTS`, `FAILED_TO_RETRIEVE_INVITATION` | — | never answered; Better Auth 1.2.7 lists them too |
 *
 * Plain data, so the browser client can merge it into `$ERROR_CODES`; the `APIError`s built from
 * it are in organization-error.ts.
 *
 * @see SPEC §6, §8
 */
export const ORGANIZATION_ERROR_CODES = {
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION:
    'You are not allowed to create a new organization',
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
    'You have reached the maximum number of organizations',
  ORGANIZATION_ALREADY_EXISTS: 'Organization already exists',
  SLUG_IS_TAKEN: 'slug is taken',
  ORGANIZATION_NOT_FOUND: 'Organization not found',
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 'User is not a member of the organization',
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 'You are not a member of this organization',
  ORGANIZATION_ID_IS_REQUIRED: 'Organization ID is required',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION:
    'You are not allowed to update this organization',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION:
    'You are not allowed to delete this organization',
  NO_ACTIVE_ORGANIZATION: 'No active organization',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'User is already a member of this organization',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'User is already invited to this organization',
  MEMBER_NOT_FOUND: 'Member not found',
  ROLE_NOT_FOUND: 'Role not found',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    'You cannot leave the organization as the only owner',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER:
    'You cannot leave the organization without an owner',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: 'You are not allowed to delete this member',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: 'You are not allowed to update this member',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    'You are not allowed to invite users to this organization',
  // Lower-case "you", as Better Auth 1.2.7 words it.
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    'you are not allowed to invite user with this role',
  INVITATION_NOT_FOUND: 'Invitation not found',
  INVITATION_LIMIT_REACHED: 'Invitation limit reached',
  FAILED_TO_RETRIEVE_INVITATION: 'Failed to retrieve invitation',
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 'You are not the recipient of the invitation',
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    'Email verification required before accepting or rejecting invitation',
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: 'Email verification required for invitation',
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: 'You are not allowed to cancel this invitation',
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    'Inviter is no longer a member of the organization',
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 'Organization membership limit reached',
  NOT_AUTHENTICATED: 'Not authenticated',
  TEAM_NOT_FOUND: 'Team not found',
  TEAM_ALREADY_EXISTS: 'Team already exists',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM: 'You are not allowed to create a new team',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
    'You are not allowed to create teams in this organization',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: 'You are not allowed to update this team',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
    'You are not allowed to delete teams in this organization',
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: 'You have reached the maximum number of teams',
  UNABLE_TO_REMOVE_LAST_TEAM: 'Unable to remove last team',
  USER_IS_NOT_A_MEMBER_OF_THE_TEAM: 'User is not a member of the team',
  // Portcullis's own: Better Auth 1.2.7 has no organization audit log.
  YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION:
    'You are not allowed to list the audit events of this organization',
} as const;

/** A code of {@link ORGANIZATION_ERROR_CODES}. */
export type OrganizationErrorCode = keyof typeof ORGANIZATION_ERROR_CODES;

/** Better Auth's wording of INVITATION_NOT_FOUND on get-invitation and reject-invitation. */
export const INVITATION_NOT_FOUND_EXCLAIMED = 'Invitation not found!';
