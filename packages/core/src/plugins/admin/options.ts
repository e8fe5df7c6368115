import type { AdminRole } from './access.js';

/**
 * Options of {@link admin}, Better Auth 1.2.7's admin options by the same names.
 *
 * @see docs/admin.md
 */
export interface AdminOptions {
  /** The role a new user gets. Default: `'user'`. */
  defaultRole?: string;
  /**
   * Roles that are administrators. Default: `['admin']`. Accepted for Better Auth compatibility;
   * as in 1.2.7, permissions come from `roles`, not from this list.
   */
  adminRoles?: string[];
  /** Users who may do everything, whatever their role. Default: none. */
  adminUserIds?: string[];
  /**
   * Roles by name, each with an `authorize` check (build them with `createAccessControl`).
   * Replaces the default `admin` and `user` roles. Default: {@link adminDefaultRoles}.
   */
  roles?: Record<string, AdminRole>;
  /** Lifetime of an impersonation session, in seconds. Default: 3600 (1 hour). */
  impersonationSessionDuration?: number;
  /** The ban reason stored when ban-user gives none. Default: `'No reason'`. */
  defaultBanReason?: string;
  /** Ban length in seconds when ban-user gives none. Default: none (a ban never expires). */
  defaultBanExpiresIn?: number;
  /**
   * The message of the 403 `BANNED_USER` a banned user gets on sign-in. Default:
   * 'You have been banned from this application. Please contact support if you believe this is an error.'
   */
  bannedUserMessage?: string;
  /**
   * Lets an impersonation session use the admin routes with the impersonated user's role, as
   * Better Auth 1.2.7 does: an admin impersonating another admin then acts as that admin (and
   * can impersonate again), and so does whoever holds that session's cookie. Default: false (an
   * impersonation session gets 403 from every admin route but stop-impersonating, and
   * has-permission answers it `success: false`). See docs/migrating-from-better-auth.md.
   */
  impersonationSessionsKeepAdminAccess?: boolean;
}

/** {@link AdminOptions} with every default applied. */
export interface AdminConfig {
  defaultRole: string;
  adminUserIds: readonly string[];
  roles: Readonly<Record<string, AdminRole>>;
  impersonationSessionDuration: number;
  defaultBanReason: string;
  defaultBanExpiresIn: number | undefined;
  bannedUserMessage: string;
  impersonationSessionsKeepAdminAccess: boolean;
}

/** Applies the defaults once, at start-up. */
export function resolveAdminOptions(
  options: AdminOptions,
  defaultRoles: Readonly<Record<string, AdminRole>>,
): AdminConfig {
  return {
    defaultRole: options.defaultRole ?? 'user',
    adminUserIds: options.adminUserIds ?? [],
    roles: options.roles ?? defaultRoles,
    impersonationSessionDuration: options.impersonationSessionDuration ?? 3600,
    defaultBanReason: options.defaultBanReason ?? 'No reason',
    defaultBanExpiresIn: options.defaultBanExpiresIn,
    bannedUserMessage:
      options.bannedUserMessage ??
      'You have been banned from this application. Please contact support if you believe this is an error.',
    impersonationSessionsKeepAdminAccess: options.impersonationSessionsKeepAdminAccess ?? false,
  };
}
