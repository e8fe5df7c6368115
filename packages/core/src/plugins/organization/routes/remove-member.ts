import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { assertValidEmail } from '../../../user/email-address.js';
import type { Member } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { removeMember } from '../member-removal.js';
import {
  assertPermission,
  holdsOwnerRole,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findMember, findMemberById } from '../queries.js';

/**
 * `POST /organization/remove-member` `{ memberIdOrEmail, organizationId? }`: removes a member,
 * named by member id or by their user's email. Needs `member:delete`; only an owner may remove
 * an owner, and the only owner cannot be removed. The removed user's sessions stop having the
 * organization active.
 *
 * @returns `{ member }`, the removed row.
 * @throws APIError 401 UNAUTHORIZED; 400 INVALID_EMAIL 'Invalid email' for a malformed or too
 *   long address (`user.maxEmailLength`, default 254), NO_ACTIVE_ORGANIZATION,
 *   YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER; 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER; 404
 *   ORGANIZATION_NOT_FOUND, MEMBER_NOT_FOUND; 400 VALIDATION_ERROR.
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
    async (ctx): Promise<{ member: Member }> => {
      const { adapter, store } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const organizationId = targetOrganizationId(caller, ctx.body.organizationId);
      const acting = await requireMember(adapter, organizationId, caller.user.id);
      assertPermission(
        config,
        acting,
        { member: ['delete'] },
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER',
      );
      const key = ctx.body.memberIdOrEmail;
      let member: Member | null;
      if (key.includes('@')) {
        assertValidEmail(ctx.context, key);
        const user = await store.findUserByEmail(key);
        member = user ? await findMember(adapter, organizationId, user.id) : null;
      } else {
        member = await findMemberById(adapter, organizationId, key);
      }
      if (!member) throw organizationError('NOT_FOUND', 'MEMBER_NOT_FOUND');
      if (holdsOwnerRole(config, member.role) && !holdsOwnerRole(config, acting.role)) {
        throw organizationError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER');
      }
      return { member: await removeMember(ctx, config, caller, member) };
    },
  );
