import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointResult,
} from '../../plugin/client.js';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import type { createCreateApiKeyEndpoint } from './routes/create-api-key.js';
import type { createDeleteApiKeyEndpoint } from './routes/delete-api-key.js';
import type { createGetApiKeyEndpoint } from './routes/get-api-key.js';
import type { createListApiKeysEndpoint } from './routes/list-api-keys.js';
import type { createUpdateApiKeyEndpoint } from './routes/update-api-key.js';

type Create = ReturnType<typeof createCreateApiKeyEndpoint>;
type Get = ReturnType<typeof createGetApiKeyEndpoint>;
type List = ReturnType<typeof createListApiKeysEndpoint>;
type Update = ReturnType<typeof createUpdateApiKeyEndpoint>;
type Delete = ReturnType<typeof createDeleteApiKeyEndpoint>;

/** Body of `apiKey.create` a client may send: `{ name?, expiresIn? (seconds), prefix?, metadata? }`. */
export type CreateApiKeyInput = Pick<
  EndpointBody<Create>,
  'name' | 'expiresIn' | 'prefix' | 'metadata'
>;

/** The calls {@link apiKeyClient} adds, as Better Auth 1.2.7's client names them. */
export interface ApiKeyMethods {
  apiKey: {
    /**
     * `POST /api-key/create`: a new key for the signed-in user, answered with `key`, the only
     * time it is shown. Errors: 401 `UNAUTHORIZED_SESSION`; 400 `INVALID_NAME_LENGTH`,
     * `EXPIRES_IN_IS_TOO_SMALL`, `EXPIRES_IN_IS_TOO_LARGE`, `METADATA_DISABLED`,
     * `SERVER_ONLY_PROPERTY`.
     *
     * @example const { data } = await client.apiKey.create({ name: 'CI', expiresIn: 86400 * 30 });
     */
    create(input?: CreateApiKeyInput): Promise<ClientResult<EndpointResult<Create>>>;
    /** `GET /api-key/get?id=`: one key, without its secret. Errors: 401; 404 `KEY_NOT_FOUND`. */
    get(input: { query: { id: string } }): Promise<ClientResult<EndpointResult<Get>>>;
    /** `GET /api-key/list`: the user's keys, without their secrets. Errors: 401. */
    list(): Promise<ClientResult<EndpointResult<List>>>;
    /**
     * `POST /api-key/update` `{ keyId, name?, enabled?, expiresIn?, metadata? }`. Errors: 401;
     * 404 `KEY_NOT_FOUND`; 400 `NO_VALUES_TO_UPDATE`, `INVALID_NAME_LENGTH`.
     */
    update(
      input: Pick<EndpointBody<Update>, 'keyId' | 'name' | 'enabled' | 'expiresIn' | 'metadata'>,
    ): Promise<ClientResult<EndpointResult<Update>>>;
    /** `POST /api-key/delete` `{ keyId }`: revokes a key. Errors: 401; 404 `KEY_NOT_FOUND`. */
    delete(input: EndpointBody<Delete>): Promise<ClientResult<EndpointResult<Delete>>>;
  };
}

/** What {@link apiKeyClient} returns. */
export interface ApiKeyClientPlugin {
  id: 'api-key';
  methods(ctx: ClientPluginContext): ApiKeyMethods;
  $ERROR_CODES: typeof API_KEY_ERROR_CODES;
}

/**
 * The client side of the `apiKey()` plugin, Better Auth 1.2.7's `apiKeyClient` calls:
 * `client.apiKey.create`, `.get`, `.list`, `.update`, `.delete`; adds the plugin's codes to
 * `client.$ERROR_CODES`. Verification is server-only (`auth.api.verifyApiKey`).
 *
 * @example
 * const client = createAuthClient({ plugins: [apiKeyClient()] });
 * const { data } = await client.apiKey.create({ name: 'Deploy bot' });
 * showOnce(data?.key);
 */
export function apiKeyClient(): ApiKeyClientPlugin {
  return {
    id: 'api-key',
    methods: (ctx) => ({
      apiKey: {
        create: (input) => ctx.post('/api-key/create', input ?? {}, false),
        get: (input) => ctx.get('/api-key/get', input.query),
        list: () => ctx.get('/api-key/list'),
        update: (input) => ctx.post('/api-key/update', input, false),
        delete: (input) => ctx.post('/api-key/delete', input, false),
      },
    }),
    $ERROR_CODES: API_KEY_ERROR_CODES,
  };
}
