'use client';

import type { AuthClient, ClientResult } from '@portcullis/core/client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type OrganizationAuthClient, requireOrganizationClient } from '../require-plugin.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import {
  createOrganizationCache,
  type OrganizationCache,
  type QueryState,
} from './organization-cache.js';

// One cache per client, so every component showing organization data sees a change at once.
const caches = new WeakMap<AuthClient, OrganizationCache>();

/** The organization cache of `client`. */
export function cacheOf(client: AuthClient): OrganizationCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = createOrganizationCache();
    caches.set(client, cache);
  }
  return cache;
}

const PENDING: QueryState<never> = Object.freeze({ data: null, isPending: true, error: null });
const IDLE: QueryState<never> = Object.freeze({ data: null, isPending: false, error: null });
const getServerSnapshot = () => PENDING;
const noSubscribe = () => () => {};

/** What the organization hooks return: the state plus `refetch`. */
export type QueryResult<T> = QueryState<T> & { refetch: () => Promise<void> };

/** Who is signed in and which organization their session has active. */
export interface OrganizationScope {
  client: OrganizationAuthClient;
  cache: OrganizationCache;
  userId: string | null;
  activeOrganizationId: string | null;
  isSessionPending: boolean;
}

/**
 * The client from the provider, checked to have the organization calls.
 *
 * @throws Error "{caller} requires organizationClient() in createAuthClient({ plugins })…" for a
 *   client created without the organization plugin.
 */
export function useOrganizationClient(caller: string): OrganizationAuthClient {
  return requireOrganizationClient(useRequiredClient(caller), caller);
}

/**
 * The client, its cache, the signed-in user and the session's active organization.
 *
 * @throws Error "{caller} requires organizationClient() in createAuthClient({ plugins })…" for a
 *   client created without the organization plugin.
 */
export function useOrganizationScope(caller: string): OrganizationScope {
  const client = useOrganizationClient(caller);
  const session = useSession();
  // The kit's client type is any client, whose session type has no plugin fields.
  const activeOrganizationId =
    (session.data?.session as { activeOrganizationId?: string | null } | undefined)
      ?.activeOrganizationId ?? null;
  return {
    client,
    cache: cacheOf(client),
    userId: session.data?.user.id ?? null,
    activeOrganizationId,
    isSessionPending: session.isPending,
  };
}

/**
 * Binds one cached query. `key` null means "nothing to load" (signed out, no active
 * organization): the state is then idle, or pending while the session itself loads.
 */
export function useOrganizationQuery<T>(
  scope: OrganizationScope,
  key: string | null,
  fetcher: (client: OrganizationAuthClient) => Promise<ClientResult<T>>,
): QueryResult<T> {
  const { cache, client, isSessionPending } = scope;
  const entry = key ? cache.entry(key, () => fetcher(client)) : null;
  const state = useSyncExternalStore(
    entry ? entry.subscribe : noSubscribe,
    entry ? entry.getSnapshot : () => (isSessionPending ? PENDING : IDLE),
    getServerSnapshot,
  ) as QueryState<T>;
  useEffect(() => {
    if (entry) void entry.load();
  }, [entry]);
  return useMemo(
    () => ({ ...state, refetch: entry ? entry.refetch : async () => {} }),
    [state, entry],
  );
}
