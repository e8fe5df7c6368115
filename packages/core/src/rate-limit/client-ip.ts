import { normalizeIp } from './ip-address.js';
import type { ResolvedIpAddressOptions } from './rate-limit-options.js';

/**
 * The client IP of a request, as the trusted proxies in front of the app report it, or null
 * when it cannot be told. Used for rate limiting and for `session.ipAddress`.
 *
 * Headers are read only when `trustedProxies` is at least 1: the first configured header that
 * is present is split on commas, and the Nth entry from the right is taken for N trusted
 * proxies — entries further left were written by the client or by untrusted hops and are
 * ignored, so a forged `X-Forwarded-For: 1.2.3.4` changes nothing. The entry must be a valid
 * IPv4 or IPv6 address (returned normalized, see {@link normalizeIp}); otherwise, or when the
 * list is shorter than N, the answer is null.
 *
 * @example
 * // Behind one proxy, which appended the address it saw:
 * getClientIp(new Headers({ 'x-forwarded-for': 'forged, 203.0.113.7' }), options) // '203.0.113.7'
 */
export function getClientIp(headers: Headers, options: ResolvedIpAddressOptions): string | null {
  if (options.disableIpTracking || options.trustedProxies < 1) return null;
  for (const name of options.ipAddressHeaders) {
    const value = headers.get(name);
    if (value === null) continue;
    const hops = value
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops[hops.length - options.trustedProxies];
    return hop === undefined ? null : normalizeIp(hop);
  }
  return null;
}
