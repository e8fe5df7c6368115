import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

const AUTHORIZATION_ENDPOINT = 'https://discord.com/oauth2/authorize';
// Discord's own examples authenticate the client with HTTP Basic at the token endpoint.
// https://discord.com/developers/docs/topics/oauth2#authorization-code-grant-access-token-exchange-example
const TOKEN_ENDPOINT = 'https://discord.com/api/oauth2/token';
// Versioned: an unversioned path falls back to a deprecated API version.
// https://discord.com/developers/docs/reference#api-versioning
const USER_ENDPOINT = 'https://discord.com/api/v10/users/@me';
// Avatars are hashes to be turned into CDN URLs; `a_` hashes are animated (GIF).
// https://discord.com/developers/docs/reference#image-formatting
const CDN = 'https://cdn.discordapp.com';

/** Discord's user (`GET /users/@me`), as far as Portcullis reads it. */
export interface DiscordProfile {
  /** Snowflake id, as a string. */
  id: string;
  username: string;
  /** Display name, if the user set one. */
  global_name: string | null;
  /** Avatar hash, null for the default avatar. */
  avatar: string | null;
  /** Present with the `email` scope; null for accounts without an email (phone sign-up). */
  email?: string | null;
  /** Whether Discord verified the email (needs the `email` scope). */
  verified?: boolean;
  [field: string]: unknown;
}

/**
 * Discord. Default scopes `identify`, `email`; PKCE (S256). Register the redirect URI
 * `{baseURL}/callback/discord` under OAuth2 → Redirects in the Discord developer portal.
 * `prompt` accepts `'consent'` or `'none'`. A user without a custom avatar gets `image: null`.
 *
 * @see https://discord.com/developers/docs/topics/oauth2
 */
export function discord(options: ProviderOptions<DiscordProfile>): OAuthProvider<DiscordProfile> {
  return {
    id: 'discord',
    name: 'Discord',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['identify', 'email'],
      authentication: 'client_secret_basic',
      params: () => ({ prompt: options.prompt }),
    }),
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<DiscordProfile>(USER_ENDPOINT, tokens.accessToken);
      const extension = profile.avatar?.startsWith('a_') ? 'gif' : 'png';
      return {
        user: {
          id: profile.id,
          name: profile.global_name || profile.username,
          email: profile.email ?? null,
          emailVerified: profile.verified === true,
          image: profile.avatar
            ? `${CDN}/avatars/${profile.id}/${profile.avatar}.${extension}`
            : null,
        },
        data: profile,
      };
    },
  };
}
