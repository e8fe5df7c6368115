import { z } from 'zod';
import {
  APIError,
  consumeOAuthState,
  createProviderSession,
  defineEndpoint,
  isAPIError,
  linkProviderAccount,
  type OAuth2Tokens,
  providerErrorCode,
  providerErrorDescription,
  type RedirectResult,
  readProviderProfile,
  signInWithProvider,
  withQuery,
} from '../../../plugin/index.js';
import { noConfigMessage } from '../error-codes.js';
import { overrideUserInfo } from '../override-user-info.js';
import type { GenericOAuthSettings } from '../settings.js';

const text = z.string().optional();

/**
 * `GET /oauth2/callback/{providerId}`: where a `genericOAuth` provider sends the browser back.
 * Always a redirect, except for an unknown provider id (400 'No config found for provider
 * {id}'): to the flow's callbackURL (newUserCallbackURL for a new user, when given) on success,
 * else with `?error=` Better Auth 1.2.7's code.
 *
 * To `{baseURL}/error`: the provider's `error` (a short code token, else `oauth_error`) with
 * `error_description` (the word `undefined` when absent, as Better Auth writes it), or
 * `oAuth_code_missing` without a `code`; `please_restart_the_process` for a state that is
 * missing, unknown, used, expired, or not held by this browser's signed state cookie. Then to
 * the flow's errorCallbackURL (else `{baseURL}/error`): `oauth_provider_not_found` (the flow was
 * started with another provider), `oauth_code_verification_failed`, `user_info_is_missing` (no profile from `getUserInfo`, or
 * no endpoint to read one from), `email_is_missing` (also when the userinfo endpoint fails, as
 * Better Auth says); when linking (`/oauth2/link`): `email_doesn't_match` (unless
 * `accountLinking.allowDifferentEmails`), `account_already_linked_to_different_user`,
 * `unable_to_link_account`; when signing in: `account_not_linked`, `signup_disabled`,
 * `unable_to_create_user`, `unable_to_create_session`, or a database hook's message.
 *
 * Unlike Better Auth 1.2.7: the state is bound to the browser that started the flow and to the
 * provider it was started with, the code exchange carries the PKCE verifier, and the identity
 * is looked up by provider and account id together.
 *
 * @see RFC 6749 §4.1.2, §10.12; RFC 7636; OpenID Connect Core 1.0 §3.1.3.7
 */
export function createOAuth2CallbackEndpoint(settings: GenericOAuthSettings) {
  return defineEndpoint(
    '/oauth2/callback/:providerId',
    {
      method: 'GET',
      query: z.object({ code: text, error: text, error_description: text, state: text }),
      metadata: { summary: 'Generic OAuth callback', tags: ['Generic OAuth'] },
    },
    async (ctx): Promise<RedirectResult> => {
      const { context, query } = ctx;
      const errorPage = `${context.options.baseURL}/error`;
      const fail = (error: string, to = errorPage) => ctx.redirect(withQuery(to, { error }));
      if (query.error || !query.code) {
        return ctx.redirect(
          withQuery(errorPage, {
            error: query.error ? providerErrorCode(query.error) : 'oAuth_code_missing',
            error_description: providerErrorDescription(query.error_description) ?? 'undefined',
          }),
        );
      }
      const providerId = ctx.params.providerId ?? '';
      const config = settings.find(providerId);
      if (!config) throw new APIError('BAD_REQUEST', { message: noConfigMessage(providerId) });
      const consumed = query.state
        ? await consumeOAuthState(ctx, query.state)
        : ({ error: 'please_restart_the_process' } as const);
      if (consumed.error) return fail(consumed.error);
      const flow = consumed.data;
      const errorURL = flow.errorCallbackURL ?? errorPage;
      if (flow.providerId !== config.providerId) return fail('oauth_provider_not_found', errorURL);
      const provider = context.socialProviders.get(config.providerId);

      let tokens: OAuth2Tokens;
      try {
        if (!provider?.options.redirectURI) throw new Error('Invalid OAuth configuration.');
        tokens = await provider.validateAuthorizationCode({
          code: query.code,
          codeVerifier: flow.codeVerifier,
          redirectURI: provider.options.redirectURI,
        });
      } catch (error) {
        context.logger.error(`Code exchange with ${providerId} failed`, error);
        return fail('oauth_code_verification_failed', errorURL);
      }
      const profile = await readProviderProfile(context, provider, tokens);
      // As Better Auth 1.2.7: a userinfo endpoint that fails leaves a profile without an email.
      const readsEndpoint =
        !config.getUserInfo && Boolean(config.userInfoUrl || config.discoveryUrl);
      if (!profile)
        return fail(readsEndpoint ? 'email_is_missing' : 'user_info_is_missing', errorURL);
      const { email } = profile.user;
      if (!email) return fail('email_is_missing', errorURL);
      const identity = {
        provider,
        profile: { ...profile, user: { ...profile.user, email } },
        tokens,
      };

      try {
        if (flow.link) {
          const { allowDifferentEmails } = context.options.account.accountLinking;
          if (!allowDifferentEmails && flow.link.email !== email.toLowerCase()) {
            return fail("email_doesn't_match", errorURL);
          }
          const linked = await linkProviderAccount(ctx, { ...identity, userId: flow.link.userId });
          return linked.error ? fail(linked.error, errorURL) : ctx.redirect(flow.callbackURL);
        }
        const result = await signInWithProvider(ctx, {
          ...identity,
          requestSignUp: flow.requestSignUp,
          callbackURL: flow.callbackURL,
        });
        if ('error' in result) return fail(result.error, errorURL);
        if (config.overrideUserInfo && !result.isNewUser) {
          result.user = await overrideUserInfo(ctx, result.user, identity.profile);
        }
        await createProviderSession(ctx, result, provider, 'social');
        const next = result.isNewUser
          ? (flow.newUserCallbackURL ?? flow.callbackURL)
          : flow.callbackURL;
        return ctx.redirect(next);
      } catch (error) {
        if (!isAPIError(error)) throw error;
        const code =
          error.body.code === 'FAILED_TO_CREATE_SESSION'
            ? 'unable_to_create_session'
            : error.body.message.split(' ').join('_');
        return fail(code, errorURL);
      }
    },
  );
}
