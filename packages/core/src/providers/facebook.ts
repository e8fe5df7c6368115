import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// Graph API versions expire about two years after release; an unversioned call would silently
// use the oldest one still available. https://developers.facebook.com/docs/graph-api/changelog/versions/
const DEFAULT_GRAPH_VERSION = 'v25.0';
// No PKCE: Facebook documents it only for its OIDC flow, which it still marks as "in testing".
// https://developers.facebook.com/documentation/facebook-login/guides/advanced/oidc-token
const AUTHORIZATION_ENDPOINT = (version: string) =>
  `https://www.facebook.com/${version}/dialog/oauth`;
// No refresh grant: Facebook issues long-lived tokens (about 60 days) and no refresh tokens.
// https://developers.facebook.com/documentation/facebook-login/guides/advanced/manual-flow
const TOKEN_ENDPOINT = (version: string) =>
  `https://graph.facebook.com/${version}/oauth/access_token`;
// Graph returns only the id and name unless fields are named.
// https://developers.facebook.com/docs/graph-api/reference/user/
const USER_ENDPOINT = (version: string) =>
  `https://graph.facebook.com/${version}/me?fields=id,name,email,picture.type(large)`;

// `prompt` becomes `auth_type`: re-ask declined permissions, or make the user re-enter the password.
// https://developers.facebook.com/documentation/facebook-login/guides/advanced/manual-flow
const AUTH_TYPES: Record<string, string> = { consent: 'rerequest', login: 'reauthenticate' };

/** Facebook's user (`GET /me?fields=id,name,email,picture`), as far as Portcullis reads it. */
export interface FacebookProfile {
  id: string;
  name: string;
  /** Absent without the `email` permission or when the account has no usable email. */
  email?: string;
  picture?: { data?: { url?: string; is_silhouette?: boolean } };
  [field: string]: unknown;
}

/** Options of {@link facebook}. */
export interface FacebookOptions extends ProviderOptions<FacebookProfile> {
  /** Graph API version of every call. Default: `'v25.0'`. */
  graphVersion?: string;
}

/**
 * Facebook Login. Default scopes `email`, `public_profile`. Register the redirect URI
 * `{baseURL}/callback/facebook` under Facebook Login → Valid OAuth Redirect URIs. Facebook does not
 * say whether the email is verified, so `emailVerified` is false (list `facebook` in
 * `account.accountLinking.trustedProviders` to link by email anyway); no refresh tokens.
 * `prompt: 'consent'` re-asks declined permissions, `prompt: 'login'` asks for the password again.
 *
 * @see https://developers.facebook.com/documentation/facebook-login/guides/advanced/manual-flow
 */
export function facebook(options: FacebookOptions): OAuthProvider<FacebookProfile> {
  const version = options.graphVersion ?? DEFAULT_GRAPH_VERSION;
  return {
    id: 'facebook',
    name: 'Facebook',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT(version),
      tokenEndpoint: TOKEN_ENDPOINT(version),
      defaultScopes: ['email', 'public_profile'],
      // The Login dialog documents a comma-separated permission list.
      scopeSeparator: ',',
      pkce: false,
      refresh: false,
      params: () => ({ auth_type: AUTH_TYPES[options.prompt ?? ''] }),
    }),
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<FacebookProfile>(
        USER_ENDPOINT(version),
        tokens.accessToken,
      );
      const picture = profile.picture?.data;
      return {
        user: {
          id: profile.id,
          name: profile.name,
          email: profile.email ?? null,
          emailVerified: false,
          image: picture?.url && !picture.is_silhouette ? picture.url : null,
        },
        data: profile,
      };
    },
  };
}
