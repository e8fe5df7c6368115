import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

const AUTHORIZATION_ENDPOINT = 'https://accounts.spotify.com/authorize';
// The token endpoint takes the client credentials as an HTTP Basic header.
// https://developer.spotify.com/documentation/web-api/tutorials/code-flow
const TOKEN_ENDPOINT = 'https://accounts.spotify.com/api/token';
const USER_ENDPOINT = 'https://api.spotify.com/v1/me';

/** Spotify's current user (`GET /v1/me`), as far as Portcullis reads it. */
export interface SpotifyProfile {
  id: string;
  display_name: string | null;
  /** Needs `user-read-email`. Spotify does not verify it. */
  email?: string;
  images?: { url: string; height: number | null; width: number | null }[];
  [field: string]: unknown;
}

/**
 * Spotify. Default scope `user-read-email`; PKCE (S256). Register the redirect URI
 * `{baseURL}/callback/spotify` in the app settings of the Spotify developer dashboard. Spotify
 * says the email is unverified ("no proof that it actually belongs to the user"), so
 * `emailVerified` is always false. Any `prompt` sets `show_dialog=true` (ask again even if the
 * user approved the app before).
 *
 * @see https://developer.spotify.com/documentation/web-api/reference/get-current-users-profile
 */
export function spotify(options: ProviderOptions<SpotifyProfile>): OAuthProvider<SpotifyProfile> {
  return {
    id: 'spotify',
    name: 'Spotify',
    options,
    // A refresh answer may omit refresh_token: the old one then stays valid.
    // https://developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['user-read-email'],
      authentication: 'client_secret_basic',
      params: () => ({ show_dialog: options.prompt ? 'true' : undefined }),
    }),
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<SpotifyProfile>(USER_ENDPOINT, tokens.accessToken);
      return {
        user: {
          id: profile.id,
          name: profile.display_name || profile.id,
          email: profile.email ?? null,
          emailVerified: false,
          image: profile.images?.[0]?.url ?? null,
        },
        data: profile,
      };
    },
  };
}
