import { remoteAddressOf } from '../http/remote-address.js';
import { normalizeIp } from './ip-address.js';
import type { ResolvedIpAddressOptions } from './rate-limit-options.js';

/**
 * The client IP of a request, or null when it cannot be told. Used for rate limiting,
 * `session.ipAddress` and audit events.
 *
 * Without trusted proxies (`trustedProxies: 0`, the default), it is the peer address of the
 * connection when the server adapter recorded it (`toNodeHandler` does), else null: headers are
 * never read then, since a client can send any header.
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
  if (options.disableIpTracking) return null;
  if (options.trustedProxies < 1) {
    const peer = remoteAddressOf(headers);
    return peer === undefined ? null : normalizeIp(peer);
  }
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
