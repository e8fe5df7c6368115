import type { EndpointContext } from '../api/endpoint.js';

/**
 * The session token a request presents: from a plugin's source first (e.g. the bearer plugin's
 * `Authorization` header), else from the signed session cookie. Null when there is none or its
 * signature does not verify.
 */
export function readSessionToken(ctx: EndpointContext<any, any>): string | null {
  for (const resolve of ctx.context.sessionTokenResolvers) {
    const token = resolve(ctx);
    if (token) return token;
  }
  return ctx.getSignedCookie(ctx.context.cookies.sessionToken);
}
