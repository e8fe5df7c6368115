import type { listSessions } from '../../api/routes/session/list-sessions.js';
import type { revokeSession } from '../../api/routes/session/revoke-session.js';
import type { EndpointBody, EndpointResult } from '../endpoint-types.js';
import type { ClientResult } from '../types.js';
import type { MethodContext } from './context.js';

/**
 * Result of `listSessions`: the caller's unexpired sessions, oldest first (as Better Auth 1.2.7), each
 * `{ id, userId, token, expiresAt, ipAddress, userAgent, createdAt, updatedAt }`.
 */
export type ListSessionsResult = EndpointResult<typeof listSessions>;

/** Body of `revokeSession`: `{ token }`, a `token` from `listSessions`. */
export type RevokeSessionInput = EndpointBody<typeof revokeSession>;

/** Result of the revoke calls: `{ status: true }`. */
export type RevokeSessionResult = EndpointResult<typeof revokeSession>;

/** The session-management calls of the client. All need a session (401 `UNAUTHORIZED`). */
export interface SessionMethods {
  /**
   * `GET /list-sessions`: the caller's sessions (devices), newest first. Compare `token` with
   * `$store.getSnapshot().data?.session.token` to spot the current one.
   *
   * @example
   * const { data: sessions } = await client.listSessions();
   */
  listSessions(): Promise<ClientResult<ListSessionsResult>>;
  /**
   * `POST /revoke-session`: signs one of the caller's sessions out. Answers `{ status: true }`
   * also for a token that is not theirs (nothing happens then). Revoking the current session
   * signs out here too, and the session store follows.
   *
   * @example
   * await client.revokeSession({ token: session.token });
   */
  revokeSession(input: RevokeSessionInput): Promise<ClientResult<RevokeSessionResult>>;
  /** `POST /revoke-sessions`: signs out everywhere, here included; the session store follows. */
  revokeSessions(): Promise<ClientResult<RevokeSessionResult>>;
  /** `POST /revoke-other-sessions`: signs out every other device; this session stays valid. */
  revokeOtherSessions(): Promise<ClientResult<RevokeSessionResult>>;
}

/** Builds {@link SessionMethods}. */
export function createSessionMethods(ctx: MethodContext): SessionMethods {
  return {
    listSessions: () => ctx.$fetch<ListSessionsResult>('/list-sessions', { method: 'GET' }),
    revokeSession(input) {
      // Only revoking the session in use changes who is signed in here.
      const current = ctx.store.getSnapshot().data?.session.token;
      return ctx.post('/revoke-session', input, !current || current === input.token);
    },
    revokeSessions: () => ctx.post('/revoke-sessions', {}, true),
    revokeOtherSessions: () => ctx.post('/revoke-other-sessions', {}, false),
  };
}
