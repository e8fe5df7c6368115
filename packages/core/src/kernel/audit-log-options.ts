/**
 * `auditLog`: security events stored in the app's own database (the `auditEvent` table), queried
 * through `/list-audit-events` (a user's own events), `/organization/list-audit-events` (an
 * organization's, for its owners and admins) and `/admin/list-audit-events` (everyone's, for
 * admins). See docs/audit-log.md.
 */
export interface AuditLogOptions {
  /** Stores every audit event in the `auditEvent` table (run `migrate(auth)`). Default: false. */
  enabled?: boolean;
  /**
   * Events older than this many days are deleted, at most once an hour per instance, after a
   * write. Default: none (events are kept).
   */
  retentionDays?: number;
  /** The table's name. Default: `'auditEvent'`. */
  modelName?: string;
  /**
   * Most events waiting to be written; more are dropped (counted in `stats.dropped` and
   * logged) rather than held in memory while the database is down. Default: 10,000.
   */
  maxQueueSize?: number;
}

/**
 * `newDeviceNotice`: tells a user when their account is signed in to from a device not seen
 * before. Needs `auditLog: { enabled: true }`: past sign-ins are looked up there.
 */
export interface NewDeviceNoticeOptions {
  /**
   * Called, in the background after the response, when a user signs in successfully (any
   * method) with a user agent and IP prefix (IPv4 /24, IPv6 /64) that none of their sign-ins or
   * their sign-up of the last `seenWithinDays` days had. Its failure is logged.
   *
   * - `device`: the user agent (or null) and IP address (or null) of the new sign-in.
   * - `time`: when it happened.
   * - `sessionsURL`: `sessionsURL` below, where the user can revoke sessions.
   */
  sendNewDeviceEmail: (data: {
    user: { id: string; email: string; name: string };
    device: { userAgent: string | null; ipAddress: string | null };
    time: Date;
    sessionsURL: string;
  }) => Promise<void> | void;
  /** How far back a device counts as seen, in days. Default: 30. */
  seenWithinDays?: number;
  /** The app's page listing the user's sessions. Default: `baseURL`'s origin + `'/'`. */
  sessionsURL?: string;
}

/** `auditLog` with its defaults applied. */
export interface ResolvedAuditLogOptions {
  enabled: boolean;
  /** Days, or undefined to keep events. */
  retentionDays: number | undefined;
  modelName: string;
  maxQueueSize: number;
}

/** `newDeviceNotice` with its defaults applied. */
export type ResolvedNewDeviceNoticeOptions = Required<NewDeviceNoticeOptions>;
