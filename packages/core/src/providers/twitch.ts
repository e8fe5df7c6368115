import { decodeJwt } from 'jose';
import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { verifyIdToken } from '../oauth/id-token.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// No PKCE: Twitch does not support it (twitchdev/issues#1097); confidential clients only.
// https://dev.twitch.tv/docs/authentication/getting-tokens-oidc/#oidc-authorization-code-grant-flow
const AUTHORIZATION_ENDPOINT = 'https://id.twitch.tv/oauth2/authorize';
// Credentials go in the form body; the answer's `scope` is a JSON array.
const TOKEN_ENDPOINT = 'https://id.twitch.tv/oauth2/token';
const USERINFO_ENDPOINT = 'https://id.twitch.tv/oauth2/userinfo';
const JWKS_ENDPOINT = 'https://id.twitch.tv/oauth2/keys';
const ISSUER = 'https://id.twitch.tv/oauth2';
// Twitch puts only the basic claims in ID tokens; others must be asked for with the OIDC
// `claims` parameter (SPEC §9: these four by default).
// https://dev.twitch.tv/docs/authentication/getting-tokens-oidc/#requesting-claims
const DEFAULT_CLAIMS = ['email', 'email_verified', 'preferred_username', 'picture'];

/** The claims of a Twitch ID token (or userinfo answer) that Portcullis reads. */
export interface TwitchProfile {
  /** The Twitch user id. */
  sub: string;
  preferred_username?: string;
  /** Needs the `user:read:email` scope. */
  email?: string;
  email_verified?: boolean;
  picture?: string;
  [claim: string]: unknown;
}

/** Options of {@link twitch}. */
export interface TwitchOptions extends ProviderOptions<TwitchProfile> {
  /**
   * Claims requested for the ID token and userinfo.
   * Default: `email`, `email_verified`, `preferred_username`, `picture` (SPEC §9).
   */
  claims?: string[];
}

/**
 * Twitch (OpenID Connect). Default scopes `openid`, `user:read:email`; no PKCE. Register the
 * redirect URI `{baseURL}/callback/twitch` under OAuth Redirect URLs in the Twitch developer
 * console. The user comes from the ID token, or the userinfo endpoint when a token set has none.
 * `prompt: 'consent'` or `'login'` sets `force_verify=true`.
 *
 * @see https://dev.twitch.tv/docs/authentication/getting-tokens-oidc/
 */
export function twitch(options: TwitchOptions): OAuthProvider<TwitchProfile> {
  const claims = Object.fromEntries((options.claims ?? DEFAULT_CLAIMS).map((c) => [c, null]));
  return {
    id: 'twitch',
    name: 'Twitch',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['openid', 'user:read:email'],
      pkce: false,
      params: () => ({
        claims: JSON.stringify({ id_token: claims, userinfo: claims }),
        force_verify:
          options.prompt === 'consent' || options.prompt === 'login' ? 'true' : undefined,
      }),
    }),
    async verifyIdToken(idToken, nonce) {
      const verified = await verifyIdToken(idToken, {
        jwksURL: JWKS_ENDPOINT,
        issuer: ISSUER,
        audience: options.clientId,
        nonce,
      });
      return verified !== null;
    },
    async getUserInfo(tokens) {
      // An ID token from the token endpoint (over TLS) is read without re-verifying (google.ts).
      const profile = tokens.idToken
        ? (decodeJwt(tokens.idToken) as TwitchProfile)
        : await fetchUserInfo<TwitchProfile>(USERINFO_ENDPOINT, tokens.accessToken);
      return {
        user: {
          id: profile.sub,
          name: profile.preferred_username ?? profile.sub,
          email: profile.email ?? null,
          emailVerified: profile.email_verified === true,
          image: profile.picture ?? null,
        },
        data: profile,
      };
    },
  };
}
