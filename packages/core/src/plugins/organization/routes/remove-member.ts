import { z } from 'zod';
import { assertValidEmail, defineEndpoint } from '../../../plugin/index.js';
import { answerMember } from '../answers.js';
import type { Member, MemberWithUser } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { removeMember } from '../member-removal.js';
import {
  assertPermission,
  holdsOwnerRole,
  refuse,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findMember, findMemberById } from '../queries.js';

/**
 * `POST /organization/remove-member` `{ memberIdOrEmail, organizationId? }`: removes a member,
 * named by member id or by their user's email, looked up inside the organization. Only an owner
 * may remove an owner, and the only owner cannot be removed; then it needs `member:delete`. The
 * removed user's sessions stop having the organization active. Checks run in Better Auth
 * 1.2.7's order and answer its statuses (a missing `member:delete` is its 401).
 *
 * Without an organization named or active, Better Auth 1.2.7 answers 200 `null`; here 400
 * NO_ACTIVE_ORGANIZATION, the answer its code names (docs/migrating-from-better-auth.md).
 *
 * @returns `{ member }`, the removed row with its user.
 * @throws APIError 401 UNAUTHORIZED, YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER; 400
 *   NO_ACTIVE_ORGANIZATION, MEMBER_NOT_FOUND (the caller or the member named is not in the
 *   organization), YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER (the only owner, or an
 *   owner by a non-owner), INVALID_EMAIL 'Invalid email' for a malformed or too long address
 *   (`user.maxEmailLength`, default 254), VALIDATION_ERROR.
 * @see SPEC §6, §7
 */
export const removeMemberRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/remove-member',
    {
      method: 'POST',
      body: z.object({ memberIdOrEmail: z.string().min(1), organizationId: z.string().optional() }),
      metadata: { summary: 'Remove a member', tags: ['Organization'] },
    },
    async (ctx): Promise<{ member: MemberWithUser }> => {
      const { adapter, store } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const organizationId = targetOrganizationId(caller, ctx.body.organizationId);
      const notFound = refuse('BAD_REQUEST', 'MEMBER_NOT_FOUND');
      const acting = await requireMember(adapter, organizationId, caller.user.id, notFound);
      const key = ctx.body.memberIdOrEmail;
      let member: Member | null;
      if (key.includes('@')) {
        assertValidEmail(ctx.context, key);
        const user = await store.findUserByEmail(key);
        member = user ? await findMember(adapter, organizationId, user.id) : null;
      } else {
        member = await findMemberById(adapter, organizationId, key);
      }
      if (!member) throw notFound();
      if (holdsOwnerRole(config, member.role) && !holdsOwnerRole(config, acting.role)) {
        throw organizationError(
          'BAD_REQUEST',
          'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER',
        );
      }
      const removed = await removeMember(ctx, config, caller, member, () =>
        assertPermission(
          config,
          acting,
          { member: ['delete'] },
          'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
          'UNAUTHORIZED',
        ),
      );
      emitOrganizationEvent(ctx, 'organization.member-remove', {
        organizationId,
        actorUserId: caller.user.id,
        userId: removed.member.userId,
        details: { role: removed.member.role },
      });
      return { member: answerMember(removed.member, removed.user) };
    },
  );
