import { type AuthEventType, type EndpointContext, emitEvent } from '../../plugin/index.js';

/** The audit event types of the organization plugin (`organization.*`). */
export type OrganizationEventType = Extract<AuthEventType, `organization.${string}`>;

/** What an organization event records besides its type (docs/audit-log.md lists each). */
export interface OrganizationEventInput {
  organizationId: string;
  /** Who acted: the caller; absent for a server call without a session. */
  actorUserId: string | undefined;
  /** The member or invitee concerned, when there is one (and they have an account). */
  userId?: string | undefined;
  /** Small, secret-free facts: a role, a team id, an invitation id, an invitee's email. */
  details?: Record<string, unknown>;
}

/**
 * Emits an organization audit event through the plugin entry's `emitEvent` (stored with
 * `auditLog` on, handed to `onEvent`). Called once the change is written, before the `after`
 * hook, so a failing hook never loses the record of what was done. Without an actor (a server
 * call without a session) the actor is the subject, as for every event.
 *
 * @example
 * emitOrganizationEvent(ctx, 'organization.member-add', {
 *   organizationId,
 *   actorUserId: session?.user.id,
 *   userId: member.userId,
 *   details: { role: member.role },
 * });
 */
export function emitOrganizationEvent(
  ctx: EndpointContext<any, any>,
  type: OrganizationEventType,
  input: OrganizationEventInput,
): void {
  emitEvent(ctx, {
    type,
    organizationId: input.organizationId,
    ...(input.userId === undefined ? {} : { userId: input.userId }),
    ...(input.actorUserId === undefined ? {} : { actorUserId: input.actorUserId }),
    ...(input.details === undefined ? {} : { details: input.details }),
  });
}
