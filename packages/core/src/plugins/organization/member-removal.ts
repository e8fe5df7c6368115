import type { DatabaseAdapter, EndpointContext, User } from '../../plugin/index.js';
import { clearActive } from './active-session.js';
import type { Member } from './entities.js';
import { type Caller, holdsOwnerRole } from './membership.js';
import type { OrganizationConfig } from './options.js';
import { organizationError } from './organization-error.js';
import { findOrganization, listMembersWithRole, lockOrganization } from './queries.js';

/**
 * Removes a member (remove-member and leave): refuses the last owner, then calls `authorize`
 * (remove-member's permission check, which Better Auth makes after the owner rules), runs the
 * remove-member hooks, deletes the row and clears the organization as the removed user's active
 * one.
 *
 * The owner count and the delete share one transaction, so on SQLite (one writer at a time)
 * two owners removing each other cannot leave the organization ownerless.
 *
 * @returns the removed row and its user.
 * @throws APIError 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER; what `authorize`
 *   throws; 400 MEMBER_NOT_FOUND when a concurrent call removed them first.
 */
export async function removeMember(
  ctx: EndpointContext<any, any>,
  config: OrganizationConfig,
  caller: Caller,
  member: Member,
  authorize: () => void = () => {},
): Promise<{ member: Member; user: User }> {
  const { adapter, store } = ctx.context;
  const [organization, user] = await Promise.all([
    findOrganization(adapter, { id: member.organizationId }),
    member.userId === caller.user.id ? caller.user : store.findUserById(member.userId),
  ]);
  // Gone with their user or organization: a concurrent call removed the member first.
  if (!organization || !user) throw organizationError('BAD_REQUEST', 'MEMBER_NOT_FOUND');
  const memberUser = user;
  const isOwner = holdsOwnerRole(config, member.role);
  if (isOwner) await assertAnotherOwner(adapter, config, member);
  authorize();
  await config.hooks.beforeRemoveMember?.({ member, user: memberUser, organization });
  await adapter.transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    if (isOwner) await assertAnotherOwner(tx, config, member);
    const removed = await tx.deleteMany({
      model: 'member',
      where: [{ field: 'id', value: member.id }],
    });
    if (removed === 0) throw organizationError('BAD_REQUEST', 'MEMBER_NOT_FOUND');
  });
  await clearActive(ctx, caller, member.organizationId, config.teams.activeTeam, member.userId);
  await config.hooks.afterRemoveMember?.({ member, user: memberUser, organization });
  return { member, user: memberUser };
}

async function assertAnotherOwner(
  adapter: DatabaseAdapter,
  config: OrganizationConfig,
  member: Member,
): Promise<void> {
  const owners = await listMembersWithRole(adapter, member.organizationId, config.creatorRole);
  if (!owners.some((owner) => owner.id !== member.id)) {
    throw organizationError('BAD_REQUEST', 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER');
  }
}
