import type { OAuth2Tokens, User } from '../../plugin/index.js';

/** One provider of {@link GenericOAuthOptions}: Better Auth 1.2.7's `GenericOAuthConfig`. */
export interface GenericOAuthConfig {
  /** Unique provider id: `account.providerId`, and the callback path `/oauth2/callback/{id}`. */
  providerId: string;
  /**
   * OpenID discovery document (`…/.well-known/openid-configuration`); its `authorization_endpoint`,
   * `token_endpoint`, `userinfo_endpoint`, `jwks_uri` and `issuer` are used unless given below.
   */
  discoveryUrl?: string;
  /** Authorization endpoint (optional with `discoveryUrl`). */
  authorizationUrl?: string;
  /** Token endpoint (optional with `discoveryUrl`). */
  tokenUrl?: string;
  /** Userinfo endpoint (optional with `discoveryUrl`). */
  userInfoUrl?: string;
  clientId: string;
  clientSecret: string;
  /** Scopes of every authorization request. Default: none. */
  scopes?: string[];
  /** The redirect URI registered with the provider. Default: `{baseURL}/oauth2/callback/{providerId}`. */
  redirectURI?: string;
  /** `response_type`. Default: `'code'`. */
  responseType?: string;
  /** `response_mode` of the authorization request. Default: none. */
  responseMode?: 'query' | 'form_post';
  /** `prompt` of the authorization request. Default: none. */
  prompt?: 'none' | 'login' | 'consent' | 'select_account';
  /**
   * PKCE S256 (RFC 7636). Default: **true** (Better Auth 1.2.7: false); `false` restores Better
   * Auth's behaviour for a provider that refuses the parameters.
   */
  pkce?: boolean;
  /** `access_type` (`'offline'` asks for a refresh token). Default: none. */
  accessType?: string;
  /**
   * Reads the user instead of the ID token's claims and the userinfo endpoint: return at least
   * `{ id, email }` (and `name`, `image`, `emailVerified`), or null when unknown.
   */
  getUserInfo?: (tokens: OAuth2Tokens) => Promise<Partial<User> | Record<string, any> | null>;
  /**
   * Maps the profile (`{ id, email, emailVerified, image, name, ...claims }`) to user fields:
   * `name`, `email`, `emailVerified`, `image` override, other fields of the user schema are
   * stored on a new user.
   */
  mapProfileToUser?: (profile: Record<string, any>) =>
    | {
        id?: string;
        name?: string;
        email?: string;
        image?: string;
        emailVerified?: boolean;
        [key: string]: any;
      }
    | Promise<{
        id?: string;
        name?: string;
        email?: string;
        image?: string;
        emailVerified?: boolean;
        [key: string]: any;
      }>;
  /** More authorization-request parameters; they override the ones set by default. */
  authorizationUrlParams?: Record<string, string>;
  /** New users only when `/sign-in/oauth2` is called with `requestSignUp: true`. Default: false. */
  disableImplicitSignUp?: boolean;
  /** No new users through this provider. Default: false. */
  disableSignUp?: boolean;
  /** Client authentication at the token endpoint: `'post'` (form body) or `'basic'`. Default: `'post'`. */
  authentication?: 'basic' | 'post';
  /** Headers of the discovery request (Epic wants `Epic-Client-ID`). Default: none. */
  discoveryHeaders?: Record<string, string>;
  /**
   * Updates an existing user's `name`, `image`, mapped fields and (same email) `emailVerified`
   * from the provider at each sign-in. Default: false. Unlike Better Auth, the user's email is
   * never changed by it.
   */
  overrideUserInfo?: boolean;
}

/** Options of `genericOAuth`. */
export interface GenericOAuthOptions {
  /** The providers. */
  config: GenericOAuthConfig[];
}

/** True when a config names its endpoints: by discovery, or authorization and token URLs. */
export const hasEndpoints = (config: GenericOAuthConfig) =>
  Boolean(config.discoveryUrl || (config.authorizationUrl && config.tokenUrl));
