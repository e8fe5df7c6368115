import type { AdminConfig } from './options.js';
import { banUserRoute } from './routes/ban-user.js';
import { createUserRoute } from './routes/create-user.js';
import { getUserRoute } from './routes/get-user.js';
import { hasPermissionRoute } from './routes/has-permission.js';
import { impersonateUserRoute } from './routes/impersonate-user.js';
import { listAuditEventsRoute } from './routes/list-audit-events.js';
import { listUserSessionsRoute } from './routes/list-user-sessions.js';
import { listUsersRoute } from './routes/list-users.js';
import { removeUserRoute } from './routes/remove-user.js';
import { revokeUserSessionRoute } from './routes/revoke-user-session.js';
import { revokeUserSessionsRoute } from './routes/revoke-user-sessions.js';
import { setRoleRoute } from './routes/set-role.js';
import { setUserPasswordRoute } from './routes/set-user-password.js';
import { stopImpersonatingRoute } from './routes/stop-impersonating.js';
import { unbanUserRoute } from './routes/unban-user.js';
import { updateUserRoute } from './routes/update-user.js';

/**
 * The admin routes by their `auth.api` name: Better Auth 1.2.7's thirteen, and `getUser` and
 * `adminUpdateUser` by the latest Better Auth 1.x's names, and `adminListAuditEvents`.
 */
export const adminEndpoints = (config: AdminConfig) => ({
  setRole: setRoleRoute(config),
  createUser: createUserRoute(config),
  listUsers: listUsersRoute(config),
  listUserSessions: listUserSessionsRoute(config),
  unbanUser: unbanUserRoute(config),
  banUser: banUserRoute(config),
  impersonateUser: impersonateUserRoute(config),
  stopImpersonating: stopImpersonatingRoute,
  revokeUserSession: revokeUserSessionRoute(config),
  revokeUserSessions: revokeUserSessionsRoute(config),
  removeUser: removeUserRoute(config),
  setUserPassword: setUserPasswordRoute(config),
  userHasPermission: hasPermissionRoute(config),
  getUser: getUserRoute(config),
  adminUpdateUser: updateUserRoute(config),
  adminListAuditEvents: listAuditEventsRoute(config),
});

/** The type of {@link adminEndpoints}' answer. */
export type AdminEndpoints = ReturnType<typeof adminEndpoints>;
