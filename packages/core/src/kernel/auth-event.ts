/** The kinds of audit events. */
export type AuthEventType =
  | 'sign-in.success'
  | 'sign-in.failure'
  | 'sign-up'
  | 'sign-out'
  | 'password.change'
  | 'password.reset'
  | 'email.change'
  | 'session.revoke'
  | 'account.link'
  | 'account.unlink'
  | 'organization.role-change';

/**
 * One audit event, handed to the `onEvent` option. Never carries a password, token or cookie.
 *
 * - `userId`: the user concerned, when known (absent on a failed sign-in of an unknown account).
 * - `ipAddress`: the client IP as `advanced.ipAddress` determines it (forwarded headers are read
 *   only behind `trustedProxies`, taking the right hop), or null.
 * - `details`: per type, e.g. `{ method: 'email' }` for sign-ins, `{ providerId }` for account
 *   events, `{ reason }` for failures, `{ scope: 'other' | 'all' | 'one' }` for revocations.
 */
export interface AuthEvent {
  type: AuthEventType;
  userId?: string;
  ipAddress: string | null;
  userAgent: string | null;
  timestamp: Date;
  details?: Record<string, unknown>;
}

/** What a caller of {@link emitEvent} gives; the request data and timestamp are added. */
export type AuthEventInput = Pick<AuthEvent, 'type' | 'userId' | 'details'>;
