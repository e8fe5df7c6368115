import type { AuthClient, PasskeyMethods } from '@portcullis/core/client';

/** A client created with `passkeyClient()` (`@portcullis/core/client`). */
export type PasskeyAuthClient = AuthClient & PasskeyMethods;

/** Whether `client` was created with `passkeyClient()`. */
export function hasPasskeyClient(client: AuthClient): client is PasskeyAuthClient {
  return 'passkey' in client && 'passkey' in client.signIn;
}

/**
 * `client`, known to have the passkey calls.
 *
 * @throws Error "{caller} requires passkeyClient() in createAuthClient({ plugins })…".
 */
export function requirePasskeyClient(client: AuthClient, caller: string): PasskeyAuthClient {
  if (hasPasskeyClient(client)) return client;
  throw new Error(
    `${caller} requires passkeyClient() in createAuthClient({ plugins }): create the client ` +
      'with createAuthClient({ plugins: [passkeyClient()] }), importing passkeyClient from ' +
      "'@portcullis/core/client'.",
  );
}
