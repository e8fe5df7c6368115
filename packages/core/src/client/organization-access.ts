// Role checks for the browser: the shared access-control builder, and the organization plugin's
// default roles and role check. They read no database and send no request, so UI can hide what
// a role may not do. The server checks again on every call.

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
export {
  type AccessControl,
  type AuthorizeResult,
  createAccessControl,
  type PermissionRequest,
  type Permissions,
  type Role,
  type Statements,
} from '../utils/access-control.js';
