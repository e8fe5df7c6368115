import type {
  AuthorizationURLInput,
  OAuth2Tokens,
  OAuthProvider,
  ProviderOptions,
} from '../providers/types.js';
import { createAuthorizationURL, resolveScopes } from './authorization-url.js';
import { type ClientAuthentication, requestTokens } from './token-request.js';

/** What a code exchange receives: the code, the verifier, the callback's own parameters. */
export type CodeExchangeInput = Parameters<OAuthProvider['validateAuthorizationCode']>[0];

/** An endpoint URL, or a function that finds it when needed (from a discovery document). */
export type Endpoint = string | (() => Promise<string>);

/** What {@link authorizationCodeFlow} needs to know about a provider. */
export interface AuthorizationCodeFlowConfig {
  authorizationEndpoint: Endpoint;
  tokenEndpoint: Endpoint;
  /** Scopes requested unless `disableDefaultScope` (see `resolveScopes`). */
  defaultScopes: readonly string[];
  /** How scopes are joined. Default: a space (RFC 6749 §3.3); some providers want commas. */
  scopeSeparator?: string;
  /** Name of the client-id parameter (authorization and token requests). Default: `client_id`. */
  clientIdParameter?: string;
  /** Client authentication at the token endpoint. Default: `client_secret_post`. */
  authentication?: ClientAuthentication;
  /**
   * PKCE S256 (RFC 7636). `true` (default) sends `code_challenge` and `code_verifier`; `false`
   * sends neither; `'required'` also refuses to build an authorization URL without a verifier.
   */
  pkce?: boolean | 'required';
  /** Display name, for the messages of configuration errors. */
  name?: string;
  /** Extra authorization parameters (prompt, login_hint, …); undefined values are skipped. */
  params?: (input: AuthorizationURLInput) => Record<string, string | undefined>;
  /** Extra parameters of the code exchange (after `redirect_uri`); undefined values are skipped. */
  tokenParams?: (input: CodeExchangeInput) => Record<string, string | undefined>;
  /** Headers of every token request (code exchange and refresh). */
  tokenHeaders?: Record<string, string>;
  /** Reads what a provider answers beyond RFC 6749 §5.1 (both grants). */
  normalizeTokens?: (tokens: OAuth2Tokens) => OAuth2Tokens;
  /** `false` for providers that issue no refresh tokens: no `refreshAccessToken`. Default: true. */
  refresh?: boolean;
}

/**
 * The standard authorization code grant of a provider: `createAuthorizationURL` (RFC 6749
 * §4.1.1, with the S256 `code_challenge` of RFC 7636 §4.3), `validateAuthorizationCode`
 * (RFC 6749 §4.1.3, with `code_verifier` as in RFC 7636 §4.5) and `refreshAccessToken`
 * (RFC 6749 §6). Spread the result into the provider object; the config's knobs cover the
 * providers' departures from the RFCs, so a provider file keeps only what is its own.
 *
 * @throws Error from `createAuthorizationURL` without a code verifier when `pkce: 'required'`.
 * @example
 * return {
 *   id: 'example',
 *   name: 'Example',
 *   options,
 *   ...authorizationCodeFlow(options, {
 *     authorizationEndpoint: 'https://example.com/oauth/authorize',
 *     tokenEndpoint: 'https://example.com/oauth/token',
 *     defaultScopes: ['profile'],
 *   }),
 *   getUserInfo,
 * };
 */
export function authorizationCodeFlow(
  options: Pick<ProviderOptions, 'clientId' | 'clientSecret' | 'scope' | 'disableDefaultScope'>,
  config: AuthorizationCodeFlowConfig,
): Pick<
  OAuthProvider,
  'createAuthorizationURL' | 'validateAuthorizationCode' | 'refreshAccessToken'
> {
  const pkce = config.pkce !== false;
  const tokenRequest = async (params: Record<string, string | undefined>) => {
    const tokens = await requestTokens({
      endpoint: await resolve(config.tokenEndpoint),
      clientId: options.clientId,
      clientIdParameter: config.clientIdParameter,
      clientSecret: options.clientSecret,
      authentication: config.authentication,
      params,
      headers: config.tokenHeaders,
    });
    return config.normalizeTokens ? config.normalizeTokens(tokens) : tokens;
  };
  const authorizationURL = (input: AuthorizationURLInput) => (endpoint: string) =>
    createAuthorizationURL({
      endpoint,
      clientId: options.clientId,
      clientIdParameter: config.clientIdParameter,
      redirectURI: input.redirectURI,
      state: input.state,
      codeVerifier: pkce ? input.codeVerifier : undefined,
      scopes: resolveScopes(config.defaultScopes, options, input.scopes),
      scopeSeparator: config.scopeSeparator,
      params: config.params?.(input),
    });
  return {
    createAuthorizationURL(input) {
      if (config.pkce === 'required' && !input.codeVerifier) {
        throw new Error(`[portcullis] ${config.name} sign-in needs a PKCE code verifier.`);
      }
      const build = authorizationURL(input);
      // A known endpoint builds the URL at once; a discovered one once it is known.
      const endpoint = config.authorizationEndpoint;
      return typeof endpoint === 'string' ? build(endpoint) : endpoint().then(build);
    },
    validateAuthorizationCode: (input) =>
      tokenRequest({
        grant_type: 'authorization_code',
        code: input.code,
        code_verifier: pkce ? input.codeVerifier : undefined,
        redirect_uri: input.redirectURI,
        ...config.tokenParams?.(input),
      }),
    ...(config.refresh !== false && {
      refreshAccessToken: (refreshToken: string) =>
        tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    }),
  };
}

async function resolve(endpoint: Endpoint): Promise<string> {
  return typeof endpoint === 'string' ? endpoint : endpoint();
}
