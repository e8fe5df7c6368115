import { z } from 'zod';
import { APIError, defineEndpoint, UniqueConstraintError } from '../../../plugin/index.js';
import { answerOrganization, type OrganizationAnswer } from '../answers.js';
import type { Organization } from '../entities.js';
import { emitOrganizationEvent } from '../events.js';
import { runBeforeHook } from '../hooks.js';
import {
  assertPermission,
  refuse,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';
import { organizationError } from '../organization-error.js';
import { findOrganization } from '../queries.js';

const body = z.object({
  data: z.object({
    name: z.string().min(1).optional(),
    slug: z.string().min(1).optional(),
    logo: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
  organizationId: z.string().optional(),
});

/**
 * `POST /organization/update` `{ data: { name?, slug?, logo?, metadata? }, organizationId? }`:
 * changes the named organization, by default the active one. Needs `organization:update`
 * (owner, admin). `null` clears `logo` or `metadata`; fields left out are kept.
 *
 * Answers are Better Auth 1.2.7's, including its wording of the 401.
 *
 * @returns the updated organization, `metadata` left out when there is none.
 * @throws APIError 401 USER_NOT_FOUND 'User not found' without a session; 400
 *   ORGANIZATION_NOT_FOUND with no organization named or active,
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION (also for an unknown organization),
 *   ORGANIZATION_ALREADY_EXISTS (slug of another organization); 403
 *   YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION; 400 VALIDATION_ERROR, also for a name, slug,
 *   logo or metadata longer than its limit (`maxNameLength`, …).
 * @see SPEC §2, §6, §7
 */
export const updateOrganizationRoute = (config: OrganizationConfig) =>
  defineEndpoint(
    '/organization/update',
    {
      method: 'POST',
      body,
      metadata: { summary: 'Update an organization', tags: ['Organization'] },
    },
    async (ctx): Promise<OrganizationAnswer> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(
        ctx,
        true,
        () => new APIError('UNAUTHORIZED', 'USER_NOT_FOUND'),
      );
      const organizationId = targetOrganizationId(
        caller,
        ctx.body.organizationId,
        refuse('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND'),
      );
      const member = await requireMember(
        adapter,
        organizationId,
        caller.user.id,
        refuse('BAD_REQUEST', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION'),
      );
      assertPermission(
        config,
        member,
        { organization: ['update'] },
        'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
      );
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND');
      const requested = Object.fromEntries(
        Object.entries(ctx.body.data).filter(([, value]) => value !== undefined),
      );
      const update = await runBeforeHook(
        config.hooks.beforeUpdateOrganization,
        { organization, update: requested, user: caller.user },
        requested,
      );
      if (typeof update.slug === 'string' && update.slug !== organization.slug) {
        if (await findOrganization(adapter, { slug: update.slug })) {
          throw organizationError('BAD_REQUEST', 'ORGANIZATION_ALREADY_EXISTS');
        }
      }
      const updated = await adapter
        .update<Organization>({
          model: 'organization',
          where: [{ field: 'id', value: organizationId }],
          update,
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueConstraintError) {
            throw organizationError('BAD_REQUEST', 'ORGANIZATION_ALREADY_EXISTS');
          }
          throw error;
        });
      if (!updated) throw organizationError('BAD_REQUEST', 'ORGANIZATION_NOT_FOUND');
      // The names of the fields changed, not their values (metadata may be large).
      emitOrganizationEvent(ctx, 'organization.update', {
        organizationId,
        actorUserId: caller.user.id,
        details: { fields: Object.keys(update) },
      });
      await config.hooks.afterUpdateOrganization?.({ organization: updated, user: caller.user });
      return answerOrganization(updated);
    },
  );
