import {
  APIError,
  type EndpointContext,
  type GenericProfile,
  type OAuthProvider,
} from '../../plugin/index.js';
import { GENERIC_OAUTH_ERROR_CODES } from './error-codes.js';

/**
 * The provider's authorization URL for a started flow, as a string.
 *
 * @throws APIError 400 INVALID_OAUTH_CONFIGURATION when the provider has no endpoints or its
 *   discovery document cannot be read (logged).
 */
export async function authorizationURL(
  ctx: EndpointContext<any, any>,
  provider: OAuthProvider<GenericProfile> | undefined,
  input: { state: string; codeVerifier: string; scopes?: string[] },
  configScopes: readonly string[] = [],
): Promise<string> {
  const invalid = () =>
    new APIError('BAD_REQUEST', {
      code: 'INVALID_OAUTH_CONFIGURATION',
      message: GENERIC_OAUTH_ERROR_CODES.INVALID_OAUTH_CONFIGURATION,
    });
  if (!provider?.options.redirectURI) throw invalid();
  try {
    const url = await provider.createAuthorizationURL({
      ...input,
      redirectURI: provider.options.redirectURI,
    });
    // Better Auth's order: the request's scopes, then the config's.
    const scopes = [...new Set([...(input.scopes ?? []), ...configScopes])];
    if (scopes.length > 0) url.searchParams.set('scope', scopes.join(' '));
    return url.toString();
  } catch (error) {
    ctx.context.logger.error(`Unable to build the ${provider.id} authorization URL`, error);
    throw invalid();
  }
}
