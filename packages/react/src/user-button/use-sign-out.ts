'use client';

import type { AuthClient } from '@portcullis/core/client';

/**
 * Signs out through `client`, as `SignOutButton` does: a 400 `FAILED_TO_GET_SESSION` (the
 * session had already expired, or another tab signed out) counts as signed out.
 *
 * @returns the error to show, or null once signed out.
 */
export async function signOutOf(client: AuthClient): Promise<{ message: string } | null> {
  const result = await client.signOut();
  if (result.error && result.error.code !== 'FAILED_TO_GET_SESSION') return result.error;
  return null;
}
