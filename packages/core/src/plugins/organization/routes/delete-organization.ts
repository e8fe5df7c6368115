import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { clearActive } from '../active-session.js';
import type { Organization } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { assertPermission, refuse, requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { forbidden } from '../organization-error.js';
import { findOrganization } from '../queries.js';

/**
 * `POST /organization/delete` `{ organizationId }`: deletes an organization with its members,
 * invitations and teams (one transaction), and clears it as every session's active
 * organization. Needs `organization:delete` (owner only by default).
 *
 * With `disableOrganizationDeletion` the route answers 403 Forbidden once membership and
 * permission are checked, as Better Auth 1.2.7's `organizationDeletion.disabled` does.
 *
 * Better Auth 1.2.7 answers a signed-out or non-member call 200 `null` (its router drops the
 * 401/400 its code names); here those are the 401 and 400 it names — a refused deletion never
 * looks like a done one (docs/migrating-from-better-auth.md).
 *
 * @returns the deleted organization.
 * @throws APIError 401 UNAUTHORIZED; 400 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION (also for an
 *   unknown organization); 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION, FORBIDDEN
 *   (deletion disabled); 400 VALIDATION_ERROR.
 * @see SPEC §2, §6, §8
 */
export const deleteOrganizationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/delete',
    {
      method: 'POST',
      body: z.object({ organizationId: z.string().min(1) }),
      metadata: { summary: 'Delete an organization', tags: ['Organization'] },
    },
    async (ctx): Promise<Organization> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const { organizationId } = ctx.body;
      const notMember = refuse('BAD_REQUEST', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION');
      const member = await requireMember(adapter, organizationId, caller.user.id, notMember);
      assertPermission(
        config,
        member,
        { organization: ['delete'] },
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
      );
      if (config.disableOrganizationDeletion) throw forbidden();
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw notMember();
      await config.hooks.beforeDeleteOrganization?.({ organization, user: caller.user });
      await adapter.transaction(async (tx) => {
        const ofOrganization = [{ field: 'organizationId', value: organizationId }];
        // Explicit rather than left to foreign keys, so every adapter ends in the same state.
        await tx.deleteMany({ model: 'member', where: ofOrganization });
        await tx.deleteMany({ model: 'invitation', where: ofOrganization });
        if (config.teams.enabled) await tx.deleteMany({ model: 'team', where: ofOrganization });
        await tx.delete({ model: 'organization', where: [{ field: 'id', value: organizationId }] });
      });
      emitOrganizationEvent(ctx, 'organization.delete', {
        organizationId,
        actorUserId: caller.user.id,
        details: { slug: organization.slug },
      });
      await clearActive(ctx, caller, organizationId, config.teams.activeTeam);
      await config.hooks.afterDeleteOrganization?.({ organization, user: caller.user });
      return organization;
    },
  );
