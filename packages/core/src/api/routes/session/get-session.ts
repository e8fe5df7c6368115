import { z } from 'zod';
import type { SessionWithUser } from '../../../db/entities.js';
import { getSession as resolveSession } from '../../../session/get-session.js';
import { responseSession } from '../../../user/response-row.js';
import { defineEndpoint } from '../../endpoint.js';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', ''])])
  .transform((value) => value === true || value === 'true' || value === '')
  .optional();

/**
 * `GET /get-session`: the current session and user, or `null` when signed out.
 * Query flags: `disableRefresh` (do not extend the session), `disableCookieCache` (always read
 * the database; meaningful once the cookie cache is on).
 *
 * @see SPEC §7
 */
export const getSession = defineEndpoint(
  '/get-session',
  {
    method: 'GET',
    query: z.object({ disableCookieCache: flag, disableRefresh: flag }).optional(),
    metadata: { summary: 'Get the current session', tags: ['Session'] },
  },
  async (ctx): Promise<SessionWithUser | null> => {
    const found = await resolveSession(ctx, {
      disableRefresh: ctx.query?.disableRefresh,
      disableCookieCache: ctx.query?.disableCookieCache,
    });
    return found && responseSession(ctx.context.responseRow, found);
  },
);
