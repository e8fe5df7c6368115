'use client';

import type { AuthClient } from '@portcullis/core/client';
import { useContext } from 'react';
import { PortcullisContext } from './portcullis-context.js';

/**
 * Declare your client's type here, once, to have {@link useAuthClient} return it with its
 * plugins' calls and fields (the provider itself accepts any client):
 *
 * @example
 * // auth-client.ts
 * export const authClient = createAuthClient({ plugins: [organizationClient()] });
 * declare module '@portcullis/react' {
 *   interface Register {
 *     authClient: typeof authClient;
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the app's declaration merging.
export interface Register {}

/** The client type declared in {@link Register}, else any client (core calls only). */
export type RegisteredAuthClient = Register extends { authClient: infer C extends AuthClient }
  ? C
  : AuthClient;

/**
 * The auth client given to the nearest `PortcullisProvider`, for calls the kit has no
 * component for (`client.$fetch`, plugin calls…). Typed as the client declared in
 * {@link Register}, else as any client (the core calls).
 *
 * @throws Error "useAuthClient must be used inside <PortcullisProvider client={...}>" when there
 *   is no provider above.
 * @example
 * const client = useAuthClient();
 * await client.signOut();
 */
export function useAuthClient(): RegisteredAuthClient {
  // The provider holds the app's one client; `Register` is the app's word for its type.
  return useRequiredClient('useAuthClient') as RegisteredAuthClient;
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
