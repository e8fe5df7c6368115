import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { UniqueConstraintError } from '../../../db/adapter.js';
import type { Organization } from '../entities.js';
import { organizationError } from '../error-codes.js';
import { runBeforeHook } from '../hooks.js';
import {
  assertPermission,
  requireCaller,
  requireMember,
  targetOrganizationId,
} from '../membership.js';
import type { OrganizationConfig } from '../options.js';
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
 * @returns the updated organization.
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION; 404 ORGANIZATION_NOT_FOUND;
 *   403 USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION;
 *   422 ORGANIZATION_ALREADY_EXISTS (slug of another organization); 400 VALIDATION_ERROR, also
 *   for a name, slug, logo or metadata longer than its limit (`maxNameLength`, …).
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
    async (ctx): Promise<Organization> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, true);
      const organizationId = targetOrganizationId(caller, ctx.body.organizationId);
      const member = await requireMember(adapter, organizationId, caller.user.id);
      assertPermission(
        config,
        member,
        { organization: ['update'] },
        'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION',
      );
      const organization = await findOrganization(adapter, { id: organizationId });
      if (!organization) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
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
          throw organizationError('UNPROCESSABLE_ENTITY', 'ORGANIZATION_ALREADY_EXISTS');
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
            throw organizationError('UNPROCESSABLE_ENTITY', 'ORGANIZATION_ALREADY_EXISTS');
          }
          throw error;
        });
      if (!updated) throw organizationError('NOT_FOUND', 'ORGANIZATION_NOT_FOUND');
      await config.hooks.afterUpdateOrganization?.({ organization: updated, user: caller.user });
      return updated;
    },
  );
