import type { ApiKeyMethods, AuthClient } from '@portcullis/core/client';

/** A client created with `apiKeyClient()` (`@portcullis/core/client`). */
export type ApiKeyAuthClient = AuthClient & ApiKeyMethods;

/** Whether `client` was created with `apiKeyClient()`. */
export function hasApiKeyClient(client: AuthClient): client is ApiKeyAuthClient {
  return 'apiKey' in client;
}

/**
 * `client`, known to have the API-key calls.
 *
 * @throws Error "{caller} requires apiKeyClient() in createAuthClient({ plugins })…".
 */
export function requireApiKeyClient(client: AuthClient, caller: string): ApiKeyAuthClient {
  if (hasApiKeyClient(client)) return client;
  throw new Error(
    `${caller} requires apiKeyClient() in createAuthClient({ plugins }): create the client ` +
      'with createAuthClient({ plugins: [apiKeyClient()] }), importing apiKeyClient from ' +
      "'@portcullis/core/client'.",
  );
}
