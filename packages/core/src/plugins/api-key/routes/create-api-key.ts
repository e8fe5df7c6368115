import { z } from 'zod';
import { defineEndpoint, type Permissions } from '../../../plugin/index.js';
import { apiKeyError } from '../api-key-error.js';
import { resolveKeyCaller } from '../caller.js';
import { assertExpiresIn, assertMetadata, assertNameLength, assertRefillPair } from '../checks.js';
import type { ExpiredKeySweeper } from '../expired-keys.js';
import { type ApiKey, type ApiKeyRow, generateApiKey, hashApiKey, toApiKey } from '../key.js';
import type { ApiKeySettings } from '../options.js';

const permissionsSchema = z.record(z.string(), z.array(z.string()));

/** The body of `POST /api-key/create`. */
export const createApiKeyBody = z.object({
  name: z.string().optional(),
  /** Seconds. */
  expiresIn: z.number().min(1).nullable().optional().default(null),
  /** Server calls only. */
  userId: z.coerce.string().optional(),
  prefix: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, {
      message:
        'Invalid prefix format, must be alphanumeric and contain only underscores and hyphens.',
    })
    .optional(),
  remaining: z.number().min(0).nullable().optional().default(null),
  metadata: z.any().optional(),
  refillAmount: z.number().min(1).optional(),
  /** Milliseconds. */
  refillInterval: z.number().optional(),
  rateLimitTimeWindow: z.number().optional(),
  rateLimitMax: z.number().optional(),
  rateLimitEnabled: z.boolean().optional(),
  permissions: permissionsSchema.optional(),
});

/**
 * `POST /api-key/create`: makes a key for the session's user and answers it with the key itself,
 * the only time it is ever given (the database keeps its SHA-256). Body (Better Auth 1.2.7's):
 * `{ name?, expiresIn? (seconds), prefix?, metadata? }` from anyone with a session; `remaining`,
 * `refillAmount`, `refillInterval` (ms), `rateLimitEnabled`, `rateLimitTimeWindow` (ms),
 * `rateLimitMax`, `permissions` and `userId` from a server call without headers only.
 *
 * @throws APIError 401 UNAUTHORIZED_SESSION (no session; `userId` from a client); 400
 *   SERVER_ONLY_PROPERTY, METADATA_DISABLED, INVALID_METADATA_TYPE,
 *   REFILL_AMOUNT_AND_INTERVAL_REQUIRED, REFILL_INTERVAL_AND_AMOUNT_REQUIRED,
 *   KEY_DISABLED_EXPIRATION, EXPIRES_IN_IS_TOO_SMALL, EXPIRES_IN_IS_TOO_LARGE,
 *   INVALID_PREFIX_LENGTH, INVALID_NAME_LENGTH, VALIDATION_ERROR.
 * @example
 * const { key, id } = await client.apiKey.create({ name: 'CI', expiresIn: 60 * 60 * 24 * 30 });
 */
export function createCreateApiKeyEndpoint(settings: ApiKeySettings, sweep: ExpiredKeySweeper) {
  return defineEndpoint(
    '/api-key/create',
    {
      method: 'POST',
      body: createApiKeyBody,
      metadata: { summary: 'Create an API key', tags: ['API key'] },
    },
    async (ctx): Promise<ApiKey & { key: string }> => {
      const body = ctx.body;
      const caller = await resolveKeyCaller(ctx, settings, body.userId);
      if (!caller.trusted) {
        const serverOnly =
          body.refillAmount !== undefined ||
          body.refillInterval !== undefined ||
          body.rateLimitMax !== undefined ||
          body.rateLimitTimeWindow !== undefined ||
          body.rateLimitEnabled !== undefined ||
          body.permissions !== undefined ||
          body.remaining !== null;
        if (serverOnly) throw apiKeyError('BAD_REQUEST', 'SERVER_ONLY_PROPERTY');
      }
      if (body.metadata) {
        if (!settings.enableMetadata) throw apiKeyError('BAD_REQUEST', 'METADATA_DISABLED');
        assertMetadata(body.metadata);
      }
      assertRefillPair(body.refillAmount, body.refillInterval);
      if (body.expiresIn) assertExpiresIn(settings, body.expiresIn);
      const prefix = body.prefix;
      if (
        prefix &&
        (prefix.length < settings.prefixLength.min || prefix.length > settings.prefixLength.max)
      ) {
        throw apiKeyError('BAD_REQUEST', 'INVALID_PREFIX_LENGTH');
      }
      if (body.name) assertNameLength(settings, body.name);
      sweep(ctx.context);

      const keyOptions = { length: settings.keyLength, prefix: prefix || settings.defaultPrefix };
      const key = await (settings.generate ?? generateApiKey)(keyOptions);
      const defaults = settings.defaultPermissions;
      const permissions: Permissions | undefined =
        body.permissions ??
        (typeof defaults === 'function' ? await defaults(caller.userId, ctx) : defaults);
      const expiresIn = body.expiresIn ?? settings.expiration.defaultExpiresIn;
      const now = new Date();
      const row = await ctx.context.adapter.create<ApiKeyRow>({
        model: 'apikey',
        data: {
          createdAt: now,
          updatedAt: now,
          name: body.name ?? null,
          prefix: prefix ?? settings.defaultPrefix ?? null,
          start: settings.storeStart ? key.slice(0, settings.startLength) : null,
          key: hashApiKey(key),
          enabled: true,
          expiresAt: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null,
          userId: caller.userId,
          lastRefillAt: null,
          lastRequest: null,
          metadata: body.metadata ? JSON.stringify(body.metadata) : null,
          rateLimitMax: body.rateLimitMax ?? settings.rateLimit.maxRequests,
          rateLimitTimeWindow: body.rateLimitTimeWindow ?? settings.rateLimit.timeWindow,
          // A server's `remaining: 0` is no use left (Better Auth 1.2.7 reads it as unlimited).
          remaining: body.remaining ?? body.refillAmount ?? null,
          refillAmount: body.refillAmount ?? null,
          refillInterval: body.refillInterval ?? null,
          rateLimitEnabled: body.rateLimitEnabled ?? settings.rateLimit.enabled,
          requestCount: 0,
          permissions: permissions ? JSON.stringify(permissions) : null,
        },
      });
      return { ...toApiKey(row), key };
    },
  );
}
