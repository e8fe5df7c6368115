/**
 * Messages of the multi-session plugin, Better Auth 1.2.7's word for word. Each key is the code
 * the error answers with (the message upper-cased, spaces to underscores).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `INVALID_SESSION_TOKEN` | 401 | `/multi-session/set-active` or `/multi-session/revoke` for a session this browser holds no signed cookie of, or (set-active) one that ended |
 */
export const MULTI_SESSION_ERROR_CODES = {
  INVALID_SESSION_TOKEN: 'Invalid session token',
} as const;

/** A code of {@link MULTI_SESSION_ERROR_CODES}. */
export type MultiSessionErrorCode = keyof typeof MULTI_SESSION_ERROR_CODES;
