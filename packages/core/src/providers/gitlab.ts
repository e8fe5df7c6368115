import { authorizationCodeFlow } from '../oauth/authorization-code-flow.js';
import { fetchUserInfo } from '../oauth/user-info.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// GitLab.com; self-managed instances serve the same paths under their own origin (`issuer`).
// https://docs.gitlab.com/api/oauth2/
const DEFAULT_ISSUER = 'https://gitlab.com';
const AUTHORIZATION_PATH = '/oauth/authorize';
const TOKEN_PATH = '/oauth/token';
// The REST user (not /oauth/userinfo) carries `state` and `locked`, which decide refusal.
// https://docs.gitlab.com/api/users/#get-the-current-user
const USER_PATH = '/api/v4/user';

/** GitLab's current user (`GET /api/v4/user`), as far as Portcullis reads it. */
export interface GitLabProfile {
  id: number;
  username: string;
  name: string;
  /** The primary email. */
  email: string | null;
  avatar_url: string | null;
  /** `'active'`, or `'blocked'`, `'deactivated'`, `'banned'`, `'blocked_pending_approval'`, … */
  state: string;
  /** Locked after too many failed sign-in attempts. */
  locked?: boolean;
  /** When the user confirmed their email; null while unconfirmed. */
  confirmed_at?: string | null;
  [field: string]: unknown;
}

/** Options of {@link gitlab}. */
export interface GitLabOptions extends ProviderOptions<GitLabProfile> {
  /** Origin of a self-managed GitLab, e.g. `'https://gitlab.example.com'`. Default: `https://gitlab.com`. */
  issuer?: string;
}

/**
 * GitLab (GitLab.com or self-managed via `issuer`). Default scope `read_user`; PKCE (S256);
 * client_secret_post. Register `{baseURL}/callback/gitlab` as the application's redirect URI.
 * A user whose `state` is not `'active'` (blocked, deactivated, banned) or who is `locked` is
 * refused: `getUserInfo` answers null (SPEC §5). The email counts as verified once confirmed.
 *
 * @see https://docs.gitlab.com/api/oauth2/
 * @see https://docs.gitlab.com/integration/oauth_provider/
 */
export function gitlab(options: GitLabOptions): OAuthProvider<GitLabProfile> {
  const issuer = (options.issuer ?? DEFAULT_ISSUER).replace(/\/+$/, '');
  return {
    id: 'gitlab',
    name: 'GitLab',
    options,
    ...authorizationCodeFlow(options, {
      authorizationEndpoint: `${issuer}${AUTHORIZATION_PATH}`,
      tokenEndpoint: `${issuer}${TOKEN_PATH}`,
      defaultScopes: ['read_user'],
      params: () => ({ prompt: options.prompt }),
    }),
    async getUserInfo(tokens) {
      const profile = await fetchUserInfo<GitLabProfile>(
        `${issuer}${USER_PATH}`,
        tokens.accessToken,
      );
      // SPEC §5: a blocked, deactivated or locked GitLab user may not sign in.
      if (profile.state !== 'active' || profile.locked === true) return null;
      return {
        user: {
          id: String(profile.id),
          name: profile.name || profile.username,
          email: profile.email || null,
          emailVerified: Boolean(profile.email && profile.confirmed_at),
          image: profile.avatar_url || null,
        },
        data: profile,
      };
    },
  };
}
