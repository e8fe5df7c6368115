/**
 * Tokens from a provider's token endpoint (RFC 6749 §5.1), normalized. `raw` keeps the full
 * response for provider-specific fields.
 */
export interface OAuth2Tokens {
  accessToken?: string;
  refreshToken?: string;
  /** OIDC ID token (a JWT), when the provider issued one. */
  idToken?: string;
  tokenType?: string;
  accessTokenExpiresAt?: Date;
  refreshTokenExpiresAt?: Date;
  scopes: string[];
  raw: Record<string, unknown>;
}

/** A provider's user, mapped to Portcullis's shape (SPEC §3, provider profile). */
export interface ProviderUser {
  /** The provider's stable user id; becomes `account.accountId`. */
  id: string;
  name: string;
  email: string | null;
  /** Whether the provider vouches for the email; linking by email relies on it. */
  emailVerified: boolean;
  image: string | null;
}

/** Options every provider accepts. */
export interface ProviderOptions<Profile = Record<string, unknown>> {
  clientId: string;
  clientSecret?: string;
  /** Overrides the redirect URI; default `{baseURL}/callback/{providerId}`. */
  redirectURI?: string;
  /** Scopes added to the provider's defaults (or replacing them with `disableDefaultScope`). */
  scope?: string[];
  /** Use only `scope`, not the provider's default scopes. Default: false. */
  disableDefaultScope?: boolean;
  /** `prompt` parameter of the authorization request, e.g. `'select_account'`, `'consent'`. */
  prompt?: string;
  /** Maps the raw profile to extra or overriding user fields. */
  mapProfileToUser?: (
    profile: Profile,
  ) =>
    | (Partial<ProviderUser> & Record<string, unknown>)
    | Promise<Partial<ProviderUser> & Record<string, unknown>>;
  /** Refuses sign-ups through this provider (existing users still sign in). Default: false. */
  disableSignUp?: boolean;
  /** Creates users only when the sign-in request says `requestSignUp: true`. Default: false. */
  disableImplicitSignUp?: boolean;
}

/** What an authorization URL is built from. */
export interface AuthorizationURLInput {
  state: string;
  /** PKCE code verifier (RFC 7636); the URL carries its S256 challenge. */
  codeVerifier: string;
  redirectURI: string;
  /** Extra scopes for this request (e.g. from `/link-social`). */
  scopes?: string[];
  loginHint?: string;
}

/**
 * An OAuth 2.0 / OIDC identity provider: a small plain object (STYLE §3). The shared machinery
 * in `oauth/` does the HTTP; a provider names its endpoints and maps its profile.
 */
export interface OAuthProvider<Profile = Record<string, unknown>> {
  /** Id in routes and `account.providerId`, e.g. `'github'`. */
  id: string;
  /** Display name, e.g. `'GitHub'`. */
  name: string;
  options: ProviderOptions<Profile>;
  createAuthorizationURL(input: AuthorizationURLInput): URL | Promise<URL>;
  /** Exchanges an authorization code for tokens. @throws OAuthRequestError */
  validateAuthorizationCode(input: {
    code: string;
    codeVerifier: string;
    redirectURI: string;
    /**
     * Every parameter of the callback request (query or form body), for providers that need more
     * than `code`: VK ID's `device_id`, Apple's first-sign-in `user`. The flow passes them all.
     */
    callbackParams?: Record<string, string>;
  }): Promise<OAuth2Tokens>;
  /** @throws OAuthRequestError */
  refreshAccessToken?(refreshToken: string): Promise<OAuth2Tokens>;
  /** The user behind the tokens, or null when the provider would not say. @throws OAuthRequestError */
  getUserInfo(tokens: OAuth2Tokens): Promise<{ user: ProviderUser; data: Profile } | null>;
  /** Verifies an ID token from a native app (ID-token sign-in). Absent: 'id_token not supported'. */
  verifyIdToken?(idToken: string, nonce?: string): Promise<boolean>;
  /** How the provider returns to the callback: query string (default) or form POST (Apple). */
  responseMode?: 'query' | 'form_post';
}
