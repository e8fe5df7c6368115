import { z } from 'zod';
import { defineEndpoint } from '../../../plugin/index.js';
import { apiKeyError } from '../api-key-error.js';
import { resolveKeyCaller } from '../caller.js';
import { assertExpiresIn, assertMetadata, assertNameLength } from '../checks.js';
import type { ExpiredKeySweeper } from '../expired-keys.js';
import { type ApiKey, type ApiKeyRow, toApiKey } from '../key.js';
import type { ApiKeySettings } from '../options.js';

/**
 * `POST /api-key/update` `{ keyId, name?, enabled?, expiresIn? (seconds, null for none),
 * metadata? }`, and from a server call without headers also `userId`, `remaining`,
 * `refillAmount`, `refillInterval`, `rateLimitEnabled`, `rateLimitTimeWindow`, `rateLimitMax`,
 * `permissions`: changes one of the user's keys and answers it (without the key). As in Better
 * Auth 1.2.7, an update also sets `lastRequest` and spends one use of a key that counts them
 * (unless it sets `remaining`); Portcullis never takes `remaining` below 0.
 *
 * @throws APIError 401 UNAUTHORIZED_SESSION; 404 KEY_NOT_FOUND; 400 SERVER_ONLY_PROPERTY,
 *   INVALID_NAME_LENGTH, KEY_DISABLED_EXPIRATION, EXPIRES_IN_IS_TOO_SMALL,
 *   EXPIRES_IN_IS_TOO_LARGE, INVALID_METADATA_TYPE, REFILL_AMOUNT_AND_INTERVAL_REQUIRED,
 *   REFILL_INTERVAL_AND_AMOUNT_REQUIRED, NO_VALUES_TO_UPDATE.
 * @example
 * await client.apiKey.update({ keyId, name: 'Deploys', enabled: false });
 */
export function createUpdateApiKeyEndpoint(settings: ApiKeySettings, sweep: ExpiredKeySweeper) {
  return defineEndpoint(
    '/api-key/update',
    {
      method: 'POST',
      body: z.object({
        keyId: z.string(),
        userId: z.coerce.string().optional(),
        name: z.string().optional(),
        enabled: z.boolean().optional(),
        remaining: z.number().min(1).optional(),
        refillAmount: z.number().optional(),
        refillInterval: z.number().optional(),
        metadata: z.any().optional(),
        expiresIn: z.number().min(1).nullable().optional(),
        rateLimitEnabled: z.boolean().optional(),
        rateLimitTimeWindow: z.number().optional(),
        rateLimitMax: z.number().optional(),
        permissions: z.record(z.string(), z.array(z.string())).nullable().optional(),
      }),
      metadata: { summary: 'Update an API key', tags: ['API key'] },
    },
    async (ctx): Promise<ApiKey> => {
      const body = ctx.body;
      const caller = await resolveKeyCaller(ctx, settings, body.userId);
      const serverOnly = [
        'refillAmount',
        'refillInterval',
        'rateLimitMax',
        'rateLimitTimeWindow',
        'rateLimitEnabled',
        'remaining',
        'permissions',
      ] as const;
      if (!caller.trusted && serverOnly.some((field) => body[field] !== undefined)) {
        throw apiKeyError('BAD_REQUEST', 'SERVER_ONLY_PROPERTY');
      }
      const byOwner = [
        { field: 'id', value: body.keyId },
        { field: 'userId', value: caller.userId },
      ];
      const row = await ctx.context.adapter.findOne<ApiKeyRow>({ model: 'apikey', where: byOwner });
      if (!row) throw apiKeyError('NOT_FOUND', 'KEY_NOT_FOUND');

      const changes: Record<string, unknown> = {};
      if (body.name !== undefined) {
        assertNameLength(settings, body.name);
        changes.name = body.name;
      }
      if (body.enabled !== undefined) changes.enabled = body.enabled;
      if (body.expiresIn !== undefined) {
        assertExpiresIn(settings, body.expiresIn);
        changes.expiresAt = body.expiresIn ? new Date(Date.now() + body.expiresIn * 1000) : null;
      }
      if (body.metadata !== undefined) {
        if (body.metadata !== null) assertMetadata(body.metadata);
        changes.metadata = JSON.stringify(body.metadata);
      }
      if (body.remaining !== undefined) changes.remaining = body.remaining;
      if (body.refillAmount !== undefined || body.refillInterval !== undefined) {
        if (body.refillInterval === undefined) {
          throw apiKeyError('BAD_REQUEST', 'REFILL_AMOUNT_AND_INTERVAL_REQUIRED');
        }
        if (body.refillAmount === undefined) {
          throw apiKeyError('BAD_REQUEST', 'REFILL_INTERVAL_AND_AMOUNT_REQUIRED');
        }
        changes.refillAmount = body.refillAmount;
        changes.refillInterval = body.refillInterval;
      }
      if (body.rateLimitEnabled !== undefined) changes.rateLimitEnabled = body.rateLimitEnabled;
      if (body.rateLimitTimeWindow !== undefined) {
        changes.rateLimitTimeWindow = body.rateLimitTimeWindow;
      }
      if (body.rateLimitMax !== undefined) changes.rateLimitMax = body.rateLimitMax;
      if (body.permissions !== undefined) changes.permissions = JSON.stringify(body.permissions);
      if (Object.keys(changes).length === 0) {
        throw apiKeyError('BAD_REQUEST', 'NO_VALUES_TO_UPDATE');
      }

      const updated = await ctx.context.adapter.update<ApiKeyRow>({
        model: 'apikey',
        where: byOwner,
        update: {
          lastRequest: new Date(),
          remaining: row.remaining === null ? null : Math.max(0, row.remaining - 1),
          updatedAt: new Date(),
          ...changes,
        },
      });
      if (!updated) throw apiKeyError('NOT_FOUND', 'KEY_NOT_FOUND');
      sweep(ctx.context);
      return toApiKey(updated);
    },
  );
}
