// The role check of the organization plugin, for the browser: it reads no database and sends no
// request, so UI can hide what a role may not do. The server checks again on every call.
export type {
  AuthorizeResult,
  PermissionRequest,
  Role,
} from '../plugins/organization/access.js';
export { createAccessControl } from '../plugins/organization/access.js';
export {
  adminRole,
  defaultRoles,
  defaultStatements,
  memberRole,
  ownerRole,
} from '../plugins/organization/default-roles.js';
export {
  type CheckRolePermissionInput,
  checkRolePermission,
} from '../plugins/organization/role-permissions.js';
