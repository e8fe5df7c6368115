import { z } from 'zod';
import {
  APIError,
  assertSafeRedirects,
  createOAuthState,
  defineEndpoint,
} from '../../../plugin/index.js';
import type { GenericOAuthSettings } from '../settings.js';
import { authorizationURL } from '../start-flow.js';

/**
 * `POST /sign-in/oauth2` `{ providerId, callbackURL?, errorCallbackURL?, newUserCallbackURL?,
 * disableRedirect?, scopes?, requestSignUp? }` → `{ url, redirect }`: starts a sign-in with a
 * `genericOAuth` provider. `url` is the provider's authorization URL (the config's and the
 * request's `scopes`, `state`, PKCE S256 unless `pkce: false`, `prompt`, `access_type`,
 * `response_mode`, `authorizationUrlParams`); `redirect` is `!disableRedirect`. The state (10
 * minutes) is bound to this browser by a signed cookie; `callbackURL` defaults to the app's
 * origin. The provider returns to `GET /oauth2/callback/{providerId}`.
 *
 * @throws APIError 400 'No config found for provider {id}'; 400 INVALID_OAUTH_CONFIGURATION
 *   (no authorization or token endpoint: none configured, or discovery failed); 403 'Invalid
 *   callbackURL' (errorCallbackURL, newUserCallbackURL): every callback URL must be relative or
 *   of a trusted origin.
 * @example
 * const { url } = await auth.api.signInWithOAuth2({ body: { providerId: 'keycloak', callbackURL: '/app' } });
 */
export function createSignInOAuth2Endpoint(settings: GenericOAuthSettings) {
  return defineEndpoint(
    '/sign-in/oauth2',
    {
      method: 'POST',
      body: z.object({
        providerId: z.string(),
        callbackURL: z.string().optional(),
        errorCallbackURL: z.string().optional(),
        newUserCallbackURL: z.string().optional(),
        disableRedirect: z.boolean().optional(),
        scopes: z.array(z.string()).optional(),
        requestSignUp: z.boolean().optional(),
      }),
      metadata: { summary: 'Sign in with a generic OAuth provider', tags: ['Generic OAuth'] },
    },
    async (ctx): Promise<{ url: string; redirect: boolean }> => {
      const { context, body } = ctx;
      const config = settings.find(body.providerId);
      if (!config) {
        throw new APIError('BAD_REQUEST', {
          message: `No config found for provider ${body.providerId}`,
        });
      }
      assertSafeRedirects(body, context.trustedOrigins);
      const provider = context.socialProviders.get(config.providerId);
      const { state, codeVerifier } = await createOAuthState(ctx, {
        providerId: config.providerId,
        callbackURL: body.callbackURL || context.options.origin,
        errorCallbackURL: body.errorCallbackURL,
        newUserCallbackURL: body.newUserCallbackURL,
        requestSignUp: body.requestSignUp,
      });
      const url = await authorizationURL(
        ctx,
        provider,
        { state, codeVerifier, scopes: body.scopes },
        config.scopes,
      );
      return { url, redirect: !body.disableRedirect };
    },
  );
}
