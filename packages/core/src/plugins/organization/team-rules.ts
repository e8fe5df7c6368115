import type { APIError, EndpointContext } from '../../plugin/index.js';
import type { Member, Organization, Team } from './entities.js';
import type { OrganizationErrorCode } from './error-codes.js';
import {
  assertPermission,
  type Caller,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from './membership.js';
import type { OrganizationConfig } from './options.js';
import { organizationError } from './organization-error.js';
import { findOrganization, findTeam } from './queries.js';

/** What a team route acts on, once every check passed. */
export interface TeamAction {
  caller: Caller;
  organization: Organization;
  /** The caller's member row. */
  acting: Member;
  team: Team;
}

/** How one team route refuses, in Better Auth's words for that route. */
export interface TeamRules {
  action: 'update' | 'delete';
  /** The caller is not a member of the organization (or it does not exist). */
  notMember: () => APIError;
  /** A member the route refuses like a non-member (remove-team: the caller's own team). */
  refusesMember?: (acting: Member) => boolean;
  /** The code of the 403 for a role without `team:{action}`. */
  denied: OrganizationErrorCode;
}

/**
 * The checks of the team routes that act on one team: session, organization (named or active),
 * membership, `team:{action}`, and the team — looked up within that organization only, so
 * another organization's team id answers TEAM_NOT_FOUND.
 *
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION, TEAM_NOT_FOUND; `notMember()`;
 *   403 `denied`.
 */
export async function requireTeamAction(
  ctx: EndpointContext<any, any>,
  config: OrganizationConfig,
  input: { organizationId?: string | undefined; teamId: string },
  rules: TeamRules,
): Promise<TeamAction> {
  const { adapter } = ctx.context;
  const caller = await requireCaller(ctx, true);
  const organizationId = targetOrganizationId(caller, input.organizationId);
  const acting = await requireMember(adapter, organizationId, caller.user.id, rules.notMember);
  if (rules.refusesMember?.(acting)) throw rules.notMember();
  assertPermission(config, acting, { team: [rules.action] }, rules.denied);
  const [organization, team] = await Promise.all([
    findOrganization(adapter, { id: organizationId }),
    findTeam(adapter, organizationId, input.teamId),
  ]);
  if (!organization) throw rules.notMember();
  if (!team) throw organizationError('BAD_REQUEST', 'TEAM_NOT_FOUND');
  return { caller, organization, acting, team };
}
