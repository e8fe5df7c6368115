import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { resolveScopes } from '../oauth/authorization-url.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// PKCE is mandatory; a refresh token comes only with `offline.access`; the authorization code
// expires 30 seconds after it is issued.
// https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code
const AUTHORIZATION_ENDPOINT = 'https://x.com/i/oauth2/authorize';
// Confidential clients authenticate with HTTP Basic (and then send no client_id in the body).
// https://docs.x.com/fundamentals/authentication/oauth-2-0/user-access-token
const TOKEN_ENDPOINT = 'https://api.x.com/2/oauth2/token';
const USER_ENDPOINT = 'https://api.x.com/2/users/me';
const DEFAULT_SCOPES = ['users.read', 'tweet.read', 'offline.access', 'users.email'];

/** X's user (`GET /2/users/me` → `data`), as far as Portcullis reads it. */
export interface TwitterProfile {
  id: string;
  name: string;
  username: string;
  profile_image_url?: string;
  /** Present only with the `users.email` scope; an email X has confirmed. */
  confirmed_email?: string;
  [field: string]: unknown;
}

/**
 * X (Twitter), OAuth 2.0 with PKCE (S256). Default scopes `users.read`, `tweet.read`,
 * `offline.access` (refresh token), `users.email`. In the X developer console enable OAuth 2.0
 * as a "Web App" (confidential client), turn on "Request email from users" (needed for
 * `users.email`), and register the callback URI `{baseURL}/callback/twitter`.
 *
 * X may give no email: without the `users.email` scope (or when the app is not allowed it)
 * `email` is null and sign-up fails with `email_not_found` unless `mapProfileToUser` supplies
 * one. An email X gives is one it has confirmed, so `emailVerified` is then true.
 *
 * @see https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code
 */
export function twitter(options: ProviderOptions<TwitterProfile>): OAuthProvider<TwitterProfile> {
  return {
    id: 'twitter',
    name: 'X',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: DEFAULT_SCOPES,
      authentication: 'client_secret_basic',
    }),
    async getUserInfo(tokens) {
      // Asking for `confirmed_email` without the `users.email` scope fails the whole request.
      const granted = tokens.scopes.length ? tokens.scopes : resolveScopes(DEFAULT_SCOPES, options);
      const fields = granted.includes('users.email')
        ? 'profile_image_url,confirmed_email'
        : 'profile_image_url';
      const { data: profile } = await fetchUserInfo<{ data?: TwitterProfile }>(
        `${USER_ENDPOINT}?user.fields=${fields}`,
        tokens.accessToken,
      );
      if (!profile) return null;
      return {
        user: {
          id: profile.id,
          name: profile.name || profile.username,
          email: profile.confirmed_email ?? null,
          emailVerified: Boolean(profile.confirmed_email),
          image: profile.profile_image_url ?? null,
        },
        data: profile,
      };
    },
  };
}
