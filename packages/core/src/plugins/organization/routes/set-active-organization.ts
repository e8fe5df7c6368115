import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { setActive } from '../active-session.js';
import type { Organization } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findOrganization } from '../queries.js';

const body = z.object({
  organizationId: z.string().min(1).nullish(),
  organizationSlug: z.string().min(1).optional(),
});

/**
 * `POST /organization/set-active` `{ organizationId | null, organizationSlug? }`: makes an
 * organization the session's active one (routes then act on it by default) and clears the
 * active team. `organizationId: null` (or neither field) clears it and answers `null`. Only a
 * member may activate an organization.
 *
 * @returns the organization, or `null` when cleared.
 * @throws APIError 401 UNAUTHORIZED; 404 ORGANIZATION_NOT_FOUND; 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION; 400 VALIDATION_ERROR.
 * @see SPEC §3
 */
export const setActiveOrganizationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/set-active',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Set the active organization', tags: ['Organization'] },
    },
    async (ctx): Promise<Organization | null> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const { organizationId, organizationSlug } = ctx.body;
      if (!organizationId && !organizationSlug) {
        await setActive(ctx, caller, { organizationId: null }, config.teams.enabled);
        return null;
      }
      const organization = await findOrganization(
        adapter,
        organizationId ? { id: organizationId } : { slug: organizationSlug! },
      );
      if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
      await requireMember(adapter, organization.id, caller.user.id);
      await setActive(ctx, caller, { organizationId: organization.id }, config.teams.enabled);
      return organization;
    },
  );
