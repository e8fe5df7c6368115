import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { OAuthRequestError } from '../oauth/errors.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// VK ID (OAuth 2.1): PKCE is mandatory, and the code exchange must repeat the `device_id` and
// `state` the callback received.
// https://id.vk.com/about/business/go/docs/en/vkid/latest/vk-id/connection/api-integration/api-description
const AUTHORIZATION_ENDPOINT = 'https://id.vk.com/authorize';
const TOKEN_ENDPOINT = 'https://id.vk.com/oauth2/auth';
// A POST with `client_id` and `access_token` in a form body (RFC 6750 §2.2), as documented.
const USER_INFO_ENDPOINT = 'https://id.vk.com/oauth2/user_info';

/** VK ID's user (`POST /oauth2/user_info`, the `user` member), as far as Portcullis reads it. */
export interface VKProfile {
  user_id: string;
  first_name: string;
  last_name: string;
  /** Only with the `email` scope, and only when the account has one. */
  email?: string;
  /** Only with the `phone` scope. */
  phone?: string;
  avatar?: string;
  /** 0 not given, 1 female, 2 male. */
  sex?: 0 | 1 | 2;
  /** `DD.MM.YYYY`. */
  birthday?: string;
  /** Whether VK verified the account (not the email). */
  verified?: boolean;
  [field: string]: unknown;
}

/**
 * VK ID. Default scope `email` (VK adds `vkid.personal_info`); PKCE (S256) required. Register
 * `{baseURL}/callback/vk` as a trusted redirect URL. The flow must pass the callback's
 * parameters as `callbackParams` (VK's `device_id`). VK requires an email (SPEC §5): without one
 * the user's `email` is null and the flow answers `email_not_found`. VK does not vouch for the
 * email (`emailVerified: false`). `first_name`, `last_name`, `birthday` and `sex` are in the
 * profile (`data`, and `mapProfileToUser`). No refresh: VK ID's refresh needs the sign-in's
 * `device_id`, which the account row does not keep.
 *
 * @see https://id.vk.com/about/business/go/docs/en/vkid/latest/vk-id/connection/api-integration/api-description
 */
export function vk(options: ProviderOptions<VKProfile>): OAuthProvider<VKProfile> {
  return {
    id: 'vk',
    name: 'VK',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['email'],
      refresh: false,
      params: () => ({ prompt: options.prompt }),
      tokenParams: ({ callbackParams }) => ({
        device_id: callbackParams?.device_id,
        state: callbackParams?.state,
      }),
    }),
    async getUserInfo(tokens) {
      const json = await fetchUserInfo<{ user?: VKProfile; error?: unknown }>(
        USER_INFO_ENDPOINT,
        tokens.accessToken,
        {},
        'POST',
        { client_id: options.clientId },
      );
      // VK ID reports an invalid or expired token as an OAuth error body.
      if (typeof json.error === 'string') {
        throw new OAuthRequestError('oauth', `User-info endpoint answered ${json.error}`, {
          code: json.error,
        });
      }
      const profile = json.user;
      if (!profile?.user_id) return null;
      return {
        user: {
          id: String(profile.user_id),
          name: [profile.first_name, profile.last_name].filter(Boolean).join(' '),
          email: profile.email || null,
          emailVerified: false,
          image: profile.avatar || null,
        },
        data: profile,
      };
    },
  };
}
