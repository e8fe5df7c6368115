import type { SessionWithUser } from '@portcullis/core/client';

/**
 * Whether the signed-in user may see the admin area: their roles include `admin`, and the
 * session is their own (an impersonation session can call no admin route). The server checks
 * every call itself; this only decides what the UI offers.
 */
export function isAdmin(data: SessionWithUser | null): boolean {
  if (!data) return false;
  const { role } = data.user as { role?: string | null };
  const { impersonatedBy } = data.session as { impersonatedBy?: string | null };
  if (impersonatedBy) return false;
  return (role ?? '').split(',').some((name) => name.trim() === 'admin');
}
