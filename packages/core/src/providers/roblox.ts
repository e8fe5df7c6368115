import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { verifyIdToken } from '../oauth/id-token.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// Roblox OAuth 2.0 / OIDC (PKCE S256, client_secret_post or _basic); endpoints from its
// discovery document. https://create.roblox.com/docs/cloud/reference/oauth2
const AUTHORIZATION_ENDPOINT = 'https://apis.roblox.com/oauth/v1/authorize';
const TOKEN_ENDPOINT = 'https://apis.roblox.com/oauth/v1/token';
const USERINFO_ENDPOINT = 'https://apis.roblox.com/oauth/v1/userinfo';
const JWKS_ENDPOINT = 'https://apis.roblox.com/oauth/v1/certs';
// With the trailing slash, as in the discovery document.
const ISSUER = 'https://apis.roblox.com/oauth/';

/** Roblox's OIDC userinfo (`GET /oauth/v1/userinfo`), as far as Portcullis reads it. */
export interface RobloxProfile {
  /** The Roblox user id. */
  sub: string;
  /** Display name (`profile` scope). */
  name?: string;
  nickname?: string;
  /** The Roblox username (`profile` scope). */
  preferred_username?: string;
  /** Account creation, Unix seconds. */
  created_at?: number;
  /** Profile page URL. */
  profile?: string;
  /** Avatar headshot; null until generated or when moderated. */
  picture?: string | null;
  /** Only with the `email` scope, which Roblox grants to few third-party apps. */
  email?: string;
  email_verified?: boolean;
  [claim: string]: unknown;
}

/**
 * Roblox (OpenID Connect). Default scopes `openid`, `profile`; PKCE (S256); client_secret_post.
 * Register `{baseURL}/callback/roblox` as a redirect URL of the OAuth 2.0 app. Roblox shares no
 * email by default, so sign-up needs `scope: ['email']` (if granted to the app) or an email from
 * `mapProfileToUser`; otherwise the flow answers `email_not_found`.
 *
 * @see https://create.roblox.com/docs/cloud/reference/oauth2
 */
export function roblox(options: ProviderOptions<RobloxProfile>): OAuthProvider<RobloxProfile> {
  return {
    id: 'roblox',
    name: 'Roblox',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['openid', 'profile'],
      params: () => ({ prompt: options.prompt }),
    }),
    async verifyIdToken(idToken, nonce) {
      const claims = await verifyIdToken(idToken, {
        jwksURL: JWKS_ENDPOINT,
        issuer: ISSUER,
        audience: options.clientId,
        nonce,
      });
      return claims !== null;
    },
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<RobloxProfile>(USERINFO_ENDPOINT, tokens.accessToken);
      return {
        user: {
          id: profile.sub,
          name: profile.name || profile.preferred_username || profile.nickname || '',
          email: profile.email ?? null,
          emailVerified: Boolean(profile.email) && profile.email_verified === true,
          image: profile.picture ?? null,
        },
        data: profile,
      };
    },
  };
}
