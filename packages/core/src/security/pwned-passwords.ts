import { createHash, timingSafeEqual } from 'node:crypto';

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
 * Padding entries carry a count of 0 and never match.
 *
 * @throws Error when the service cannot be reached in `timeoutMs`, or answers other than 200.
 * @see https://haveibeenpwned.com/API/v3#PwnedPasswords
 */
export async function isPwnedPassword(
  password: string,
  timeoutMs = PWNED_PASSWORDS_TIMEOUT_MS,
): Promise<boolean> {
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = Buffer.from(hash.slice(5));
  const response = await fetch(`${PWNED_PASSWORDS_RANGE_URL}${prefix}`, {
    headers: { 'add-padding': 'true' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Pwned Passwords answered ${response.status}`);
  let found = false;
  for (const line of (await response.text()).split('\n')) {
    const [candidate = '', count = '0'] = line.trim().split(':');
    const bytes = Buffer.from(candidate.toUpperCase());
    // Every line is compared (no early exit), so timing says nothing about where a match was.
    if (bytes.length === suffix.length && timingSafeEqual(bytes, suffix) && Number(count) > 0) {
      found = true;
    }
  }
  return found;
}
