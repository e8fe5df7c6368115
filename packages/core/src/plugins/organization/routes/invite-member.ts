import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { assertValidEmail } from '../../../user/email-address.js';
import type { Invitation } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { runBeforeHook } from '../hooks.js';
import { assertInvitable } from '../invitation-rules.js';
import {
  assertPermission,
  holdsOwnerRole,
  normalizeRole,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findOrganization, isOpen, listPendingInvitations } from '../queries.js';
import { invitationExpiry, sendInvitation } from '../send-invitation.js';

const body = z.object({
  // Checked by assertValidEmail, so a bad address answers INVALID_EMAIL as on every route.
  email: z.string(),
  role: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  organizationId: z.string().optional(),
  resend: z.boolean().optional(),
  teamId: z.string().min(1).optional(),
});

/**
 * `POST /organization/invite-member` `{ email, role, organizationId?, resend?, teamId? }`:
 * invites an address (stored lowercased) to join with `role`, valid `invitationExpiresIn`
 * seconds (default 48 h), and awaits `sendInvitationEmail` with the accept URL. Needs
 * `invitation:create`; only an owner may invite an owner.
 *
 * An address with an open invitation: `resend: true` extends and re-sends that invitation;
 * with `cancelPendingInvitationsOnReInvite` it is canceled and a new one made; otherwise 422.
 *
 * @returns the invitation.
 * @throws APIError 401 UNAUTHORIZED; 400 INVALID_EMAIL 'Invalid email' (malformed, or longer
 *   than `user.maxEmailLength`, default 254), NO_ACTIVE_ORGANIZATION, ROLE_NOT_FOUND,
 *   VALIDATION_ERROR; 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
 *   YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION,
 *   YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE, ORGANIZATION_MEMBERSHIP_LIMIT_REACHED; 404
 *   ORGANIZATION_NOT_FOUND, TEAM_NOT_FOUND; 422 USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION,
 *   USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION.
 * @see SPEC §4, §6, §9
 */
export const inviteMemberRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/invite-member',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Invite someone to an organization', tags: ['Organization'] },
    },
    async (ctx): Promise<Invitation> => {
      const { adapter, store } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const email = ctx.body.email.toLowerCase();
      assertValidEmail(ctx.context, email);
      const organizationId = targetOrganizationId(caller, ctx.body.organizationId);
      const acting = await requireMember(adapter, organizationId, caller.user.id);
      assertPermission(
        config,
        acting,
        { invitation: ['create'] },
        'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION',
      );
      const role = normalizeRole(config, ctx.body.role);
      if (holdsOwnerRole(config, role) && !holdsOwnerRole(config, acting.role)) {
        throw organizationError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE');
      }
      const { teamId } = ctx.body;
      const invitee = await store.findUserByEmail(email);
      await assertInvitable(adapter, config, { organizationId, userId: invitee?.id, teamId });
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
      const inviter = caller.user;

      const open = (await listPendingInvitations(adapter, email, organizationId)).filter(isOpen);
      if (open.length > 0 && ctx.body.resend) {
        const resent = await adapter.update<Invitation>({
          model: 'invitation',
          where: [{ field: 'id', value: open[0]!.id }],
          update: { expiresAt: invitationExpiry(config) },
        });
        if (!resent) throw organizationError('NOT_FOUND', 'INVITATION_NOT_FOUND');
        await sendInvitation(ctx, config, { organization, inviter, invitation: resent });
        return resent;
      }
      if (open.length > 0 && !config.cancelPendingInvitationsOnReInvite) {
        throw organizationError(
          'UNPROCESSABLE_ENTITY',
          'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
        );
      }
      const draft = { role, teamId: teamId ?? null, expiresAt: invitationExpiry(config) };
      const input = await runBeforeHook(
        config.hooks.beforeCreateInvitation,
        { invitation: { ...draft, email }, inviter, organization },
        draft,
      );
      const invitation = await adapter.transaction(async (tx) => {
        if (open.length > 0) {
          await tx.updateMany({
            model: 'invitation',
            where: [{ field: 'id', operator: 'in', value: open.map((i) => i.id) }],
            update: { status: 'canceled' },
          });
        }
        return tx.create<Invitation>({
          model: 'invitation',
          data: {
            ...input,
            organizationId,
            email,
            status: 'pending',
            inviterId: inviter.id,
            createdAt: new Date(),
          },
        });
      });
      await sendInvitation(ctx, config, { organization, inviter, invitation });
      await config.hooks.afterCreateInvitation?.({ invitation, inviter, organization });
      return invitation;
    },
  );
