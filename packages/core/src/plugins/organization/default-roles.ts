import { createAccessControl, type Role } from './access.js';

/**
 * The resources and actions of the default access model (SPEC §6): `organization` [update,
 * delete], `member` [create, update, delete], `invitation` [create, cancel], `team` [create,
 * update, delete], and Portcullis's `auditLog` [list] (`GET /organization/list-audit-events`).
 * Spread it into your own statements to keep the routes' checks working.
 *
 * @example
 * const ac = createAccessControl({ ...defaultStatements, project: ['create'] } as const);
 * @see SPEC §6
 */
export const defaultStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  auditLog: ['list'],
} as const;

/** The access control over {@link defaultStatements}. */
export const defaultAc = createAccessControl(defaultStatements);

/** `owner`: every default permission (SPEC §6). The creator's role unless `creatorRole` says otherwise. */
export const ownerRole = defaultAc.newRole({
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  auditLog: ['list'],
});

/** `admin`: every default permission but deleting the organization (SPEC §6). */
export const adminRole = defaultAc.newRole({
  organization: ['update'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  auditLog: ['list'],
});

/**
 * `member`: no permission; membership alone lets one read the organization (SPEC §6), not its
 * audit log.
 */
export const memberRole = defaultAc.newRole({});

/**
 * The default roles by name: `owner`, `admin`, `member`. Pass `roles: { ...defaultRoles, x }`
 * to add a role and keep these.
 *
 * @see SPEC §6
 */
export const defaultRoles: Record<'owner' | 'admin' | 'member', Role<any>> = {
  owner: ownerRole,
  admin: adminRole,
  member: memberRole,
};
