import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import type { Member } from '../entities.js';
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
  findMemberById,
  findOrganization,
  listMembersWithRole,
  lockOrganization,
} from '../queries.js';

const body = z.object({
  memberId: z.string().min(1),
  role: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  organizationId: z.string().optional(),
});

/**
 * `POST /organization/update-member-role` `{ memberId, role, organizationId? }`: gives a member
 * another role (or several: an array, or a comma-separated string). Only an owner may grant the
 * owner role or change an owner's role; then it needs `member:update` (Better Auth 1.2.7's
 * order). The last owner cannot be demoted (SPEC §6). The change applies to the member's very
 * next call.
 *
 * The member is looked up inside the organization, and the owner rule reads every role of a
 * comma-separated list: Better Auth 1.2.7 changes another organization's member, and lets an
 * admin grant 'member,owner' (docs/migrating-from-better-auth.md).
 *
 * @returns the updated member.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION, MEMBER_NOT_FOUND (the caller or
 *   the member named is not in the organization), ROLE_NOT_FOUND,
 *   YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER, VALIDATION_ERROR; 403
 *   YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER.
 * @see SPEC §6
 */
export const updateMemberRoleRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/update-member-role',
    {
      method: 'POST',
      body,
      metadata: { summary: "Change a member's role", tags: ['Organization'] },
    },
    async (ctx): Promise<Member> => {
      const { adapter, store } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const organizationId = targetOrganizationId(caller, ctx.body.organizationId);
      const notFound = refuse('BAD_REQUEST', 'MEMBER_NOT_FOUND');
      const acting = await requireMember(adapter, organizationId, caller.user.id, notFound);
      const member = await findMemberById(adapter, organizationId, ctx.body.memberId);
      if (!member) throw notFound();
      const requested = normalizeRole(config, ctx.body.role);
      const wasOwner = holdsOwnerRole(config, member.role);
      if (!holdsOwnerRole(config, acting.role) && (wasOwner || holdsOwnerRole(config, requested))) {
        throw organizationError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER');
      }
      assertPermission(
        config,
        acting,
        { member: ['update'] },
        'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER',
      );
      const [organization, user] = await Promise.all([
        findOrganization(adapter, { id: organizationId }),
        store.findUserById(member.userId),
      ]);
      if (!organization || !user) throw notFound();
      const { role } = await runBeforeHook(
        config.hooks.beforeUpdateMemberRole,
        { member, newRole: requested, user, organization },
        { role: requested },
      );
      const updated = await adapter.transaction(async (tx) => {
        await lockOrganization(tx, organizationId);
        if (wasOwner && !holdsOwnerRole(config, role)) {
          const owners = await listMembersWithRole(tx, organizationId, config.creatorRole);
          if (!owners.some((owner) => owner.id !== member.id)) {
            throw organizationError(
              'BAD_REQUEST',
              'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
            );
          }
        }
        return tx.update<Member>({
          model: 'member',
          where: [{ field: 'id', value: member.id }],
          update: { role },
        });
      });
      if (!updated) throw notFound();
      emitOrganizationEvent(ctx, 'organization.role-change', {
        organizationId,
        actorUserId: caller.user.id,
        userId: member.userId,
        details: { role: updated.role, previousRole: member.role },
      });
      await config.hooks.afterUpdateMemberRole?.({
        member: updated,
        previousRole: member.role,
        user,
        organization,
      });
      return updated;
    },
  );
