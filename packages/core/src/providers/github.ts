import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

const AUTHORIZATION_ENDPOINT = 'https://github.com/login/oauth/authorize';
const TOKEN_ENDPOINT = 'https://github.com/login/oauth/access_token';
const USER_ENDPOINT = 'https://api.github.com/user';
const EMAILS_ENDPOINT = 'https://api.github.com/user/emails';

/** GitHub's user (`GET /user`), as far as Portcullis reads it. */
export interface GitHubProfile {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string;
  [field: string]: unknown;
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub OAuth apps and GitHub Apps. Default scopes `read:user`, `user:email`.
 * Register the callback URL `{baseURL}/callback/github`.
 *
 * @see https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
 */
export function github(options: ProviderOptions<GitHubProfile>): OAuthProvider<GitHubProfile> {
  return {
    id: 'github',
    name: 'GitHub',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: AUTHORIZATION_ENDPOINT,
      tokenEndpoint: TOKEN_ENDPOINT,
      defaultScopes: ['read:user', 'user:email'],
      params: ({ loginHint }) => ({ login_hint: loginHint, prompt: options.prompt }),
    }),
    async getUserInfo(tokens) {
      // GitHub's API refuses requests without a User-Agent.
      const headers = { 'user-agent': 'portcullis' };
      const profile = await fetchUserInfo<GitHubProfile>(
        USER_ENDPOINT,
        tokens.accessToken,
        headers,
      );
      // /user shows only a public email; the primary verified one comes from /user/emails.
      const emails = await fetchUserInfo<GitHubEmail[]>(
        EMAILS_ENDPOINT,
        tokens.accessToken,
        headers,
      ).catch(() => [] as GitHubEmail[]);
      const primary =
        emails.find((e) => e.primary) ?? emails.find((e) => e.email === profile.email);
      const email = primary?.email ?? profile.email;
      return {
        user: {
          id: String(profile.id),
          name: profile.name || profile.login,
          email,
          emailVerified: Boolean(primary?.verified),
          image: profile.avatar_url ?? null,
        },
        data: profile,
      };
    },
  };
}
