import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { answerInvitation } from '../answers.js';
import { INVITATION_NOT_FOUND_EXCLAIMED } from '../error-codes.js';
import { assertRecipient, type InvitationDetails } from '../invitation-rules.js';
import { refuse, requireCaller } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findMember, findOpenInvitation, findOrganization } from '../queries.js';

/**
 * `GET /organization/get-invitation?id`: a pending, unexpired invitation addressed to the
 * caller, with the organization's name and slug and the inviter's email — for an accept page.
 * Viewing needs no verified email: the id itself came by email. Answers are Better Auth
 * 1.2.7's, its wording included.
 *
 * @returns the invitation with `organizationName`, `organizationSlug`, `inviterEmail`.
 * @throws APIError 401 NOT_AUTHENTICATED 'Not authenticated'; 400 INVITATION_NOT_FOUND
 *   'Invitation not found!' (unknown, answered, expired), ORGANIZATION_NOT_FOUND,
 *   INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION, VALIDATION_ERROR; 403
 *   YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION.
 * @see SPEC §4, §6, §8
 */
export const getInvitationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/get-invitation',
    {
      method: 'GET',
      query: z.object({ id: z.string().min(1) }),
      metadata: { summary: 'Get an invitation addressed to you', tags: ['Organization'] },
    },
    async (ctx): Promise<InvitationDetails> => {
      const { adapter, store } = ctx.context;
      const { user } = await requireCaller(ctx, false, refuse('UNAUTHORIZED', 'NOT_AUTHENTICATED'));
      const invitation = await findOpenInvitation(adapter, ctx.query.id);
      if (!invitation) {
        throw organizationError(
          'BAD_REQUEST',
          'INVITATION_NOT_FOUND',
          INVITATION_NOT_FOUND_EXCLAIMED,
        );
      }
      assertRecipient(config, user, invitation, false);
      const { organizationId, inviterId } = invitation;
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND');
      const inviter = (await findMember(adapter, organizationId, inviterId))
        ? await store.findUserById(inviterId)
        : null;
      if (!inviter) {
        throw organizationError('BAD_REQUEST', 'INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION');
      }
      return {
        ...answerInvitation(invitation),
        organizationName: organization.name,
        organizationSlug: organization.slug,
        inviterEmail: inviter.email,
      };
    },
  );
