import { defineEndpoint, requireSession } from '../../../plugin/index.js';
import type { ExpiredKeySweeper } from '../expired-keys.js';
import { type ApiKey, type ApiKeyRow, toApiKey } from '../key.js';

/** Keys listed at most, oldest first. */
const MAX_LISTED = 1000;

/**
 * `GET /api-key/list`: the session user's keys (at most 1000), without the keys themselves.
 *
 * @throws APIError 401 UNAUTHORIZED (no session).
 * @example
 * const { data: keys } = await client.apiKey.list();
 */
export function createListApiKeysEndpoint(sweep: ExpiredKeySweeper) {
  return defineEndpoint(
    '/api-key/list',
    { method: 'GET', metadata: { summary: "List the user's API keys", tags: ['API key'] } },
    async (ctx): Promise<ApiKey[]> => {
      const { user } = await requireSession(ctx);
      const rows = await ctx.context.adapter.findMany<ApiKeyRow>({
        model: 'apikey',
        where: [{ field: 'userId', value: user.id }],
        sortBy: { field: 'createdAt', direction: 'asc' },
        limit: MAX_LISTED,
      });
      sweep(ctx.context);
      return rows.map(toApiKey);
    },
  );
}
