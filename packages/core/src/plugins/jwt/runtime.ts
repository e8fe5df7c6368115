import type { AuthContext } from '../../plugin/index.js';
import { createKeyStore, type KeyStore } from './key-store.js';
import type { ResolvedJwtOptions } from './options.js';

/** What one `jwt()` plugin shares between its routes, its hook and `verifyJWT`. */
export interface JwtRuntime {
  options: ResolvedJwtOptions;
  /** The key store of an instance; one per instance, made on first use. */
  keyStore(context: AuthContext): KeyStore;
  /** The `iss` claim for an instance: the option, or the origin of its `baseURL`. */
  issuer(context: AuthContext): string;
  /** The `aud` claim for an instance: the option, or the origin of its `baseURL`. */
  audience(context: AuthContext): string | string[];
}

/**
 * Builds the runtime of one plugin. Key stores hang off the instance context, so one plugin
 * object passed to two instances keeps two separate caches.
 */
export function createJwtRuntime(options: ResolvedJwtOptions): JwtRuntime {
  const stores = new WeakMap<AuthContext, KeyStore>();
  return {
    options,
    keyStore(context) {
      let store = stores.get(context);
      if (!store) {
        store = createKeyStore(context, options);
        stores.set(context, store);
      }
      return store;
    },
    issuer: (context) => options.issuer ?? context.options.origin,
    audience: (context) => options.audience ?? context.options.origin,
  };
}

const runtimes = new WeakMap<object, JwtRuntime>();

/** Remembers which runtime a plugin object carries, for `verifyJWT({ auth })`. */
export function registerJwtRuntime(plugin: object, runtime: JwtRuntime): void {
  runtimes.set(plugin, runtime);
}

/** The runtime of the `jwt()` plugin of an instance, or undefined when it has none. */
export function findJwtRuntime(plugins: readonly object[]): JwtRuntime | undefined {
  for (const plugin of plugins) {
    const runtime = runtimes.get(plugin);
    if (runtime) return runtime;
  }
  return undefined;
}
