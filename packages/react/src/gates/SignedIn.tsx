'use client';

import type { ReactNode } from 'react';
import { useSession } from '../useSession.js';

/** Props of {@link SignedIn} and {@link SignedOut}. */
export interface SessionGateProps {
  /** What to show when the gate is open. */
  children?: ReactNode;
  /** What to show while the session is loading (the first load). Default: nothing. */
  fallback?: ReactNode;
}

/**
 * Shows its children only when the session is known to be there: nothing (or `fallback`) while
 * the session loads, nothing once it is known to be absent. A UI gate only: it hides things, the
 * server checks the session again on every call.
 *
 * @throws Error "useSession must be used inside <PortcullisProvider client={...}>…" without a
 *   provider above.
 * @example
 * <SignedIn fallback={<Spinner />}>
 *   <UserButton accountHref="/account" />
 * </SignedIn>
 */
export function SignedIn({ children, fallback = null }: SessionGateProps) {
  const { data, isPending } = useSession();
  if (isPending) return <>{fallback}</>;
  return data ? children : null;
}

/**
 * Shows its children only when the session is known to be absent (signed out): nothing (or
 * `fallback`) while the session loads, nothing while signed in.
 *
 * @throws Error "useSession must be used inside <PortcullisProvider client={...}>…" without a
 *   provider above.
 * @example
 * <SignedOut>
 *   <a href="/sign-in">Sign in</a>
 * </SignedOut>
 */
export function SignedOut({ children, fallback = null }: SessionGateProps) {
  const { data, isPending } = useSession();
  if (isPending) return <>{fallback}</>;
  return data ? null : children;
}
