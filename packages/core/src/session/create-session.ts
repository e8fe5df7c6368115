import { generateRandomString } from '../crypto/random.js';
import type { Session, User } from '../db/entities.js';
import { truncateToLength } from '../db/field-limits.js';
import { APIError } from '../errors/api-error.js';
import type { RequestScope } from '../kernel/request-scope.js';
import { getClientIp } from '../rate-limit/client-ip.js';
import { setCookieCache } from './cookie-cache.js';
import { setSessionCookie } from './session-cookie.js';

/** Session token length in characters (SPEC §9). */
export const SESSION_TOKEN_LENGTH = 32;

/** Lifetime of a session created with `rememberMe: false`, in seconds (SPEC §9): 1 day. */
export const NON_REMEMBERED_SESSION_SECONDS = 86_400;

/**
 * Creates a session for `user` with a fresh random token (so a sign-in never reuses a token:
 * no session fixation) and sets its cookie. The `User-Agent` header is stored shortened to
 * `session.maxUserAgentLength` (default 512 characters), never refused; an unknown client IP or
 * user agent is stored as `''` (Better Auth 1.2.7's value).
 *
 * @throws APIError 500 'Failed to create session' when the row cannot be written.
 */
export async function createSession(
  ctx: RequestScope,
  user: User,
  options: { rememberMe?: boolean } = {},
): Promise<Session> {
  const rememberMe = options.rememberMe !== false;
  const lifetime = rememberMe
    ? ctx.context.options.session.expiresIn
    : NON_REMEMBERED_SESSION_SECONDS;
  let session: Session;
  try {
    session = await ctx.context.store.createSession({
      userId: user.id,
      token: generateRandomString(SESSION_TOKEN_LENGTH),
      expiresAt: new Date(Date.now() + lifetime * 1000),
      // Read as rate limiting reads it: from trusted proxies only (advanced.ipAddress). Unknown
      // values are stored as '', as Better Auth 1.2.7 stores them.
      ipAddress: getClientIp(ctx.headers, ctx.context.options.ipAddress) ?? '',
      userAgent:
        truncateToLength(
          ctx.headers.get('user-agent'),
          ctx.context.options.session.maxUserAgentLength,
        ) ?? '',
    });
  } catch (cause) {
    if (cause instanceof APIError) throw cause; // e.g. refused by a databaseHooks.session hook
    ctx.context.logger.error('Failed to create session', cause);
    throw new APIError('INTERNAL_SERVER_ERROR', 'FAILED_TO_CREATE_SESSION');
  }
  setSessionCookie(ctx, session.token, { rememberMe, maxAgeSeconds: lifetime });
  setCookieCache(ctx, { session, user });
  ctx.newSession = { session, user };
  return session;
}
