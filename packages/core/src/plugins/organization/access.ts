/**
 * The organization plugin's access control is the shared builder of the plugin entries
 * (`utils/access-control.ts`): statements, roles and their `authorize` check, pure, so the
 * browser client can run it too. Re-exported here under the names the plugin's files import.
 *
 * @see SPEC §6
 */
export {
  type AccessControl,
  type AuthorizeResult,
  createAccessControl,
  NOT_AUTHORIZED,
  type PermissionRequest,
  type Permissions,
  type Role,
  resourceNotAllowed,
  resourceUnauthorized,
  type Statements,
} from '../../plugin/client.js';
