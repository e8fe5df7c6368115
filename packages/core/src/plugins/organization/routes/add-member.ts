import { z } from 'zod';
import {
  APIError,
  defineEndpoint,
  getSession,
  UniqueConstraintError,
} from '../../../plugin/index.js';
import type { Member, OrganizationSession } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { runBeforeHook } from '../hooks.js';
import { normalizeRole } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import {
  countMembers,
  findMember,
  findOrganization,
  findTeam,
  lockOrganization,
} from '../queries.js';

const body = z.object({
  userId: z.string().min(1),
  role: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  organizationId: z.string().min(1).optional(),
  teamId: z.string().min(1).optional(),
});

/**
 * `auth.api.addMember({ body: { userId, role, organizationId?, teamId? }, headers? })` — server
 * only (over HTTP it answers 404): adds a user to an organization without an invitation, e.g.
 * when provisioning from an identity provider. `organizationId` defaults to the active
 * organization of the session in `headers`, as in Better Auth. Runs the add-member hooks and
 * respects `membershipLimit`; the caller is trusted, so no permission is checked. Checks run in
 * Better Auth 1.2.7's order and answer its statuses.
 *
 * @returns the member.
 * @throws APIError 400 NO_ACTIVE_ORGANIZATION (Better Auth answers `null` there), USER_NOT_FOUND,
 *   USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION, ORGANIZATION_NOT_FOUND (a database error in
 *   Better Auth), TEAM_NOT_FOUND, ROLE_NOT_FOUND; 403 ORGANIZATION_MEMBERSHIP_LIMIT_REACHED.
 */
export const addMemberRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/add-member',
    {
      method: 'POST',
      body,
      serverOnly: true,
      metadata: { summary: 'Add a member (server only)', tags: ['Organization'] },
    },
    async (ctx): Promise<Member> => {
      const { adapter, store } = ctx.context;
      const { userId, teamId } = ctx.body;
      // Read also when the organization is named: its user is the actor of the audit event.
      const session = await getSession(ctx);
      const organizationId =
        ctx.body.organizationId ||
        (session?.session as OrganizationSession | undefined)?.activeOrganizationId;
      if (!organizationId) throw organizationError('BAD_REQUEST', 'NO_ACTIVE_ORGANIZATION');
      const user = await store.findUserById(userId);
      if (!user) throw new APIError('BAD_REQUEST', 'USER_NOT_FOUND');
      if (await findMember(adapter, organizationId, userId)) {
        throw organizationError('BAD_REQUEST', 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
      }
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND');
      if (teamId && (!config.teams.enabled || !(await findTeam(adapter, organizationId, teamId)))) {
        throw organizationError('BAD_REQUEST', 'TEAM_NOT_FOUND');
      }
      const role = normalizeRole(config, ctx.body.role);
      const draft = { role, teamId: teamId ?? null };
      const input = await runBeforeHook(
        config.hooks.beforeAddMember,
        { member: { ...draft, userId }, user, organization },
        draft,
      );
      const member = await adapter
        .transaction(async (tx) => {
          await lockOrganization(tx, organizationId);
          if ((await countMembers(tx, organizationId)) >= config.membershipLimit) {
            throw organizationError('FORBIDDEN', 'ORGANIZATION_MEMBERSHIP_LIMIT_REACHED');
          }
          return tx.create<Member>({
            model: 'member',
            data: { ...input, organizationId, userId, createdAt: new Date() },
          });
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueConstraintError && error.model === 'member') {
            throw organizationError('BAD_REQUEST', 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION');
          }
          throw error;
        });
      emitOrganizationEvent(ctx, 'organization.member-add', {
        organizationId,
        actorUserId: session?.user.id,
        userId,
        details: { role: member.role, ...(member.teamId ? { teamId: member.teamId } : {}) },
      });
      await config.hooks.afterAddMember?.({ member, user, organization });
      return member;
    },
  );
