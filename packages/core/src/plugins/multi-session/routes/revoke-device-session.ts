import { z } from 'zod';
import {
  defineEndpoint,
  deleteSessionCookies,
  emitEvent,
  reissueSessionCookie,
  requireSession,
  setCookieCache,
} from '../../../plugin/index.js';
import { clearDeviceCookie, readDeviceCookies, requireDeviceCookie } from '../device-cookies.js';
import { findDeviceSessions } from '../device-sessions.js';
import type { MultiSessionSettings } from '../settings.js';

/**
 * `POST /multi-session/revoke` `{ sessionToken }`: signs one account of this browser out: its
 * session is deleted and its device cookie cleared. When it was the active one, the next live
 * account of the device becomes active (its session cookie and cookie cache set); with none
 * left the session cookies are cleared. Answers `{ status: true }`. Records `session.revoke`
 * (`details.scope: 'device'`).
 *
 * Only for a session whose signed device cookie this browser holds, holding that very token.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 401 INVALID_SESSION_TOKEN 'Invalid
 *   session token' without the signed device cookie; 400 VALIDATION_ERROR without
 *   `sessionToken` or headers.
 */
export function createRevokeDeviceSessionEndpoint(settings: MultiSessionSettings) {
  return defineEndpoint(
    '/multi-session/revoke',
    {
      method: 'POST',
      requireHeaders: true,
      body: z.object({ sessionToken: z.string() }),
      metadata: { summary: 'Sign one account of this device out', tags: ['Multi-session'] },
    },
    async (ctx): Promise<{ status: boolean }> => {
      const current = await requireSession(ctx);
      const { sessionToken } = ctx.body;
      const cookie = requireDeviceCookie(ctx, sessionToken);
      const { store, options, auditLog } = ctx.context;
      const revoked = options.onEvent || auditLog ? await store.findSession(sessionToken) : null;
      await store.deleteSession(sessionToken);
      clearDeviceCookie(ctx, cookie.name);
      if (revoked) {
        emitEvent(ctx, {
          type: 'session.revoke',
          userId: revoked.user.id,
          sessionId: revoked.session.id,
          details: { scope: 'device' },
        });
      }
      if (current.session.token !== sessionToken) return { status: true };
      const others = readDeviceCookies(ctx, settings.maximumSessions).filter(
        (other) => other.name !== cookie.name,
      );
      const [next] = await findDeviceSessions(ctx, others);
      if (next) {
        reissueSessionCookie(ctx, next.session.token);
        setCookieCache(ctx, { session: next.session, user: next.user });
      } else {
        deleteSessionCookies(ctx);
      }
      return { status: true };
    },
  );
}
