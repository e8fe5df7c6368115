import { z } from 'zod';
import { defineEndpoint, requireSession } from '../../../plugin/index.js';
import { apiKeyError } from '../api-key-error.js';
import type { ExpiredKeySweeper } from '../expired-keys.js';
import { type ApiKey, type ApiKeyRow, toApiKey } from '../key.js';

/**
 * `GET /api-key/get?id=`: one of the session user's keys, without the key itself.
 *
 * @throws APIError 401 UNAUTHORIZED (no session); 404 KEY_NOT_FOUND (none, or another user's).
 * @example
 * const { data } = await client.apiKey.get({ query: { id } });
 */
export function createGetApiKeyEndpoint(sweep: ExpiredKeySweeper) {
  return defineEndpoint(
    '/api-key/get',
    {
      method: 'GET',
      query: z.object({ id: z.string() }),
      metadata: { summary: 'Get an API key', tags: ['API key'] },
    },
    async (ctx): Promise<ApiKey> => {
      const { user } = await requireSession(ctx);
      const row = await ctx.context.adapter.findOne<ApiKeyRow>({
        model: 'apikey',
        where: [
          { field: 'id', value: ctx.query.id },
          { field: 'userId', value: user.id },
        ],
      });
      if (!row) throw apiKeyError('NOT_FOUND', 'KEY_NOT_FOUND');
      sweep(ctx.context);
      return toApiKey(row);
    },
  );
}
