import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

const AUTHORIZATION_ENDPOINT = 'https://www.dropbox.com/oauth2/authorize';
const TOKEN_ENDPOINT = 'https://api.dropboxapi.com/oauth2/token';
// An RPC endpoint: POST with no body and no content type (it takes no arguments).
// https://www.dropbox.com/developers/documentation/http/documentation#users-get_current_account
const USER_ENDPOINT = 'https://api.dropboxapi.com/2/users/get_current_account';

/** Dropbox's account (`POST /2/users/get_current_account`), as far as Portcullis reads it. */
export interface DropboxProfile {
  account_id: string;
  name: { display_name: string; given_name?: string; surname?: string; familiar_name?: string };
  email: string;
  email_verified: boolean;
  profile_photo_url?: string;
  disabled?: boolean;
  [field: string]: unknown;
}

/** Options of {@link dropbox}. */
export interface DropboxOptions extends ProviderOptions<DropboxProfile> {
  /**
   * `'offline'` adds a refresh token to the short-lived access token; `'online'` gives only the
   * access token. Default: `'offline'`.
   */
  accessType?: 'online' | 'offline';
}

/**
 * Dropbox. Default scope `account_info.read` (enable it under Permissions in the App Console);
 * PKCE (S256). Register the redirect URI `{baseURL}/callback/dropbox` in the App Console.
 * `prompt: 'consent'` sets `force_reapprove`, `prompt: 'login'` sets `force_reauthentication`.
 *
 * @see https://developers.dropbox.com/oauth-guide
 */
export function dropbox(options: DropboxOptions): OAuthProvider<DropboxProfile> {
  return {
    id: 'dropbox',
    name: 'Dropbox',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['account_info.read'],
      params: () => ({
        // Access tokens are short-lived; refresh tokens come only with `offline`.
        // https://dropbox.tech/developers/using-oauth-2-0-with-offline-access
        token_access_type: options.accessType ?? 'offline',
        force_reapprove: options.prompt === 'consent' ? 'true' : undefined,
        force_reauthentication: options.prompt === 'login' ? 'true' : undefined,
      }),
    }),
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<DropboxProfile>(
        USER_ENDPOINT,
        tokens.accessToken,
        {},
        'POST',
      );
      return {
        user: {
          id: profile.account_id,
          name: profile.name?.display_name ?? profile.email,
          email: profile.email ?? null,
          emailVerified: profile.email_verified === true,
          image: profile.profile_photo_url ?? null,
        },
        data: profile,
      };
    },
  };
}
