import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { APIError } from '../../../errors/api-error.js';
import { clearActive } from '../active-session.js';
import type { Organization } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { assertPermission, requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findOrganization } from '../queries.js';

/**
 * `POST /organization/delete` `{ organizationId }`: deletes an organization with its members,
 * invitations and teams (one transaction), and clears it as every session's active
 * organization. Needs `organization:delete` (owner only by default).
 *
 * With `disableOrganizationDeletion` the route answers 404 Not Found, like any disabled path
 * (SPEC §8), before reading anything.
 *
 * @returns the deleted organization.
 * @throws APIError 401 UNAUTHORIZED; 404 ORGANIZATION_NOT_FOUND, NOT_FOUND (deletion disabled);
 *   403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION;
 *   400 VALIDATION_ERROR.
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
      if (config.disableOrganizationDeletion) throw new APIError('NOT_FOUND', 'NOT_FOUND');
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const { organizationId } = ctx.body;
      const member = await requireMember(adapter, organizationId, caller.user.id);
      assertPermission(
        config,
        member,
        { organization: ['delete'] },
        'YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION',
      );
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
      await config.hooks.beforeDeleteOrganization?.({ organization, user: caller.user });
      await adapter.transaction(async (tx) => {
        const ofOrganization = [{ field: 'organizationId', value: organizationId }];
        // Explicit rather than left to foreign keys, so every adapter ends in the same state.
        await tx.deleteMany({ model: 'member', where: ofOrganization });
        await tx.deleteMany({ model: 'invitation', where: ofOrganization });
        if (config.teams.enabled) await tx.deleteMany({ model: 'team', where: ofOrganization });
        await tx.delete({ model: 'organization', where: [{ field: 'id', value: organizationId }] });
      });
      await clearActive(ctx, caller, organizationId, config.teams.enabled);
      await config.hooks.afterDeleteOrganization?.({ organization, user: caller.user });
      return organization;
    },
  );
