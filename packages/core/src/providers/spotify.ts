import { createAuthorizationURL, resolveScopes } from '../oauth/authorization-url.js';
import { requestTokens } from '../oauth/token-request.js';
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
  const tokenRequest = (params: Record<string, string>) =>
    requestTokens({
      endpoint: TOKEN_ENDPOINT,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      authentication: 'client_secret_basic',
      params,
    });
  return {
    id: 'spotify',
    name: 'Spotify',
    options,
    createAuthorizationURL: ({ state, codeVerifier, redirectURI, scopes }) =>
      createAuthorizationURL({
        endpoint: AUTHORIZATION_ENDPOINT,
        clientId: options.clientId,
        redirectURI,
        state,
        codeVerifier,
        scopes: resolveScopes(['user-read-email'], options, scopes),
        params: { show_dialog: options.prompt ? 'true' : undefined },
      }),
    validateAuthorizationCode: ({ code, codeVerifier, redirectURI }) =>
      tokenRequest({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectURI,
      }),
    // The answer may omit refresh_token: the old one then stays valid.
    // https://developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens
    refreshAccessToken: (refreshToken) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
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
