import type { ProviderId, providerFactories } from '../providers/index.js';
import type { OAuthProvider, ProviderOptions } from '../providers/types.js';

/** The options each built-in provider's factory takes, by provider id. */
export type BuiltInProviderOptions = {
  [K in ProviderId]: Parameters<(typeof providerFactories)[K]>[0];
};

/**
 * `socialProviders`: a built-in provider's options or any {@link OAuthProvider} under its id.
 *
 * @example
 * socialProviders: {
 *   github: { clientId: env.GITHUB_ID, clientSecret: env.GITHUB_SECRET },
 *   keycloak: genericOAuthProvider({ id: 'keycloak', name: 'Keycloak', clientId, clientSecret, discoveryURL }),
 * }
 */
export type SocialProvidersOptions = {
  [K in ProviderId]?: BuiltInProviderOptions[K] | OAuthProvider<any>;
} & {
  // Every key also meets the index signature: built-in options pass as an open record.
  [id: string]: OAuthProvider<any> | (ProviderOptions<any> & Record<string, unknown>) | undefined;
};

/** Options of linked accounts (SPEC §3 account, §6). */
export interface AccountOptions {
  /** Attaching a provider identity to an existing user. */
  accountLinking?: {
    /**
     * Sign-in links a new provider identity to the user with the same email, when the provider
     * vouches for the email or is trusted; `/link-social` works. Default: true.
     */
    enabled?: boolean;
    /** Provider ids whose emails are taken as verified for linking. Default: none. */
    trustedProviders?: string[];
    /** `/link-social` may attach an identity whose email differs from the user's. Default: false. */
    allowDifferentEmails?: boolean;
    /**
     * Implicit linking at sign-in (same email) also needs the existing user's own email to be
     * verified. Without it, someone who registered the victim's address first (never verifying
     * it) would get the victim's provider identity attached to the account they control.
     * Default: true.
     */
    requireLocalEmailVerified?: boolean;
  };
  /**
   * Stores provider access, refresh and ID tokens encrypted (AES-256-GCM, key derived from
   * `secret`). Tokens stored before it was turned on stay readable, and while it is on, tokens
   * Better Auth encrypted with this option (its hex XChaCha20-Poly1305 form, same secret) are
   * read too. Default: false.
   */
  encryptOAuthTokens?: boolean;
}
