import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { OAuthRequestError } from '../oauth/errors.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuth2Tokens, OAuthProvider, ProviderOptions } from './types.js';

// Login Kit for Web (OAuth v2): the client id is called `client_key`, scopes are joined with
// commas, and PKCE is documented for desktop and mobile apps only, so the web flow sends none.
// https://developers.tiktok.com/doc/login-kit-web
const AUTHORIZATION_ENDPOINT = 'https://www.tiktok.com/v2/auth/authorize/';
// https://developers.tiktok.com/doc/oauth-user-access-token-management
const TOKEN_ENDPOINT = 'https://open.tiktokapis.com/v2/oauth/token/';
// Display API: the fields must be listed; `username` needs the `user.info.profile` scope.
// https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info
const USER_ENDPOINT = 'https://open.tiktokapis.com/v2/user/info/';
const BASIC_FIELDS = ['open_id', 'union_id', 'avatar_url', 'avatar_large_url', 'display_name'];

/** TikTok's user (`GET /v2/user/info/`), as far as Portcullis reads it. */
export interface TikTokProfile {
  /** The user's id within this app. */
  open_id: string;
  /** The user's id across the developer's apps. */
  union_id?: string;
  avatar_url?: string;
  avatar_large_url?: string;
  display_name?: string;
  /** Only with the `user.info.profile` scope. */
  username?: string;
  [field: string]: unknown;
}

/** Options of {@link tiktok}. `clientId` is TikTok's client key. */
export interface TikTokOptions extends ProviderOptions<TikTokProfile> {
  /** Extra Display API fields to request (e.g. `'username'`, `'bio_description'`). */
  fields?: string[];
}

/**
 * TikTok (Login Kit for Web). `clientId` is the app's **client key**. Default scope
 * `user.info.basic`; client credentials in the form body as `client_key`/`client_secret`; no
 * PKCE. Register `{baseURL}/callback/tiktok` (https, no query) as a Login Kit redirect URI.
 * TikTok shares no email: sign-up needs one from `mapProfileToUser`, otherwise the flow answers
 * `email_not_found`. Refresh tokens rotate: store the one each refresh returns.
 *
 * @see https://developers.tiktok.com/doc/login-kit-web
 */
export function tiktok(options: TikTokOptions): OAuthProvider<TikTokProfile> {
  return {
    id: 'tiktok',
    name: 'TikTok',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['user.info.basic'],
      clientIdParameter: 'client_key',
      scopeSeparator: ',',
      pkce: false,
      normalizeTokens: readRefreshExpiry,
    }),
    async getUserInfo(tokens) {
      const url = new URL(USER_ENDPOINT);
      url.searchParams.set(
        'fields',
        [...new Set([...BASIC_FIELDS, ...(options.fields ?? [])])].join(','),
      );
      const body = await fetchUserInfo<{
        data?: { user?: TikTokProfile };
        error?: { code?: string; message?: string };
      }>(url.toString(), tokens.accessToken);
      // TikTok wraps every answer; `error.code` is 'ok' on success.
      if (body.error?.code && body.error.code !== 'ok') {
        throw new OAuthRequestError('response', `TikTok answered ${body.error.code}`, {
          code: body.error.code,
          description: body.error.message,
        });
      }
      const profile = body.data?.user;
      if (!profile?.open_id) return null;
      return {
        user: {
          id: profile.open_id,
          name: profile.display_name || profile.username || '',
          email: null,
          emailVerified: false,
          image: profile.avatar_large_url || profile.avatar_url || null,
        },
        data: profile,
      };
    },
  };
}

/** TikTok names the refresh token's lifetime `refresh_expires_in` (seconds). */
function readRefreshExpiry(tokens: OAuth2Tokens): OAuth2Tokens {
  const seconds = Number(tokens.raw.refresh_expires_in);
  if (!tokens.refreshTokenExpiresAt && seconds > 0) {
    tokens.refreshTokenExpiresAt = new Date(Date.now() + seconds * 1000);
  }
  return tokens;
}
