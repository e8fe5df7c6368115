import { z } from 'zod';
import {
  APIError,
  type DatabaseAdapter,
  defineEndpoint,
  UniqueConstraintError,
  type User,
} from '../../../plugin/index.js';
import { setActive } from '../active-session.js';
import { answerOrganization, type OrganizationAnswer } from '../answers.js';
import type { Member, Organization, Team } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { runBeforeHook } from '../hooks.js';
import { type Caller, requireCaller } from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findOrganization, lockUser } from '../queries.js';

const body = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  /** Creates the organization for this user; honoured for server calls only. */
  userId: z.string().optional(),
  logo: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  keepCurrentActiveOrganization: z.boolean().optional(),
});

/**
 * What create answers: the organization (without `metadata` when it has none) with its first
 * member, as Better Auth 1.2.7 answers it. The default team is the member's `teamId`.
 */
export type CreatedOrganization = OrganizationAnswer & { members: Member[] };

const limitReached = () =>
  organizationError('FORBIDDEN', 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS');

/** How many organizations `userId` is a member of. */
const countMemberships = (adapter: DatabaseAdapter, userId: string) =>
  adapter.count({ model: 'member', where: [{ field: 'userId', value: userId }] });

/**
 * Refuses a creator who may not create one more organization. Returns the numeric
 * `organizationLimit` (the transaction checks it again under the user's row lock), or
 * undefined when there is none to count.
 */
async function assertMayCreate(
  config: OrganizationConfig,
  user: User,
  adapter: DatabaseAdapter,
): Promise<number | undefined> {
  const { allowUserToCreateOrganization: allow, organizationLimit: limit } = config;
  if (!(typeof allow === 'function' ? await allow(user) : allow)) {
    throw organizationError('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION');
  }
  if (limit === undefined) return undefined;
  const value = typeof limit === 'function' ? await limit(user) : limit;
  if (typeof value === 'boolean') {
    if (value) throw limitReached();
    return undefined;
  }
  if ((await countMemberships(adapter, user.id)) >= value) throw limitReached();
  return value;
}

/**
 * `POST /organization/create` `{ name, slug, logo?, metadata?, keepCurrentActiveOrganization?,
 * userId? }`: creates an organization whose creator becomes its `creatorRole` member (and, with
 * teams and `defaultTeam`, a team of the same name holding the creator) in one transaction, and
 * makes it the session's active organization unless `keepCurrentActiveOrganization`.
 *
 * `userId` creates the organization for another user and is honoured only for server calls
 * (`auth.api.createOrganization`), which then need no session and activate nothing; over HTTP it
 * is ignored.
 *
 * @returns the organization with `members: [creator]`, `metadata` left out when there is none
 *   (Better Auth 1.2.7's shape).
 * @throws APIError 401 UNAUTHORIZED without a session, USER_NOT_FOUND for an unknown server-call
 *   `userId`; 403 YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION,
 *   YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS; 400 ORGANIZATION_ALREADY_EXISTS (slug
 *   taken, also when two creates race); 400 VALIDATION_ERROR, also for a name, slug, logo or
 *   metadata longer than its limit (`maxNameLength`, … — checked when the row is written).
 * @see SPEC §2, §6, §7
 */
export const createOrganizationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/create',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Create an organization', tags: ['Organization'] },
    },
    async (ctx): Promise<CreatedOrganization> => {
      const { context, body } = ctx;
      const { adapter } = context;
      let caller: Caller | null = null;
      let user: User | null;
      if (ctx.isServerCall && body.userId) {
        user = await context.store.findUserById(body.userId);
        // Better Auth's own status for this answer (its body says nothing more).
        if (!user) throw new APIError('UNAUTHORIZED', 'USER_NOT_FOUND');
      } else {
        caller = await requireCaller(ctx, true);
        user = caller.user;
      }
      const creator = user;
      const limit = await assertMayCreate(config, creator, adapter);
      if (await findOrganization(adapter, { slug: body.slug })) {
        throw organizationError('BAD_REQUEST', 'ORGANIZATION_ALREADY_EXISTS');
      }
      const draft = {
        name: body.name,
        slug: body.slug,
        logo: body.logo ?? null,
        metadata: body.metadata ?? null,
      };
      const input = await runBeforeHook(
        config.hooks.beforeCreateOrganization,
        { organization: draft, user: creator },
        draft,
      );
      const created = await adapter
        .transaction(async (tx) => {
          if (limit !== undefined) {
            // Counted again under the creator's row lock: concurrent creates take turns here.
            await lockUser(tx, creator.id);
            if ((await countMemberships(tx, creator.id)) >= limit) throw limitReached();
          }
          const at = new Date();
          const organization = await tx.create<Organization>({
            model: 'organization',
            data: { ...input, createdAt: at },
          });
          const team =
            config.teams.enabled && config.teams.defaultTeam
              ? await tx.create<Team>({
                  model: 'team',
                  data: {
                    name: organization.name,
                    organizationId: organization.id,
                    createdAt: at,
                    // Not changed yet: null, as Better Auth 1.2.7 answers for a default team.
                    updatedAt: null,
                  },
                })
              : null;
          const member = await tx.create<Member>({
            model: 'member',
            data: {
              organizationId: organization.id,
              userId: creator.id,
              role: config.creatorRole,
              teamId: team?.id ?? null,
              createdAt: at,
            },
          });
          return { organization, member, team };
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueConstraintError && error.model === 'organization') {
            throw organizationError('BAD_REQUEST', 'ORGANIZATION_ALREADY_EXISTS');
          }
          throw error;
        });
      const { organization, member, team } = created;
      emitOrganizationEvent(ctx, 'organization.create', {
        organizationId: organization.id,
        actorUserId: caller?.user.id,
        userId: creator.id,
        details: {
          slug: organization.slug,
          role: member.role,
          ...(team ? { teamId: team.id } : {}),
        },
      });
      if (caller && !body.keepCurrentActiveOrganization) {
        await setActive(ctx, caller, { organizationId: organization.id }, config.teams.activeTeam);
      }
      await config.hooks.afterCreateOrganization?.({ organization, member, team, user: creator });
      return { ...answerOrganization(organization), members: [member] };
    },
  );
