import { z } from 'zod';
import {
  APIError,
  assertSafeRedirects,
  constantTimeEqual,
  defineEndpoint,
  type RedirectResult,
} from '../../../plugin/index.js';
import { openCookies } from '../proxy-cookies.js';

/**
 * `GET /oauth-proxy-callback?callbackURL=…&cookies=…`: the preview deployment's end of a proxied
 * OAuth sign-in. Sets the cookies the production server's callback sealed into `cookies` (the
 * session cookie) and redirects to `callbackURL`.
 *
 * `callbackURL` must be relative or of a trusted origin (no protocol-relative, backslash or
 * userinfo tricks), checked before anything else. `cookies` must decrypt under the app's secret
 * and be at most 60 seconds old. The flow's state must be the one this browser's signed state
 * cookie holds (it started the sign-in here): else a redirect to `{baseURL}/error?error=
 * please_restart_the_process`, and no cookie is set.
 *
 * @throws APIError 403 'Invalid callbackURL'; 400 INVALID_COOKIES (Better Auth 1.2.7 answers a
 *   500 for cookies that do not decrypt); 400 VALIDATION_ERROR without both parameters.
 */
export const oAuthProxyCallback = defineEndpoint(
  '/oauth-proxy-callback',
  {
    method: 'GET',
    query: z.object({ callbackURL: z.string(), cookies: z.string() }),
    metadata: { summary: 'OAuth proxy callback', tags: ['OAuth proxy'] },
  },
  async (ctx): Promise<RedirectResult> => {
    const { context, query } = ctx;
    assertSafeRedirects({ callbackURL: query.callbackURL }, context.trustedOrigins);
    const sealed = openCookies(context.secret, query.cookies);
    if (!sealed) throw new APIError('BAD_REQUEST', { message: 'Invalid cookies' });
    const started = ctx.getSignedCookie(context.cookies.state) ?? '';
    if (!constantTimeEqual(started, sealed.state)) {
      return ctx.redirect(`${context.options.baseURL}/error?error=please_restart_the_process`);
    }
    ctx.setCookie(context.cookies.state, '', { maxAge: 0 });
    for (const line of sealed.cookies) ctx.responseHeaders.append('set-cookie', line);
    return ctx.redirect(query.callbackURL);
  },
);
