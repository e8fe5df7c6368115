import {
  type ClientPluginContext,
  type ClientResult,
  type EndpointBody,
  navigateTo,
} from '../../plugin/client.js';
import { GENERIC_OAUTH_ERROR_CODES } from './error-codes.js';
import type { createOAuth2LinkEndpoint } from './routes/oauth2-link.js';
import type { createSignInOAuth2Endpoint } from './routes/sign-in-oauth2.js';

/** Body of `signIn.oauth2`: `{ providerId, callbackURL?, errorCallbackURL?, newUserCallbackURL?, disableRedirect?, scopes?, requestSignUp? }`. */
export type SignInOAuth2Input = EndpointBody<ReturnType<typeof createSignInOAuth2Endpoint>>;

/** Body of `oauth2.link`: `{ providerId, callbackURL }`. */
export type OAuth2LinkInput = EndpointBody<ReturnType<typeof createOAuth2LinkEndpoint>>;

/** The calls {@link genericOAuthClient} adds, named as Better Auth 1.2.7's client names them. */
export interface GenericOAuthMethods {
  signIn: {
    /**
     * `POST /sign-in/oauth2`: starts a sign-in with a `genericOAuth` provider and, in a browser,
     * goes to the provider (unless `disableRedirect`). Resolves with `{ url, redirect }`.
     * Errors: 400 'No config found for provider {id}', `INVALID_OAUTH_CONFIGURATION`; 403
     * `INVALID_CALLBACKURL`.
     *
     * @example await client.signIn.oauth2({ providerId: 'keycloak', callbackURL: '/app' });
     */
    oauth2(input: SignInOAuth2Input): Promise<ClientResult<{ url: string; redirect: boolean }>>;
  };
  oauth2: {
    /**
     * `POST /oauth2/link`: links a `genericOAuth` provider to the signed-in user and goes to the
     * provider. Errors: 401; 400 `SOCIAL_ACCOUNT_ALREADY_LINKED`; 404 `PROVIDER_NOT_FOUND`.
     *
     * @example await client.oauth2.link({ providerId: 'keycloak', callbackURL: '/settings' });
     */
    link(input: OAuth2LinkInput): Promise<ClientResult<{ url: string; redirect: boolean }>>;
  };
}

/** What {@link genericOAuthClient} returns. */
export interface GenericOAuthClientPlugin {
  id: 'generic-oauth';
  methods(ctx: ClientPluginContext): GenericOAuthMethods;
  $ERROR_CODES: typeof GENERIC_OAUTH_ERROR_CODES;
}

/**
 * The client side of the `genericOAuth()` plugin, Better Auth 1.2.7's `genericOAuthClient`
 * calls: `client.signIn.oauth2(body)` and `client.oauth2.link(body)`; each goes to the
 * provider's authorization page in a browser (`location.assign`) when the answer says
 * `redirect: true`.
 *
 * @example
 * const client = createAuthClient({ plugins: [genericOAuthClient()] });
 * await client.signIn.oauth2({ providerId: 'keycloak', callbackURL: '/dashboard' });
 */
export function genericOAuthClient(): GenericOAuthClientPlugin {
  const go = async (
    ctx: ClientPluginContext,
    path: string,
    input: object,
  ): Promise<ClientResult<{ url: string; redirect: boolean }>> => {
    const result = await ctx.post<{ url: string; redirect: boolean }>(path, input, false);
    if (result.data?.redirect && result.data.url) navigateTo(result.data.url);
    return result;
  };
  return {
    id: 'generic-oauth',
    methods: (ctx) => ({
      signIn: { oauth2: (input) => go(ctx, '/sign-in/oauth2', input) },
      oauth2: { link: (input) => go(ctx, '/oauth2/link', input) },
    }),
    $ERROR_CODES: GENERIC_OAUTH_ERROR_CODES,
  };
}
