import type { AuthContext } from '../context.js';
import { APIError } from '../errors/api-error.js';
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
 * The redirect URI of a provider: its `redirectURI` option, else `{baseURL}/callback/{id}`.
 * The authorization request and the code exchange must send the same one (RFC 6749 §4.1.3).
 */
export function redirectURIOf(context: AuthContext, provider: OAuthProvider<any>): string {
  return provider.options.redirectURI ?? `${context.options.baseURL}/callback/${provider.id}`;
}
