import { decodeJwt, type JWTPayload } from 'jose';
import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { createDiscovery, type ProviderMetadata } from '../oauth/discovery.js';
import { verifyIdToken } from '../oauth/id-token.js';
import type { ClientAuthentication } from '../oauth/token-request.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuth2Tokens, OAuthProvider, ProviderOptions, ProviderUser } from './types.js';

/** The standard claims a generic provider reads (OIDC Core §5.1), and anything else it sends. */
export interface GenericProfile {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  picture?: string;
  [claim: string]: unknown;
}

/** Options of {@link genericOAuthProvider}: endpoints by discovery, or given one by one. */
export interface GenericOAuthProviderOptions<Profile = GenericProfile>
  extends ProviderOptions<Profile> {
  /** Provider id: the callback path `/callback/{id}` and `account.providerId`. */
  id: string;
  /** Display name, e.g. `'Keycloak'`. */
  name: string;
  /** OIDC discovery document, e.g. `https://idp.example/realms/x/.well-known/openid-configuration`. */
  discoveryURL?: string;
  /** Overrides (or, without discovery, provides) the authorization endpoint. */
  authorizationURL?: string;
  /** Overrides (or provides) the token endpoint. */
  tokenURL?: string;
  /** Overrides (or provides) the userinfo endpoint. */
  userInfoURL?: string;
  /** Overrides (or provides) the key set that signs ID tokens. */
  jwksURL?: string;
  /** Overrides (or provides) the ID tokens' expected `iss`. */
  issuer?: string;
  /** Default scopes. Default: `['openid', 'email', 'profile']` with discovery, else none. */
  scopes?: string[];
  /** Send a PKCE S256 challenge (RFC 7636). Default: true. */
  pkce?: boolean;
  /** Client authentication at the token endpoint. Default: `'client_secret_post'`. */
  authentication?: ClientAuthentication;
  /** Maps the profile (ID-token claims or userinfo answer) when the standard claims don't fit. */
  mapProfile?: (profile: Profile) => ProviderUser | Promise<ProviderUser>;
  /**
   * Reads the profile itself instead of the ID token's claims and the userinfo endpoint (return
   * null when the provider would not say). Default: the standard reading.
   */
  getUserInfo?: (tokens: OAuth2Tokens) => Promise<Profile | null>;
  /** Headers sent with the discovery request. Default: none. */
  discoveryHeaders?: Record<string, string>;
  /** `response_type` of the authorization request. Default: `'code'`. */
  responseType?: string;
  /** `response_mode` of the authorization request (`'query'` or `'form_post'`). Default: none. */
  responseMode?: 'query' | 'form_post';
  /** `access_type` of the authorization request (`'offline'` asks Google-likes for a refresh token). */
  accessType?: string;
  /** More authorization-request parameters; they override the ones Portcullis sets. */
  authorizationParams?: Record<string, string>;
}

/**
 * Any OAuth 2.0 / OpenID Connect provider (Keycloak, Auth0, Okta, Authentik, …), configured by
 * its discovery document or explicit endpoints. The discovery document is fetched on first use
 * and cached. The user comes from the ID token's claims when the token endpoint returns one
 * (verified against the key set when one is known), else from the userinfo endpoint: `sub`,
 * `email`, `email_verified`, `name` (or `preferred_username`), `picture`. With a key set
 * (`jwksURL` or discovery), ID-token sign-in works too.
 *
 * @throws Error at start-up without `id`, `clientId`, or endpoints (`discoveryURL`, or
 *   `authorizationURL` and `tokenURL`).
 * @see OpenID Connect Core 1.0 §3.1, §5.3; OIDC Discovery 1.0; RFC 6749
 * @example
 * socialProviders: {
 *   keycloak: genericOAuthProvider({
 *     id: 'keycloak',
 *     name: 'Keycloak',
 *     clientId: env.KEYCLOAK_ID,
 *     clientSecret: env.KEYCLOAK_SECRET,
 *     discoveryURL: 'https://sso.example/realms/main/.well-known/openid-configuration',
 *   }),
 * }
 */
export function genericOAuthProvider<Profile extends GenericProfile = GenericProfile>(
  options: GenericOAuthProviderOptions<Profile>,
): OAuthProvider<Profile> {
  if (!options.id || !options.clientId) {
    throw new Error('[portcullis] genericOAuthProvider needs an id and a clientId.');
  }
  if (!options.discoveryURL && !(options.authorizationURL && options.tokenURL)) {
    throw new Error(
      `[portcullis] genericOAuthProvider "${options.id}" needs a discoveryURL, or authorizationURL and tokenURL.`,
    );
  }
  const discover = options.discoveryURL
    ? createDiscovery(options.discoveryURL, options.discoveryHeaders)
    : undefined;
  const metadata = async (): Promise<ProviderMetadata> => (discover ? discover() : {});
  const endpoint = async (name: 'authorization_endpoint' | 'token_endpoint') => {
    const url = name === 'token_endpoint' ? options.tokenURL : options.authorizationURL;
    const found = url ?? (await metadata())[name];
    if (!found) throw new Error(`[portcullis] ${options.id}: the provider names no ${name}.`);
    return found;
  };
  const jwksURL = async () => options.jwksURL ?? (await metadata()).jwks_uri;
  const defaultScopes = options.scopes ?? (discover ? ['openid', 'email', 'profile'] : []);
  // Claims of a verified ID token; null when it does not verify. Without a key set, the claims
  // of a token that came straight from the token endpoint over TLS (OIDC Core §3.1.3.7).
  async function idTokenClaims(idToken: string, nonce?: string): Promise<JWTPayload | null> {
    const keys = await jwksURL();
    if (!keys) return decodeJwt(idToken);
    const issuer = options.issuer ?? (await metadata()).issuer ?? decodeJwt(idToken).iss;
    if (!issuer) return null;
    return verifyIdToken(idToken, { jwksURL: keys, issuer, audience: options.clientId, nonce });
  }

  async function readProfile(tokens: OAuth2Tokens): Promise<Profile | null> {
    if (options.getUserInfo) return options.getUserInfo(tokens);
    const claims = tokens.idToken ? await idTokenClaims(tokens.idToken) : undefined;
    if (claims === null) return null;
    if (claims?.email) return claims as Profile;
    const userInfoURL = options.userInfoURL ?? (await metadata()).userinfo_endpoint;
    if (!userInfoURL || !tokens.accessToken) return (claims as Profile | undefined) ?? null;
    const info = await fetchUserInfo<Profile>(userInfoURL, tokens.accessToken);
    // OIDC Core §5.3.2: a userinfo answer about another subject must not be used.
    if (claims?.sub && info.sub !== claims.sub) return claims as Profile;
    return { ...claims, ...info };
  }

  // Native-app tokens did not come from our token request: only a key set can vouch for them.
  const canVerify = Boolean(options.jwksURL || discover);
  return {
    id: options.id,
    name: options.name,
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: () => endpoint('authorization_endpoint'),
      tokenEndpoint: () => endpoint('token_endpoint'),
      defaultScopes,
      authentication: options.authentication,
      pkce: options.pkce !== false,
      params: ({ loginHint }) => ({
        response_type: options.responseType,
        prompt: options.prompt,
        login_hint: loginHint,
        access_type: options.accessType,
        response_mode: options.responseMode,
        ...options.authorizationParams,
      }),
    }),
    verifyIdToken: canVerify
      ? async (idToken, nonce) =>
          Boolean(await jwksURL()) && (await idTokenClaims(idToken, nonce)) !== null
      : undefined,
    async getUserInfo(tokens) {
      const profile = await readProfile(tokens);
      if (!profile) return null;
      if (options.mapProfile) return { user: await options.mapProfile(profile), data: profile };
      if (!profile.sub) return null;
      return {
        user: {
          id: profile.sub,
          name: profile.name ?? profile.preferred_username ?? profile.email ?? '',
          email: profile.email ?? null,
          emailVerified: profile.email_verified === true,
          image: profile.picture ?? null,
        },
        data: profile,
      };
    },
  };
}
