import { z } from 'zod';
import type { Session } from '../../../db/entities.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { emitEvent } from '../../../security/audit-events.js';
import { requireSession } from '../../../session/require-session.js';

/**
 * `POST /revoke-session` `{ token }`: deletes one of the caller's sessions, e.g. a device listed
 * by `GET /list-sessions`. Revoking the current session sets no cookie, as Better Auth 1.2.7: the
 * next request with the dead cookie finds no session and clears it.
 *
 * A token that is unknown or belongs to another user deletes nothing and answers 400
 * 'Session not found', Better Auth 1.2.7's answer for an unknown token. Better Auth answers a
 * foreign token with 401 instead, which tells whether a token exists; here both answer alike.
 * Ownership is part of the delete itself (`token` and `userId` in one statement), so there is no
 * check-then-act gap. Emits `session.revoke` (`details: { scope: 'one' }`) with the revoked
 * session's `sessionId`.
 *
 * @throws APIError 401 UNAUTHORIZED without a valid session (read from the database, never the
 *   cookie cache); 400 VALIDATION_ERROR without a string `token`; 400 SESSION_NOT_FOUND
 *   'Session not found' when no session of the caller has that token.
 * @see SPEC §2, §7
 */
export const revokeSession = defineEndpoint(
  '/revoke-session',
  {
    method: 'POST',
    requireHeaders: true,
    body: z.object({ token: z.string() }),
    metadata: { summary: 'Revoke one of your sessions', tags: ['Session'] },
  },
  async (ctx): Promise<{ status: true }> => {
    const { session } = await requireSession(ctx, { sensitive: true });
    const { store, adapter, options, auditLog } = ctx.context;
    const { token } = ctx.body;
    // Read only to name the revoked session in the audit event (its id, never its token). The
    // stored hash is accepted as well as the token, as deleteUserSession accepts it.
    const revoked =
      options.onEvent || auditLog
        ? await adapter.findOne<Session>({
            model: 'session',
            where: [
              {
                field: 'token',
                operator: 'in',
                value: [...new Set([store.storedSessionToken(token), token])],
              },
              { field: 'userId', value: session.userId },
            ],
          })
        : null;
    const deleted = await store.deleteUserSession(session.userId, token);
    if (deleted === 0) throw new APIError('BAD_REQUEST', { message: 'Session not found' });
    emitEvent(ctx, {
      type: 'session.revoke',
      userId: session.userId,
      ...(revoked ? { sessionId: revoked.id } : {}),
      details: { scope: 'one' },
    });
    return { status: true };
  },
);
