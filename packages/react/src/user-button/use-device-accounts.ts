'use client';

import type { AuthClient, DeviceSession, MultiSessionMethods } from '@portcullis/core/client';
import { useEffect, useState } from 'react';

/** A client created with `multiSessionClient()`. */
export type MultiSessionAuthClient = AuthClient & MultiSessionMethods;

/** True when `client` was created with `multiSessionClient()`. */
export function hasMultiSession(client: AuthClient): client is MultiSessionAuthClient {
  return 'multiSession' in client;
}

/**
 * The accounts signed in on this browser (`client.multiSession.listDeviceSessions()`), loaded
 * while `enabled` (the menu is open) and again when the active session changes; `null` until
 * loaded, and when the list cannot be had (the server lacks `multiSession()`), so callers show
 * no switcher rather than an error.
 */
export function useDeviceAccounts(
  client: AuthClient,
  enabled: boolean,
  activeToken: string,
): DeviceSession[] | null {
  const [accounts, setAccounts] = useState<DeviceSession[] | null>(null);
  useEffect(() => {
    // Signed out (no active token): nothing to list.
    if (!enabled || activeToken === '' || !hasMultiSession(client)) return;
    let current = true;
    void client.multiSession.listDeviceSessions().then(({ data }) => {
      if (current) setAccounts(data ?? null);
    });
    return () => {
      current = false;
    };
  }, [client, enabled, activeToken]);
  return accounts;
}
