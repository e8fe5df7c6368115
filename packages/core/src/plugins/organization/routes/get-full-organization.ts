import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { type FullOrganization, loadFullOrganization } from '../full-organization.js';
import { refuse, requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findOrganization } from '../queries.js';
import { MAX_PAGE_SIZE } from './list-members.js';

const query = z
  .object({
    organizationId: z.string().min(1).optional(),
    organizationSlug: z.string().min(1).optional(),
    membersLimit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .optional();

export type { FullOrganization } from '../full-organization.js';

/**
 * `GET /organization/get-full-organization?organizationSlug|organizationId&membersLimit`: an
 * organization with its members (first page, default `min(membershipLimit, 1000)`), its
 * invitations in every status, and its teams (`null` with teams off); by default the active one.
 * The slug wins over the id, as in Better Auth. Membership needed.
 *
 * @returns the organization, or `null` when none is named and none is active.
 * @throws APIError 401 UNAUTHORIZED; 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, also for an
 *   organization that does not exist (Better Auth 1.2.7's answer: existence is not revealed);
 *   400 VALIDATION_ERROR.
 * @see SPEC §3
 */
export const getFullOrganizationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/get-full-organization',
    {
      method: 'GET',
      query,
      metadata: {
        summary: 'Get an organization with members, invitations, teams',
        tags: ['Organization'],
      },
    },
    async (ctx): Promise<FullOrganization | null> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, false);
      const { organizationId, organizationSlug, membersLimit } = ctx.query ?? {};
      const notMember = refuse('FORBIDDEN', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION');
      const id = organizationSlug
        ? undefined
        : (organizationId ?? caller.session.activeOrganizationId);
      if (!organizationSlug && !id) return null;
      const organization = await findOrganization(
        adapter,
        organizationSlug ? { slug: organizationSlug } : { id: id! },
      );
      if (!organization) throw notMember();
      await requireMember(adapter, organization.id, caller.user.id, notMember);
      return loadFullOrganization(adapter, organization, {
        membersLimit: membersLimit ?? Math.min(config.membershipLimit, MAX_PAGE_SIZE),
        teams: config.teams.enabled,
      });
    },
  );
