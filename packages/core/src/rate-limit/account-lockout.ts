import { signHmac } from '../crypto/hmac.js';
import type { CounterStore } from './counter-store.js';
import type { ResolvedRateLimitOptions } from './rate-limit-options.js';
import { tooManyRequests } from './too-many-requests.js';

/** Which sign-in identifier an attempt names. */
export type AccountIdentifierKind = 'email' | 'username' | 'phone-number';

/**
 * Per-account protection against password guessing, whatever the number of IPs used
 * (OWASP ASVS 5.0 §6.3.1). Attempts are counted per identifier — known or not, so the answer
 * never tells whether an account exists — and once `maxFailures` have failed within the window,
 * further attempts are refused with the same 429 as the rate limit, before any password is
 * hashed. A right password clears the count.
 */
export interface AccountLockout {
  /** `rateLimit.accountLockout.enabled`. */
  readonly enabled: boolean;
  /**
   * Counts one sign-in attempt for `identifier` (compared lowercased) before its password is
   * checked. Call the returned function once the password checked out; it clears the count.
   *
   * @throws APIError 429 TOO_MANY_REQUESTS with `X-Retry-After` (seconds until the window that
   *   started at the first failure ends) while the identifier is locked.
   */
  attempt(kind: AccountIdentifierKind, identifier: string): Promise<() => Promise<void>>;
}

const noop = async () => {};

/**
 * Builds the {@link AccountLockout} over the rate-limit counter store. Each attempt is counted
 * when it starts (so concurrent guesses cannot slip past the threshold), and cleared by a right
 * password; the count therefore is the number of failures since the last success. Identifiers
 * are stored as an HMAC under the secret, never in clear.
 */
export function createAccountLockout(
  options: ResolvedRateLimitOptions['accountLockout'],
  store: CounterStore,
  secret: string,
): AccountLockout {
  const windowMs = options.window * 1000;
  return {
    enabled: options.enabled,
    async attempt(kind, identifier) {
      if (!options.enabled) return noop;
      const key = `lockout|${kind}|${signHmac(secret, identifier.trim().toLowerCase())}`;
      const hit = await store.hit(key, windowMs);
      if (hit.count > options.maxFailures) throw tooManyRequests(hit.resetAt);
      return () => store.reset(key);
    },
  };
}
