/**
 * The app's access control, as docs/organizations.md defines it in its `permissions.ts` sample
 * (a `project` resource and a `projectLead` role), so later samples can
 * `import { ac, roles } from './permissions'`. Keep the two in step. Used only by
 * `scripts/check-docs.ts`; never run.
 */
import { createAccessControl, defaultRoles, defaultStatements } from '@portcullis/core/client';

export const ac = createAccessControl({
  ...defaultStatements,
  project: ['create', 'archive'],
} as const);

export const roles = {
  ...defaultRoles,
  projectLead: ac.newRole({ project: ['create', 'archive'], invitation: ['create'] }),
};
