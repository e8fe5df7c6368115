import {
  type AuthContext,
  assertSafeRedirects,
  type HookContext,
  isSafeRedirect,
  type RedirectResult,
  withQuery,
} from '../../plugin/index.js';
import type { OAuthProxyOptions } from './options.js';
import { sealCookies } from './proxy-cookies.js';

const PROXY_PATH = '/oauth-proxy-callback';

const isRedirect = (value: unknown): value is RedirectResult =>
  typeof value === 'object' && value !== null && '__redirect' in value;

function env(name: string): string | undefined {
  return globalThis.process?.env?.[name] || undefined;
}

/** The deployment's URL as a hosting platform names it (Vercel's has no scheme). */
function vendorURL(): string | undefined {
  const url =
    env('VERCEL_URL') ??
    env('NETLIFY_URL') ??
    env('RENDER_URL') ??
    env('AWS_LAMBDA_FUNCTION_NAME') ??
    env('GOOGLE_CLOUD_FUNCTION_NAME') ??
    env('AZURE_FUNCTION_NAME');
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `https://${url}`;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** An `/oauth-proxy-callback` URL of another origin than this server's. */
export function isForeignProxyURL(url: string, context: AuthContext): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.pathname.endsWith(PROXY_PATH) &&
    parsed.searchParams.has('callbackURL') &&
    parsed.origin !== context.options.origin
  );
}

/**
 * Before `/sign-in/social` and `/sign-in/oauth2` on a deployment that is not the production one
 * (`productionURL`, default `BETTER_AUTH_URL` or `PORTCULLIS_URL`, is not this app's origin):
 * the callbackURL becomes this deployment's `/oauth-proxy-callback?callbackURL=…`, so the
 * production server's callback sends the browser back here. The original callbackURL is
 * checked first (403 'Invalid callbackURL'); the sign-in route then checks the proxy URL, so a
 * forged Host cannot send the session elsewhere.
 */
export function proxySignIn(options: OAuthProxyOptions) {
  return (ctx: HookContext) => {
    if (!ctx.path.startsWith('/sign-in/social') && !ctx.path.startsWith('/sign-in/oauth2')) return;
    const { context } = ctx;
    const body = (ctx.body ?? {}) as { callbackURL?: string };
    const production = originOf(
      options.productionURL ?? env('BETTER_AUTH_URL') ?? env('PORTCULLIS_URL'),
    );
    if (production === context.options.origin) return;
    const current = originOf(
      options.currentURL || ctx.request?.url || vendorURL() || context.options.baseURL,
    );
    if (!current) return;
    assertSafeRedirects({ callbackURL: body.callbackURL }, context.trustedOrigins);
    const target = body.callbackURL || context.options.baseURL;
    const proxied = withQuery(`${current}${context.options.basePath}${PROXY_PATH}`, {
      callbackURL: target,
    });
    return { body: { ...body, callbackURL: proxied } };
  };
}

/**
 * After `/callback/*` and `/oauth2/callback/*` redirect to an `/oauth-proxy-callback`: on this
 * very server, straight to its callbackURL; on another trusted origin (the preview deployment),
 * with this response's cookies and the flow's state sealed into `cookies`, and no cookie set on
 * this origin (the preview checks its own state cookie, then sets them). A proxy URL on an
 * origin this server does not trust gets no cookies: the browser goes to
 * `{baseURL}/error?error=invalid_callback_url`.
 */
export function forwardCallbackCookies() {
  return (ctx: HookContext, result: unknown) => {
    if (!ctx.path.startsWith('/callback') && !ctx.path.startsWith('/oauth2/callback')) return;
    if (!isRedirect(result)) return;
    let location: URL;
    try {
      location = new URL(result.location);
    } catch {
      return; // A relative location is never a proxy URL.
    }
    if (!location.pathname.endsWith(PROXY_PATH) || !location.searchParams.has('callbackURL')) {
      return;
    }
    const { context } = ctx;
    if (location.origin === context.options.origin) {
      const inner = location.searchParams.get('callbackURL') ?? '';
      return ctx.redirect(
        isSafeRedirect(inner, context.trustedOrigins) ? inner : context.options.origin,
      );
    }
    if (!isSafeRedirect(result.location, context.trustedOrigins)) {
      return ctx.redirect(`${context.options.baseURL}/error?error=invalid_callback_url`);
    }
    const cookies = ctx.responseHeaders.getSetCookie();
    const state = (ctx.query as { state?: unknown } | undefined)?.state;
    if (cookies.length === 0 || typeof state !== 'string') return;
    ctx.responseHeaders.delete('set-cookie');
    return ctx.redirect(
      withQuery(result.location, { cookies: sealCookies(context.secret, { cookies, state }) }),
    );
  };
}
