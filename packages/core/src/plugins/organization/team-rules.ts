import type { EndpointContext } from '../../api/endpoint.js';
import type { Member, Organization, Team } from './entities.js';
import { type OrganizationErrorCode, organizationError } from './error-codes.js';
import {
  assertPermission,
  type Caller,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from './membership.js';
import type { OrganizationConfig } from './options.js';
import { findOrganization, findTeam } from './queries.js';

/** What a team route acts on, once every check passed. */
export interface TeamAction {
  caller: Caller;
  organization: Organization;
  /** The caller's member row. */
  acting: Member;
  team: Team;
}

/**
 * The checks of the team routes that act on one team: session, organization (named or active),
 * membership, `team:{action}`, and the team — looked up within that organization only, so
 * another organization's team id answers 404.
 *
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION; 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, `denied`; 404 ORGANIZATION_NOT_FOUND, TEAM_NOT_FOUND.
 */
export async function requireTeamAction(
  ctx: EndpointContext<any, any>,
  config: OrganizationConfig,
  input: { organizationId?: string; teamId: string },
  action: 'update' | 'delete',
  denied: OrganizationErrorCode,
): Promise<TeamAction> {
  const { adapter } = ctx.context;
  const caller = await requireCaller(ctx, true);
  const organizationId = targetOrganizationId(caller, input.organizationId);
  const acting = await requireMember(adapter, organizationId, caller.user.id);
  assertPermission(config, acting, { team: [action] }, denied);
  const [organization, team] = await Promise.all([
    findOrganization(adapter, { id: organizationId }),
    findTeam(adapter, organizationId, input.teamId),
  ]);
  if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
  if (!team) throw organizationError('NOT_FOUND', 'TEAM_NOT_FOUND');
  return { caller, organization, acting, team };
}
