import { type HookContext, type RedirectResult, withQuery } from '../../plugin/index.js';
import { startPendingSignIn, type TwoFactorUserRow } from './challenge.js';
import type { TwoFactorSettings } from './settings.js';
import { redeemTrustedDevice } from './trusted-device.js';

/** The sign-in routes the second factor applies to, Better Auth 1.2.7's. */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username', '/sign-in/phone-number']);
/** The passwordless sign-in routes it applies to with `requireForPasswordless`. */
const PASSWORDLESS_SIGN_IN_PATHS = new Set(['/sign-in/email-otp', '/magic-link/verify']);
/** The social sign-in routes it applies to with `socialSignIn`: ID tokens and OAuth callbacks. */
const SOCIAL_SIGN_IN_PATH = /^\/(sign-in\/social$|callback\/|oauth2\/callback\/)/;

const isRedirect = (result: unknown): result is RedirectResult =>
  typeof result === 'object' && result !== null && '__redirect' in result;

/**
 * The after-hook of the password sign-in routes (Better Auth 1.2.7's): when the user who just
 * signed in has two-factor on and this browser is not a live trusted device, the new session is
 * deleted and its cookies are dropped from the response (the `dont_remember` cookie stays, so
 * the verify route creates the session as asked), a pending sign-in starts (the signed
 * `two_factor` cookie, `cookieMaxAge` seconds), and the answer becomes
 * `{ twoFactorRedirect: true }`. A trusted device signs in at once and its cookie is renewed.
 *
 * With `socialSignIn` (not Better Auth's), social sign-ins too: an ID-token sign-in answers
 * `{ twoFactorRedirect: true }`, and an OAuth callback's redirect goes to `twoFactorPage` instead,
 * with the address it was going to as `callbackURL`. With `requireForPasswordless` (not Better
 * Auth's), `/sign-in/email-otp` and `/magic-link/verify` too: the latter's redirect keeps its
 * target and adds `twoFactorRedirect=true` to the query.
 */
export function createSignInHook(settings: TwoFactorSettings) {
  const socialPage = settings.socialTwoFactorPage;
  return async (ctx: HookContext, result?: unknown): Promise<unknown> => {
    const social = socialPage !== undefined && SOCIAL_SIGN_IN_PATH.test(ctx.path);
    const passwordless =
      settings.requireForPasswordless && PASSWORDLESS_SIGN_IN_PATHS.has(ctx.path);
    if (!SIGN_IN_PATHS.has(ctx.path) && !social && !passwordless) return undefined;
    const created = ctx.newSession;
    if (!created || !(created.user as TwoFactorUserRow).twoFactorEnabled) return undefined;
    const { user, session } = created;
    if (await redeemTrustedDevice(ctx, user.id, settings.challenge.trustDeviceMaxAge)) {
      return undefined;
    }
    dropSessionCookies(ctx);
    await ctx.context.store.deleteSession(session.token);
    ctx.newSession = null;
    await startPendingSignIn(ctx, user.id, settings.cookieMaxAge);
    if (social && isRedirect(result))
      return ctx.redirect(withCallbackURL(socialPage, result.location));
    if (passwordless && isRedirect(result))
      return ctx.redirect(withQuery(result.location, { twoFactorRedirect: 'true' }));
    return { twoFactorRedirect: true };
  };
}

// Removes the session token and cookie-cache cookies the sign-in set, and expires them in the
// browser (Better Auth's `deleteSessionCookie(ctx, true)`).
function dropSessionCookies(ctx: HookContext) {
  const { cookies } = ctx.context;
  const dropped = [cookies.sessionToken, cookies.sessionData];
  const headers = ctx.responseHeaders;
  const kept = headers
    .getSetCookie()
    .filter((line) => !dropped.some((name) => line.startsWith(`${name}=`)));
  headers.delete('set-cookie');
  for (const line of kept) headers.append('set-cookie', line);
  for (const name of dropped) ctx.setCookie(name, '', { maxAge: 0 });
}

/** `page` with `callbackURL` set to `location` (both may be paths or absolute URLs). */
function withCallbackURL(page: string, location: string): string {
  const base = 'http://placeholder.invalid';
  const url = new URL(page, base);
  url.searchParams.set('callbackURL', location);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
