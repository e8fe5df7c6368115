import { z } from 'zod';
import type { SessionWithUser } from '../../../db/entities.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { getSession as resolveSession } from '../../../session/get-session.js';
import { responseSession } from '../../../user/response-row.js';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', ''])])
  .transform((value) => value === true || value === 'true' || value === '')
  .optional();

/**
 * `GET /get-session`: the current session and user, or `null` when signed out.
 * Query flags: `disableRefresh` (do not extend the session), `disableCookieCache` (always read
 * the database; meaningful once the cookie cache is on).
 *
 * @throws APIError 400 VALIDATION_ERROR 'Headers is required' for a server call without
 *   `headers`; 500 FAILED_TO_GET_SESSION 'Failed to get session' when reading the session fails
 *   unexpectedly (e.g. the database is down), as Better Auth 1.2.7 answers.
 * @see SPEC §7, §8
 */
export const getSession = defineEndpoint(
  '/get-session',
  {
    method: 'GET',
    requireHeaders: true,
    query: z.object({ disableCookieCache: flag, disableRefresh: flag }).optional(),
    metadata: { summary: 'Get the current session', tags: ['Session'] },
  },
  async (ctx): Promise<SessionWithUser | null> => {
    try {
      const found = await resolveSession(ctx, {
        disableRefresh: ctx.query?.disableRefresh,
        disableCookieCache: ctx.query?.disableCookieCache,
      });
      return found && responseSession(ctx.context.responseRow, found);
    } catch (error) {
      // A database hook's own refusal keeps its answer.
      if (error instanceof APIError) throw error;
      ctx.context.logger.error('Failed to get session', error);
      throw new APIError('INTERNAL_SERVER_ERROR', 'FAILED_TO_GET_SESSION');
    }
  },
);
