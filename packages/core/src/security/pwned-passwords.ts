import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { constantTimeEqual } from '../crypto/hmac.js';
import type { Logger } from '../utils/logger.js';

/** The k-anonymity range API of Have I Been Pwned's Pwned Passwords. */
export const PWNED_PASSWORDS_RANGE_URL = 'https://api.pwnedpasswords.com/range/';

/** Default deadline of one range request, in milliseconds. */
export const PWNED_PASSWORDS_TIMEOUT_MS = 3_000;

/**
 * Whether `password` appears in a known data breach, asked of the Pwned Passwords range API with
 * k-anonymity: only the first 5 hex characters of the password's SHA-1 leave the process; the
 * answer lists every suffix under that prefix (padded with decoys, `Add-Padding: true`), and the
 * rest of the hash is compared here, each suffix in constant time.
 *
 * The request goes through the global `fetch`, so an app (or msw in tests) can intercept it.
 * Padding entries carry a count of 0 and never match.
 *
 * @param timeoutMs - deadline of the request in milliseconds. Default: 3000.
 * @throws Error when the service cannot be reached in `timeoutMs`, or answers other than 200.
 * @see https://haveibeenpwned.com/API/v3#PwnedPasswords
 */
export async function isPwnedPassword(
  password: string,
  timeoutMs = PWNED_PASSWORDS_TIMEOUT_MS,
): Promise<boolean> {
  const hash = bytesToHex(sha1(utf8ToBytes(password))).toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  const response = await fetch(`${PWNED_PASSWORDS_RANGE_URL}${prefix}`, {
    headers: { 'add-padding': 'true', 'user-agent': 'Portcullis password check' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Pwned Passwords answered ${response.status}`);
  let found = false;
  for (const line of (await response.text()).split('\n')) {
    const [candidate = '', count = '0'] = line.trim().split(':');
    // Every line is compared (no early exit), so timing says nothing about where a match was.
    if (constantTimeEqual(candidate.toUpperCase(), suffix) && Number(count) > 0) found = true;
  }
  return found;
}

/** What {@link checkPwnedPassword} found: listed in a breach, not listed, or no answer. */
export type PwnedPasswordVerdict = 'breached' | 'clean' | 'unavailable';

/**
 * {@link isPwnedPassword} for a route: a failure of the service (network error, error status,
 * timeout) is logged as a warning and answered `'unavailable'`, so the caller decides whether
 * to fail open (accept the password) or closed (refuse the request). The one breached-password
 * check behind both `emailAndPassword.haveIBeenPwned` and the `haveIBeenPwned()` plugin.
 *
 * @param options.timeoutMs - deadline of the range request in milliseconds. Default: 3000.
 * @example
 * const verdict = await checkPwnedPassword(password, { timeoutMs: 3000, logger });
 * if (verdict === 'breached') throw new APIError('BAD_REQUEST', { message: 'Pick another' });
 */
export async function checkPwnedPassword(
  password: string,
  options: { timeoutMs?: number; logger?: Logger } = {},
): Promise<PwnedPasswordVerdict> {
  try {
    return (await isPwnedPassword(password, options.timeoutMs)) ? 'breached' : 'clean';
  } catch (error) {
    options.logger?.warn('The Pwned Passwords check failed', error);
    return 'unavailable';
  }
}
