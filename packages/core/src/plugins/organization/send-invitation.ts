import type { EndpointContext, User } from '../../plugin/index.js';
import type { Invitation, Organization } from './entities.js';
import type { OrganizationConfig } from './options.js';

/**
 * Calls `sendInvitationEmail` (awaited: a failure reaches the inviter) with the accept link:
 * `invitationURL(id)`, or `{origin of baseURL}/accept-invitation/{id}` — built from
 * configuration, never from the request.
 */
export async function sendInvitation(
  ctx: EndpointContext<any, any>,
  config: OrganizationConfig,
  data: { organization: Organization; inviter: User; invitation: Invitation },
): Promise<void> {
  const { invitation } = data;
  const url =
    config.invitationURL?.(invitation.id) ??
    `${ctx.context.options.origin}/accept-invitation/${invitation.id}`;
  await config.sendInvitationEmail?.(
    { ...data, id: invitation.id, email: invitation.email, role: invitation.role, url },
    ctx.request,
  );
}

/** When an invitation made now expires: `invitationExpiresIn` seconds from now. */
export const invitationExpiry = (config: OrganizationConfig): Date =>
  new Date(Date.now() + config.invitationExpiresIn * 1000);
