import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The request for Portcullis, with the connection's peer address appended to
 * `X-Forwarded-For`, as a reverse proxy does. Hono hands on a Web `Request`, which does not carry
 * the socket's address (only Portcullis's own `toNodeHandler` records it), so without this the
 * demo's sessions and audit log had no IP. The server is then configured with
 * `advanced.ipAddress.trustedProxies: 1`: the right-most entry, written here, is the client; a
 * client's own `X-Forwarded-For` stays to its left and is never read. The request is unchanged
 * when the address is unknown (a test calling `app.request` without a socket).
 *
 * @see https://hono.dev/docs/helpers/conninfo
 * @example
 * app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(withPeerAddress(c)));
 */
export function withPeerAddress(c: Context): Request {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request (app.request in tests).
  }
  if (!address) return c.req.raw;
  const headers = new Headers(c.req.raw.headers);
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
  return new Request(c.req.raw, { headers });
}
