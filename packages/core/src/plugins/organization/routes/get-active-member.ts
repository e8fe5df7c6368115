import { defineEndpoint } from '../../../plugin/index.js';
import type { MemberWithUser } from '../entities.js';
import { requireCaller } from '../membership.js';
import { findMember, withUsers } from '../queries.js';

/**
 * `GET /organization/get-active-member`: the caller's member row in the active organization,
 * with their user — what a UI needs to know the caller's role.
 *
 * @returns the member, or `null` when no organization is active or the caller is no longer a
 *   member of it (Better Auth 1.2.7 answers 200 `null` there too).
 * @throws APIError 401 UNAUTHORIZED.
 * @see SPEC §2, §6
 */
export const getActiveMemberRoute = () =>
  defineEndpoint(
    '/organization/get-active-member',
    {
      method: 'GET',
      metadata: {
        summary: 'Get your member row in the active organization',
        tags: ['Organization'],
      },
    },
    async (ctx): Promise<MemberWithUser | null> => {
      const caller = await requireCaller(ctx, false);
      const organizationId = caller.session.activeOrganizationId;
      if (!organizationId) return null;
      const member = await findMember(ctx.context.adapter, organizationId, caller.user.id);
      if (!member) return null;
      const [withUser] = await withUsers(ctx.context.adapter, [member]);
      return withUser ?? null;
    },
  );
