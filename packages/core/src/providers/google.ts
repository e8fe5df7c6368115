import { decodeJwt } from 'jose';
import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { verifyIdToken } from '../oauth/id-token.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// Better Auth 1.2.7's authorization URL (Google serves the same consent screen at /v2/auth).
const AUTHORIZATION_ENDPOINT = 'https://accounts.google.com/o/oauth2/auth';
const TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';
const JWKS_ENDPOINT = 'https://www.googleapis.com/oauth2/v3/certs';
// Google documents both spellings of its issuer.
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The claims of a Google ID token that Portcullis reads. */
export interface GoogleProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

/** Options of {@link google}. */
export interface GoogleOptions extends ProviderOptions<GoogleProfile> {
  /** `'offline'` asks for a refresh token. Default: not sent (Google's `online`), as Better Auth. */
  accessType?: 'online' | 'offline';
  /** Restricts sign-in to a Google Workspace domain (`hd`). */
  hostedDomain?: string;
}

/**
 * Google (OpenID Connect). Default scopes `email`, `profile`, `openid`; the profile comes from
 * the ID token the token endpoint returns. Register `{baseURL}/callback/google`.
 *
 * @throws Error at start-up without `clientId`, `clientSecret` (SPEC §5).
 * @see https://developers.google.com/identity/openid-connect/openid-connect
 */
export function google(options: GoogleOptions): OAuthProvider<GoogleProfile> {
  if (!options.clientId || !options.clientSecret) {
    throw new Error('[portcullis] The google provider needs clientId and clientSecret.');
  }
  return {
    id: 'google',
    name: 'Google',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      // Better Auth 1.2.7's scope order and parameters: no access_type unless configured.
      defaultScopes: ['email', 'profile', 'openid'],
      // SPEC §5: Google requires a code verifier (PKCE).
      pkce: 'required',
      name: 'Google',
      params: ({ loginHint }) => ({
        access_type: options.accessType,
        prompt: options.prompt,
        login_hint: loginHint,
        hd: options.hostedDomain,
      }),
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
      // The ID token came straight from Google's token endpoint over TLS (or was verified by
      // verifyIdToken for ID-token sign-in), so its claims can be read without re-verifying.
      if (!tokens.idToken) return null;
      const profile = decodeJwt(tokens.idToken) as GoogleProfile;
      return {
        user: {
          id: profile.sub,
          name: profile.name ?? profile.email ?? '',
          email: profile.email ?? null,
          emailVerified: profile.email_verified === true,
          image: profile.picture ?? null,
        },
        data: profile,
      };
    },
  };
}
