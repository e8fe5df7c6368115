import { z } from 'zod';
import { defineEndpoint, requireSession } from '../../../plugin/index.js';
import { apiKeyError } from '../api-key-error.js';
import type { ExpiredKeySweeper } from '../expired-keys.js';

/**
 * `POST /api-key/delete` `{ keyId }`: revokes one of the session user's keys.
 *
 * @throws APIError 401 UNAUTHORIZED (no session), USER_BANNED; 404 KEY_NOT_FOUND (none, or
 *   another user's).
 * @example
 * await client.apiKey.delete({ keyId });
 */
export function createDeleteApiKeyEndpoint(sweep: ExpiredKeySweeper) {
  return defineEndpoint(
    '/api-key/delete',
    {
      method: 'POST',
      body: z.object({ keyId: z.string() }),
      metadata: { summary: 'Delete an API key', tags: ['API key'] },
    },
    async (ctx): Promise<{ success: true }> => {
      const { user } = await requireSession(ctx);
      if ((user as { banned?: unknown }).banned === true) {
        throw apiKeyError('UNAUTHORIZED', 'USER_BANNED');
      }
      const deleted = await ctx.context.adapter.deleteMany({
        model: 'apikey',
        where: [
          { field: 'id', value: ctx.body.keyId },
          { field: 'userId', value: user.id },
        ],
      });
      if (deleted === 0) throw apiKeyError('NOT_FOUND', 'KEY_NOT_FOUND');
      sweep(ctx.context);
      return { success: true };
    },
  );
}
