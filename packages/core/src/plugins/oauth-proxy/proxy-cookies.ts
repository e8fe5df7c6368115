import { decryptBetterAuthSymmetric, encryptBetterAuthSymmetric } from '../../plugin/index.js';

/**
 * How long the cookies carried to a preview deployment stay usable, in seconds: the browser
 * follows the redirect at once, so a URL found later (history, logs) opens no session.
 */
export const PROXY_COOKIES_MAX_AGE_SECONDS = 60;

/** What the production callback hands the preview deployment. */
export interface Sealed {
  /** The callback's `Set-Cookie` lines. */
  cookies: string[];
  /** The OAuth state of the flow: the preview checks that this browser started it. */
  state: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Seals the `Set-Cookie` lines of a callback for the preview deployment: XChaCha20-Poly1305
 * under the app's secret (Better Auth 1.2.7's `symmetricEncrypt`), with an expiry inside.
 */
export function sealCookies(
  secret: string,
  content: Omit<Sealed, 'expiresAt'>,
  now = Date.now(),
): string {
  const sealed: Sealed = { ...content, expiresAt: now + PROXY_COOKIES_MAX_AGE_SECONDS * 1000 };
  return encryptBetterAuthSymmetric(secret, JSON.stringify(sealed));
}

/**
 * What {@link sealCookies} sealed; null when it does not decrypt under
 * `secret` (forged, tampered with, another secret), is not ours, or expired.
 */
export function openCookies(secret: string, value: string, now = Date.now()): Sealed | null {
  let sealed: Partial<Sealed>;
  try {
    sealed = JSON.parse(decryptBetterAuthSymmetric(secret, value)) as Partial<Sealed>;
  } catch {
    return null;
  }
  if (typeof sealed?.expiresAt !== 'number' || sealed.expiresAt <= now) return null;
  if (typeof sealed.state !== 'string' || !sealed.state) return null;
  if (!Array.isArray(sealed.cookies) || !sealed.cookies.every((c) => typeof c === 'string')) {
    return null;
  }
  return sealed as Sealed;
}
