import { defineEndpoint } from '../../../kernel/endpoint.js';
import { emitEvent } from '../../../security/audit-events.js';
import { requireSession } from '../../../session/require-session.js';

/**
 * `POST /revoke-other-sessions`: deletes every session of the caller except the one making the
 * request, which stays valid (its cookie is left alone). Answers `{ status: true }`.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session (read from the database, never the
 *   cookie cache).
 * @see SPEC §2, §7
 */
export const revokeOtherSessions = defineEndpoint(
  '/revoke-other-sessions',
  {
    method: 'POST',
    requireHeaders: true,
    metadata: { summary: 'Revoke all your other sessions', tags: ['Session'] },
  },
  async (ctx): Promise<{ status: true }> => {
    const { session } = await requireSession(ctx, { sensitive: true });
    await ctx.context.store.deleteUserSessions(session.userId, session.token);
    emitEvent(ctx, { type: 'session.revoke', userId: session.userId, details: { scope: 'other' } });
    return { status: true };
  },
);
