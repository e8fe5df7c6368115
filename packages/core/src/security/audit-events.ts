import type { EndpointContext } from '../api/endpoint.js';
import { getClientIp } from '../rate-limit/client-ip.js';

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

/**
 * Sends an audit event to the `onEvent` option, if any. Returns at once: the handler is never
 * awaited on the request's path, and its failure (thrown or rejected) is logged, never thrown.
 * Plugins call it too (e.g. the organization plugin for `organization.role-change`).
 *
 * @example
 * emitEvent(ctx, { type: 'organization.role-change', userId: member.userId, details: { role } });
 */
export function emitEvent(
  ctx: Pick<EndpointContext<any, any>, 'context' | 'headers'>,
  input: AuthEventInput,
): void {
  const handler = ctx.context.options.onEvent;
  if (!handler) return;
  const event: AuthEvent = {
    type: input.type,
    ...(input.userId === undefined ? {} : { userId: input.userId }),
    ipAddress: getClientIp(ctx.headers, ctx.context.options.ipAddress),
    userAgent: ctx.headers.get('user-agent'),
    timestamp: new Date(),
    ...(input.details === undefined ? {} : { details: input.details }),
  };
  const { logger } = ctx.context;
  // Run after the current work, so even a handler's synchronous part stays off the request path.
  Promise.resolve()
    .then(() => handler(event))
    .catch((error: unknown) =>
      logger.error(`The onEvent handler failed for "${event.type}"`, error),
    );
}
