'use client';

import type { MemberWithUser, PermissionRequest, Session, User } from '@portcullis/core/client';
import type { ReactNode } from 'react';
import { useRequiredClient } from '../useAuthClient.js';
import { useActiveMember, useHasPermission } from '../useOrganization.js';
import { useSession } from '../useSession.js';
import {
  type AuthorizingRole,
  hasAnyRole,
  rolesGrant,
  useUserPermission,
} from './user-permission.js';

/** What a {@link ProtectProps.condition} receives. */
export interface ProtectConditionInput {
  session: Session & Record<string, unknown>;
  user: User & Record<string, unknown>;
  /**
   * The caller's member row in the active organization; `null` when none is active, or when the
   * client has no `organizationClient()`.
   */
  activeMember: MemberWithUser | null;
}

/** Props of {@link Protect}. Every check given must pass. */
export interface ProtectProps {
  /** What to show when every check passes. */
  children?: ReactNode;
  /** What to show while loading, signed out, or refused. Default: nothing. */
  fallback?: ReactNode;
  /**
   * The user's role from the admin plugin (`user.role`, comma-separated roles as Better Auth
   * stores them): a string or a list, any one of which passes.
   */
  userRole?: string | readonly string[];
  /**
   * @deprecated Use `userRole`: the same check. Biome's recommended rule
   * `lint/a11y/useValidAriaRole` reads a `role` prop on any JSX element, components included,
   * as an ARIA role and flags `role="admin"`. Given with `userRole`, both must pass.
   */
  role?: string | readonly string[];
  /**
   * User-level permissions (admin plugin), e.g. `{ user: ['ban'] }`: every action listed is
   * needed. Asked of the server (`client.admin.hasPermission`, needs `adminClient()`), unless
   * `roles` is given.
   */
  permission?: PermissionRequest;
  /**
   * The app's admin access-control roles (`{ admin: adminRole, support: supportRole }`, built
   * with `createAccessControl` from `@portcullis/core/client`, as given to `admin({ roles })`):
   * `permission` is then checked in the browser with the server's pure check, no request. The
   * server's `adminUserIds` are not known there.
   */
  roles?: Readonly<Record<string, AuthorizingRole>>;
  /** The role used for a user with no `role`. Default: `'user'` (the admin plugin's default). */
  defaultRole?: string;
  /**
   * The caller's role in the active organization (`useActiveMember`, comma-separated roles):
   * a string or a list, any one of which passes. Needs `organizationClient()`.
   */
  organizationRole?: string | readonly string[];
  /**
   * Permissions in the active organization, asked of the server (`useHasPermission`), so custom
   * roles count. Needs `organizationClient()`.
   */
  organizationPermission?: PermissionRequest;
  /** A last check: a predicate over the session, user and active member. */
  condition?: (input: ProtectConditionInput) => boolean;
}

type Found = { session: ProtectConditionInput['session']; user: ProtectConditionInput['user'] };

/**
 * Shows its children only when the signed-in user passes every check given — `userRole`,
 * `permission`, `organizationRole`, `organizationPermission`, `condition` — else `fallback`
 * (default nothing), which also shows while the session or a check loads. With no check, it
 * shows its children to any signed-in user.
 *
 * **A UI gate only**: it hides what the user may not use, nothing more. Anyone can call the
 * server directly, so the server checks again on every call (the admin and organization routes
 * do), and pages must check on the server before rendering their data (`protect` /
 * `protectPage` in `@portcullis/core`).
 *
 * @throws Error without a provider above; Error "Protect requires adminClient()…" for
 *   `permission` without `roles` on a client without the admin plugin; Error "useActiveMember
 *   requires organizationClient()…" for an organization check on a client without it.
 * @example
 * <Protect userRole="admin" fallback={<p>Admins only.</p>}>
 *   <AdminLink />
 * </Protect>
 * <Protect organizationPermission={{ member: ['delete'] }}>
 *   <RemoveMemberButton />
 * </Protect>
 */
export function Protect(props: ProtectProps) {
  const { data, isPending } = useSession();
  const fallback = <>{props.fallback ?? null}</>;
  if (isPending || !data) return fallback;
  const found = data as unknown as Found;
  for (const role of [props.userRole, props.role]) {
    if (role !== undefined && !hasAnyRole(found.user.role, role)) return fallback;
  }
  return <UserPermissionGate {...props} found={found} />;
}

type GateProps = ProtectProps & { found: Found };

function UserPermissionGate(props: GateProps) {
  const { found, permission, roles } = props;
  const asked = permission !== undefined && !roles;
  const state = useUserPermission('Protect', found.user, permission, !asked);
  if (permission !== undefined) {
    const allowed = roles
      ? rolesGrant(roles, found.user.role, permission, props.defaultRole)
      : state.allowed;
    if (!allowed) return <>{props.fallback ?? null}</>;
  }
  return <OrganizationGateSwitch {...props} />;
}

function OrganizationGateSwitch(props: GateProps) {
  const client = useRequiredClient('Protect');
  const organizationChecks =
    props.organizationRole !== undefined || props.organizationPermission !== undefined;
  // Without organization checks, the condition still sees the member when the client can load it.
  if (organizationChecks || (props.condition && 'organization' in client)) {
    return <MemberGate {...props} />;
  }
  return <Final {...props} activeMember={null} />;
}

function MemberGate(props: GateProps) {
  const member = useActiveMember();
  const fallback = <>{props.fallback ?? null}</>;
  if (member.isPending) return fallback;
  const activeMember = member.data;
  const organizationChecks =
    props.organizationRole !== undefined || props.organizationPermission !== undefined;
  if (organizationChecks && !activeMember) return fallback;
  if (
    props.organizationRole !== undefined &&
    !hasAnyRole(activeMember?.role, props.organizationRole)
  ) {
    return fallback;
  }
  if (props.organizationPermission !== undefined) {
    return (
      <OrganizationPermissionGate
        {...props}
        organizationPermission={props.organizationPermission}
        activeMember={activeMember}
      />
    );
  }
  return <Final {...props} activeMember={activeMember} />;
}

function OrganizationPermissionGate(
  props: GateProps & {
    organizationPermission: PermissionRequest;
    activeMember: MemberWithUser | null;
  },
) {
  const { allowed, isPending } = useHasPermission(props.organizationPermission);
  if (isPending || !allowed) return <>{props.fallback ?? null}</>;
  return <Final {...props} />;
}

function Final({
  found,
  activeMember,
  condition,
  children,
  fallback,
}: GateProps & { activeMember: MemberWithUser | null }) {
  if (condition && !condition({ ...found, activeMember })) return <>{fallback ?? null}</>;
  return <>{children}</>;
}
