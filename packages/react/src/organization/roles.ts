/** The roles the kit's pickers offer by default: the plugin's default roles (SPEC §6). */
export const DEFAULT_ROLES: readonly string[] = ['member', 'admin', 'owner'];

/** A role's display name: `'admin'` → `'Admin'`; several comma-separated roles are joined. */
export function roleName(role: string): string {
  return role
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => name.charAt(0).toUpperCase() + name.slice(1))
    .join(', ');
}
