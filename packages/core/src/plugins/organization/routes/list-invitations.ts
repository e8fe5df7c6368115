import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { answerInvitation, type InvitationAnswer } from '../answers.js';
import type { Invitation } from '../entities.js';
import { refuse, requireCaller, requireMember, targetOrganizationId } from '../membership.js';
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
 * invitations in every status, oldest first as Better Auth lists them (default the active
 * organization; `limit` default 100). Any member may list them (SPEC §6: listing needs
 * membership).
 *
 * @throws APIError 401 UNAUTHORIZED; 400 ORGANIZATION_ID_IS_REQUIRED (none named or active),
 *   VALIDATION_ERROR; 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION (also for an unknown one).
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
    async (ctx): Promise<InvitationAnswer[]> => {
      const { adapter } = ctx.context;
      const caller = await requireCaller(ctx, false);
      const organizationId = targetOrganizationId(
        caller,
        ctx.query?.organizationId,
        refuse('BAD_REQUEST', 'ORGANIZATION_ID_IS_REQUIRED'),
      );
      await requireMember(
        adapter,
        organizationId,
        caller.user.id,
        refuse('FORBIDDEN', 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION'),
      );
      const invitations = await adapter.findMany<Invitation>({
        model: 'invitation',
        where: [{ field: 'organizationId', value: organizationId }],
        sortBy: { field: 'createdAt', direction: 'asc' },
        limit: ctx.query?.limit ?? 100,
        offset: ctx.query?.offset ?? 0,
      });
      return invitations.map(answerInvitation);
    },
  );
