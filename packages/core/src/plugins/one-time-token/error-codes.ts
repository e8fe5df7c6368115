/**
 * Messages of the one-time-token plugin, Better Auth 1.2.7's word for word. Each key is the
 * code the error answers with (the message upper-cased, spaces to underscores).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `CLIENT_REQUESTS_ARE_DISABLED` | 400 | `GET /one-time-token/generate` over HTTP with `disableClientRequest` |
 * | `INVALID_TOKEN` | 400 | `POST /one-time-token/verify` with a token never issued, or already used |
 * | `TOKEN_EXPIRED` | 400 | the token's `expiresIn` minutes have passed (it is deleted) |
 * | `SESSION_NOT_FOUND` | 400 | the session the token was issued for ended (signed out, revoked, expired) |
 */
export const ONE_TIME_TOKEN_ERROR_CODES = {
  CLIENT_REQUESTS_ARE_DISABLED: 'Client requests are disabled',
  INVALID_TOKEN: 'Invalid token',
  TOKEN_EXPIRED: 'Token expired',
  SESSION_NOT_FOUND: 'Session not found',
} as const;

/** A code of {@link ONE_TIME_TOKEN_ERROR_CODES}. */
export type OneTimeTokenErrorCode = keyof typeof ONE_TIME_TOKEN_ERROR_CODES;
