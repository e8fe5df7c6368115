import type { RequestScope, SessionWithUser } from '../../plugin/index.js';
import type { DeviceCookie } from './device-cookies.js';

/** A device cookie's session, when it is still live. */
export interface DeviceSession extends SessionWithUser {
  cookie: DeviceCookie;
}

/**
 * The live sessions behind `cookies`, in the order given: sessions that ended (expired,
 * revoked, or signed out elsewhere) are left out. One read per cookie (there are at most
 * `maximumSessions`).
 */
export async function findDeviceSessions(
  scope: RequestScope,
  cookies: readonly DeviceCookie[],
): Promise<DeviceSession[]> {
  const now = Date.now();
  const found = await Promise.all(
    cookies.map(async (cookie) => {
      const session = await scope.context.store.findSession(cookie.token);
      return session && session.session.expiresAt.getTime() > now ? { ...session, cookie } : null;
    }),
  );
  return found.filter((session): session is DeviceSession => session !== null);
}
