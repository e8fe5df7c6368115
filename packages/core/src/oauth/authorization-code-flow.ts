import type { AuthorizationURLInput, OAuthProvider, ProviderOptions } from '../providers/types.js';
import { createAuthorizationURL, resolveScopes } from './authorization-url.js';
import { type ClientAuthentication, requestTokens } from './token-request.js';

/** What {@link authorizationCodeFlow} needs to know about a provider. */
export interface AuthorizationCodeFlowConfig {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Scopes requested unless `disableDefaultScope` (see `resolveScopes`). */
  defaultScopes: readonly string[];
  /** Client authentication at the token endpoint. Default: `client_secret_post`. */
  authentication?: ClientAuthentication;
  /** Set `false` for providers without PKCE: no `code_challenge`, no `code_verifier`. */
  pkce?: boolean;
  /** Extra authorization parameters (prompt, login_hint, …); undefined values are skipped. */
  params?: (input: AuthorizationURLInput) => Record<string, string | undefined>;
}

/**
 * The standard authorization code grant of a provider: `createAuthorizationURL` (RFC 6749
 * §4.1.1, with the S256 `code_challenge` of RFC 7636 §4.3), `validateAuthorizationCode`
 * (RFC 6749 §4.1.3, with `code_verifier` as in RFC 7636 §4.5) and `refreshAccessToken`
 * (RFC 6749 §6). Spread the result into the provider object.
 */
export function authorizationCodeFlow(
  options: Pick<ProviderOptions, 'clientId' | 'clientSecret' | 'scope' | 'disableDefaultScope'>,
  config: AuthorizationCodeFlowConfig,
): Required<
  Pick<OAuthProvider, 'createAuthorizationURL' | 'validateAuthorizationCode' | 'refreshAccessToken'>
> {
  const pkce = config.pkce !== false;
  const tokenRequest = (params: Record<string, string | undefined>) =>
    requestTokens({
      endpoint: config.tokenEndpoint,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      authentication: config.authentication,
      params,
    });
  return {
    createAuthorizationURL: (input) =>
      createAuthorizationURL({
        endpoint: config.authorizationEndpoint,
        clientId: options.clientId,
        redirectURI: input.redirectURI,
        state: input.state,
        codeVerifier: pkce ? input.codeVerifier : undefined,
        scopes: resolveScopes(config.defaultScopes, options, input.scopes),
        params: config.params?.(input),
      }),
    validateAuthorizationCode: ({ code, codeVerifier, redirectURI }) =>
      tokenRequest({
        grant_type: 'authorization_code',
        code,
        code_verifier: pkce ? codeVerifier : undefined,
        redirect_uri: redirectURI,
      }),
    refreshAccessToken: (refreshToken) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}
