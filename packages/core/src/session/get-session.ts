import type { SessionWithUser } from '../db/entities.js';
import type { RequestScope } from '../kernel/request-scope.js';
import { readCookieCache, setCookieCache } from './cookie-cache.js';
import { deleteSessionCookies, setSessionCookie } from './session-cookie.js';
import { readPluginSession, readSessionToken } from './session-token.js';

/** Options of {@link getSession}. */
export interface GetSessionOptions {
  /** Do not extend the session even when it is older than `updateAge`. Default: false. */
  disableRefresh?: boolean;
  /** Read the database even when a fresh cookie cache is present. Default: false. */
  disableCookieCache?: boolean;
}

/**
 * Resolves the session of a request from its session token (cookie, or a plugin's source).
 *
 * Returns null, never throws, for a missing, unsigned, tampered or unknown token and for an
 * expired session (whose row is then deleted and whose cookies are cleared). A live session
 * older than `updateAge` is extended by `expiresIn` (sliding expiry, capped by
 * `absoluteExpiresIn`), unless refresh is disabled or it was created with `rememberMe: false`.
 * With the cookie cache on, a fresh `session_data` cookie answers without a database read.
 *
 * Hot path: one HMAC and one indexed lookup; no other work.
 *
 * @see SPEC §4 (session refresh), §9 (lifetimes)
 */
export async function getSession(
  ctx: RequestScope,
  options: GetSessionOptions = {},
): Promise<SessionWithUser | null> {
  const { store, options: config } = ctx.context;
  if (ctx.context.sessionResolvers.length > 0) {
    const source = readPluginSession(ctx);
    if (source) return source();
  }
  const token = readSessionToken(ctx);
  if (!token) return null;

  const cacheOn = config.session.cookieCache.enabled && !options.disableCookieCache;
  const cached = cacheOn ? readCookieCache(ctx, token) : null;
  if (cached) return cached;

  const found = await store.findSession(token);
  const now = Date.now();
  if (!found || found.session.expiresAt.getTime() <= now) {
    if (found) await store.deleteSession(token);
    deleteSessionCookies(ctx);
    return null;
  }

  const { expiresIn, updateAge, disableSessionRefresh, absoluteExpiresIn } = config.session;
  const dontRemember = ctx.getSignedCookie(ctx.context.cookies.dontRemember) !== null;
  const refreshDue = found.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
  if (refreshDue && !disableSessionRefresh && !options.disableRefresh && !dontRemember) {
    const cap =
      absoluteExpiresIn === undefined
        ? Number.POSITIVE_INFINITY
        : found.session.createdAt.getTime() + absoluteExpiresIn * 1000;
    const expiresAt = new Date(Math.min(now + expiresIn * 1000, cap));
    if (expiresAt.getTime() > found.session.expiresAt.getTime()) {
      const updated = await store.updateSession(token, { expiresAt });
      if (updated) found.session = updated;
      const maxAgeSeconds = Math.floor((expiresAt.getTime() - now) / 1000);
      setSessionCookie(ctx, token, { rememberMe: true, maxAgeSeconds });
    }
  }
  if (cacheOn) setCookieCache(ctx, found);
  return found;
}
