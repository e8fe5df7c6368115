import { z } from 'zod';
import {
  defineEndpoint,
  reissueSessionCookie,
  requireSession,
  responseSession,
  type SessionWithUser,
  setCookieCache,
} from '../../../plugin/index.js';
import { invalidSessionToken, requireDeviceCookie } from '../device-cookies.js';

/**
 * `POST /multi-session/set-active` `{ sessionToken }`: makes another account signed in on this
 * browser the active one: its session becomes the session cookie (remembered or not as the
 * current one is) and the cookie cache, and the answer is its `{ session, user }`.
 *
 * Only for a session whose signed device cookie this browser holds, holding that very token.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 401 INVALID_SESSION_TOKEN 'Invalid
 *   session token' without the signed device cookie, or for a session that ended; 400
 *   VALIDATION_ERROR without `sessionToken` or headers.
 */
export function createSetActiveSessionEndpoint() {
  return defineEndpoint(
    '/multi-session/set-active',
    {
      method: 'POST',
      requireHeaders: true,
      body: z.object({ sessionToken: z.string() }),
      metadata: { summary: 'Switch to another account of this device', tags: ['Multi-session'] },
    },
    async (ctx): Promise<SessionWithUser> => {
      await requireSession(ctx);
      const { sessionToken } = ctx.body;
      requireDeviceCookie(ctx, sessionToken);
      const found = await ctx.context.store.findSession(sessionToken);
      // An error answer sets no cookie: the device cookie stays, as in Better Auth 1.2.7 (it
      // names no live session, so listing skips it and sign-out clears it).
      if (!found || found.session.expiresAt.getTime() <= Date.now()) throw invalidSessionToken();
      reissueSessionCookie(ctx, sessionToken);
      setCookieCache(ctx, found);
      return responseSession(ctx.context.responseRow, found);
    },
  );
}
