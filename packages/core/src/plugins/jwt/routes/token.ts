import { defineEndpoint, requireSession } from '../../../plugin/index.js';
import type { JwtRuntime } from '../runtime.js';
import { signSessionJWT } from '../sign.js';

/**
 * `GET /token` — `auth.api.getToken`: a JWT for the current session, `{ token }`, signed with the
 * active key (claims: see `signSessionJWT`). Sent with `Cache-Control: no-store`.
 *
 * The session is read from the database, never from the cookie cache: a session revoked a moment
 * ago gets no token, even while its `session_data` cookie is still fresh.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session (or with a revoked one).
 * @see SPEC §2, §9; RFC 7519
 */
export function createTokenEndpoint(runtime: JwtRuntime) {
  return defineEndpoint(
    '/token',
    {
      method: 'GET',
      requireHeaders: true,
      metadata: { summary: 'A signed JWT for the current session', tags: ['JWT'] },
    },
    async (ctx): Promise<{ token: string }> => {
      // A JWT outlives any revocation: mint it only for a session the database still holds.
      const session = await requireSession(ctx, { sensitive: true });
      const token = await signSessionJWT(runtime, ctx.context, session);
      ctx.setHeader('cache-control', 'no-store');
      return { token };
    },
  );
}
