import type { ClientPluginContext, ClientResult, EndpointResult } from '../../plugin/client.js';
import { ANONYMOUS_ERROR_CODES } from './error-codes.js';
import type { anonymous } from './index.js';
import type { createSignInAnonymousEndpoint } from './routes/sign-in-anonymous.js';

/**
 * Result of `signIn.anonymous`: `{ token, user }`, the user `{ id, email, emailVerified, name,
 * createdAt, updatedAt }` (Dates).
 */
export type SignInAnonymousResult = EndpointResult<
  ReturnType<typeof createSignInAnonymousEndpoint>
>;

/** The calls {@link anonymousClient} adds. */
export interface AnonymousMethods {
  signIn: {
    /**
     * `POST /sign-in/anonymous`: signs in as a new anonymous user; the session store is then
     * refetched. Errors: 400 `ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY` (already an
     * anonymous user); 500 `FAILED_TO_CREATE_USER`.
     *
     * @example
     * const { error } = await client.signIn.anonymous();
     */
    anonymous(): Promise<ClientResult<SignInAnonymousResult>>;
  };
}

/** What {@link anonymousClient} returns. */
export interface AnonymousClientPlugin {
  id: 'anonymous';
  /** Type only: the server plugin, whose `isAnonymous` field types the user. */
  $InferServerPlugin?: ReturnType<typeof anonymous>;
  methods(ctx: ClientPluginContext): AnonymousMethods;
  $ERROR_CODES: typeof ANONYMOUS_ERROR_CODES;
}

/**
 * The client side of the `anonymous()` plugin (Better Auth's `anonymousClient`): adds
 * `client.signIn.anonymous()`, types `isAnonymous` (`boolean | null`) on the user of
 * `getSession` and `$store`, and adds the plugin's codes to `client.$ERROR_CODES`. Signing in or
 * up afterwards with any method links the anonymous user on the server (`onLinkAccount`).
 *
 * @example
 * const client = createAuthClient({ plugins: [anonymousClient()] });
 * await client.signIn.anonymous();
 * const guest = client.$store.getSnapshot().data?.user.isAnonymous === true;
 */
export function anonymousClient(): AnonymousClientPlugin {
  return {
    id: 'anonymous',
    methods: (ctx) => ({
      signIn: { anonymous: () => ctx.post('/sign-in/anonymous', undefined, true) },
    }),
    $ERROR_CODES: ANONYMOUS_ERROR_CODES,
  };
}
