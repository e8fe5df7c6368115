import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 of `value` under `secret`, as standard padded base64 (44 characters ending in '=').
 *
 * Synchronous on purpose: it takes microseconds, while WebCrypto's asynchronous HMAC would queue
 * behind password hashes on the libuv thread pool (the get-session hot path must not wait there).
 *
 * @see RFC 2104 (HMAC), SPEC §5 (44-character signature)
 */
export function signHmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64');
}

/** Compares two strings in constant time (for equal lengths; different lengths return false). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when `signature` is the HMAC-SHA256 of `value` under `secret`; compared in constant time. */
export function verifyHmac(secret: string, value: string, signature: string): boolean {
  return constantTimeEqual(signHmac(secret, value), signature);
}
