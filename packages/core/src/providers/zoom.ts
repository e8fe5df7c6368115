import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// User-level OAuth apps: the token endpoint takes the client credentials as HTTP Basic; PKCE
// (S256) is supported. https://developers.zoom.us/docs/integrations/oauth/
const AUTHORIZATION_ENDPOINT = 'https://zoom.us/oauth/authorize';
const TOKEN_ENDPOINT = 'https://zoom.us/oauth/token';
// `me` names the token's user. https://developers.zoom.us/docs/api/users/#tag/users/GET/users/{userId}
const USER_ENDPOINT = 'https://api.zoom.us/v2/users/me';

/** Zoom's user (`GET /v2/users/me`), as far as Portcullis reads it. */
export interface ZoomProfile {
  id: string;
  first_name?: string;
  last_name?: string;
  display_name?: string;
  email: string;
  /** 1 when Zoom verified the email, 0 otherwise. */
  verified?: number;
  /** Absent for users without a picture. */
  pic_url?: string;
  /** `'active'`, `'inactive'` or `'pending'`. */
  status?: string;
  account_id?: string;
  [field: string]: unknown;
}

/**
 * Zoom (user-managed OAuth app). Scopes come from the app's configuration in the Zoom App
 * Marketplace (it needs `user:read:user`, or `user:read` for classic scopes), so none are sent by
 * default. PKCE (S256); client_secret_basic; refresh supported. Register
 * `{baseURL}/callback/zoom` as the redirect URL and in the allow list.
 *
 * @see https://developers.zoom.us/docs/integrations/oauth/
 */
export function zoom(options: ProviderOptions<ZoomProfile>): OAuthProvider<ZoomProfile> {
  return {
    id: 'zoom',
    name: 'Zoom',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: [],
      authentication: 'client_secret_basic',
    }),
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<ZoomProfile>(USER_ENDPOINT, tokens.accessToken);
      const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
      return {
        user: {
          id: profile.id,
          name: profile.display_name || fullName || profile.email,
          email: profile.email || null,
          emailVerified: profile.verified === 1,
          image: profile.pic_url || null,
        },
        data: profile,
      };
    },
  };
}
