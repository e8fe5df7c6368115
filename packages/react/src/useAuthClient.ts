'use client';

import type { AuthClient } from '@portcullis/core/client';
import { useContext } from 'react';
import { PortcullisContext } from './portcullis-context.js';

/**
 * The auth client given to the nearest `PortcullisProvider`, for calls the kit has no
 * component for (`client.$fetch`, plugin routes…).
 *
 * @throws Error "useAuthClient must be used inside <PortcullisProvider client={...}>" when there
 *   is no provider above.
 * @example
 * const client = useAuthClient();
 * await client.signOut();
 */
export function useAuthClient(): AuthClient {
  return useRequiredClient('useAuthClient');
}

/**
 * Reads the client from context on behalf of `caller` (a hook or component name), so the error
 * for a missing provider names what the developer actually used. Internal to the kit.
 */
export function useRequiredClient(caller: string): AuthClient {
  const client = useContext(PortcullisContext);
  if (!client) {
    throw new Error(
      `${caller} must be used inside <PortcullisProvider client={...}>. Create the client once ` +
        "with createAuthClient() from '@portcullis/core/client' and wrap your app in " +
        '<PortcullisProvider client={authClient}>.',
    );
  }
  return client;
}
