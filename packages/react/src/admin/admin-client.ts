'use client';

import type { AdminMethods, AuthClient } from '@portcullis/core/client';
import { useAuthClient } from '@portcullis/react';

// The admin entry reaches the provider through the kit's public entry (not a relative import),
// so an app that loads both entries, as ESM or CommonJS, shares one React context.

/** A client created with `adminClient()` (`@portcullis/core/client`). */
export type AdminAuthClient = AuthClient & AdminMethods;

function hasAdmin(client: AuthClient): client is AdminAuthClient {
  return 'admin' in client;
}

/**
 * `client`, known to have the `client.admin.*` calls.
 *
 * @throws Error "{caller} requires adminClient() in createAuthClient({ plugins })…".
 */
export function requireAdminClient(client: AuthClient, caller: string): AdminAuthClient {
  if (hasAdmin(client)) return client;
  throw new Error(
    `${caller} requires adminClient() in createAuthClient({ plugins }): create the client with ` +
      "createAuthClient({ plugins: [adminClient()] }), importing adminClient from '@portcullis/core/client'.",
  );
}

/**
 * The provider's client on behalf of `caller` (a component or hook name), for the calls every
 * client has (`listAuditEvents`, the session).
 *
 * @throws Error "{caller} must be used inside <PortcullisProvider client={...}>…" without a
 *   provider above.
 */
export function useClientFor(caller: string): AuthClient {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render; the catch only names the caller.
    return useAuthClient();
  } catch {
    throw new Error(
      `${caller} must be used inside <PortcullisProvider client={...}>. Create the client once ` +
        "with createAuthClient() from '@portcullis/core/client' and wrap your app in " +
        '<PortcullisProvider client={authClient}>.',
    );
  }
}

/**
 * The provider's client, checked to have `adminClient()`'s calls.
 *
 * @throws Error "{caller} must be used inside <PortcullisProvider…>" without a provider;
 *   "{caller} requires adminClient()…" for a client created without the admin plugin.
 */
export function useAdminClient(caller: string): AdminAuthClient {
  return requireAdminClient(useClientFor(caller), caller);
}
