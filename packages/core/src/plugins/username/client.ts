import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointResult,
} from '../../plugin/client.js';
import { USERNAME_ERROR_CODES } from './error-codes.js';
import type { username } from './index.js';
import type { createSignInUsernameEndpoint } from './routes/sign-in-username.js';

type SignInUsernameEndpoint = ReturnType<typeof createSignInUsernameEndpoint>;

/**
 * Body of `signIn.username`: `{ username, password, rememberMe? }`. The username is compared
 * lowercased; `rememberMe` defaults to true on the server.
 *
 * @see SPEC §5, §7
 */
export type SignInUsernameInput = EndpointBody<SignInUsernameEndpoint>;

/**
 * Result of `signIn.username`: `{ token, user }`, the user
 * `{ id, email, emailVerified, username, name, image, createdAt, updatedAt }` (no
 * `displayUsername`, no additional fields: `getSession` has them).
 */
export type SignInUsernameResult = EndpointResult<SignInUsernameEndpoint>;

/** The calls {@link usernameClient} adds. */
export interface UsernameMethods {
  signIn: {
    /**
     * `POST /sign-in/username`: signs in with a username and password; the session store is
     * then refetched.
     * Errors: 401 `INVALID_USERNAME_OR_PASSWORD`; 422 `USERNAME_IS_TOO_SHORT`,
     * `USERNAME_IS_TOO_LONG`, `USERNAME_IS_INVALID`; 403 `EMAIL_NOT_VERIFIED`; 429
     * `TOO_MANY_REQUESTS` (too many failures for that username).
     *
     * @example
     * const { error } = await client.signIn.username({ username: 'ada', password });
     */
    username(input: SignInUsernameInput): Promise<ClientResult<SignInUsernameResult>>;
  };
}

/** What {@link usernameClient} returns. */
export interface UsernameClientPlugin {
  id: 'username';
  /** Type only: the server plugin, whose `username` and `displayUsername` fields type the user. */
  $InferServerPlugin?: ReturnType<typeof username>;
  methods(ctx: ClientPluginContext): UsernameMethods;
  $ERROR_CODES: typeof USERNAME_ERROR_CODES;
}

/**
 * The client side of the `username()` plugin: adds `client.signIn.username`, types
 * `username` and `displayUsername` (both `string | null`) on the user of `getSession` and
 * `$store`, accepts them (optional) in `signUp.email` and `updateUser`, and adds the plugin's
 * codes to `client.$ERROR_CODES` (`USERNAME_IS_TOO_SHORT`, `USERNAME_IS_TOO_LONG`,
 * `USERNAME_IS_INVALID`, `USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER`,
 * `INVALID_USERNAME_OR_PASSWORD`).
 *
 * @see SPEC §5, §7
 * @example
 * const client = createAuthClient({ plugins: [usernameClient()] });
 * const { error } = await client.signUp.email({ name, email, password, username: 'Ada' });
 * if (error?.code === 'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER') askForAnother();
 */
export function usernameClient(): UsernameClientPlugin {
  return {
    id: 'username',
    methods: (ctx) => ({
      signIn: { username: (input) => ctx.post('/sign-in/username', input, true) },
    }),
    $ERROR_CODES: USERNAME_ERROR_CODES,
  };
}
