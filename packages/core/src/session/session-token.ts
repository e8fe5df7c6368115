import type { SessionWithUser } from '../db/entities.js';
import type { RequestScope } from '../kernel/request-scope.js';

/**
 * The session token a request presents: from a plugin's source first (e.g. the bearer plugin's
 * `Authorization` header), else from the signed session cookie. Null when there is none, when
 * its signature does not verify, or when a plugin's credential is present but invalid (a bad
 * bearer token never falls back to the cookie).
 */
export function readSessionToken(ctx: RequestScope): string | null {
  const claimed = readPluginToken(ctx);
  if (claimed !== undefined) return claimed;
  return ctx.getSignedCookie(ctx.context.cookies.sessionToken);
}

/**
 * The token from the first plugin source that claims the request: a string, `null` (claimed
 * but invalid), or `undefined` when no source claims it and the cookie decides.
 */
export function readPluginToken(ctx: RequestScope): string | null | undefined {
  for (const resolve of ctx.context.sessionTokenResolvers) {
    const token = resolve(ctx);
    if (token !== undefined) return token;
  }
  return undefined;
}

/**
 * The session source of the first plugin whose own credential the request carries (see
 * `PortcullisPlugin.resolveSession`), or `undefined` when none does (no work is done then).
 */
export function readPluginSession(
  ctx: RequestScope,
): (() => Promise<SessionWithUser | null>) | undefined {
  for (const resolve of ctx.context.sessionResolvers) {
    const source = resolve(ctx);
    if (source !== undefined) return source;
  }
  return undefined;
}
