import { OAuthRequestError } from './errors.js';
import { fetchWithTimeout } from './fetch-with-timeout.js';

/** The fields of an OpenID Provider's metadata that Portcullis reads (OIDC Discovery §3). */
export interface ProviderMetadata {
  issuer?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  userinfo_endpoint?: string;
  jwks_uri?: string;
  [field: string]: unknown;
}

/**
 * A lazy, cached reader of an OpenID Provider's metadata (`/.well-known/openid-configuration`):
 * the document is fetched on first use, once; a failed fetch is not cached, so the next use
 * tries again. `headers` are sent with the request (some providers want a client id there).
 *
 * @throws OAuthRequestError (from the returned function) `network`, `http`, or `response` for a
 *   body that is not a JSON object.
 * @see OpenID Connect Discovery 1.0 §4
 * @example
 * const metadata = createDiscovery('https://idp.example/.well-known/openid-configuration');
 * const { token_endpoint } = await metadata();
 */
export function createDiscovery(
  discoveryURL: string,
  headers?: Record<string, string>,
): () => Promise<ProviderMetadata> {
  let cached: Promise<ProviderMetadata> | undefined;
  return () => {
    cached ??= fetchMetadata(discoveryURL, headers).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

async function fetchMetadata(
  url: string,
  headers?: Record<string, string>,
): Promise<ProviderMetadata> {
  const response = await fetchWithTimeout(url, {
    headers: { accept: 'application/json', ...headers },
  });
  if (!response.ok) {
    throw new OAuthRequestError('http', `Discovery document answered HTTP ${response.status}`, {
      status: response.status,
    });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new OAuthRequestError('response', 'Discovery document is not a JSON object');
  }
  return json as ProviderMetadata;
}
