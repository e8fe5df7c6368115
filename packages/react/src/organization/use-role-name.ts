'use client';

import { roles as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { roleName } from './roles.js';

/**
 * {@link roleName} with the provider dictionary's `roles` names ('Propriétaire' for `owner` in
 * French); a role the dictionary does not name is shown capitalised.
 */
export function useRoleName(): (role: string) => string {
  const names = useLabels('roles', DEFAULT_LABELS, undefined);
  return (role) => roleName(role, names);
}
