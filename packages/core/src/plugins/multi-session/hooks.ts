import type { HookContext } from '../../plugin/index.js';
import {
  clearDeviceCookie,
  deviceCookieName,
  deviceCookieNames,
  readDeviceCookies,
  responseCookie,
} from './device-cookies.js';
import type { MultiSessionSettings } from './settings.js';

/**
 * After any call that sets the session cookie (sign-up, every sign-in, set-active, a refresh),
 * keeps that session on the device: a signed `<session cookie>_multi-<token>` cookie holding
 * its token, with the session cookie's attributes: Max-Age `session.expiresIn`, or none (a
 * browser-session cookie) when the session is not remembered, so that closing the browser ends
 * it on the device too. Nothing when the browser already holds it, or when it holds
 * `maximumSessions - 1` device cookies already (Better Auth 1.2.7's count: the session then
 * stays active but is not kept on the device).
 */
export function rememberDeviceSession(ctx: HookContext, settings: MultiSessionSettings): void {
  const { cookies, secret, options } = ctx.context;
  const response = ctx.responseHeaders;
  const token = responseCookie(response, cookies.sessionToken, secret);
  if (!token) return;
  const name = deviceCookieName(ctx, token);
  if (responseCookie(response, name, secret) !== undefined || ctx.getCookie(name) !== undefined) {
    return;
  }
  // Better Auth 1.2.7 counts the device cookies sent plus the session cookie being set.
  if (deviceCookieNames(ctx).length + 1 >= settings.maximumSessions) return;
  const forgetful =
    responseCookie(response, cookies.dontRemember, secret) ??
    ctx.getSignedCookie(cookies.dontRemember);
  ctx.setSignedCookie(name, token, forgetful ? {} : { maxAge: options.session.expiresIn });
}

/**
 * After `/sign-out`: every account of the device is signed out too. Each device cookie is
 * cleared, and the sessions of those this server signed are deleted (a cookie whose signature
 * does not verify names no session).
 */
export async function signOutDevice(ctx: HookContext, settings: MultiSessionSettings) {
  const names = deviceCookieNames(ctx);
  if (names.length === 0) return;
  const signed = readDeviceCookies(ctx, Math.max(settings.maximumSessions, names.length));
  for (const name of names) clearDeviceCookie(ctx, name);
  const { store } = ctx.context;
  await Promise.all(signed.map(({ token }) => store.deleteSession(token)));
}
