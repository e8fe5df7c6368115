/**
 * @module @portcullis/react/admin
 *
 * The admin area and the audit log of the React kit, in their own entry so apps that never
 * show them do not ship them. With the `admin()` plugin on the server and `adminClient()` in
 * the client: `AdminUsersTable` (search, filter, sort and paged users, with ban, unban, set
 * role, impersonate, revoke sessions, set password and remove, each confirmed), `UserDetails`
 * (a user's fields, sessions and audit events), `ImpersonationBanner` and the hooks
 * `useAdminUsers`, `useAdminUser`, `useUserSessions`. With `auditLog: { enabled: true }`:
 * `AuditLog` (filters, cursor paging, CSV export; everyone's events for admins or the user's
 * own) and `SecurityActivity` (the user's own, for an account page, no admin plugin needed),
 * on `useAuditEvents`. Use them inside the `PortcullisProvider` of `@portcullis/react`; the
 * styles are in `@portcullis/react/styles.css`.
 *
 * @example
 * import { AdminUsersTable, AuditLog, ImpersonationBanner } from '@portcullis/react/admin';
 */

export type { AdminUsersTableLabels, AdminUsersTableProps } from './AdminUsersTable.js';
export { AdminUsersTable } from './AdminUsersTable.js';
export type { AuditLogLabels, AuditLogProps } from './AuditLog.js';
export { AuditLog } from './AuditLog.js';
export type { AdminAuthClient } from './admin-client.js';
export type { AdminSession, AdminUser } from './admin-types.js';
export { csvField, toAuditCsv } from './audit-csv.js';
export type { AuditEventType } from './audit-event-types.js';
export {
  AUDIT_EVENT_LABELS,
  AUDIT_EVENT_TYPES,
  auditEventLabel,
  SECURITY_EVENT_TYPES,
} from './audit-event-types.js';
export type { AuditEvent, AuditEventsState, AuditUserRef } from './audit-events-store.js';
export type { AuditEventFilter, AuditScope } from './audit-query.js';
export type {
  ImpersonationBannerLabels,
  ImpersonationBannerProps,
} from './ImpersonationBanner.js';
export { ImpersonationBanner } from './ImpersonationBanner.js';
export type {
  AdminUsersFilter,
  AdminUsersQuery,
  AdminUsersSortField,
} from './list-users-query.js';
export type { AdminQueryState } from './query-store.js';
export type { SecurityActivityLabels, SecurityActivityProps } from './SecurityActivity.js';
export { SecurityActivity } from './SecurityActivity.js';
export type { AdminUserAction, BanDuration } from './UserActions.js';
export type { UserDetailsLabels, UserDetailsProps } from './UserDetails.js';
export { UserDetails } from './UserDetails.js';
export type { UseAdminUserResult } from './useAdminUser.js';
export { useAdminUser } from './useAdminUser.js';
export type { AdminUsersPage, UseAdminUsersResult } from './useAdminUsers.js';
export { useAdminUsers } from './useAdminUsers.js';
export type { UseAuditEventsOptions, UseAuditEventsResult } from './useAuditEvents.js';
export { useAuditEvents } from './useAuditEvents.js';
export type { UseUserSessionsResult } from './useUserSessions.js';
export { useUserSessions } from './useUserSessions.js';
