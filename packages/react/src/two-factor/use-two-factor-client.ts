'use client';

import { useClientFor } from '../admin/admin-client.js';
import { requireTwoFactorClient, type TwoFactorAuthClient } from './two-factor-client.js';

/**
 * The provider's client on behalf of `caller`, known to have the `client.twoFactor.*` calls. It
 * reaches the provider through the kit's public entry, like the admin entry, so an app that
 * loads both entries shares one React context.
 *
 * @throws Error "{caller} must be used inside <PortcullisProvider client={...}>…" without a
 *   provider above; "{caller} requires twoFactorClient()…" for a client without the plugin.
 */
export function useTwoFactorClient(caller: string): TwoFactorAuthClient {
  return requireTwoFactorClient(useClientFor(caller), caller);
}
