import type { Session, User } from '../db/entities.js';
import type { RequestScope } from '../kernel/request-scope.js';
import type { OAuthProvider } from '../providers/types.js';
import { emitEvent } from '../security/audit-events.js';
import { createSession } from '../session/create-session.js';

/**
 * Creates the session of a provider sign-in (the OAuth callback, ID-token sign-in) and emits its
 * audit events, each with the new session's `sessionId`: `sign-up` first when the sign-in
 * created the user (emitted even when the session then fails, since the user exists), then
 * `sign-in.success`. Both carry `details: { method, providerId }`.
 *
 * @param method `'social'` for the callback, `'id-token'` for ID-token sign-in.
 * @throws APIError 500 FAILED_TO_CREATE_SESSION, or what a session database hook throws.
 * @example
 * const session = await createProviderSession(ctx, result, provider, 'social');
 */
export async function createProviderSession(
  ctx: RequestScope,
  result: { user: User; isNewUser: boolean },
  provider: Pick<OAuthProvider<any>, 'id'>,
  method: 'social' | 'id-token',
): Promise<Session> {
  const userId = result.user.id;
  const details = { method, providerId: provider.id };
  let session: Session | undefined;
  try {
    session = await createSession(ctx, result.user);
  } finally {
    if (result.isNewUser) {
      emitEvent(ctx, {
        type: 'sign-up',
        userId,
        ...(session ? { sessionId: session.id } : {}),
        details,
      });
    }
  }
  emitEvent(ctx, { type: 'sign-in.success', userId, sessionId: session.id, details });
  return session;
}
