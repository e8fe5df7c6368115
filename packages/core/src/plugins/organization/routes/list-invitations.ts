import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import type { Invitation } from '../entities.js';
import { requireCaller, requireMember, targetOrganizationId } from '../membership.js';
import { MAX_PAGE_SIZE } from './list-members.js';

const query = z
  .object({
    organizationId: z.string().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .optional();

/**
 * `GET /organization/list-invitations?organizationId&limit&offset`: an organization's
 * invitations in every status, newest first (default the active organization; `limit` default
 * 100). Any member may list them (SPEC §6: listing needs membership).
 *
 * @throws APIError 401 UNAUTHORIZED; 400 NO_ACTIVE_ORGANIZATION; 403
 *   USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION; 404 ORGANIZATION_NOT_FOUND; 400 VALIDATION_ERROR.
 * @see SPEC §2, §6
 */
export const listInvitationsRoute = () =>
  defineEndpoint(
    '/organization/list-invitations',
    {
      method: 'GET',
      query,
      metadata: { summary: "List an organization's invitations", tags: ['Organization'] },
    },
    async (ctx): Promise<Invitation[]> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, false);
      const organizationId = targetOrganizationId(caller, ctx.query?.organizationId);
      await requireMember(adapter, organizationId, caller.user.id);
      return adapter.findMany<Invitation>({
        model: 'invitation',
        where: [{ field: 'organizationId', value: organizationId }],
        sortBy: { field: 'createdAt', direction: 'desc' },
        limit: ctx.query?.limit ?? 100,
        offset: ctx.query?.offset ?? 0,
      });
    },
  );
