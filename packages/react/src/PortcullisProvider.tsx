'use client';

import type { AuthClient } from '@portcullis/core/client';
import type { ReactNode } from 'react';
import { PortcullisContext } from './portcullis-context.js';

/** Props of {@link PortcullisProvider}. */
export interface PortcullisProviderProps {
  /**
   * The client from `createAuthClient()`, with any plugins; create it once, at module level, not
   * in a render. The organization components need `organizationClient()`, the username fields
   * of the forms `usernameClient()`.
   */
  client: AuthClient;
  children?: ReactNode;
}

/**
 * Makes an auth client available to the hooks and forms below it (`useSession`,
 * `SignInForm`…). Mount it once near the root of the app.
 *
 * @example
 * const authClient = createAuthClient({ plugins: [usernameClient(), organizationClient()] });
 * createRoot(root).render(
 *   <PortcullisProvider client={authClient}>
 *     <App />
 *   </PortcullisProvider>,
 * );
 */
export function PortcullisProvider({ client, children }: PortcullisProviderProps) {
  return <PortcullisContext.Provider value={client}>{children}</PortcullisContext.Provider>;
}
