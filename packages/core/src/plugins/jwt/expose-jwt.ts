import {
  exposeHeader,
  type HookContext,
  isFromCookieCache,
  sessionBehindAnswer,
} from '../../plugin/index.js';
import type { JwtRuntime } from './runtime.js';
import { signSessionJWT } from './sign.js';

/** The response header of get-session that carries a fresh JWT (SPEC §7). */
export const AUTH_JWT_HEADER = 'set-auth-jwt';

const isSessionWithUser = (value: unknown): value is Parameters<typeof signSessionJWT>[2] =>
  typeof value === 'object' &&
  value !== null &&
  'session' in value &&
  'user' in value &&
  typeof value.user === 'object' &&
  value.user !== null;

/**
 * After-hook: when `/get-session` returns a session, sign a JWT for it into `set-auth-jwt` and
 * list that header in `Access-Control-Expose-Headers` (appended, never replacing what other
 * hooks or plugins put there) so browser code on another origin may read it. Without a session,
 * or when the answer came from the cookie cache (possibly a session revoked within
 * `cookieCache.maxAge`), nothing is added: call `/token`, which always reads the database. An
 * answer that `customSession` shaped is signed from the session read behind it, never from the
 * app's shape. A signing failure is logged and leaves the header out rather than failing
 * get-session.
 *
 * @see SPEC §7 ("Responses expose headers set-auth-token and set-auth-jwt")
 */
export function createJwtHeaderHook(runtime: JwtRuntime) {
  return async (ctx: HookContext, result: unknown): Promise<undefined> => {
    if (ctx.path !== '/get-session') return;
    // An answer shaped by the app's customSession function: the session read behind it (null
    // when from the cookie cache), as Better Auth 1.2.7 signs from the session, not the shape.
    const session = sessionBehindAnswer(result);
    if (!isSessionWithUser(session)) return;
    // A cookie-cached answer may be a session revoked up to `cookieCache.maxAge` ago; a JWT
    // signed from it would outlive that window. `/token` always reads the database.
    if (isFromCookieCache(session)) return;
    let token: string;
    try {
      token = await signSessionJWT(runtime, ctx.context, session);
    } catch (error) {
      ctx.context.logger.error('jwt(): could not sign the set-auth-jwt header', error);
      return;
    }
    ctx.setHeader(AUTH_JWT_HEADER, token);
    exposeHeader(ctx.responseHeaders, AUTH_JWT_HEADER);
  };
}
