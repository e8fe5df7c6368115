'use client';

import type { AdminMethods, AuthClient, PermissionRequest } from '@portcullis/core/client';
import { useEffect, useState } from 'react';
import { useRequiredClient } from '../useAuthClient.js';

/** What a role needs for the client-side check: `authorize`, as `createAccessControl` roles have. */
export interface AuthorizingRole {
  authorize(request: PermissionRequest): { success: boolean };
}

/** Whether a comma-separated `stored` role list holds any of `wanted`. */
export function hasAnyRole(stored: unknown, wanted: string | readonly string[]): boolean {
  if (typeof stored !== 'string' || stored === '') return false;
  const held = stored.split(',').map((role) => role.trim());
  return (typeof wanted === 'string' ? [wanted] : wanted).some((role) => held.includes(role));
}

/**
 * The admin plugin's pure check: any one of the user's roles (`user.role`, comma-separated;
 * `defaultRole` when empty) grants every action asked for; roles not in `roles` grant nothing.
 * The server's `adminUserIds` are unknown here.
 */
export function rolesGrant(
  roles: Readonly<Record<string, AuthorizingRole>>,
  role: unknown,
  permissions: PermissionRequest,
  defaultRole = 'user',
): boolean {
  const held = (typeof role === 'string' && role !== '' ? role : defaultRole).split(',');
  return held.some(
    (name) => Object.hasOwn(roles, name) && roles[name]?.authorize(permissions).success === true,
  );
}

function adminOf(client: AuthClient): (AuthClient & AdminMethods) | null {
  return 'admin' in client ? (client as AuthClient & AdminMethods) : null;
}

/** Loading state of a permission asked of the server. */
export interface PermissionState {
  allowed: boolean;
  isPending: boolean;
}

/**
 * Whether the signed-in `user` has the user-level `permissions`, asked of the server
 * (`client.admin.hasPermission`, so `adminUserIds` and custom roles count) — or `skip` to ask
 * nothing. Refused (not pending) on a failed request.
 *
 * @throws Error "{caller} requires adminClient() in createAuthClient({ plugins })…" for a client
 *   without the admin plugin (unless `skip`).
 */
export function useUserPermission(
  caller: string,
  user: { id: string; role?: unknown } | null,
  permissions: PermissionRequest | undefined,
  skip: boolean,
): PermissionState {
  const client = useRequiredClient(caller);
  const admin = skip || !permissions ? null : adminOf(client);
  if (!skip && permissions && !admin) {
    throw new Error(
      `${caller} requires adminClient() in createAuthClient({ plugins }) for a permission ` +
        'check (or pass the access-control roles to check in the browser).',
    );
  }
  // The role is part of the key: a role changed by an admin (then `refetch`) is asked again.
  const who = user ? JSON.stringify([user.id, user.role ?? null]) : null;
  const asked = permissions && who && !skip ? `${who}\n${JSON.stringify(permissions)}` : null;
  const [answer, setAnswer] = useState<{ key: string; allowed: boolean } | null>(null);
  useEffect(() => {
    if (!asked || !admin) return;
    let current = true;
    const body = { permissions: JSON.parse(asked.slice(asked.indexOf('\n') + 1)) };
    void admin.admin.hasPermission(body).then((result) => {
      if (current) setAnswer({ key: asked, allowed: result.data?.success === true });
    });
    return () => {
      current = false;
    };
  }, [asked, admin]);
  if (!asked) return { allowed: false, isPending: false };
  if (answer?.key !== asked) return { allowed: false, isPending: true };
  return { allowed: answer.allowed, isPending: false };
}
