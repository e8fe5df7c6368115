import type { AuthEvent, AuthEventInput } from '../kernel/auth-event.js';
import type { RequestScope } from '../kernel/request-scope.js';
import { getClientIp } from '../rate-limit/client-ip.js';

/**
 * Sends an audit event to the `onEvent` option, if any. Returns at once: the handler is never
 * awaited on the request's path, and its failure (thrown or rejected) is logged, never thrown.
 * Plugins call it too (e.g. the organization plugin for `organization.role-change`).
 *
 * @example
 * emitEvent(ctx, { type: 'organization.role-change', userId: member.userId, details: { role } });
 */
export function emitEvent(
  ctx: Pick<RequestScope, 'context' | 'headers'>,
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
