import { z } from 'zod';
import {
  APIError,
  assertValidEmail,
  type DatabaseAdapter,
  defineEndpoint,
  isAPIError,
  type User,
} from '../../../plugin/index.js';
import { answerInvitation, type InvitationAnswer } from '../answers.js';
import type { Invitation, Member, Organization } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { runBeforeHook } from '../hooks.js';
import {
  assertPermission,
  holdsOwnerRole,
  normalizeRole,
  refuse,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import {
  findMember,
  findOrganization,
  findTeam,
  isOpen,
  listPendingInvitations,
} from '../queries.js';
import { invitationExpiry, sendInvitation } from '../send-invitation.js';

const body = z.object({
  // Checked by assertValidEmail, so a bad address answers INVALID_EMAIL as on every route.
  email: z.string(),
  role: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  organizationId: z.string().optional(),
  resend: z.boolean().optional(),
  teamId: z.string().min(1).optional(),
});

/** Refuses a new invitation once `invitationLimit` open ones are pending in the organization. */
async function assertUnderInvitationLimit(
  adapter: DatabaseAdapter,
  config: OrganizationConfig,
  input: { user: User; organization: Organization; member: Member },
): Promise<void> {
  const { invitationLimit } = config;
  const limit =
    typeof invitationLimit === 'function' ? await invitationLimit(input) : invitationLimit;
  const open = await adapter.count({
    model: 'invitation',
    where: [
      { field: 'organizationId', value: input.organization.id },
      { field: 'status', value: 'pending' },
      { field: 'expiresAt', operator: 'gt', value: new Date() },
    ],
  });
  if (open >= limit) {
    throw organizationError('FORBIDDEN', 'INVITATION_LIMIT_REACHED');
  }
}

/** What the audit event says of an invitation: its id, address, role and team. */
const invitationDetails = (invitation: Invitation) => ({
  invitationId: invitation.id,
  email: invitation.email,
  role: invitation.role,
  ...(invitation.teamId ? { teamId: invitation.teamId } : {}),
});

/**
 * `POST /organization/invite-member` `{ email, role, organizationId?, resend?, teamId? }`:
 * invites an address (stored lowercased) to join with `role`, valid `invitationExpiresIn`
 * seconds (default 48 h), and awaits `sendInvitationEmail` with the accept URL. Needs
 * `invitation:create`; only an owner may invite an owner. Checks run in Better Auth 1.2.7's
 * order and answer its statuses.
 *
 * An address with an open invitation answers 400 unless `resend: true`, which extends and
 * re-sends that invitation (with `cancelPendingInvitationsOnReInvite`: cancels it and makes a
 * new one). Better Auth's resend makes a second invitation and leaves the first one open, so
 * canceling one would leave the other acceptable (docs/migrating-from-better-auth.md).
 *
 * @returns the invitation.
 * @throws APIError 401 UNAUTHORIZED; 400 ORGANIZATION_NOT_FOUND (none named or active, or
 *   unknown), MEMBER_NOT_FOUND (the caller is not a member), INVALID_EMAIL 'Invalid email'
 *   (malformed, or longer than `user.maxEmailLength`, default 254), ROLE_NOT_FOUND,
 *   USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION, USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION,
 *   TEAM_NOT_FOUND, VALIDATION_ERROR; 403 YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION,
 *   YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE, INVITATION_LIMIT_REACHED.
 * @see SPEC §4, §5, §6, §9
 */
export const inviteMemberRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/invite-member',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Invite someone to an organization', tags: ['Organization'] },
    },
    async (ctx): Promise<InvitationAnswer> => {
      const { adapter, store } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const organizationId = targetOrganizationId(
        caller,
        ctx.body.organizationId,
        refuse('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND'),
      );
      const acting = await requireMember(
        adapter,
        organizationId,
        caller.user.id,
        refuse('BAD_REQUEST', 'MEMBER_NOT_FOUND'),
      );
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
      const email = ctx.body.email.toLowerCase();
      assertValidEmail(ctx.context, email);
      const { teamId } = ctx.body;
      const invitee = await store.findUserByEmail(email);
      if (invitee && (await findMember(adapter, organizationId, invitee.id))) {
        throw organizationError('BAD_REQUEST', 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
      }
      const open = (await listPendingInvitations(adapter, email, organizationId)).filter(isOpen);
      if (open.length > 0 && !ctx.body.resend) {
        throw organizationError('BAD_REQUEST', 'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION');
      }
      // Better Auth stores any teamId; an invitation must not point into another organization.
      if (teamId && (!config.teams.enabled || !(await findTeam(adapter, organizationId, teamId)))) {
        throw organizationError('BAD_REQUEST', 'TEAM_NOT_FOUND');
      }
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND');
      await assertUnderInvitationLimit(adapter, config, {
        user: caller.user,
        organization,
        member: acting,
      });
      const inviter = caller.user;

      if (open.length > 0 && !config.cancelPendingInvitationsOnReInvite) {
        const resent = await adapter.update<Invitation>({
          model: 'invitation',
          where: [{ field: 'id', value: open[0]!.id }],
          update: { expiresAt: invitationExpiry(config) },
        });
        if (!resent) throw organizationError('BAD_REQUEST', 'INVITATION_NOT_FOUND');
        emitOrganizationEvent(ctx, 'organization.invitation-create', {
          organizationId,
          actorUserId: inviter.id,
          userId: invitee?.id,
          details: { ...invitationDetails(resent), resend: true },
        });
        await sendInvitation(ctx, config, { organization, inviter, invitation: resent });
        return answerInvitation(resent);
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
      emitOrganizationEvent(ctx, 'organization.invitation-create', {
        organizationId,
        actorUserId: inviter.id,
        userId: invitee?.id,
        details: invitationDetails(invitation),
      });
      try {
        await sendInvitation(ctx, config, { organization, inviter, invitation });
      } catch (error) {
        // Nobody was told of it: the invitation must not stay pending (Better Auth 1.2.7 keeps
        // it and answers a bare 500).
        ctx.context.logger.error('sendInvitationEmail failed; the invitation was withdrawn', error);
        await adapter.delete({
          model: 'invitation',
          where: [{ field: 'id', value: invitation.id }],
        });
        throw isAPIError(error)
          ? error
          : new APIError('INTERNAL_SERVER_ERROR', 'FAILED_TO_SEND_EMAIL');
      }
      await config.hooks.afterCreateInvitation?.({ invitation, inviter, organization });
      return answerInvitation(invitation);
    },
  );
