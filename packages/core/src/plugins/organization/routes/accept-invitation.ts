import { z } from 'zod';
import { defineEndpoint, UniqueConstraintError } from '../../../plugin/index.js';
import { setActive } from '../active-session.js';
import { answerInvitation, type InvitationAnswer } from '../answers.js';
import type { Invitation, Member } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { runBeforeHook } from '../hooks.js';
import { assertRecipient } from '../invitation-rules.js';
import { requireCaller } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import {
  countMembers,
  findMember,
  findOpenInvitation,
  findOrganization,
  findTeam,
  lockOrganization,
} from '../queries.js';

/**
 * `POST /organization/accept-invitation` `{ invitationId }`: the invitee joins. The invitation
 * must be pending and unexpired and addressed to the caller's email (verified, by default); the
 * organization must be under `membershipLimit`. Creates the member with the invitation's role
 * (and team, if it still exists), marks the invitation accepted and makes the organization
 * active — the member row and the status change in one transaction.
 *
 * An existing member is refused (400): Better Auth 1.2.7 adds a second member row, whose role
 * may differ from the first (docs/migrating-from-better-auth.md). Two concurrent accepts (double
 * click, two tabs) make one member: the unique (organizationId, userId) index refuses the second
 * insert, which answers the same 400.
 *
 * @returns `{ invitation, member }`.
 * @throws APIError 401 UNAUTHORIZED; 400 INVITATION_NOT_FOUND (unknown, answered, expired),
 *   USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION; 403 YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION,
 *   EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION,
 *   ORGANIZATION_MEMBERSHIP_LIMIT_REACHED.
 * @see SPEC §4, §6
 */
export const acceptInvitationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/accept-invitation',
    {
      method: 'POST',
      body: z.object({ invitationId: z.string().min(1) }),
      metadata: { summary: 'Accept an invitation', tags: ['Organization'] },
    },
    async (ctx): Promise<{ invitation: InvitationAnswer; member: Member }> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const { user } = caller;
      const invitation = await findOpenInvitation(adapter, ctx.body.invitationId);
      if (!invitation) throw organizationError('BAD_REQUEST', 'INVITATION_NOT_FOUND');
      assertRecipient(config, user, invitation, true);
      const { organizationId } = invitation;
      if ((await countMembers(adapter, organizationId)) >= config.membershipLimit) {
        throw organizationError('FORBIDDEN', 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED');
      }
      if (await findMember(adapter, organizationId, user.id)) {
        throw organizationError('BAD_REQUEST', 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
      }
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('BAD_REQUEST', 'INVITATION_NOT_FOUND');
      const teamId =
        config.teams.enabled &&
        invitation.teamId &&
        (await findTeam(adapter, organizationId, invitation.teamId))
          ? invitation.teamId
          : null;
      await config.hooks.beforeAcceptInvitation?.({ invitation, user, organization });
      const draft = { role: invitation.role, teamId };
      const input = await runBeforeHook(
        config.hooks.beforeAddMember,
        { member: { ...draft, userId: user.id }, user, organization },
        draft,
      );
      const { member, accepted } = await adapter
        .transaction(async (tx) => {
          // Counted again under the organization's lock: concurrent accepts cannot both pass.
          await lockOrganization(tx, organizationId);
          if ((await countMembers(tx, organizationId)) >= config.membershipLimit) {
            throw organizationError('FORBIDDEN', 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED');
          }
          const member = await tx.create<Member>({
            model: 'member',
            data: { ...input, organizationId, userId: user.id, createdAt: new Date() },
          });
          const accepted = await tx.update<Invitation>({
            model: 'invitation',
            where: [
              { field: 'id', value: invitation.id },
              { field: 'status', value: 'pending' },
            ],
            update: { status: 'accepted' },
          });
          // Canceled or answered since it was read: nothing may stay written.
          if (!accepted) throw organizationError('BAD_REQUEST', 'INVITATION_NOT_FOUND');
          return { member, accepted };
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueConstraintError && error.model === 'member') {
            throw organizationError('BAD_REQUEST', 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
          }
          throw error;
        });
      emitOrganizationEvent(ctx, 'organization.invitation-accept', {
        organizationId,
        actorUserId: user.id,
        userId: user.id,
        details: {
          invitationId: invitation.id,
          role: member.role,
          ...(member.teamId ? { teamId: member.teamId } : {}),
        },
      });
      await setActive(
        ctx,
        caller,
        { organizationId, teamId: member.teamId },
        config.teams.activeTeam,
      );
      await config.hooks.afterAddMember?.({ member, user, organization });
      await config.hooks.afterAcceptInvitation?.({
        invitation: accepted,
        member,
        user,
        organization,
      });
      return { invitation: answerInvitation(accepted), member };
    },
  );
