import { z } from 'zod';
import { isAPIError } from '../../../errors/api-error.js';
import { defineEndpoint, type RedirectResult } from '../../../kernel/endpoint.js';
import type { OAuth2Tokens } from '../../../providers/types.js';
import { providerErrorCode, providerErrorDescription } from '../../../social/callback-redirect.js';
import { linkProviderAccount } from '../../../social/link-provider-account.js';
import { consumeOAuthState } from '../../../social/oauth-state.js';
import { redirectURIOf } from '../../../social/provider-lookup.js';
import { createProviderSession } from '../../../social/provider-session.js';
import { readProviderProfile } from '../../../social/read-profile.js';
import { signInWithProvider } from '../../../social/sign-in-with-provider.js';
import { withQuery } from '../../../utils/with-query.js';

// Whatever the provider sends: `code`, `state`, `error`, and provider extras (Apple's `user`,
// VK's `device_id`). Non-string values are dropped, never a 400: a browser is being redirected.
const params = z.record(z.string(), z.unknown()).optional();

function stringParams(input: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(input ?? {})) {
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/**
 * `GET|POST /callback/{id}`: where the provider sends the browser back. Always answers with a
 * redirect: to the flow's callbackURL (or newUserCallbackURL for a new user) on success, else
 * to its errorCallbackURL (or `{baseURL}/error`) with `?error=CODE`.
 *
 * A POST (Apple's `response_mode=form_post`) is answered with a 302 to this route's GET form
 * carrying the same parameters: the cross-site POST carries no SameSite=Lax cookies, the
 * top-level GET it turns into does. The POST reads and changes nothing, so the route is exempt
 * from the cookie CSRF origin check (`skipOriginCheck`).
 *
 * Checks, in Better Auth 1.2.7's order, with its SPEC §8 codes and `Location`s. First, to
 * `{baseURL}/error`: the provider's `error` → that error and `error_description` (the word
 * `undefined` when the provider sent none, as Better Auth writes it); `state` missing →
 * `state_not_found`; no such state (never issued, or used: a replay), expired, or this
 * browser's signed state cookie does not hold it → `please_restart_the_process`. Then, to the
 * flow's errorCallbackURL (else `{baseURL}/error`): no `code` → `no_code`; provider unknown or
 * not the one the flow started with → `oauth_provider_not_found`; code exchange failed →
 * `invalid_code`; no profile → `unable_to_get_user_info`; no email → `email_not_found`; no
 * stored callbackURL → `no_callback_url`; then the linking rules
 * (`account_already_linked_to_different_user`, `unable_to_link_account`,
 * `account_not_linked`, `signup_disabled`, `unable_to_create_user`). A session that cannot be
 * created → `unable_to_create_session`; a database hook's APIError → its message, spaces to
 * underscores (Better Auth's `Domain_not_allowed`).
 *
 * Unlike Better Auth, the provider's `error` is passed on only when it is a short code token
 * (else `oauth_error`) and both values are percent-encoded: raw, they could add parameters to
 * the app's error page or break the header.
 *
 * @see SPEC §2, §4, §8; RFC 6749 §4.1.2, §10.12; OAuth 2.0 Form Post Response Mode
 */
export const callbackOAuth = defineEndpoint(
  '/callback/:id',
  {
    method: ['GET', 'POST'],
    query: params,
    body: params,
    skipOriginCheck: true,
    metadata: { summary: 'OAuth callback', tags: ['Social'] },
  },
  async (ctx): Promise<RedirectResult> => {
    const { context } = ctx;
    const isPost = ctx.request ? ctx.request.method === 'POST' : ctx.body !== undefined;
    if (isPost) {
      const target = `${context.options.baseURL}/callback/${encodeURIComponent(ctx.params.id ?? '')}`;
      return ctx.redirect(withQuery(target, stringParams(ctx.body)));
    }

    const query = stringParams(ctx.query);
    const fail = (error: string, to?: string, description?: string) =>
      ctx.redirect(
        withQuery(to ?? `${context.options.baseURL}/error`, {
          error,
          error_description: description,
        }),
      );
    // Before the state is read, so the flow's errorCallbackURL is not known yet: the error page.
    if (query.error) {
      return fail(
        providerErrorCode(query.error),
        undefined,
        providerErrorDescription(query.error_description) ?? 'undefined',
      );
    }
    if (!query.state) return fail('state_not_found');
    const consumed = await consumeOAuthState(ctx, query.state);
    if (consumed.error) return fail(consumed.error);
    const flow = consumed.data;
    const errorURL = flow.errorCallbackURL;
    if (!query.code) return fail('no_code', errorURL);
    const provider = context.socialProviders.get(ctx.params.id ?? '');
    if (!provider || provider.id !== flow.providerId)
      return fail('oauth_provider_not_found', errorURL);

    let tokens: OAuth2Tokens;
    try {
      tokens = await provider.validateAuthorizationCode({
        code: query.code,
        codeVerifier: flow.codeVerifier,
        redirectURI: redirectURIOf(context, provider),
        callbackParams: query,
      });
    } catch (error) {
      context.logger.error(`Code exchange with ${provider.id} failed`, error);
      return fail('invalid_code', errorURL);
    }
    const profile = await readProviderProfile(context, provider, tokens);
    if (!profile) return fail('unable_to_get_user_info', errorURL);
    const { email } = profile.user;
    if (!email) return fail('email_not_found', errorURL);
    if (!flow.callbackURL) return fail('no_callback_url', errorURL);
    const identity = {
      provider,
      profile: { ...profile, user: { ...profile.user, email } },
      tokens,
    };

    try {
      if (flow.link) {
        const linked = await linkProviderAccount(ctx, { ...identity, userId: flow.link.userId });
        return linked.error ? fail(linked.error, errorURL) : ctx.redirect(flow.callbackURL);
      }
      const result = await signInWithProvider(ctx, {
        ...identity,
        requestSignUp: flow.requestSignUp,
        callbackURL: flow.callbackURL,
      });
      if ('error' in result) return fail(result.error, errorURL);
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
