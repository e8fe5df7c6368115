import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { answerInvitation, type InvitationAnswer } from '../answers.js';
import type { Invitation } from '../entities.js';
import { INVITATION_NOT_FOUND_EXCLAIMED } from '../error-codes.js';
import { emitOrganizationEvent } from '../events.js';
import { assertRecipient } from '../invitation-rules.js';
import { requireCaller } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findOpenInvitation, findOrganization } from '../queries.js';

/**
 * `POST /organization/reject-invitation` `{ invitationId }`: the invitee declines; the
 * invitation becomes `rejected`. Same recipient rules as accept.
 *
 * @returns `{ invitation, member: null }`.
 * @throws APIError 401 UNAUTHORIZED; 400 INVITATION_NOT_FOUND 'Invitation not found!' (unknown,
 *   answered, expired — Better Auth's wording here); 403 YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION,
 *   EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION.
 * @see SPEC §2, §4, §6
 */
export const rejectInvitationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/reject-invitation',
    {
      method: 'POST',
      body: z.object({ invitationId: z.string().min(1) }),
      metadata: { summary: 'Reject an invitation', tags: ['Organization'] },
    },
    async (ctx): Promise<{ invitation: InvitationAnswer; member: null }> => {
      const { adapter } = ctx.context;
      const { user } = await requireCaller(ctx, true);
      const invitation = await findOpenInvitation(adapter, ctx.body.invitationId);
      const notFound = () =>
        organizationError('BAD_REQUEST', 'INVITATION_NOT_FOUND', INVITATION_NOT_FOUND_EXCLAIMED);
      if (!invitation) throw notFound();
      assertRecipient(config, user, invitation, true);
      const organization = await findOrganization(adapter, { id: invitation.organizationId });
      if (!organization) throw notFound();
      await config.hooks.beforeRejectInvitation?.({ invitation, user, organization });
      const rejected = await adapter.update<Invitation>({
        model: 'invitation',
        where: [
          { field: 'id', value: invitation.id },
          { field: 'status', value: 'pending' },
        ],
        update: { status: 'rejected' },
      });
      if (!rejected) throw notFound();
      emitOrganizationEvent(ctx, 'organization.invitation-reject', {
        organizationId: invitation.organizationId,
        actorUserId: user.id,
        userId: user.id,
        details: { invitationId: invitation.id },
      });
      await config.hooks.afterRejectInvitation?.({ invitation: rejected, user, organization });
      return { invitation: answerInvitation(rejected), member: null };
    },
  );
