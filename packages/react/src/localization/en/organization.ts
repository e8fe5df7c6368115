/** The kit's English text: the organization components. Composed into `en` by `../en.ts`. */
import type { AcceptInvitationLabels } from '../../organization/AcceptInvitation.js';
import type { CreateOrganizationFormLabels } from '../../organization/CreateOrganizationForm.js';
import type { InvitationsListLabels } from '../../organization/InvitationsList.js';
import type { InviteMemberFormLabels } from '../../organization/InviteMemberForm.js';
import type { MembersTableLabels } from '../../organization/MembersTable.js';
import type { OrganizationListLabels } from '../../organization/OrganizationList.js';
import type { OrganizationSettingsLabels } from '../../organization/OrganizationSettings.js';
import type { OrganizationSwitcherLabels } from '../../organization/OrganizationSwitcher.js';
import type { RoleNameLabels } from '../../organization/roles.js';
import type { TeamsPanelLabels } from '../../organization/TeamsPanel.js';

/** {@link AcceptInvitationLabels} in English. */
export const acceptInvitation: AcceptInvitationLabels = {
  heading: 'Join {organization}',
  invitedBy: '{inviter} invited you to join {organization} as {role}.',
  accept: 'Accept invitation',
  reject: 'Decline',
  accepted: 'You joined {organization}.',
  rejected: 'Invitation declined.',
  loading: 'Loading invitation…',
  verifyEmail: 'Verify your email address to accept this invitation.',
  resendVerification: 'Resend verification email',
  verificationSent:
    'We sent a new verification link to {email}. Follow it, then accept the invitation.',
  title: 'Invitation',
  sentTo: 'Sent to {email}.',
  otherRecipient: 'This invitation was sent to another address.',
  signedInAs: 'You are signed in as {email}.',
  switchAccount: 'Sign out and switch account',
};

/** {@link CreateOrganizationFormLabels} in English. */
export const createOrganizationForm: CreateOrganizationFormLabels = {
  form: 'Create an organization',
  name: 'Organization name',
  slug: 'Slug',
  slugHint: 'Used in links: lowercase letters, digits and dashes.',
  submit: 'Create organization',
};

/** {@link InvitationsListLabels} in English. */
export const invitationsList: InvitationsListLabels = {
  list: 'Pending invitations',
  empty: 'No pending invitations.',
  expires: 'Expires',
  cancel: 'Cancel invitation',
  loading: 'Loading invitations…',
};

/** {@link InviteMemberFormLabels} in English. */
export const inviteMemberForm: InviteMemberFormLabels = {
  email: 'Email',
  role: 'Role',
  submit: 'Send invitation',
  sent: 'Invitation sent to {email}.',
  form: 'Invite a member',
};

/** {@link RoleNameLabels} in English. */
export const roles: RoleNameLabels = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  user: 'User',
};

/** {@link MembersTableLabels} in English. */
export const membersTable: MembersTableLabels = {
  table: 'Members',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  actions: 'Actions',
  roleOf: 'Role of {name}',
  remove: 'Remove',
  you: 'You',
  previous: 'Previous',
  next: 'Next',
  range: '{from}–{to} of {total}',
  loading: 'Loading members…',
  pages: 'Members pages',
  search: 'Search members',
  noMatches: 'No members match “{query}”.',
  matches: 'Members found: {count}',
  roleUpdated: 'Role updated: {name} is now {role}.',
};

/** {@link OrganizationSettingsLabels} in English. */
export const organizationSettings: OrganizationSettingsLabels = {
  name: 'Organization name',
  slug: 'Slug',
  logo: 'Logo URL',
  save: 'Save changes',
  saved: 'Organization updated.',
  delete: 'Delete organization',
  confirmDelete:
    'Delete {name}? Its members, invitations and teams go with it. This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
  none: 'No organization is active.',
  form: 'Organization settings',
};

/** {@link OrganizationListLabels} in English. */
export const organizationList: OrganizationListLabels = {
  list: 'Your organizations',
  empty: 'You are not a member of any organization yet.',
  active: 'Active',
  open: 'Open',
  openName: 'Open {organization}',
  loading: 'Loading organizations…',
};

/** {@link OrganizationSwitcherLabels} in English. */
export const organizationSwitcher: OrganizationSwitcherLabels = {
  label: 'Organization',
  personal: 'Personal account',
};

/** {@link TeamsPanelLabels} in English. */
export const teamsPanel: TeamsPanelLabels = {
  list: 'Teams',
  empty: 'No teams yet.',
  name: 'Team name',
  create: 'Create team',
  remove: 'Remove team',
  loading: 'Loading teams…',
  addMember: 'Add to team',
  memberToAdd: 'Member to add to {team}',
  memberAdded: '{name} added to {team}.',
};
