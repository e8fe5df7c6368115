import type { AnonymousMethods, AuthClient } from '@portcullis/core/client';

/** A client created with `anonymousClient()`. */
export type AnonymousAuthClient = AuthClient & AnonymousMethods;

/** Whether `client` was created with `anonymousClient()` (it has `signIn.anonymous`). */
export function hasAnonymousClient(client: AuthClient): client is AnonymousAuthClient {
  return 'anonymous' in client.signIn;
}

/** Whether `user` is a guest: signed in with `signIn.anonymous()` (`isAnonymous: true`). */
export function isGuest(user: object | null | undefined): boolean {
  return (user as { isAnonymous?: boolean | null } | null | undefined)?.isAnonymous === true;
}
