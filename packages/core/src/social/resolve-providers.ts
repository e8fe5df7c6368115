import type { SocialProvidersOptions } from '../kernel/options.js';
import type { PortcullisPlugin } from '../kernel/plugin.js';
import type { ResolvedOptions } from '../kernel/resolved-options.js';
import { providerFactories } from '../providers/index.js';
import type { OAuthProvider } from '../providers/types.js';

/** True when a `socialProviders` entry is already a provider object (custom or generic). */
export function isOAuthProvider(value: unknown): value is OAuthProvider<any> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as OAuthProvider).createAuthorizationURL === 'function' &&
    typeof (value as OAuthProvider).validateAuthorizationCode === 'function' &&
    typeof (value as OAuthProvider).getUserInfo === 'function'
  );
}

/**
 * Builds the providers of `socialProviders` once, at start-up: a built-in provider's options go
 * through its factory (`github: {...}` → `github({...})`), provider objects are taken as they are.
 * Undefined entries are skipped, so `github: env.GITHUB_ID ? {...} : undefined` works.
 *
 * @throws Error (configuration) for an unknown id given plain options, or a provider object
 *   whose `id` differs from its key (the key is its callback path and `account.providerId`).
 */
export function createSocialProviders(
  options: SocialProvidersOptions | undefined,
): Map<string, OAuthProvider<any>> {
  const providers = new Map<string, OAuthProvider<any>>();
  for (const [key, value] of Object.entries(options ?? {})) {
    if (value === undefined) continue;
    let provider: OAuthProvider<any>;
    if (isOAuthProvider(value)) {
      provider = value;
    } else if (Object.hasOwn(providerFactories, key)) {
      provider = (providerFactories as Record<string, (o: unknown) => OAuthProvider<any>>)[key]!(
        value,
      );
    } else {
      throw configError(
        `socialProviders.${key} is not a built-in provider (${Object.keys(providerFactories).join(', ')}). For another OAuth 2.0 / OIDC provider pass a provider object, e.g. ${key}: genericOAuthProvider({ id: '${key}', ... }).`,
      );
    }
    if (provider.id !== key) {
      throw configError(
        `socialProviders.${key} holds the provider "${provider.id}". Use its id as the key: ${provider.id}: ...`,
      );
    }
    providers.set(key, provider);
  }
  return providers;
}

/**
 * Adds the providers plugins bring (`plugin.socialProviders`, e.g. `genericOAuth({ config })`)
 * to the app's, once at start-up; returns the same map.
 *
 * @throws Error (configuration) when a plugin's provider id is already taken.
 */
export function addPluginProviders(
  providers: Map<string, OAuthProvider<any>>,
  plugins: readonly PortcullisPlugin[],
  options: ResolvedOptions,
): Map<string, OAuthProvider<any>> {
  for (const plugin of plugins) {
    for (const provider of plugin.socialProviders?.(options) ?? []) {
      if (providers.has(provider.id)) {
        throw configError(
          `the ${plugin.id} plugin's provider "${provider.id}" has the id of another provider. Give it another providerId.`,
        );
      }
      providers.set(provider.id, provider);
    }
  }
  return providers;
}

function configError(message: string): Error {
  return new Error(`[portcullis] Configuration error: ${message}`);
}
