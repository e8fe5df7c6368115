import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// OAuth 2.1: `state`, `code_challenge` and `code_challenge_method=S256` are required; the
// client credentials go in the form body; the OAuth host differs from the API host.
// https://docs.kick.com/getting-started/generating-tokens-oauth2-flow
const AUTHORIZATION_ENDPOINT = 'https://id.kick.com/oauth/authorize';
const TOKEN_ENDPOINT = 'https://id.kick.com/oauth/token';
// Without `id` parameters it answers the token's own user, wrapped in `data: [...]`.
// https://docs.kick.com/apis/users
const USERS_ENDPOINT = 'https://api.kick.com/public/v1/users';

/** Kick's user (`GET /public/v1/users` → `data[0]`), as far as Portcullis reads it. */
export interface KickProfile {
  user_id: number;
  name: string;
  email?: string;
  profile_picture?: string;
  [field: string]: unknown;
}

/**
 * Kick (OAuth 2.1, PKCE S256 required). Default scope `user:read`. Register the redirect URI
 * `{baseURL}/callback/kick` in the app under kick.com → Settings → Developer. Kick does not say
 * whether the email is verified, so `emailVerified` is false.
 *
 * @see https://docs.kick.com/getting-started/generating-tokens-oauth2-flow
 */
export function kick(options: ProviderOptions<KickProfile>): OAuthProvider<KickProfile> {
  return {
    id: 'kick',
    name: 'Kick',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['user:read'],
    }),
    async getUserInfo(tokens) {
      const { data } = await fetchUserInfo<{ data?: KickProfile[] }>(
        USERS_ENDPOINT,
        tokens.accessToken,
      );
      const profile = data?.[0];
      if (!profile) return null;
      return {
        user: {
          id: String(profile.user_id),
          name: profile.name,
          email: profile.email || null,
          emailVerified: false,
          image: profile.profile_picture || null,
        },
        data: profile,
      };
    },
  };
}
