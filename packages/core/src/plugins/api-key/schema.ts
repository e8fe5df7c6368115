import type { DatabaseSchema } from '../../plugin/index.js';

/**
 * The `apikey` table, with Better Auth 1.2.7's model, field and column names, so a Better Auth
 * database opens unchanged:
 *
 * - `key`: the SHA-256 of the key, base64url without padding (never the key itself); indexed.
 * - `name`, `start` (its first characters, for display), `prefix`, `userId` (the owner; keys
 *   are user-owned, as in Better Auth 1.2.7).
 * - `enabled`, `expiresAt`, `remaining` (uses left; null = unlimited), `refillAmount`,
 *   `refillInterval` (milliseconds), `lastRefillAt`.
 * - `rateLimitEnabled`, `rateLimitTimeWindow` (milliseconds), `rateLimitMax`, `requestCount`,
 *   `lastRequest`.
 * - `permissions` (JSON text, `{ resource: [actions] }`), `metadata` (JSON text).
 * - `createdAt`, `updatedAt`.
 */
export function createApiKeySchema() {
  return {
    apikey: {
      modelName: 'apikey',
      fields: {
        name: { type: 'string', required: false },
        start: { type: 'string', required: false },
        prefix: { type: 'string', required: false },
        key: { type: 'string', index: true },
        userId: {
          type: 'string',
          index: true,
          references: { model: 'user', field: 'id', onDelete: 'cascade' },
        },
        refillInterval: { type: 'number', required: false },
        refillAmount: { type: 'number', required: false },
        lastRefillAt: { type: 'date', required: false },
        enabled: { type: 'boolean', required: false },
        rateLimitEnabled: { type: 'boolean', required: false },
        rateLimitTimeWindow: { type: 'number', required: false },
        rateLimitMax: { type: 'number', required: false },
        requestCount: { type: 'number', required: false },
        remaining: { type: 'number', required: false },
        lastRequest: { type: 'date', required: false },
        expiresAt: { type: 'date', required: false },
        createdAt: { type: 'date' },
        updatedAt: { type: 'date' },
        permissions: { type: 'string', required: false },
        metadata: { type: 'string', required: false },
      },
    },
  } satisfies DatabaseSchema;
}
