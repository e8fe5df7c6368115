import { emitEvent } from '../../../security/audit-events.js';
import { deleteSessionCookies } from '../../../session/session-cookie.js';
import { readSessionToken } from '../../../session/session-token.js';
import { defineEndpoint } from '../../endpoint.js';

/**
 * `POST /sign-out`: deletes the current session row and clears the session cookies.
 * Answers `{ success: true }` whether or not a session was present.
 *
 * @see SPEC §7
 */
export const signOut = defineEndpoint(
  '/sign-out',
  { method: 'POST', metadata: { summary: 'Sign out', tags: ['Session'] } },
  async (ctx): Promise<{ success: true }> => {
    const token = readSessionToken(ctx);
    if (token) {
      // Read only to tell the audit event whose session ended.
      const found = ctx.context.options.onEvent ? await ctx.context.store.findSession(token) : null;
      await ctx.context.store.deleteSession(token);
      if (found) emitEvent(ctx, { type: 'sign-out', userId: found.session.userId });
    }
    deleteSessionCookies(ctx);
    return { success: true };
  },
);
