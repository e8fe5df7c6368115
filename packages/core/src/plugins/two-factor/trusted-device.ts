import { type AuthContext, generateRandomString, type RequestScope } from '../../plugin/index.js';
import { TRUST_DEVICE_COOKIE, twoFactorCookieName } from './cookies.js';
import { hmacBase64Url, safeEqual } from './crypto.js';

/** Prefix of the `verification` records of trusted devices: `trust-device-{id}`, value the user id. */
export const TRUST_DEVICE_PREFIX = 'trust-device-';

/**
 * Trusts this browser for `maxAge` seconds: a `verification` record `trust-device-{id}` (value
 * the user id, expiring with the cookie) and the signed `trust_device` cookie
 * `{hmac}!{id}`, the HMAC-SHA256 of `{userId}!{id}` under the app secret, base64url: Better
 * Auth's value layout. The record lets the server expire and revoke it.
 */
export async function trustDevice(scope: RequestScope, userId: string, maxAge: number) {
  const id = generateRandomString(32);
  await scope.context.store.createVerification({
    identifier: `${TRUST_DEVICE_PREFIX}${id}`,
    value: userId,
    expiresAt: new Date(Date.now() + maxAge * 1000),
  });
  const token = hmacBase64Url(scope.context.secret, `${userId}!${id}`);
  scope.setSignedCookie(twoFactorCookieName(scope, TRUST_DEVICE_COOKIE), `${token}!${id}`, {
    maxAge,
  });
}

/**
 * True when the request carries a live trusted-device cookie of `userId`; it is then renewed
 * for another `maxAge` seconds under a new id (the old one is consumed, so a copied cookie
 * works once at most). False for a missing, forged, expired, revoked or other user's cookie.
 */
export async function redeemTrustedDevice(
  scope: RequestScope,
  userId: string,
  maxAge: number,
): Promise<boolean> {
  const value = scope.getSignedCookie(twoFactorCookieName(scope, TRUST_DEVICE_COOKIE));
  if (!value) return false;
  const [token, id] = value.split('!');
  if (!token || !id) return false;
  if (!safeEqual(token, hmacBase64Url(scope.context.secret, `${userId}!${id}`))) return false;
  const { store } = scope.context;
  const record = await store.findVerification(`${TRUST_DEVICE_PREFIX}${id}`);
  if (!record || record.value !== userId || record.expiresAt.getTime() <= Date.now()) return false;
  if (!(await store.consumeVerification(`${TRUST_DEVICE_PREFIX}${id}`))) return false;
  await trustDevice(scope, userId, maxAge);
  return true;
}

/** Forgets every trusted device of the user (2FA disabled, password changed). */
export function revokeTrustedDevices(context: Pick<AuthContext, 'store'>, userId: string) {
  return context.store.deleteVerifications(TRUST_DEVICE_PREFIX, userId);
}
