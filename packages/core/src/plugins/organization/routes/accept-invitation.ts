import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { UniqueConstraintError } from '../../../db/adapter.js';
import { setActive } from '../active-session.js';
import type { Invitation, Member } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { runBeforeHook } from '../hooks.js';
import { assertRecipient } from '../invitation-rules.js';
import { requireCaller } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import {
  countMembers,
  findMember,
  findOpenInvitation,
  findOrganization,
  findTeam,
} from '../queries.js';

/**
 * `POST /organization/accept-invitation` `{ invitationId }`: the invitee joins. The invitation
 * must be pending and unexpired, addressed to the caller's email (verified, by default), and
 * its inviter still a member; the organization must be under `membershipLimit`. Creates the
 * member with the invitation's role (and team, if it still exists), marks the invitation
 * accepted and makes the organization active — the member row and the status change in one
 * transaction.
 *
 * Two concurrent accepts (double click, two tabs) make one member: the unique (organizationId,
 * userId) index refuses the second insert, which answers 422.
 *
 * @returns `{ invitation, member }`.
 * @throws APIError 401 UNAUTHORIZED; 404 INVITATION_NOT_FOUND (unknown, answered, expired),
 *   ORGANIZATION_NOT_FOUND; 403 YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION,
 *   EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION,
 *   INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION, ORGANIZATION_MEMBERSHIP_LIMIT_REACHED; 422
 *   USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION.
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
    async (ctx): Promise<{ invitation: Invitation; member: Member }> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const { user } = caller;
      const invitation = await findOpenInvitation(adapter, ctx.body.invitationId);
      if (!invitation) throw organizationError('NOT_FOUND', 'INVITATION_NOT_FOUND');
      assertRecipient(config, user, invitation, true);
      const { organizationId } = invitation;
      if (!(await findMember(adapter, organizationId, invitation.inviterId))) {
        throw organizationError('FORBIDDEN', 'INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION');
      }
      if (await findMember(adapter, organizationId, user.id)) {
        throw organizationError(
          'UNPROCESSABLE_ENTITY',
          'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
        );
      }
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
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
          // Counted inside the transaction: on SQLite, concurrent accepts cannot both pass.
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
          if (!accepted) throw organizationError('NOT_FOUND', 'INVITATION_NOT_FOUND');
          return { member, accepted };
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueConstraintError && error.model === 'member') {
            throw organizationError(
              'UNPROCESSABLE_ENTITY',
              'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
            );
          }
          throw error;
        });
      await setActive(ctx, caller, { organizationId, teamId: member.teamId }, config.teams.enabled);
      await config.hooks.afterAddMember?.({ member, user, organization });
      await config.hooks.afterAcceptInvitation?.({
        invitation: accepted,
        member,
        user,
        organization,
      });
      return { invitation: accepted, member };
    },
  );
