import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import type { Invitation, Member, MemberWithUser, Organization, Team } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { ALL_ROWS, findOrganization, withUsers } from '../queries.js';
import { MAX_PAGE_SIZE } from './list-members.js';

const query = z
  .object({
    organizationId: z.string().min(1).optional(),
    organizationSlug: z.string().min(1).optional(),
    membersLimit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .optional();

/** An organization with its first members, pending invitations and teams. */
export type FullOrganization = Organization & {
  /** The first `membersLimit` members, oldest first, each with its user; see list-members for more. */
  members: MemberWithUser[];
  /** Pending invitations, newest first (at most 100). */
  invitations: Invitation[];
  /** Its teams (empty with teams off). */
  teams: Team[];
};

/**
 * `GET /organization/get-full-organization?organizationId|organizationSlug&membersLimit`: an
 * organization with its members (first page, default `min(membershipLimit, 1000)`), pending
 * invitations and teams; by default the active one. Membership needed.
 *
 * @returns the organization, or `null` when none is named and none is active.
 * @throws APIError 401 UNAUTHORIZED; 404 ORGANIZATION_NOT_FOUND; 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION; 400 VALIDATION_ERROR.
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
      const id =
        organizationId ?? (organizationSlug ? undefined : caller.session.activeOrganizationId);
      if (!id && !organizationSlug) return null;
      const organization = await findOrganization(
        adapter,
        id ? { id } : { slug: organizationSlug! },
      );
      if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
      await requireMember(adapter, organization.id, caller.user.id);
      const ofOrganization = [{ field: 'organizationId', value: organization.id }];
      const [members, invitations, teams] = await Promise.all([
        adapter.findMany<Member>({
          model: 'member',
          where: ofOrganization,
          sortBy: { field: 'createdAt', direction: 'asc' },
          limit: membersLimit ?? Math.min(config.membershipLimit, MAX_PAGE_SIZE),
        }),
        adapter.findMany<Invitation>({
          model: 'invitation',
          where: [...ofOrganization, { field: 'status', value: 'pending' }],
          sortBy: { field: 'createdAt', direction: 'desc' },
          limit: 100,
        }),
        config.teams.enabled
          ? adapter.findMany<Team>({ model: 'team', where: ofOrganization, limit: ALL_ROWS })
          : Promise.resolve([]),
      ]);
      return {
        ...organization,
        members: await withUsers(adapter, members),
        invitations,
        teams,
      };
    },
  );
