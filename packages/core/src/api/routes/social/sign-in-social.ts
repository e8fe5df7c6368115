import { z } from 'zod';
import type { User } from '../../../db/entities.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { signInWithIdToken } from '../../../social/id-token-sign-in.js';
import { createOAuthState } from '../../../social/oauth-state.js';
import { redirectURIOf, requireRequestedProvider } from '../../../social/provider-lookup.js';

/**
 * `POST /sign-in/social`: starts a social sign-in, or signs in with a provider ID token.
 *
 * Without `idToken`: stores a state (10 minutes) bound to this browser by a signed cookie and
 * answers `{ url, redirect }`, `url` being the provider's authorization URL (PKCE S256, scopes
 * = defaults + `scopes`, `login_hint`) and `redirect` `!disableRedirect`; the client navigates.
 * The provider returns to `GET|POST /callback/{provider}`.
 *
 * With `idToken: { token, nonce?, accessToken?, refreshToken?, expiresAt? }` (a native app's
 * Google or Apple sign-in): the token is verified (signature against the provider's key set,
 * issuer, audience, expiry, nonce), the user found or created as the callback would, and a
 * session created: `{ redirect: false, token, user }` (no `url` key; `user` the seven core
 * fields, as Better Auth 1.2.7 answers). `expiresAt` is the access token's expiry in epoch
 * milliseconds.
 *
 * @throws APIError 400 VALIDATION_ERROR for a provider id that is neither built in nor
 *   configured; 404 'Provider not found'; 403 'Invalid callbackURL' (and errorCallbackURL,
 *   newUserCallbackURL); 400 'callbackURL is required' (redirect flow); 500 'Unable to create
 *   verification'. ID token: 404 'id_token not supported'; 401 'invalid token'; 401 'Failed to
 *   get user info'; 401 'User email not found'; 401 ACCOUNT_NOT_LINKED, SIGNUP_DISABLED,
 *   UNABLE_TO_LINK_ACCOUNT; 400 'Keys not found' (Apple).
 * @see SPEC §4, §5, §7, §8, §9; RFC 6749 §4.1; RFC 7636
 * @example
 * const { url } = await auth.api.signInSocial({ body: { provider: 'github', callbackURL: '/app' } });
 */
export const signInSocial = defineEndpoint(
  '/sign-in/social',
  {
    method: 'POST',
    body: z.object({
      provider: z.string().min(1),
      callbackURL: z.string().optional(),
      newUserCallbackURL: z.string().optional(),
      errorCallbackURL: z.string().optional(),
      disableRedirect: z.boolean().optional(),
      idToken: z
        .object({
          token: z.string().min(1),
          nonce: z.string().optional(),
          accessToken: z.string().optional(),
          refreshToken: z.string().optional(),
          expiresAt: z.number().optional(),
        })
        .optional(),
      scopes: z.array(z.string()).optional(),
      requestSignUp: z.boolean().optional(),
      loginHint: z.string().optional(),
    }),
    metadata: { summary: 'Sign in with a social provider', tags: ['Social'] },
  },
  async (
    ctx,
  ): Promise<
    | { url: string; redirect: boolean }
    | { redirect: false; token: string; url: undefined; user: User }
  > => {
    const { context, body } = ctx;
    const provider = requireRequestedProvider(context, body.provider);
    assertSafeRedirects(body, context.trustedOrigins);
    if (body.idToken) return signInWithIdToken(ctx, provider, body.idToken, body);
    // SPEC §5: the redirect flow needs to know where to send the browser back to.
    if (!body.callbackURL) throw new APIError('BAD_REQUEST', 'CALLBACKURL_IS_REQUIRED');

    const { state, codeVerifier } = await createOAuthState(ctx, {
      providerId: provider.id,
      callbackURL: body.callbackURL,
      errorCallbackURL: body.errorCallbackURL,
      newUserCallbackURL: body.newUserCallbackURL,
      requestSignUp: body.requestSignUp,
    });
    const url = await provider.createAuthorizationURL({
      state,
      codeVerifier,
      redirectURI: redirectURIOf(context, provider),
      scopes: body.scopes,
      loginHint: body.loginHint,
    });
    return { url: url.toString(), redirect: !body.disableRedirect };
  },
);
