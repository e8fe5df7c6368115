import type { SessionWithUser } from '../db/entities.js';
import type { RequestScope } from '../kernel/request-scope.js';
import { responseSession } from '../user/response-row.js';
import { reviveDatesIn } from '../utils/revive-dates-in.js';

/** The longest a cookie may be and still be stored by every browser (SPEC §5). */
export const MAX_COOKIE_CACHE_LENGTH = 4093;

interface CachePayload {
  session: SessionWithUser;
  /** Epoch milliseconds after which the cache must not be trusted. */
  expiresAt: number;
}

/**
 * Writes the signed `session_data` cookie that lets get-session answer without a database read
 * for `cookieCache.maxAge` seconds. A session too large for one cookie (over 4093 characters
 * once signed and encoded) is not cached: any previous cache cookie is cleared instead.
 */
export function setCookieCache(ctx: RequestScope, found: SessionWithUser): void {
  const { options, cookies } = ctx.context;
  const { enabled, maxAge } = options.session.cookieCache;
  if (!enabled) return;
  // The cookie is readable by the client: fields declared `returned: false` stay out of it.
  const session = responseSession(ctx.context.responseRow, found);
  const payload: CachePayload = { session, expiresAt: Date.now() + maxAge * 1000 };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  // name=value plus the signature's 44 characters and dot, percent-encoded ('=' → %3D).
  if (cookies.sessionData.length + 1 + encoded.length + 47 > MAX_COOKIE_CACHE_LENGTH) {
    ctx.setCookie(cookies.sessionData, '', { maxAge: 0 });
    return;
  }
  ctx.setSignedCookie(cookies.sessionData, encoded, { maxAge });
}

/**
 * Reads the cached session when the cache cookie is signed, unexpired, belongs to the session
 * token presented, and the session itself has not expired; else null.
 */
export function readCookieCache(ctx: RequestScope, token: string): SessionWithUser | null {
  const encoded = ctx.getSignedCookie(ctx.context.cookies.sessionData);
  if (!encoded) return null;
  let payload: CachePayload;
  try {
    payload = reviveDatesIn(JSON.parse(Buffer.from(encoded, 'base64url').toString()));
  } catch {
    return null;
  }
  const now = Date.now();
  if (typeof payload?.expiresAt !== 'number' || payload.expiresAt <= now) return null;
  const session = isObject(payload.session?.session) ? payload.session.session : null;
  const user = isObject(payload.session?.user) ? payload.session.user : null;
  if (!session || !user || session.token !== token || session.expiresAt.getTime() <= now) {
    return null;
  }
  const cached = { session, user };
  fromCookieCache.add(cached);
  return cached;
}

const fromCookieCache = new WeakSet<object>();

/**
 * True when `result` (what get-session answered) came from the cookie cache rather than the
 * database: it may belong to a session revoked up to `cookieCache.maxAge` ago, so nothing that
 * outlives that window (a JWT) should be minted from it.
 */
export const isFromCookieCache = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && fromCookieCache.has(result);

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
