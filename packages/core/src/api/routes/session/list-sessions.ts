import type { Session } from '../../../db/entities.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { requireSession } from '../../../session/require-session.js';

/**
 * `GET /list-sessions`: the caller's unexpired sessions, newest first (at most 100, the default
 * query limit of SPEC §9). Each entry is a full session row, `token` included, so a client can
 * pass it to `POST /revoke-session`.
 *
 * The caller's session is read from the database, never from the cookie cache: the answer holds
 * every session token of the user, so a session revoked a moment ago must not see it.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session.
 * @see SPEC §2, §7
 */
export const listSessions = defineEndpoint(
  '/list-sessions',
  {
    method: 'GET',
    requireHeaders: true,
    metadata: { summary: "List the caller's sessions", tags: ['Session'] },
  },
  async (ctx): Promise<Session[]> => {
    const { user } = await requireSession(ctx, { sensitive: true });
    return ctx.context.store.listSessions(user.id);
  },
);
