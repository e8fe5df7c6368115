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
    if (token) await ctx.context.store.deleteSession(token);
    deleteSessionCookies(ctx);
    return { success: true };
  },
);
