'use client';

import type {
  AcceptInvitationResult,
  ClientResult,
  FullOrganization,
  GetInvitationResult,
  ListOrganizationsResult,
  MemberWithUser,
  PermissionRequest,
  RejectInvitationResult,
} from '@portcullis/core/client';
import { useCallback, useMemo } from 'react';
import {
  type QueryResult,
  useOrganizationQuery,
  useOrganizationScope,
} from './organization/use-organization-query.js';

/** What {@link useListOrganizations} returns. */
export type UseListOrganizationsResult = QueryResult<ListOrganizationsResult>;

/**
 * The signed-in user's organizations, oldest membership first: `{ data, isPending, error,
 * refetch }`. Loads on mount and when another user signs in; `data` is `null` while signed out.
 * Components under one provider share the list; the kit's components reload it after changes.
 *
 * @throws Error "useListOrganizations must be used inside <PortcullisProvider client={...}>"; Error
 *   "useListOrganizations requires organizationClient() in createAuthClient({ plugins })…".
 * @example
 * const { data } = useListOrganizations();
 * return data?.map((org) => <li key={org.id}>{org.name}</li>);
 */
export function useListOrganizations(): UseListOrganizationsResult {
  const scope = useOrganizationScope('useListOrganizations');
  const key = scope.userId ? `list:${scope.userId}` : null;
  return useOrganizationQuery(scope, key, (client) => client.organization.list());
}

/** What {@link useActiveOrganization} returns. */
export type UseActiveOrganizationResult = QueryResult<FullOrganization> & {
  /** Makes another organization active (`null`: none, "personal"); the session follows. */
  setActive: (organizationId: string | null) => Promise<ClientResult<unknown>>;
};

/**
 * The session's active organization with its first members, pending invitations and teams
 * (`getFullOrganization`), or `data: null` when none is active. Reloads when the active
 * organization changes (`setActive`, creating one, accepting an invitation).
 *
 * @throws Error "useActiveOrganization must be used inside <PortcullisProvider client={...}>"; Error
 *   "useActiveOrganization requires organizationClient() in createAuthClient({ plugins })…".
 * @example
 * const { data: org } = useActiveOrganization();
 * return <h1>{org ? org.name : 'Personal account'}</h1>;
 */
export function useActiveOrganization(): UseActiveOrganizationResult {
  const scope = useOrganizationScope('useActiveOrganization');
  const { userId, activeOrganizationId, client } = scope;
  const key = userId && activeOrganizationId ? `full:${userId}:${activeOrganizationId}` : null;
  const query = useOrganizationQuery(scope, key, (c) =>
    c.organization.getFullOrganization({ organizationId: activeOrganizationId ?? undefined }),
  );
  const setActive = useCallback(
    async (organizationId: string | null) => {
      const result = await client.organization.setActive({ organizationId });
      if (!result.error) await scope.cache.invalidate();
      return result;
    },
    [client, scope.cache],
  );
  return useMemo(() => ({ ...query, setActive }), [query, setActive]);
}

/** What {@link useActiveMember} returns. */
export type UseActiveMemberResult = QueryResult<MemberWithUser>;

/**
 * The caller's member row in the active organization (`{ id, role, user, … }`), or `data: null`
 * when none is active. Use its `role` with `checkRolePermission` to show or hide UI.
 *
 * @throws Error "useActiveMember must be used inside <PortcullisProvider client={...}>"; Error
 *   "useActiveMember requires organizationClient() in createAuthClient({ plugins })…".
 * @example
 * const { data: member } = useActiveMember();
 * if (member?.role === 'owner') showDangerZone();
 */
export function useActiveMember(): UseActiveMemberResult {
  const scope = useOrganizationScope('useActiveMember');
  const { userId, activeOrganizationId } = scope;
  const key = userId && activeOrganizationId ? `member:${userId}:${activeOrganizationId}` : null;
  return useOrganizationQuery(scope, key, (c) => c.organization.getActiveMember());
}

/** What {@link useInvitation} returns. */
export type UseInvitationResult = QueryResult<GetInvitationResult> & {
  /**
   * Joins the organization (it becomes active); organization data everywhere reloads, except the
   * invitation itself, which keeps its last `data`.
   */
  accept: () => Promise<ClientResult<AcceptInvitationResult>>;
  /** Declines the invitation; like `accept`, it leaves the invitation's `data` as it was. */
  reject: () => Promise<ClientResult<RejectInvitationResult>>;
};

/**
 * An invitation addressed to the signed-in user, with `organizationName`, `organizationSlug` and
 * `inviterEmail`, plus `accept` and `reject`. `error` is 404 `INVITATION_NOT_FOUND` (unknown,
 * answered or expired) or 403 `YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION`. Once answered here,
 * the invitation is not fetched again while it is on screen (the server would answer 404); a
 * later mount asks afresh.
 *
 * @throws Error "useInvitation must be used inside <PortcullisProvider client={...}>"; Error
 *   "useInvitation requires organizationClient() in createAuthClient({ plugins })…".
 * @example
 * const { data, accept } = useInvitation(params.id);
 */
export function useInvitation(invitationId: string): UseInvitationResult {
  const scope = useOrganizationScope('useInvitation');
  const { userId, client, cache } = scope;
  const key = userId ? `invitation:${userId}:${invitationId}` : null;
  const query = useOrganizationQuery(scope, key, (c) =>
    c.organization.getInvitation({ id: invitationId }),
  );
  return useMemo(() => {
    const answered = () => {
      // Answered, it is gone from get-invitation: reloading it could only log a 404.
      if (key) cache.retire(key);
      void cache.invalidate();
    };
    return {
      ...query,
      async accept() {
        const result = await client.organization.acceptInvitation({ invitationId });
        if (!result.error) answered();
        return result;
      },
      async reject() {
        const result = await client.organization.rejectInvitation({ invitationId });
        if (!result.error) answered();
        return result;
      },
    };
  }, [query, client, cache, invitationId, key]);
}

/** What {@link useHasPermission} returns. */
export interface UseHasPermissionResult {
  /** Whether the caller's role in the active organization grants every action asked for. */
  allowed: boolean;
  isPending: boolean;
  /**
   * Why not, when known: the request's error message (e.g. a network failure). Null for a plain
   * refusal: the server's has-permission answers `error: null`, as Better Auth 1.2.7 does.
   */
  reason: string | null;
}

/**
 * Whether the signed-in user's role in the active organization grants `permissions` (every
 * action listed), asked of the server (`hasPermission`), so custom roles count. `allowed` is
 * false while loading, signed out or with no active organization. Use it to hide actions; the
 * server checks again on every call.
 *
 * @throws Error "useHasPermission must be used inside <PortcullisProvider client={...}>"; Error
 *   "useHasPermission requires organizationClient() in createAuthClient({ plugins })…".
 * @example
 * const { allowed } = useHasPermission({ member: ['delete'] });
 * return allowed ? <button>Remove</button> : null;
 */
export function useHasPermission(permissions: PermissionRequest): UseHasPermissionResult {
  const scope = useOrganizationScope('useHasPermission');
  const { userId, activeOrganizationId } = scope;
  const asked = JSON.stringify(permissions);
  const key =
    userId && activeOrganizationId ? `permission:${userId}:${activeOrganizationId}:${asked}` : null;
  const query = useOrganizationQuery(scope, key, (c) =>
    c.organization.hasPermission({
      permissions: JSON.parse(asked) as Record<string, string[]>,
      organizationId: activeOrganizationId ?? undefined,
    }),
  );
  return useMemo(
    () => ({
      allowed: query.data?.success === true,
      isPending: query.isPending,
      reason: query.data?.error ?? query.error?.message ?? null,
    }),
    [query],
  );
}
