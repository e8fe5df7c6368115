import type { EndpointContext } from '../../api/endpoint.js';
import type { DatabaseAdapter } from '../../db/adapter.js';
import type { User } from '../../db/entities.js';
import { clearActive } from './active-session.js';
import type { Member } from './entities.js';
import { organizationError } from './error-codes.js';
import { type Caller, holdsOwnerRole } from './membership.js';
import type { OrganizationConfig } from './options.js';
import { findOrganization, listMembersWithRole } from './queries.js';

/**
 * Removes a member (remove-member and leave): refuses the last owner, runs the remove-member
 * hooks, deletes the row and clears the organization as the removed user's active one.
 *
 * The owner count and the delete share one transaction, so on SQLite (one writer at a time)
 * two owners removing each other cannot leave the organization ownerless.
 *
 * @throws APIError 400 YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER; 404
 *   ORGANIZATION_NOT_FOUND / MEMBER_NOT_FOUND when a concurrent call removed them first.
 */
export async function removeMember(
  ctx: EndpointContext<any, any>,
  config: OrganizationConfig,
  caller: Caller,
  member: Member,
): Promise<Member> {
  const { adapter, store } = ctx.context;
  const [organization, user] = await Promise.all([
    findOrganization(adapter, { id: member.organizationId }),
    member.userId === caller.user.id ? caller.user : store.findUserById(member.userId),
  ]);
  if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
  const memberUser = user as User;
  const isOwner = holdsOwnerRole(config, member.role);
  if (isOwner) await assertAnotherOwner(adapter, config, member);
  await config.hooks.beforeRemoveMember?.({ member, user: memberUser, organization });
  await adapter.transaction(async (tx) => {
    if (isOwner) await assertAnotherOwner(tx, config, member);
    const removed = await tx.deleteMany({
      model: 'member',
      where: [{ field: 'id', value: member.id }],
    });
    if (removed === 0) throw organizationError('NOT_FOUND', 'MEMBER_NOT_FOUND');
  });
  await clearActive(ctx, caller, member.organizationId, config.teams.enabled, member.userId);
  await config.hooks.afterRemoveMember?.({ member, user: memberUser, organization });
  return member;
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
