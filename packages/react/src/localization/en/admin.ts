/** The kit's English text: the admin area (`@portcullis/react/admin`) and the audit event labels. Composed into `en` by `../en.ts`. */
import type { AdminUsersTableLabels } from '../../admin/AdminUsersTable.js';
import type { AuditLogLabels } from '../../admin/AuditLog.js';
import { AUDIT_EVENT_LABELS } from '../../admin/audit-event-types.js';
import type { ImpersonationBannerLabels } from '../../admin/ImpersonationBanner.js';
import type { SecurityActivityLabels } from '../../admin/SecurityActivity.js';
import type { UserActionsLabels } from '../../admin/UserActions.js';
import type { UserDetailsLabels } from '../../admin/UserDetails.js';

/** {@link UserActionsLabels} in English. */
export const userActions: UserActionsLabels = {
  actionsFor: 'Actions for {name}',
  ban: 'Ban',
  unban: 'Unban',
  setRole: 'Set role',
  impersonate: 'Impersonate',
  revokeSessions: 'Revoke sessions',
  setPassword: 'Set password',
  remove: 'Remove',
  cancel: 'Cancel',
  confirmBan:
    "Ban {name}? Their sessions are revoked and they cannot sign in until the ban ends; an open tab notices at its next request, within the cookie cache's lifetime (5 minutes by default) when the cookie cache is on.",
  banReason: 'Reason',
  banReasonHint: 'Shown to admins, not to the user.',
  banEnds: 'Ban ends',
  confirmUnban: 'Unban {name}? They can sign in again.',
  confirmSetRole: 'Choose the role of {name}.',
  role: 'Role',
  confirmImpersonate:
    'Sign in as {name}? You see and act as them until you stop impersonating (at most an hour).',
  confirmRevokeSessions: 'Sign {name} out on every device?',
  confirmSetPassword: 'Choose a new password for {name}. Their sessions stay signed in.',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters.',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  confirmRemove: 'Remove {name} and everything in their account? This cannot be undone.',
  banned: '{name} is banned.',
  unbanned: '{name} is no longer banned.',
  roleSet: '{name} is now {role}.',
  impersonating: 'You are signed in as {name}.',
  sessionsRevoked: '{name} is signed out on every device.',
  passwordSet: 'The password of {name} is changed.',
  removed: '{name} was removed.',
};

/** {@link AdminUsersTableLabels} in English. */
// Object.assign marked pure, so a bundle that does not use this section drops it (a spread
// would be kept).
export const adminUsersTable: AdminUsersTableLabels = /* @__PURE__ */ Object.assign(
  {},
  userActions,
  {
    search: 'Search users',
    searchPlaceholder: 'Search…',
    searchIn: 'Search in',
    byEmail: 'Email',
    byName: 'Name',
    match: 'Match',
    contains: 'Contains',
    startsWith: 'Starts with',
    show: 'Show',
    allUsers: 'All users',
    bannedUsers: 'Banned users',
    withRole: 'Role: {role}',
    table: 'Users',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    created: 'Created',
    actions: 'Actions',
    you: 'You',
    active: 'Active',
    bannedBadge: 'Banned',
    bannedUntil: 'until {date}',
    details: 'Details',
    manage: 'Manage',
    previous: 'Previous',
    next: 'Next',
    range: '{from}–{to} of {total}',
    loading: 'Loading users…',
    empty: 'No user matches.',
    pages: 'Users pages',
  },
);

/** {@link AuditLogLabels} in English. */
export const auditLog: AuditLogLabels = {
  filters: 'Filter events',
  type: 'Event',
  allTypes: 'All events',
  userId: 'User ID',
  organizationId: 'Organization ID',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear',
  table: 'Audit log',
  time: 'Time',
  event: 'Event',
  user: 'User',
  ipAddress: 'IP address',
  device: 'Device',
  details: 'Details',
  by: 'by {actor}',
  failure: 'Failed',
  loading: 'Loading events…',
  empty: 'No events match.',
  loadMore: 'Load more',
  shown: '{count} events shown',
  refresh: 'Refresh',
  export: 'Export CSV',
  exporting: 'Exporting… {count} events',
  exported: 'Exported {count} events.',
  exportTruncated: 'Exported the newest {count} events: the export stops there.',
};

/** {@link ImpersonationBannerLabels} in English. */
export const impersonationBanner: ImpersonationBannerLabels = {
  region: 'Impersonation',
  message: 'You are signed in as {name} ({email}), impersonating them.',
  stop: 'Stop impersonating',
};

/** {@link SecurityActivityLabels} in English. */
export const securityActivity: SecurityActivityLabels = {
  list: 'Security activity',
  loading: 'Loading activity…',
  empty: 'No activity yet.',
  failure: 'Failed',
  unknownDevice: 'Unknown device',
  byYou: 'by you, to another account',
  showMore: 'Show more',
};

/** {@link UserDetailsLabels} in English. */
export const userDetails: UserDetailsLabels = {
  close: 'Close',
  loading: 'Loading user…',
  email: 'Email',
  id: 'User ID',
  role: 'Role',
  emailVerified: 'Email verified',
  yes: 'Yes',
  no: 'No',
  status: 'Status',
  active: 'Active',
  banned: 'Banned',
  banReason: 'Ban reason',
  banEnds: 'Ban ends',
  never: 'Never',
  created: 'Created',
  updated: 'Updated',
  sessions: 'Sessions',
  sessionsOf: 'Sessions of {name}',
  noSessions: 'No sessions.',
  unknownDevice: 'Unknown device',
  impersonation: 'Impersonation session',
  signedIn: 'Signed in',
  expires: 'Expires',
  expired: 'Expired',
  revoke: 'Revoke',
  revokeAll: 'Revoke all sessions',
  confirmRevokeAll: 'Sign {name} out on every device?',
  cancel: 'Cancel',
  revoked: 'Session revoked.',
  allRevoked: '{name} is signed out on every device.',
  activity: 'Activity',
};

/** The audit event types' labels in English: `AUDIT_EVENT_LABELS` (admin entry). */
export const auditEvents = AUDIT_EVENT_LABELS;
