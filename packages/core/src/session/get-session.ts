import type { EndpointContext } from '../api/endpoint.js';
import type { SessionWithUser } from '../db/entities.js';
import { deleteSessionCookies, setSessionCookie } from './session-cookie.js';

/** Options of {@link getSession}. */
export interface GetSessionOptions {
  /** Do not extend the session even when it is older than `updateAge`. Default: false. */
  disableRefresh?: boolean;
}

/**
 * Resolves the session of a request from its signed session cookie.
 *
 * Returns null, never throws, for a missing, unsigned, tampered or unknown cookie and for an
 * expired session (whose row is then deleted and whose cookies are cleared). A live session
 * older than `updateAge` is extended by `expiresIn` (sliding expiry), unless refresh is
 * disabled or it was created with `rememberMe: false`.
 *
 * Hot path: one HMAC and one indexed lookup; no other work.
 *
 * @see SPEC §4 (session refresh), §9 (lifetimes)
 */
export async function getSession(
  ctx: EndpointContext<any, any>,
  options: GetSessionOptions = {},
): Promise<SessionWithUser | null> {
  const { cookies, store, options: config } = ctx.context;
  const token = ctx.getSignedCookie(cookies.sessionToken);
  if (!token) return null;

  const found = await store.findSession(token);
  const now = Date.now();
  if (!found || found.session.expiresAt.getTime() <= now) {
    if (found) await store.deleteSession(token);
    deleteSessionCookies(ctx);
    return null;
  }

  const { expiresIn, updateAge, disableSessionRefresh } = config.session;
  const dontRemember = ctx.getSignedCookie(cookies.dontRemember) !== null;
  const refreshDue = found.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
  if (refreshDue && !disableSessionRefresh && !options.disableRefresh && !dontRemember) {
    const expiresAt = new Date(now + expiresIn * 1000);
    const updated = await store.updateSession(token, { expiresAt });
    if (updated) found.session = updated;
    setSessionCookie(ctx, token, { rememberMe: true, maxAgeSeconds: expiresIn });
  }
  return found;
}
