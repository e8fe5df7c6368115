import { APIError, validationError } from '../errors/api-error.js';
import type { AuthContext } from '../kernel/auth-context.js';
import { providerFactories } from '../providers/index.js';
import type { OAuthProvider } from '../providers/types.js';

/**
 * The configured provider with this id.
 *
 * @throws APIError 404 'Provider not found' (PROVIDER_NOT_FOUND), as Better Auth answers.
 * @see SPEC §8
 */
export function requireProvider(context: AuthContext, id: string): OAuthProvider<any> {
  const provider = context.socialProviders.get(id);
  if (!provider) throw new APIError('NOT_FOUND', 'PROVIDER_NOT_FOUND');
  return provider;
}

/**
 * The configured provider a `/sign-in/social` or `/link-social` body names. Better Auth 1.2.7
 * validates `provider` against its built-in provider ids, so any other id that is not configured
 * (a custom provider object may use one) is bad input rather than an unknown provider.
 *
 * @throws APIError 400 VALIDATION_ERROR 'Invalid body parameters' for an id that is neither
 *   built in nor configured; 404 'Provider not found' for a built-in one not configured.
 * @see SPEC §5, §8
 */
export function requireRequestedProvider(context: AuthContext, id: string): OAuthProvider<any> {
  if (!context.socialProviders.has(id) && !Object.hasOwn(providerFactories, id)) {
    throw validationError('body', [{ path: 'provider', message: 'Unknown provider' }]);
  }
  return requireProvider(context, id);
}

/**
 * The redirect URI of a provider: its `redirectURI` option, else `{baseURL}/callback/{id}`.
 * The authorization request and the code exchange must send the same one (RFC 6749 §4.1.3).
 */
export function redirectURIOf(context: AuthContext, provider: OAuthProvider<any>): string {
  return provider.options.redirectURI ?? `${context.options.baseURL}/callback/${provider.id}`;
}
