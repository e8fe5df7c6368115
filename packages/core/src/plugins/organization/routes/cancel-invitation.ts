import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { answerInvitation, type InvitationAnswer } from '../answers.js';
import type { Invitation } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { assertPermission, refuse, requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findInvitation, findOrganization } from '../queries.js';

/**
 * `POST /organization/cancel-invitation` `{ invitationId }`: withdraws an invitation; it becomes
 * `canceled` (SPEC §4: "Cancel sets canceled"), whatever its status, as in Better Auth 1.2.7.
 * Needs membership of the invitation's organization and `invitation:cancel` (owner, admin).
 *
 * @returns the canceled invitation.
 * @throws APIError 401 UNAUTHORIZED; 400 INVITATION_NOT_FOUND, MEMBER_NOT_FOUND (the caller is not
 *   a member of its organization); 403 YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION.
 * @see SPEC §2, §4, §6
 */
export const cancelInvitationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/cancel-invitation',
    {
      method: 'POST',
      body: z.object({ invitationId: z.string().min(1) }),
      metadata: { summary: 'Cancel an invitation', tags: ['Organization'] },
    },
    async (ctx): Promise<InvitationAnswer> => {
      const { adapter, store } = ctx.context;
      const { user } = await requireCaller(ctx, true);
      const invitation = await findInvitation(adapter, ctx.body.invitationId);
      if (!invitation) throw organizationError('BAD_REQUEST', 'INVITATION_NOT_FOUND');
      const acting = await requireMember(
        adapter,
        invitation.organizationId,
        user.id,
        refuse('BAD_REQUEST', 'MEMBER_NOT_FOUND'),
      );
      assertPermission(
        config,
        acting,
        { invitation: ['cancel'] },
        'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
      );
      const organization = await findOrganization(adapter, { id: invitation.organizationId });
      if (!organization) throw organizationError('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND');
      await config.hooks.beforeCancelInvitation?.({ invitation, user, organization });
      const canceled = await adapter.update<Invitation>({
        model: 'invitation',
        where: [{ field: 'id', value: invitation.id }],
        update: { status: 'canceled' },
      });
      if (!canceled) throw organizationError('BAD_REQUEST', 'INVITATION_NOT_FOUND');
      // The invitee is the subject when they have an account.
      const invitee = await store.findUserByEmail(invitation.email);
      emitOrganizationEvent(ctx, 'organization.invitation-cancel', {
        organizationId: invitation.organizationId,
        actorUserId: user.id,
        userId: invitee?.id,
        details: { invitationId: invitation.id, email: invitation.email },
      });
      await config.hooks.afterCancelInvitation?.({ invitation: canceled, user, organization });
      return answerInvitation(canceled);
    },
  );
