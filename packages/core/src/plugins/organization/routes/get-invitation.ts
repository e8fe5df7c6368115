import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { organizationError } from '../error-codes.js';
import {
  assertRecipient,
  describeInvitations,
  type InvitationDetails,
} from '../invitation-rules.js';
import { requireCaller } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findOpenInvitation } from '../queries.js';

/**
 * `GET /organization/get-invitation?id`: a pending, unexpired invitation addressed to the
 * caller, with the organization's name and slug and the inviter's email — for an accept page.
 * Viewing needs no verified email: the id itself came by email.
 *
 * @returns the invitation with `organizationName`, `organizationSlug`, `inviterEmail`.
 * @throws APIError 401 UNAUTHORIZED; 404 INVITATION_NOT_FOUND (unknown, answered, expired); 403
 *   YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION; 400 VALIDATION_ERROR.
 * @see SPEC §4, §6
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
      const { adapter } = ctx.context;
      const { user } = await requireCaller(ctx, false);
      const invitation = await findOpenInvitation(adapter, ctx.query.id);
      if (!invitation) throw organizationError('NOT_FOUND', 'INVITATION_NOT_FOUND');
      assertRecipient(config, user, invitation, false);
      const [details] = await describeInvitations(adapter, [invitation]);
      if (!details) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
      return details;
    },
  );
