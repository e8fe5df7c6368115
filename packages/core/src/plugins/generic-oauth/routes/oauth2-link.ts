import { z } from 'zod';
import {
  APIError,
  assertSafeRedirects,
  createOAuthState,
  defineEndpoint,
  requireSession,
} from '../../../plugin/index.js';
import type { GenericOAuthSettings } from '../settings.js';
import { authorizationURL } from '../start-flow.js';

/**
 * `POST /oauth2/link` `{ providerId, callbackURL }` → `{ url, redirect: true }`: starts linking
 * a `genericOAuth` provider to the signed-in user (the callback attaches the identity, with no
 * new session, and redirects to `callbackURL`). The config's scopes are requested.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 'Social account already linked'
 *   (the user has an account of this provider); 404 'Provider not found' (no such config);
 *   403 'Invalid callbackURL'; 400 INVALID_OAUTH_CONFIGURATION.
 * @example
 * const { url } = await auth.api.oAuth2LinkAccount({ body: { providerId: 'keycloak', callbackURL: '/settings' }, headers });
 */
export function createOAuth2LinkEndpoint(settings: GenericOAuthSettings) {
  return defineEndpoint(
    '/oauth2/link',
    {
      method: 'POST',
      body: z.object({ providerId: z.string(), callbackURL: z.string() }),
      metadata: { summary: 'Link a generic OAuth provider', tags: ['Generic OAuth'] },
    },
    async (ctx): Promise<{ url: string; redirect: true }> => {
      const { context, body } = ctx;
      const { user } = await requireSession(ctx, { sensitive: true });
      const accounts = await context.store.listAccounts(user.id);
      if (accounts.some((account) => account.providerId === body.providerId)) {
        throw new APIError('BAD_REQUEST', 'SOCIAL_ACCOUNT_ALREADY_LINKED');
      }
      const config = settings.find(body.providerId);
      if (!config) throw new APIError('NOT_FOUND', 'PROVIDER_NOT_FOUND');
      assertSafeRedirects(body, context.trustedOrigins);
      const provider = context.socialProviders.get(config.providerId);
      const { state, codeVerifier } = await createOAuthState(ctx, {
        providerId: config.providerId,
        callbackURL: body.callbackURL,
        link: { userId: user.id, email: user.email },
      });
      const url = await authorizationURL(ctx, provider, { state, codeVerifier }, config.scopes);
      return { url, redirect: true };
    },
  );
}
