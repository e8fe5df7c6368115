import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { emitEvent } from '../../../security/audit-events.js';
import { deleteSessionCookies } from '../../../session/session-cookie.js';
import { readSessionToken } from '../../../session/session-token.js';

/**
 * `POST /sign-out`: deletes the current session row and clears the session cookies, answering
 * `{ success: true }` — also for a validly signed token whose session is already gone. Emits
 * `sign-out` with the ended session's `sessionId` when the session was live.
 *
 * Without a session token (no cookie, a cookie whose signature does not verify, an invalid
 * bearer token) it answers 400 'Failed to get session' and sets no cookie, as Better Auth
 * 1.2.7 does.
 *
 * @throws APIError 400 FAILED_TO_GET_SESSION 'Failed to get session' without a session token.
 * @see SPEC §7, §8
 */
export const signOut = defineEndpoint(
  '/sign-out',
  {
    method: 'POST',
    requireHeaders: true,
    metadata: { summary: 'Sign out', tags: ['Session'] },
  },
  async (ctx): Promise<{ success: true }> => {
    const token = readSessionToken(ctx);
    if (!token) throw new APIError('BAD_REQUEST', 'FAILED_TO_GET_SESSION');
    const { options, auditLog, store } = ctx.context;
    // Read only to tell the audit event whose session ended (never its token).
    const found = options.onEvent || auditLog ? await store.findSession(token) : null;
    await store.deleteSession(token);
    if (found) {
      emitEvent(ctx, {
        type: 'sign-out',
        userId: found.session.userId,
        sessionId: found.session.id,
      });
    }
    deleteSessionCookies(ctx);
    return { success: true };
  },
);
