import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointQuery,
  EndpointResult,
} from '../../plugin/client.js';
import type { createMagicLinkVerifyEndpoint } from './routes/magic-link-verify.js';
import type { createSignInMagicLinkEndpoint } from './routes/sign-in-magic-link.js';

type SignInEndpoint = ReturnType<typeof createSignInMagicLinkEndpoint>;
type VerifyEndpoint = ReturnType<typeof createMagicLinkVerifyEndpoint>;

/** Body of `signIn.magicLink`: `{ email, name?, callbackURL?, newUserCallbackURL?, errorCallbackURL? }`. */
export type SignInMagicLinkInput = EndpointBody<SignInEndpoint>;

/** Query of `magicLink.verify`: `{ token, callbackURL?, newUserCallbackURL?, errorCallbackURL? }`. */
export type MagicLinkVerifyQuery = NonNullable<EndpointQuery<VerifyEndpoint>>;

/** The calls {@link magicLinkClient} adds. */
export interface MagicLinkMethods {
  signIn: {
    /**
     * `POST /sign-in/magic-link`: emails a sign-in link; `{ status: true }` for every address
     * (say "check your email", never "no such account").
     * Errors: 400 `VALIDATION_ERROR` (malformed email); 403 `INVALID_CALLBACKURL`; 429
     * `TOO_MANY_REQUESTS`.
     *
     * @example
     * await client.signIn.magicLink({ email, callbackURL: '/dashboard' });
     */
    magicLink(input: SignInMagicLinkInput): Promise<ClientResult<{ status: boolean }>>;
  };
  magicLink: {
    /**
     * `GET /magic-link/verify`: signs in with the link's token (from the emailed URL), then
     * reloads the session store. Without `callbackURL` the answer is `{ token, user }`; with one
     * the server redirects (a browser following the emailed link needs no client call).
     *
     * @example
     * const token = new URLSearchParams(location.search).get('token');
     * const { error } = await client.magicLink.verify({ query: { token } });
     */
    verify(input: {
      query: MagicLinkVerifyQuery;
    }): Promise<ClientResult<EndpointResult<VerifyEndpoint>>>;
  };
}

/** What {@link magicLinkClient} returns. */
export interface MagicLinkClientPlugin {
  id: 'magic-link';
  methods(ctx: ClientPluginContext): MagicLinkMethods;
}

/**
 * The client side of the `magicLink()` plugin, Better Auth 1.2.7's `magicLinkClient` calls:
 * `client.signIn.magicLink(body)` and `client.magicLink.verify({ query })`.
 *
 * @example
 * const client = createAuthClient({ plugins: [magicLinkClient()] });
 * await client.signIn.magicLink({ email: 'ada@example.com', callbackURL: '/dashboard' });
 */
export function magicLinkClient(): MagicLinkClientPlugin {
  return {
    id: 'magic-link',
    methods: (ctx) => ({
      signIn: { magicLink: (input) => ctx.post('/sign-in/magic-link', input, false) },
      magicLink: {
        async verify(input) {
          const result = await ctx.get<EndpointResult<VerifyEndpoint>>(
            '/magic-link/verify',
            input.query,
          );
          if (!result.error) await ctx.store.revalidate();
          return result;
        },
      },
    }),
  };
}
