import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointResult,
} from '../../plugin/client.js';
import { ONE_TIME_TOKEN_ERROR_CODES } from './error-codes.js';
import type { createGenerateOneTimeTokenEndpoint } from './routes/generate-one-time-token.js';
import type { createVerifyOneTimeTokenEndpoint } from './routes/verify-one-time-token.js';

type GenerateEndpoint = ReturnType<typeof createGenerateOneTimeTokenEndpoint>;
type VerifyEndpoint = ReturnType<typeof createVerifyOneTimeTokenEndpoint>;

/** The calls {@link oneTimeTokenClient} adds, under `client.oneTimeToken`. */
export interface OneTimeTokenMethods {
  oneTimeToken: {
    /**
     * `GET /one-time-token/generate` → `{ token }`: a single-use token for the current
     * session, valid `expiresIn` minutes (default 3). Errors: 401 `UNAUTHORIZED` signed out;
     * 400 `CLIENT_REQUESTS_ARE_DISABLED` when the server allows server calls only.
     *
     * @example
     * const { data } = await client.oneTimeToken.generate();
     * location.href = `https://app.example/continue?token=${data?.token}`;
     */
    generate(): Promise<ClientResult<EndpointResult<GenerateEndpoint>>>;
    /**
     * `POST /one-time-token/verify` → `{ session, user }`: exchanges a token once. Sets no
     * cookie and leaves the session store alone. Errors: 400 `INVALID_TOKEN` (unknown or
     * used), `TOKEN_EXPIRED`, `SESSION_NOT_FOUND`.
     *
     * @example
     * const { data, error } = await client.oneTimeToken.verify({ token });
     */
    verify(
      input: EndpointBody<VerifyEndpoint>,
    ): Promise<ClientResult<EndpointResult<VerifyEndpoint>>>;
  };
}

/** What {@link oneTimeTokenClient} returns. */
export interface OneTimeTokenClientPlugin {
  id: 'one-time-token';
  methods(ctx: ClientPluginContext): OneTimeTokenMethods;
  $ERROR_CODES: OneTimeTokenClientErrorCodes;
}

/**
 * The codes the plugin adds to `client.$ERROR_CODES`: those the core catalogue lacks
 * (`INVALID_TOKEN`, whose message the core writes 'invalid token', and `TOKEN_EXPIRED` are
 * core codes already).
 */
type OneTimeTokenClientErrorCodes = Pick<
  typeof ONE_TIME_TOKEN_ERROR_CODES,
  'CLIENT_REQUESTS_ARE_DISABLED' | 'SESSION_NOT_FOUND'
>;

/**
 * The client side of the `oneTimeToken()` plugin, Better Auth 1.2.7's `oneTimeTokenClient`
 * calls: `client.oneTimeToken.generate()` and `client.oneTimeToken.verify({ token })`. Adds
 * `CLIENT_REQUESTS_ARE_DISABLED` and `SESSION_NOT_FOUND` to `client.$ERROR_CODES`.
 *
 * @example
 * const client = createAuthClient({ plugins: [oneTimeTokenClient()] });
 * const { data } = await client.oneTimeToken.generate();
 */
export function oneTimeTokenClient(): OneTimeTokenClientPlugin {
  return {
    id: 'one-time-token',
    methods: (ctx) => ({
      oneTimeToken: {
        generate: () => ctx.get('/one-time-token/generate'),
        verify: (input) => ctx.post('/one-time-token/verify', input, false),
      },
    }),
    $ERROR_CODES: {
      CLIENT_REQUESTS_ARE_DISABLED: ONE_TIME_TOKEN_ERROR_CODES.CLIENT_REQUESTS_ARE_DISABLED,
      SESSION_NOT_FOUND: ONE_TIME_TOKEN_ERROR_CODES.SESSION_NOT_FOUND,
    },
  };
}
