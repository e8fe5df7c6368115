import {
  APIError,
  defineEndpoint,
  generateRandomString,
  requireSession,
} from '../../../plugin/index.js';
import { ONE_TIME_TOKEN_ERROR_CODES } from '../error-codes.js';
import { ONE_TIME_TOKEN_PREFIX, type OneTimeTokenSettings } from '../settings.js';

/**
 * `GET /one-time-token/generate` → `{ token }`: a single-use token standing for the caller's
 * session, valid `expiresIn` minutes (default 3), stored in the `verification` table as
 * `one-time-token:<token>` with the session token as its value (hashed with
 * `advanced.hashVerificationTokens`). Tokens are 32 random letters and digits unless
 * `generateToken` makes them.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 CLIENT_REQUESTS_ARE_DISABLED over
 *   HTTP with `disableClientRequest` (server calls only).
 */
export function createGenerateOneTimeTokenEndpoint(settings: OneTimeTokenSettings) {
  return defineEndpoint(
    '/one-time-token/generate',
    {
      method: 'GET',
      metadata: { summary: 'Issue a one-time token for this session', tags: ['One-time token'] },
    },
    async (ctx): Promise<{ token: string }> => {
      const found = await requireSession(ctx);
      if (settings.disableClientRequest && !ctx.isServerCall) {
        throw new APIError('BAD_REQUEST', {
          message: ONE_TIME_TOKEN_ERROR_CODES.CLIENT_REQUESTS_ARE_DISABLED,
        });
      }
      const token = settings.generateToken
        ? await settings.generateToken(found)
        : generateRandomString(32);
      await ctx.context.store.createVerification({
        identifier: `${ONE_TIME_TOKEN_PREFIX}${token}`,
        value: found.session.token,
        expiresAt: new Date(Date.now() + settings.expiresInMinutes * 60_000),
      });
      return { token };
    },
  );
}
