import { defineEndpoint } from '../../../api/endpoint.js';
import { requireSession } from '../../../session/require-session.js';
import type { JwtRuntime } from '../runtime.js';
import { signSessionJWT } from '../sign.js';

/**
 * `GET /token` — `auth.api.getToken`: a JWT for the current session, `{ token }`, signed with the
 * active key (claims: see `signSessionJWT`). Sent with `Cache-Control: no-store`.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session.
 * @see SPEC §2, §9; RFC 7519
 */
export function createTokenEndpoint(runtime: JwtRuntime) {
  return defineEndpoint(
    '/token',
    {
      method: 'GET',
      metadata: { summary: 'A signed JWT for the current session', tags: ['JWT'] },
    },
    async (ctx): Promise<{ token: string }> => {
      const session = await requireSession(ctx);
      const token = await signSessionJWT(runtime, ctx.context, session);
      ctx.setHeader('cache-control', 'no-store');
      return { token };
    },
  );
}
