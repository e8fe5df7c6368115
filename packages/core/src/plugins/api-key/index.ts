/**
 * @module api-key
 *
 * The `apiKey()` plugin: API keys for users, Better Auth 1.2.7's routes, answers, options and
 * `apikey` table; a key in the `x-api-key` header is a session on every route.
 */
import { definePlugin } from '../../plugin/index.js';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import { createExpiredKeySweeper } from './expired-keys.js';
import { createKeySessions } from './key-session.js';
import { type ApiKeyOptions, resolveApiKeyOptions } from './options.js';
import { createCreateApiKeyEndpoint } from './routes/create-api-key.js';
import { createDeleteApiKeyEndpoint } from './routes/delete-api-key.js';
import { createGetApiKeyEndpoint } from './routes/get-api-key.js';
import { createListApiKeysEndpoint } from './routes/list-api-keys.js';
import { createUpdateApiKeyEndpoint } from './routes/update-api-key.js';
import { createVerifyApiKeyEndpoint } from './routes/verify-api-key.js';
import { createApiKeySchema } from './schema.js';

export { API_KEY_ERROR_CODES, type ApiKeyErrorCode } from './error-codes.js';
export { type ApiKey, hashApiKey } from './key.js';
export type { ApiKeyOptions } from './options.js';
export type { VerifyApiKeyResult } from './routes/verify-api-key.js';

/**
 * API keys (Better Auth 1.2.7's `apiKey()`, plugin id `api-key`).
 *
 * Routes: `POST /api-key/create` (the key is answered once; the database keeps its SHA-256,
 * base64url, as Better Auth stores it), `GET /api-key/get?id=`, `GET /api-key/list`,
 * `POST /api-key/update`, `POST /api-key/delete`, and the server-only
 * `auth.api.verifyApiKey({ body: { key, permissions? } })`. Keys are user-owned (Better Auth
 * 1.2.7's schema has no organization owner).
 *
 * A key in `x-api-key` (`apiKeyHeaders`) is a session for its owner on every route that reads
 * one (unless `disableSessionForAPIKeys`), verified as `verifyApiKey` verifies it.
 *
 * Verification costs one read and, for a key that counts uses, one conditional
 * `remaining = remaining - 1 WHERE remaining > 0`: N concurrent verifications of a key with
 * `remaining: n` succeed exactly min(N, n) times, across instances. `requestCount` and
 * `lastRequest` are written after the response.
 *
 * Where Portcullis differs from Better Auth 1.2.7 (docs/api-key.md):
 * - `userId` in the body of create/update is taken from server calls without headers only; a
 *   client's answers 401 UNAUTHORIZED_SESSION (`allowUserIdFromClient: true` restores Better
 *   Auth's behaviour, under which anyone can create keys for any user).
 * - A key used as a session must be enabled, unexpired, within its rate limit and have a use
 *   left, and the use counts (Better Auth accepts any stored key, disabled or expired).
 * - Keys are generated from the CSPRNG; a server's `remaining: 0` means none left; a rate-limited
 *   verification spends no use; `refillInterval` is in milliseconds, as documented.
 *
 * @example
 * const auth = createPortcullis({ database, plugins: [apiKey({ defaultPrefix: 'acme_' })] });
 * const { key } = await auth.api.createApiKey({ body: { name: 'CI', userId } });
 * const { valid } = await auth.api.verifyApiKey({ body: { key } });
 */
export function apiKey(options: ApiKeyOptions = {}) {
  const settings = resolveApiKeyOptions(options);
  const sweep = createExpiredKeySweeper();
  const sessions = createKeySessions(settings);
  return definePlugin({
    id: 'api-key',
    schema: createApiKeySchema(),
    $ERROR_CODES: API_KEY_ERROR_CODES,
    resolveSession: sessions.resolveSession,
    hooks: { before: sessions.hook },
    endpoints: {
      createApiKey: createCreateApiKeyEndpoint(settings, sweep),
      verifyApiKey: createVerifyApiKeyEndpoint(settings, sweep),
      getApiKey: createGetApiKeyEndpoint(sweep),
      updateApiKey: createUpdateApiKeyEndpoint(settings, sweep),
      deleteApiKey: createDeleteApiKeyEndpoint(sweep),
      listApiKeys: createListApiKeysEndpoint(sweep),
    },
  });
}
