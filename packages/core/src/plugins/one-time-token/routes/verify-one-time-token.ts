import { z } from 'zod';
import {
  APIError,
  defineEndpoint,
  responseSession,
  type SessionWithUser,
} from '../../../plugin/index.js';
import { ONE_TIME_TOKEN_ERROR_CODES } from '../error-codes.js';
import { ONE_TIME_TOKEN_PREFIX } from '../settings.js';

const refuse = (message: string) => new APIError('BAD_REQUEST', { message });

/**
 * `POST /one-time-token/verify` `{ token }` → the `{ session, user }` the token stands for
 * (the session's token included). Sets no cookie. A token works once: it is deleted by the
 * verify that uses it, in one conditional delete, so of two verifies of one token racing
 * exactly one gets the session and the other 400 'Invalid token'.
 *
 * @throws APIError 400 INVALID_TOKEN for a token never issued or already used; 400
 *   TOKEN_EXPIRED after `expiresIn` minutes (the token is deleted); 400 SESSION_NOT_FOUND when
 *   the session ended meanwhile (signed out, revoked or expired); 400 VALIDATION_ERROR without
 *   `token`.
 */
export function createVerifyOneTimeTokenEndpoint() {
  return defineEndpoint(
    '/one-time-token/verify',
    {
      method: 'POST',
      body: z.object({ token: z.string() }),
      metadata: {
        summary: 'Exchange a one-time token for its session',
        tags: ['One-time token'],
      },
    },
    async (ctx): Promise<SessionWithUser> => {
      const { store, responseRow } = ctx.context;
      const identifier = `${ONE_TIME_TOKEN_PREFIX}${ctx.body.token}`;
      const found = await store.findVerification(identifier);
      if (!found) throw refuse(ONE_TIME_TOKEN_ERROR_CODES.INVALID_TOKEN);
      const consumed = await store.consumeVerification(identifier);
      if (found.expiresAt.getTime() <= Date.now()) {
        throw refuse(ONE_TIME_TOKEN_ERROR_CODES.TOKEN_EXPIRED);
      }
      // Another verify of the same token deleted it first: that one had it.
      if (!consumed) throw refuse(ONE_TIME_TOKEN_ERROR_CODES.INVALID_TOKEN);
      const session = await store.findSession(found.value);
      if (!session || session.session.expiresAt.getTime() <= Date.now()) {
        throw refuse(ONE_TIME_TOKEN_ERROR_CODES.SESSION_NOT_FOUND);
      }
      return responseSession(responseRow, session);
    },
  );
}
