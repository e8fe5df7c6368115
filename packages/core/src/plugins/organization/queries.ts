import type { DatabaseAdapter, User, Where } from '../../plugin/index.js';
import type {
  Invitation,
  Member,
  MemberWithUser,
  Organization,
  OrganizationSession,
  Team,
} from './entities.js';

// The plugin's reads, each one indexed query; routes read as the flow they implement.

/** No practical cap: for lists bounded by the data itself (a user's memberships, owners). */
export const ALL_ROWS = Number.MAX_SAFE_INTEGER;

const eq = (field: string, value: unknown): Where => ({ field, value });

/** An organization by id or by slug (unique), or null. */
export const findOrganization = (adapter: DatabaseAdapter, by: { id: string } | { slug: string }) =>
  adapter.findOne<Organization>({
    model: 'organization',
    where: ['id' in by ? eq('id', by.id) : eq('slug', by.slug)],
  });

/** The member row of `userId` in `organizationId`: one read of the unique (organizationId, userId) index. */
export const findMember = (adapter: DatabaseAdapter, organizationId: string, userId: string) =>
  adapter.findOne<Member>({
    model: 'member',
    where: [eq('organizationId', organizationId), eq('userId', userId)],
  });

/** A member by id, only within `organizationId`: another organization's member is not found. */
export const findMemberById = (adapter: DatabaseAdapter, organizationId: string, id: string) =>
  adapter.findOne<Member>({
    model: 'member',
    where: [eq('id', id), eq('organizationId', organizationId)],
  });

/**
 * Locks an organization's row until the transaction of `tx` ends, so the membership, owner and
 * team counts checked next cannot be passed by a concurrent request on PostgreSQL or MySQL (see
 * `DatabaseAdapter.lockRows`). Call it first in the transaction.
 */
export const lockOrganization = async (tx: DatabaseAdapter, organizationId: string) => {
  await tx.lockRows?.({ model: 'organization', where: [eq('id', organizationId)] });
};

/** Locks a user's row until the transaction of `tx` ends (their organization count). */
export const lockUser = async (tx: DatabaseAdapter, userId: string) => {
  await tx.lockRows?.({ model: 'user', where: [eq('id', userId)] });
};

/** How many members an organization has: a count over its index range. */
export const countMembers = (adapter: DatabaseAdapter, organizationId: string) =>
  adapter.count({ model: 'member', where: [eq('organizationId', organizationId)] });

/** Members of `organizationId` whose role list names `role`. */
export async function listMembersWithRole(
  adapter: DatabaseAdapter,
  organizationId: string,
  role: string,
): Promise<Member[]> {
  const candidates = await adapter.findMany<Member>({
    model: 'member',
    where: [
      eq('organizationId', organizationId),
      { field: 'role', operator: 'contains', value: role },
    ],
    limit: ALL_ROWS,
  });
  return candidates.filter((member) => splitRoles(member.role).includes(role));
}

/** Role names of a member's `role` column (`'admin, billing'` → `['admin', 'billing']`). */
export const splitRoles = (role: string): string[] =>
  role
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Adds each member's user (id, name, email, image), with one read for the whole page. */
export async function withUsers(
  adapter: DatabaseAdapter,
  members: Member[],
): Promise<MemberWithUser[]> {
  if (members.length === 0) return [];
  const users = await adapter.findMany<User>({
    model: 'user',
    where: [{ field: 'id', operator: 'in', value: [...new Set(members.map((m) => m.userId))] }],
    limit: members.length,
  });
  const byId = new Map(users.map((user) => [user.id, user]));
  return members.flatMap((member) => {
    const user = byId.get(member.userId);
    // A user deleted between the two reads: their member row is going too.
    if (!user) return [];
    const { id, name, email, image } = user;
    return [{ ...member, user: { id, name, email, image } }];
  });
}

/** How many user ids one search query of {@link searchMembers} tests. */
const SEARCH_BATCH = 500;

/**
 * The members matching `where` (the organization's index range first) whose user's name or
 * email contains `search`, ignoring case: all such member rows in `sortBy` order, then their
 * users by id, {@link SEARCH_BATCH} per query, each query testing name and email; the page is
 * cut from the matches, and `total` counts them all.
 */
export async function searchMembers(
  adapter: DatabaseAdapter,
  args: {
    where: Where[];
    sortBy: { field: string; direction: 'asc' | 'desc' };
    search: string;
    limit: number;
    offset: number;
  },
): Promise<{ members: MemberWithUser[]; total: number }> {
  const rows = await adapter.findMany<Member>({
    model: 'member',
    where: args.where,
    sortBy: args.sortBy,
    limit: ALL_ROWS,
  });
  const userIds = [...new Set(rows.map((member) => member.userId))];
  const matched = new Map<string, User>();
  for (let start = 0; start < userIds.length; start += SEARCH_BATCH) {
    const batch = userIds.slice(start, start + SEARCH_BATCH);
    const users = await adapter.findMany<User>({
      model: 'user',
      // (name matches OR email matches) AND id in batch: clauses fold left to right.
      where: [
        { field: 'name', operator: 'contains', value: args.search, mode: 'insensitive' },
        {
          field: 'email',
          operator: 'contains',
          value: args.search,
          mode: 'insensitive',
          connector: 'OR',
        },
        { field: 'id', operator: 'in', value: batch },
      ],
      limit: batch.length,
    });
    for (const user of users) matched.set(user.id, user);
  }
  const matches = rows.filter((member) => matched.has(member.userId));
  const members = matches.slice(args.offset, args.offset + args.limit).flatMap((member) => {
    const user = matched.get(member.userId);
    if (!user) return [];
    const { id, name, email, image } = user;
    return [{ ...member, user: { id, name, email, image } }];
  });
  return { members, total: matches.length };
}

/** An invitation by id, whatever its status, or null. */
export const findInvitation = (adapter: DatabaseAdapter, id: string) =>
  adapter.findOne<Invitation>({ model: 'invitation', where: [eq('id', id)] });

/** The invitation when it can still be answered (SPEC §4): pending and unexpired; else null. */
export async function findOpenInvitation(adapter: DatabaseAdapter, id: string) {
  const invitation = await findInvitation(adapter, id);
  return invitation && isOpen(invitation) ? invitation : null;
}

/** Whether an invitation can still be answered: pending and unexpired. */
export const isOpen = (invitation: Invitation) =>
  invitation.status === 'pending' && invitation.expiresAt.getTime() > Date.now();

/** Pending invitations of `email` (lowercased), in one organization or all. */
export const listPendingInvitations = (
  adapter: DatabaseAdapter,
  email: string,
  organizationId?: string,
) =>
  adapter.findMany<Invitation>({
    model: 'invitation',
    where: [
      eq('email', email.toLowerCase()),
      eq('status', 'pending'),
      ...(organizationId ? [eq('organizationId', organizationId)] : []),
    ],
    sortBy: { field: 'createdAt', direction: 'desc' },
    limit: ALL_ROWS,
  });

/** A team by id, only within `organizationId`. */
export const findTeam = (adapter: DatabaseAdapter, organizationId: string, id: string) =>
  adapter.findOne<Team>({
    model: 'team',
    where: [eq('id', id), eq('organizationId', organizationId)],
  });

/** How many teams an organization has. */
export const countTeams = (adapter: DatabaseAdapter, organizationId: string) =>
  adapter.count({ model: 'team', where: [eq('organizationId', organizationId)] });

/** Sessions whose active organization is `organizationId` (of one user, or of everyone). */
export const listSessionsActiveIn = (
  adapter: DatabaseAdapter,
  organizationId: string,
  userId?: string,
) =>
  adapter.findMany<OrganizationSession>({
    model: 'session',
    where: [...(userId ? [eq('userId', userId)] : []), eq('activeOrganizationId', organizationId)],
    limit: ALL_ROWS,
  });
