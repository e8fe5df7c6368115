import type { SessionWithUser } from '../db/entities.js';
import { APIError } from '../errors/api-error.js';
import type { RequestScope } from '../kernel/request-scope.js';
import { getSession } from './get-session.js';

/** Options of {@link requireSession}. */
export interface RequireSessionOptions {
  /**
   * A sensitive route: always read the database (never the cookie cache), so a revoked session
   * is refused at once. Default: false.
   */
  sensitive?: boolean;
  /**
   * The session must be younger than `session.freshAge` (default 86400 s), counted from sign-in.
   * Default: false.
   */
  fresh?: boolean;
}

/**
 * The session of the request, or an error: for routes that act on behalf of the signed-in user.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session; 403 'Session is not fresh' when
 *   `fresh` is asked and the session is older than `freshAge`.
 * @see SPEC §6 ("Sensitive actions need a session"), §8
 */
export async function requireSession(
  ctx: RequestScope,
  options: RequireSessionOptions = {},
): Promise<SessionWithUser> {
  const found = await getSession(ctx, { disableCookieCache: options.sensitive || options.fresh });
  if (!found) throw new APIError('UNAUTHORIZED', 'UNAUTHORIZED');
  if (options.fresh && !isFresh(ctx, found))
    throw new APIError('FORBIDDEN', 'SESSION_IS_NOT_FRESH');
  return found;
}

/**
 * True when the session was created (the user authenticated) less than `freshAge` seconds ago.
 * Measured from creation, not from the last refresh: refreshing a session does not make the
 * user's authentication any more recent.
 */
export function isFresh(ctx: RequestScope, found: SessionWithUser): boolean {
  const { freshAge } = ctx.context.options.session;
  return Date.now() - found.session.createdAt.getTime() < freshAge * 1000;
}
