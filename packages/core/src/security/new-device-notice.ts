import type { User } from '../db/entities.js';
import type { ResolvedNewDeviceNoticeOptions } from '../kernel/audit-log-options.js';
import type { AuthContext } from '../kernel/auth-context.js';
import { ipBucket, parseIp } from '../rate-limit/ip-address.js';
import type { AuditEventRow } from './audit-log-writer.js';

const DAY_MS = 86_400_000;
/** The sign-ins and sign-ups of the look-back window examined, newest first. */
const MAX_PAST_EVENTS = 200;

/**
 * The network a sign-in came from: an IPv4 address's /24, an IPv6 address's /64; null when
 * unknown. Two sign-ins from one home or office network share it even when the address changes.
 */
export function devicePrefix(ipAddress: string | null): string | null {
  if (!ipAddress) return null;
  const parsed = parseIp(ipAddress);
  if (!parsed) return null;
  if (parsed.version === 4) return `${parsed.text.split('.').slice(0, 3).join('.')}.0/24`;
  return ipBucket(ipAddress, 64);
}

/**
 * Builds the `newDeviceNotice` check the audit-log writer runs after each stored event: for a
 * `sign-in.success`, it looks up the user's sign-ins and sign-up of the last `seenWithinDays`
 * days (stored before this one); when none had the same user agent and IP prefix
 * ({@link devicePrefix}), `sendNewDeviceEmail` is called. All of it runs in the background;
 * failures are logged.
 */
export function createNewDeviceNotice(
  context: AuthContext,
  options: ResolvedNewDeviceNoticeOptions,
): (row: AuditEventRow) => void {
  return (row) => {
    if (row.type !== 'sign-in.success' || !row.userId) return;
    const userId = row.userId;
    context.runInBackground(async () => {
      const since = new Date(row.createdAt.getTime() - options.seenWithinDays * DAY_MS);
      const past = await context.adapter.findMany<AuditEventRow>({
        model: 'auditEvent',
        where: [
          { field: 'userId', value: userId },
          { field: 'type', operator: 'in', value: ['sign-in.success', 'sign-up'] },
          { field: 'createdAt', operator: 'gte', value: since },
          { field: 'id', operator: 'lt', value: row.id },
        ],
        sortBy: { field: 'id', direction: 'desc' },
        limit: MAX_PAST_EVENTS,
      });
      const prefix = devicePrefix(row.ipAddress);
      const seen = past.some(
        (event) => event.userAgent === row.userAgent && devicePrefix(event.ipAddress) === prefix,
      );
      if (seen) return;
      const user = await context.store.findUserById(userId);
      if (!user) return;
      await options.sendNewDeviceEmail({
        user: pick(user),
        device: { userAgent: row.userAgent, ipAddress: row.ipAddress },
        time: row.createdAt,
        sessionsURL: options.sessionsURL,
      });
    });
  };
}

function pick(user: User): { id: string; email: string; name: string } {
  return { id: user.id, email: user.email, name: user.name };
}
