import type { AuthEvent, AuthEventInput } from '../kernel/auth-event.js';
import type { RequestScope } from '../kernel/request-scope.js';
import { getClientIp } from '../rate-limit/client-ip.js';

/**
 * Records an audit event: queues it for the audit log (`auditLog` on) and sends it to the
 * `onEvent` option (if any). Returns at once: neither is awaited on the request's path, and their
 * failures (thrown or rejected) are logged and counted, never thrown. Plugins call it too (e.g.
 * the organization plugin for `organization.member-add`).
 *
 * @example
 * emitEvent(ctx, {
 *   type: 'organization.role-change',
 *   userId: member.userId,
 *   actorUserId: session.user.id,
 *   organizationId,
 *   details: { role },
 * });
 */
export function emitEvent(
  ctx: Pick<RequestScope, 'context' | 'headers'>,
  input: AuthEventInput,
): void {
  const handler = ctx.context.options.onEvent;
  const { auditLog } = ctx.context;
  if (!handler && !auditLog) return;
  const actorUserId = input.actorUserId ?? input.userId;
  const event: AuthEvent = {
    type: input.type,
    ...(input.userId === undefined ? {} : { userId: input.userId }),
    ...(actorUserId === undefined ? {} : { actorUserId }),
    ...(input.organizationId === undefined ? {} : { organizationId: input.organizationId }),
    ...(input.sessionId === undefined ? {} : { sessionId: input.sessionId }),
    outcome:
      input.outcome ??
      (input.type === 'sign-in.failure' || input.type === 'lockout' ? 'failure' : 'success'),
    ipAddress: getClientIp(ctx.headers, ctx.context.options.ipAddress),
    userAgent: ctx.headers.get('user-agent'),
    timestamp: new Date(),
    ...(input.details === undefined ? {} : { details: input.details }),
  };
  auditLog?.record(event);
  if (!handler) return;
  const { logger } = ctx.context;
  // Run after the current work, so even a handler's synchronous part stays off the request path.
  Promise.resolve()
    .then(() => handler(event))
    .catch((error: unknown) =>
      logger.error(`The onEvent handler failed for "${event.type}"`, error),
    );
}
