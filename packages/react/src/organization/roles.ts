/** The roles the kit's pickers offer by default: the plugin's default roles (SPEC §6). */
export const DEFAULT_ROLES: readonly string[] = ['member', 'admin', 'owner'];

/**
 * The display names of the default roles (the organization plugin's `owner`, `admin`, `member`,
 * the admin plugin's `admin`, `user`): English `'Owner'`, `'Admin'`, `'Member'`, `'User'`.
 */
// A type alias, not an interface: it is then assignable to `roleName`'s record of names.
export type RoleNameLabels = {
  owner: string;
  admin: string;
  member: string;
  user: string;
};

/**
 * A role's display name: its name in `names` (the dictionary's `roles`), else capitalised
 * (`'billing'` → `'Billing'`); several comma-separated roles are joined.
 */
export function roleName(role: string, names?: Partial<Record<string, string>>): string {
  return role
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => names?.[name] ?? name.charAt(0).toUpperCase() + name.slice(1))
    .join(', ');
}
