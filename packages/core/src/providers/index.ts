import { github } from './github.js';
import { google } from './google.js';
import type { OAuthProvider } from './types.js';

/**
 * Provider factories by id: `socialProviders: { github: { clientId, clientSecret } }` in the
 * options builds `github({...})`. One file per provider.
 */
export const providerFactories = {
  github,
  google,
} satisfies Record<string, (options: any) => OAuthProvider<any>>;

/** Ids of the built-in providers. */
export type ProviderId = keyof typeof providerFactories;

export type { GitHubProfile } from './github.js';
export type { GoogleOptions, GoogleProfile } from './google.js';
export type {
  AuthorizationURLInput,
  OAuth2Tokens,
  OAuthProvider,
  ProviderOptions,
  ProviderUser,
} from './types.js';
export { github, google };
