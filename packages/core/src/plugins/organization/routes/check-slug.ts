import { z } from 'zod';
import { assertWithinLengthLimits, defineEndpoint } from '../../../plugin/index.js';
import { requireCaller } from '../membership.js';
import { organizationError } from '../organization-error.js';
import { findOrganization } from '../queries.js';

/**
 * `POST /organization/check-slug` `{ slug }`: whether a slug is free, for a create form.
 * Needs a session, so anonymous callers cannot enumerate slugs.
 *
 * @returns `{ status: true }` when no organization holds the slug.
 * @throws APIError 400 SLUG_IS_TAKEN 'slug is taken'; 401 UNAUTHORIZED; 400 VALIDATION_ERROR,
 *   also for a slug longer than `maxSlugLength` (default 128), which create would refuse.
 * @see SPEC §2, §8
 */
export const checkSlugRoute = () =>
  defineEndpoint(
    '/organization/check-slug',
    {
      method: 'POST',
      body: z.object({ slug: z.string().min(1) }),
      metadata: { summary: 'Check that an organization slug is free', tags: ['Organization'] },
    },
    async (ctx): Promise<{ status: true }> => {
      await requireCaller(ctx, false);
      assertWithinLengthLimits(ctx.context.schema, 'organization', { slug: ctx.body.slug });
      if (await findOrganization(ctx.context.adapter, { slug: ctx.body.slug })) {
        throw organizationError('BAD_REQUEST', 'SLUG_IS_TAKEN');
      }
      return { status: true };
    },
  );
