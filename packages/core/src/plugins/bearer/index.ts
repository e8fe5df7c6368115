/**
 * @module bearer
 *
 * The `bearer()` plugin: a session can travel in `Authorization: Bearer <token>` instead of a
 * cookie, for mobile apps, CLIs and cross-origin clients.
 */
import { definePlugin } from '../../plugin/index.js';
import { exposeAuthToken } from './expose-auth-token.js';
import { readBearerToken } from './read-bearer-token.js';

export { AUTH_TOKEN_HEADER } from './expose-auth-token.js';

/** Options of {@link bearer}. */
export interface BearerOptions {
  /**
   * Accept only the signed token (`token.signature`, the value of `set-auth-token`). Set false
   * to accept the raw session token too — then a token read out of a leaked database is enough
   * to act as its user. Default: true.
   */
  requireSignature?: boolean;
}

/**
 * The bearer plugin (SPEC §6: "An Authorization bearer header is accepted as a session").
 *
 * - `Authorization: Bearer <signed token>` is accepted as a session wherever the session cookie
 *   is (get-session, sign-out, every route that needs a session), and is consulted before the
 *   cookie. A missing, tampered or (by default) unsigned value is no session.
 * - Every response that sets the session cookie also carries its value, signed and
 *   percent-encoded as in the cookie, in the `set-auth-token` header, listed in
 *   `Access-Control-Expose-Headers`.
 * - Bearer-authenticated writes are exempt from the Origin check: a browser never attaches an
 *   `Authorization` header on its own, so such a request cannot be forged cross-site.
 *
 * Store the token as a secret (keychain, secure storage), not in `localStorage` when an XSS
 * could read it.
 *
 * @example
 * const auth = createPortcullis({ database: './auth.db', plugins: [bearer()] });
 * // client
 * const res = await fetch('/api/auth/sign-in/email', { method: 'POST', body });
 * const token = res.headers.get('set-auth-token');
 * await fetch('/api/auth/get-session', { headers: { authorization: `Bearer ${token}` } });
 */
export function bearer(options: BearerOptions = {}) {
  const requireSignature = options.requireSignature ?? true;
  return definePlugin({
    id: 'bearer',
    resolveSessionToken: (scope) => readBearerToken(scope, { requireSignature }),
    hooks: { after: exposeAuthToken },
  });
}
