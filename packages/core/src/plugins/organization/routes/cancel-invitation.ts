import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import type { Invitation } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { assertPermission, requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findInvitation, findOrganization } from '../queries.js';

/**
 * `POST /organization/cancel-invitation` `{ invitationId }`: withdraws a pending invitation
 * (expired or not); it becomes `canceled`. Needs membership of the invitation's organization
 * and `invitation:cancel` (owner, admin).
 *
 * @returns the canceled invitation.
 * @throws APIError 401 UNAUTHORIZED; 404 INVITATION_NOT_FOUND (unknown or no longer pending); 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION.
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
    async (ctx): Promise<Invitation> => {
      const { adapter } = ctx.context;
      const { user } = await requireCaller(ctx, true);
      const invitation = await findInvitation(adapter, ctx.body.invitationId);
      if (invitation?.status !== 'pending') {
        throw organizationError('NOT_FOUND', 'INVITATION_NOT_FOUND');
      }
      const acting = await requireMember(adapter, invitation.organizationId, user.id);
      assertPermission(
        config,
        acting,
        { invitation: ['cancel'] },
        'YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION',
      );
      const organization = await findOrganization(adapter, { id: invitation.organizationId });
      if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
      await config.hooks.beforeCancelInvitation?.({ invitation, user, organization });
      const canceled = await adapter.update<Invitation>({
        model: 'invitation',
        where: [
          { field: 'id', value: invitation.id },
          { field: 'status', value: 'pending' },
        ],
        update: { status: 'canceled' },
      });
      if (!canceled) throw organizationError('NOT_FOUND', 'INVITATION_NOT_FOUND');
      await config.hooks.afterCancelInvitation?.({ invitation: canceled, user, organization });
      return canceled;
    },
  );
