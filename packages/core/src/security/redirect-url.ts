import { APIError } from '../errors/api-error.js';
import type { OriginMatcher } from './trusted-origins.js';

/**
 * True when `target` is a safe place to send the browser after a flow: a same-site relative path
 * (`/dashboard?tab=1`), or an absolute http(s) URL whose origin is trusted.
 *
 * Refuses, among others: protocol-relative `//evil.example`, `/\evil.example` (browsers read `\`
 * as `/`), `https://trusted.example@evil.example` (the trusted name is only userinfo),
 * `https://trusted.example.evil.example`, `javascript:` and `data:` URLs, control characters,
 * and the same tricks percent-encoded.
 *
 * @see OWASP Unvalidated Redirects and Forwards Cheat Sheet
 */
export function isSafeRedirect(target: string, origins: OriginMatcher): boolean {
  if (target.length === 0 || target.length > 2048) return false;
  let decoded = target;
  // Percent-decoding must not reveal a different target: decode repeatedly and check each form.
  for (let i = 0; i < 3; i++) {
    if (!isSafeForm(decoded, origins)) return false;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) return true;
    decoded = next;
  }
  return false;
}

function isSafeForm(value: string, origins: OriginMatcher): boolean {
  // Control characters and whitespace are stripped by browsers' URL parsers, so `/\t/evil` would
  // become `//evil`; and a backslash is read as a slash.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return origins.isTrusted(url.origin);
  } catch {
    return false;
  }
}

/** Names of the redirect parameters, for their error messages ('Invalid callbackURL', …). */
export type RedirectParameter =
  | 'callbackURL'
  | 'redirectTo'
  | 'errorCallbackURL'
  | 'newUserCallbackURL';

/**
 * The name an unsafe parameter's message uses: its own, but `redirectTo`, which Better Auth 1.2.7
 * calls `redirectURL` ('Invalid redirectURL').
 */
const MESSAGE_NAME: Record<RedirectParameter, string> = {
  callbackURL: 'callbackURL',
  redirectTo: 'redirectURL',
  errorCallbackURL: 'errorCallbackURL',
  newUserCallbackURL: 'newUserCallbackURL',
};

/**
 * Checks every redirect parameter present in `input`.
 *
 * @throws APIError 403 'Invalid callbackURL' (or 'Invalid redirectURL' for `redirectTo`,
 *   'Invalid errorCallbackURL', 'Invalid newUserCallbackURL') for the first unsafe one.
 * @see SPEC §5
 */
export function assertSafeRedirects(
  input: Partial<Record<RedirectParameter, unknown>> | undefined,
  origins: OriginMatcher,
): void {
  if (!input) return;
  for (const name of [
    'callbackURL',
    'redirectTo',
    'errorCallbackURL',
    'newUserCallbackURL',
  ] as const) {
    const value = input[name];
    if (typeof value === 'string' && !isSafeRedirect(value, origins)) {
      throw new APIError('FORBIDDEN', { message: `Invalid ${MESSAGE_NAME[name]}` });
    }
  }
}
