import type { GenericOAuthConfig } from './config.js';

/** What the routes share: the configs, found by provider id. */
export interface GenericOAuthSettings {
  find(providerId: string): GenericOAuthConfig | undefined;
}

/**
 * Indexes the configs by provider id.
 *
 * @throws Error (configuration) at start-up when two configs share a providerId.
 */
export function createSettings(configs: readonly GenericOAuthConfig[]): GenericOAuthSettings {
  const byId = new Map<string, GenericOAuthConfig>();
  for (const config of configs) {
    if (byId.has(config.providerId)) {
      throw new Error(
        `[portcullis] genericOAuth: two configs have the providerId "${config.providerId}".`,
      );
    }
    byId.set(config.providerId, config);
  }
  return { find: (providerId) => byId.get(providerId) };
}
