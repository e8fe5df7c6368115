/**
 * The kinds of audit events, by area. docs/audit-log.md lists each with its fields.
 *
 * - Accounts: `sign-up`, `sign-in.success`, `sign-in.failure`, `sign-out`, `lockout` (an
 *   account's sign-ins refused after too many failures), `password.change`, `password.reset`,
 *   `password.set` (a first password), `email.change`, `email.verify`, `account.link`,
 *   `account.unlink`, `session.revoke`, `user.delete`.
 * - Two-factor (two-factor plugin): `two-factor.enable` (turned on: `details.method` `'totp'` /
 *   `'otp'` / `'skip-verification'`), `two-factor.disable`, `two-factor.challenge-success` /
 *   `two-factor.challenge-failure` (a second-factor code accepted / refused: `details.method`
 *   `'totp'` / `'otp'` / `'backup-code'`, failures with `details.reason`),
 *   `two-factor.backup-codes-regenerate`, `two-factor.backup-code-use`.
 * - Organizations (organization plugin): `organization.create|update|delete`,
 *   `organization.member-add|member-remove|role-change`,
 *   `organization.invitation-create|invitation-accept|invitation-reject|invitation-cancel`,
 *   `organization.team-create|team-update|team-delete|team-member-add|team-member-remove`.
 * - Passkeys (passkey plugin): `passkey.add`, `passkey.rename`, `passkey.delete` (`details.passkeyId`);
 *   a passkey sign-in is `sign-in.success` / `sign-in.failure` with `details.method: 'passkey'`.
 * - Administration (admin plugin): `admin.user-create|user-update|role-set|user-ban|user-unban|`
 *   `user-remove|password-set|session-revoke|impersonation-start|impersonation-stop`.
 * - Passwordless (magic-link and email-otp plugins): sign-ins are `sign-in.success` /
 *   `sign-in.failure` with `details.method` `'magic-link'` or `'email-otp'`; besides,
 *   `magic-link.failure` (a link refused: `details.reason` `invalid_token` / `expired_token` /
 *   `sign_up_disabled`) and `email-otp.failure` (a code refused on verify-email or
 *   reset-password: `details: { type, reason }`, reason `invalid_otp` / `otp_expired` /
 *   `too_many_attempts`).
 * - Phone numbers (phone-number plugin): a password sign-in by number is `sign-in.success` /
 *   `sign-in.failure` with `details.method: 'phone-number'`; `phone-number.verify` (a number
 *   verified, `details.updated` when it replaced the signed-in user's number) and
 *   `phone-number.failure` (a code refused: `details: { type, reason }`, type `verify` /
 *   `forget-password`, reason `otp_not_found` / `invalid_otp` / `otp_expired` /
 *   `too_many_attempts`).
 */
export type AuthEventType =
  | 'sign-up'
  | 'sign-in.success'
  | 'sign-in.failure'
  | 'sign-out'
  | 'lockout'
  | 'password.change'
  | 'password.reset'
  | 'password.set'
  | 'email.change'
  | 'email.verify'
  | 'account.link'
  | 'account.unlink'
  | 'session.revoke'
  | 'user.delete'
  | 'two-factor.enable'
  | 'two-factor.disable'
  | 'two-factor.challenge-success'
  | 'two-factor.challenge-failure'
  | 'two-factor.backup-codes-regenerate'
  | 'two-factor.backup-code-use'
  | 'organization.create'
  | 'organization.update'
  | 'organization.delete'
  | 'organization.member-add'
  | 'organization.member-remove'
  | 'organization.role-change'
  | 'organization.invitation-create'
  | 'organization.invitation-accept'
  | 'organization.invitation-reject'
  | 'organization.invitation-cancel'
  | 'organization.team-create'
  | 'organization.team-update'
  | 'organization.team-delete'
  | 'organization.team-member-add'
  | 'organization.team-member-remove'
  | 'admin.user-create'
  | 'admin.user-update'
  | 'admin.role-set'
  | 'admin.user-ban'
  | 'admin.user-unban'
  | 'admin.user-remove'
  | 'admin.password-set'
  | 'admin.session-revoke'
  | 'admin.impersonation-start'
  | 'admin.impersonation-stop'
  | 'passkey.add'
  | 'passkey.rename'
  | 'passkey.delete'
  | 'magic-link.failure'
  | 'email-otp.failure'
  | 'phone-number.verify'
  | 'phone-number.failure';

/** Whether the recorded attempt succeeded. */
export type AuthEventOutcome = 'success' | 'failure';

/**
 * One audit event, handed to the `onEvent` option and, with `auditLog` on, stored as a row of
 * the `auditEvent` table. Never carries a password, token, cookie or secret.
 *
 * - `userId`: the user the event is about (the subject), when known (absent on a failed sign-in
 *   of an unknown account).
 * - `actorUserId`: the user who acted; the subject itself unless someone else acted on them (an
 *   admin banning a user, an organization owner removing a member).
 * - `organizationId`, `sessionId`: the organization and session concerned, when one is.
 * - `outcome`: `'failure'` for `sign-in.failure` and `lockout`, else `'success'`.
 * - `ipAddress`: the client IP as `advanced.ipAddress` determines it (forwarded headers are read
 *   only behind `trustedProxies`, taking the right hop), or null.
 * - `details`: per type, e.g. `{ method: 'email' }` for sign-ins, `{ providerId }` for account
 *   events, `{ reason }` for failures, `{ scope: 'other' | 'all' | 'one' }` for revocations.
 */
export interface AuthEvent {
  type: AuthEventType;
  userId?: string;
  actorUserId?: string;
  organizationId?: string;
  sessionId?: string;
  outcome: AuthEventOutcome;
  ipAddress: string | null;
  userAgent: string | null;
  timestamp: Date;
  details?: Record<string, unknown>;
}

/**
 * What a caller of `emitEvent` gives; the request data and timestamp are added. `actorUserId`
 * defaults to `userId`, `outcome` to `'failure'` for `sign-in.failure` and `lockout` and to
 * `'success'` otherwise.
 */
export type AuthEventInput = Pick<
  AuthEvent,
  'type' | 'userId' | 'actorUserId' | 'organizationId' | 'sessionId' | 'details'
> & { outcome?: AuthEventOutcome };

/**
 * The audit log of an instance with `auditLog` on (`auth.$context.auditLog`): the writer every
 * event goes through. Writes are queued and stored in batches, off the request's path.
 */
export interface AuditLogWriter {
  /** Queues `event` for the `auditEvent` table. Returns at once; never throws. */
  record(event: AuthEvent): void;
  /** Resolves once every event queued so far is stored (or has failed and been counted). */
  flush(): Promise<void>;
  /**
   * Counters since start-up: events `written`, events whose write `failed` (logged), and
   * events `dropped` because the queue was full (`auditLog.maxQueueSize`).
   */
  readonly stats: { written: number; failed: number; dropped: number };
}
