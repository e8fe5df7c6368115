import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// The token endpoint takes the client credentials as HTTP Basic only; `duration=permanent` is
// what earns a refresh token. No PKCE. https://github.com/reddit-archive/reddit/wiki/OAuth2
const AUTHORIZATION_ENDPOINT = 'https://www.reddit.com/api/v1/authorize';
const TOKEN_ENDPOINT = 'https://www.reddit.com/api/v1/access_token';
// API calls with a bearer token go to the oauth subdomain.
const USER_ENDPOINT = 'https://oauth.reddit.com/api/v1/me';
// Reddit throttles or blocks generic User-Agents; it asks for `<platform>:<app id>:<version>
// (by /u/<username>)`. https://github.com/reddit-archive/reddit/wiki/API#rules
const DEFAULT_USER_AGENT = 'portcullis';

/** Reddit's account (`GET /api/v1/me`), as far as Portcullis reads it. */
export interface RedditProfile {
  /** Base-36 account id (without the `t2_` prefix). */
  id: string;
  /** The username. */
  name: string;
  /** Avatar URL, HTML-escaped (`&amp;`) by Reddit. */
  icon_img?: string;
  snoovatar_img?: string;
  /** Reddit verified an email, which it never shares. */
  has_verified_email?: boolean;
  [field: string]: unknown;
}

/** Options of {@link reddit}. */
export interface RedditOptions extends ProviderOptions<RedditProfile> {
  /**
   * User-Agent of every request to Reddit, which requires a descriptive one, e.g.
   * `'web:com.example.app:v1.0 (by /u/you)'`. Default: `'portcullis'`.
   */
  userAgent?: string;
  /** `'permanent'` asks for a refresh token. Default: `'permanent'`. */
  duration?: 'temporary' | 'permanent';
}

/**
 * Reddit. Default scope `identity`; client_secret_basic; no PKCE; refresh with
 * `duration: 'permanent'` (the default). Register `{baseURL}/callback/reddit` as the web app's
 * redirect URI. Reddit shares no email: sign-up needs one from `mapProfileToUser`, otherwise the
 * flow answers `email_not_found`. Set `userAgent` as Reddit's API rules ask.
 *
 * @see https://github.com/reddit-archive/reddit/wiki/OAuth2
 */
export function reddit(options: RedditOptions): OAuthProvider<RedditProfile> {
  const headers = { 'user-agent': options.userAgent ?? DEFAULT_USER_AGENT };
  return {
    id: 'reddit',
    name: 'Reddit',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['identity'],
      authentication: 'client_secret_basic',
      pkce: false,
      tokenHeaders: headers,
      params: () => ({ duration: options.duration ?? 'permanent' }),
    }),
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<RedditProfile>(
        USER_ENDPOINT,
        tokens.accessToken,
        headers,
      );
      const avatar = profile.icon_img || profile.snoovatar_img;
      return {
        user: {
          id: profile.id,
          name: profile.name,
          email: null,
          emailVerified: false,
          image: avatar ? avatar.replaceAll('&amp;', '&') : null,
        },
        data: profile,
      };
    },
  };
}
