import { z } from 'zod';
import { assertValidEmail, defineEndpoint } from '../../../plugin/index.js';
import { describeInvitations, type InvitationDetails } from '../invitation-rules.js';
import { requireCaller } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { isOpen, listPendingInvitations } from '../queries.js';

/**
 * `GET /organization/list-user-invitations`: the pending, unexpired invitations addressed to the
 * caller's email, across organizations, with organization name and slug and inviter email.
 * With `requireEmailVerificationOnInvitation` (default) the caller's email must be verified:
 * listing by address is how someone who merely typed the address would find the ids.
 *
 * Server calls may pass `?email=` instead of a session.
 *
 * @throws APIError 401 UNAUTHORIZED; 403 EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION; 400
 *   INVALID_EMAIL 'Invalid email' for a malformed or too long server-call `email`.
 * @see SPEC §4, §6
 */
export const listUserInvitationsRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/list-user-invitations',
    {
      method: 'GET',
      query: z.object({ email: z.string().optional() }).optional(),
      metadata: { summary: 'List the invitations addressed to you', tags: ['Organization'] },
    },
    async (ctx): Promise<InvitationDetails[]> => {
      let email = ctx.isServerCall ? ctx.query?.email?.toLowerCase() : undefined;
      if (email) assertValidEmail(ctx.context, email);
      if (!email) {
        const { user } = await requireCaller(ctx, false);
        if (config.requireEmailVerificationOnInvitation && !user.emailVerified) {
          throw organizationError('FORBIDDEN', 'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION');
        }
        email = user.email;
      }
      const pending = await listPendingInvitations(ctx.context.adapter, email);
      return describeInvitations(ctx.context.adapter, pending.filter(isOpen));
    },
  );
