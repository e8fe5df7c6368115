import type { DatabaseAdapter } from '../../plugin/index.js';
import { answerInvitation, type InvitationAnswer } from './answers.js';
import type { Invitation, Member, MemberWithUser, Organization, Team } from './entities.js';
import { ALL_ROWS, withUsers } from './queries.js';

/**
 * An organization with its members, invitations and teams: what get-full-organization and
 * set-active answer, in Better Auth 1.2.7's shape. As there, `metadata` is the stored JSON text
 * (`JSON.parse` it), while create and update answer it as an object.
 */
export type FullOrganization = Omit<Organization, 'metadata'> & {
  /** The organization's metadata as JSON text, or null when it has none. */
  metadata: string | null;
  /** The first members, oldest first, each with its user; see list-members for more. */
  members: MemberWithUser[];
  /** Its invitations in every status, oldest first (at most 100). */
  invitations: InvitationAnswer[];
  /** Its teams; `null` with teams off, and always on set-active, as in Better Auth. */
  teams: Team[] | null;
};

/** Most invitations a full organization carries: Better Auth's default query limit (SPEC §9). */
const INVITATIONS_SHOWN = 100;

/**
 * Reads an organization's members (with their users), invitations and, when `teams`, its teams:
 * three indexed reads in parallel, then one read of the members' users.
 */
export async function loadFullOrganization(
  adapter: DatabaseAdapter,
  organization: Organization,
  options: { membersLimit: number; teams: boolean },
): Promise<FullOrganization> {
  const ofOrganization = [{ field: 'organizationId', value: organization.id }];
  const [members, invitations, teams] = await Promise.all([
    adapter.findMany<Member>({
      model: 'member',
      where: ofOrganization,
      sortBy: { field: 'createdAt', direction: 'asc' },
      limit: options.membersLimit,
    }),
    adapter.findMany<Invitation>({
      model: 'invitation',
      where: ofOrganization,
      sortBy: { field: 'createdAt', direction: 'asc' },
      limit: INVITATIONS_SHOWN,
    }),
    options.teams
      ? adapter.findMany<Team>({
          model: 'team',
          where: ofOrganization,
          sortBy: { field: 'createdAt', direction: 'asc' },
          limit: ALL_ROWS,
        })
      : Promise.resolve(null),
  ]);
  return {
    ...organization,
    metadata: organization.metadata == null ? null : JSON.stringify(organization.metadata),
    members: await withUsers(adapter, members),
    invitations: invitations.map(answerInvitation),
    teams,
  };
}
