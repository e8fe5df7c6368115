import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { verifyIdToken } from '../oauth/id-token.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// "Sign In with LinkedIn using OpenID Connect": the standard authorization-code flow, without
// PKCE for web apps (LinkedIn reserves PKCE for approved native clients).
// https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow
const AUTHORIZATION_ENDPOINT = 'https://www.linkedin.com/oauth/v2/authorization';
const TOKEN_ENDPOINT = 'https://www.linkedin.com/oauth/v2/accessToken';
// https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2
const USERINFO_ENDPOINT = 'https://api.linkedin.com/v2/userinfo';
const JWKS_ENDPOINT = 'https://www.linkedin.com/oauth/openid/jwks';
// The discovery document names `https://www.linkedin.com/oauth`; tokens carried the bare origin
// until April 2024 (https://github.com/keycloak/keycloak/issues/28686), so both are accepted.
const ISSUERS = ['https://www.linkedin.com/oauth', 'https://www.linkedin.com'];

/** LinkedIn's OIDC userinfo (`GET /v2/userinfo`), as far as Portcullis reads it. */
export interface LinkedInProfile {
  /** The member id. */
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  /** Absent when the member has no profile picture. */
  picture?: string;
  /** An object `{ country, language }` in LinkedIn's answers. */
  locale?: string | { country?: string; language?: string };
  email?: string;
  email_verified?: boolean;
  [claim: string]: unknown;
}

/**
 * LinkedIn ("Sign In with LinkedIn using OpenID Connect"; add that product to the app).
 * Default scopes `openid`, `profile`, `email`; client_secret_post; no PKCE. The profile comes
 * from the userinfo endpoint. Register `{baseURL}/callback/linkedin` as an authorized redirect
 * URL. Refresh tokens are issued only to apps LinkedIn enabled for programmatic refresh.
 *
 * @see https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2
 */
export function linkedin(
  options: ProviderOptions<LinkedInProfile>,
): OAuthProvider<LinkedInProfile> {
  return {
    id: 'linkedin',
    name: 'LinkedIn',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['openid', 'profile', 'email'],
      pkce: false,
      params: () => ({ prompt: options.prompt }),
    }),
    async verifyIdToken(idToken, nonce) {
      const claims = await verifyIdToken(idToken, {
        jwksURL: JWKS_ENDPOINT,
        issuer: ISSUERS,
        audience: options.clientId,
        nonce,
      });
      return claims !== null;
    },
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<LinkedInProfile>(USERINFO_ENDPOINT, tokens.accessToken);
      const fullName = [profile.given_name, profile.family_name].filter(Boolean).join(' ');
      return {
        user: {
          id: profile.sub,
          name: profile.name || fullName || profile.email || '',
          email: profile.email ?? null,
          emailVerified: profile.email_verified === true,
          image: profile.picture ?? null,
        },
        data: profile,
      };
    },
  };
}
