import { z } from 'zod';
import { defineEndpoint, reissueSessionCookie } from '../../../plugin/index.js';
import { setActive } from '../active-session.js';
import { type FullOrganization, loadFullOrganization } from '../full-organization.js';
import { refuse, requireCaller, requireMember } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { findOrganization } from '../queries.js';
import { MAX_PAGE_SIZE } from './list-members.js';

const body = z.object({
  organizationId: z.string().min(1).nullish(),
  organizationSlug: z.string().min(1).optional(),
});

/**
 * `POST /organization/set-active` `{ organizationId | null, organizationSlug? }`: makes an
 * organization the session's active one (routes then act on it by default) and clears the
 * active team. The slug wins over the id. `organizationId: null` clears it and answers `null`;
 * an empty body answers the active organization (re-activated), or `null` when none is. Only a
 * member may activate an organization.
 *
 * Like Better Auth, the answer re-sets the session cookie (with the bearer plugin,
 * `set-auth-token` too).
 *
 * @returns the organization as get-full-organization shows it, but with `teams: null` (Better
 *   Auth 1.2.7's answer), or `null` when cleared or none is active.
 * @throws APIError 401 UNAUTHORIZED; 403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, also for an
 *   organization that does not exist; 400 VALIDATION_ERROR.
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
    async (ctx): Promise<FullOrganization | null> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const { organizationId, organizationSlug } = ctx.body;
      const active = caller.session.activeOrganizationId;
      if (!organizationSlug && organizationId === null) {
        if (!active) return null;
        await setActive(ctx, caller, { organizationId: null }, config.teams.activeTeam);
        reissueSessionCookie(ctx, caller.session.token);
        return null;
      }
      const id = organizationSlug ? undefined : (organizationId ?? active);
      if (!organizationSlug && !id) return null;
      const notMember = refuse('FORBIDDEN', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION');
      const organization = await findOrganization(
        adapter,
        organizationSlug ? { slug: organizationSlug } : { id: id! },
      );
      if (!organization) throw notMember();
      await requireMember(adapter, organization.id, caller.user.id, notMember);
      await setActive(ctx, caller, { organizationId: organization.id }, config.teams.activeTeam);
      reissueSessionCookie(ctx, caller.session.token);
      return loadFullOrganization(adapter, organization, {
        membersLimit: Math.min(config.membershipLimit, MAX_PAGE_SIZE),
        teams: false,
      });
    },
  );
