import { z } from 'zod';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { requireSession } from '../../../session/require-session.js';
import { createOAuthState } from '../../../social/oauth-state.js';
import { redirectURIOf, requireRequestedProvider } from '../../../social/provider-lookup.js';

/**
 * `POST /link-social` `{ provider, callbackURL, errorCallbackURL?, scopes? }`: starts a flow that
 * attaches another provider identity to the signed-in user. Answers `{ url, redirect: true }`;
 * the callback links the identity (no new session) and redirects to `callbackURL`, or to the
 * error URL with `account_already_linked_to_different_user` / `unable_to_link_account`.
 * `scopes` are requested on top of the provider's defaults (e.g. to ask for more access later).
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 VALIDATION_ERROR for a provider id
 *   that is neither built in nor configured; 404 'Provider not found'; 403 'Invalid
 *   callbackURL' (and errorCallbackURL); 400 'callbackURL is required'; 400 'Unable to link
 *   account' when `account.accountLinking.enabled` is false.
 * @see SPEC §2, §7
 * @example
 * await auth.api.linkSocialAccount({ body: { provider: 'google', callbackURL: '/settings' }, headers });
 */
export const linkSocialAccount = defineEndpoint(
  '/link-social',
  {
    method: 'POST',
    requireHeaders: true,
    body: z.object({
      provider: z.string().min(1),
      callbackURL: z.string().optional(),
      errorCallbackURL: z.string().optional(),
      scopes: z.array(z.string()).optional(),
    }),
    metadata: { summary: 'Link a social account to the signed-in user', tags: ['Social'] },
  },
  async (ctx): Promise<{ url: string; redirect: true }> => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx, { sensitive: true });
    const provider = requireRequestedProvider(context, body.provider);
    assertSafeRedirects(body, context.trustedOrigins);
    if (!body.callbackURL) throw new APIError('BAD_REQUEST', 'CALLBACKURL_IS_REQUIRED');
    // Refused now rather than after a round trip through the provider.
    if (!context.options.account.accountLinking.enabled) {
      throw new APIError('BAD_REQUEST', 'UNABLE_TO_LINK_ACCOUNT');
    }
    const { state, codeVerifier } = await createOAuthState(ctx, {
      providerId: provider.id,
      callbackURL: body.callbackURL,
      errorCallbackURL: body.errorCallbackURL,
      link: { userId: user.id, email: user.email },
    });
    const url = await provider.createAuthorizationURL({
      state,
      codeVerifier,
      redirectURI: redirectURIOf(context, provider),
      scopes: body.scopes,
    });
    return { url: url.toString(), redirect: true };
  },
);
