import { defineEndpoint } from '../../../kernel/endpoint.js';
import { emitEvent } from '../../../security/audit-events.js';
import { requireSession } from '../../../session/require-session.js';

/**
 * `POST /revoke-sessions`: signs the caller out everywhere — deletes every session of the user,
 * the current one included. Answers `{ status: true }` and, as Better Auth 1.2.7, sets no cookie:
 * the next request with the dead cookie finds no session and clears it.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session (read from the database, never the
 *   cookie cache).
 * @see SPEC §2, §7
 */
export const revokeSessions = defineEndpoint(
  '/revoke-sessions',
  {
    method: 'POST',
    requireHeaders: true,
    metadata: { summary: 'Revoke all your sessions', tags: ['Session'] },
  },
  async (ctx): Promise<{ status: true }> => {
    const { session } = await requireSession(ctx, { sensitive: true });
    await ctx.context.store.deleteUserSessions(session.userId);
    emitEvent(ctx, { type: 'session.revoke', userId: session.userId, details: { scope: 'all' } });
    return { status: true };
  },
);
