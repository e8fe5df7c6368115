import type { AuthClient, ClientResult, TwoFactorMethods } from '@portcullis/core/client';

type Calls = TwoFactorMethods['twoFactor'];
type DataOf<Call extends (...args: never[]) => Promise<ClientResult<unknown>>> = NonNullable<
  Awaited<ReturnType<Call>>['data']
>;

/**
 * What a passed two-factor challenge answers (`verifyTotp`, `verifyOtp`, `verifyBackupCode`):
 * Better Auth 1.2.7's `{ token, user: { id, email, emailVerified, name, image, createdAt,
 * updatedAt } }`.
 */
export type TwoFactorVerifyResult = DataOf<Calls['verifyTotp']> | DataOf<Calls['verifyBackupCode']>;

/** A client created with `twoFactorClient()` (`@portcullis/core/client`). */
export type TwoFactorAuthClient = AuthClient & TwoFactorMethods;

function hasTwoFactor(client: AuthClient): client is TwoFactorAuthClient {
  return 'twoFactor' in client;
}

/**
 * `client`, known to have the `client.twoFactor.*` calls.
 *
 * @throws Error "{caller} requires twoFactorClient() in createAuthClient({ plugins })…".
 */
export function requireTwoFactorClient(client: AuthClient, caller: string): TwoFactorAuthClient {
  if (hasTwoFactor(client)) return client;
  throw new Error(
    `${caller} requires twoFactorClient() in createAuthClient({ plugins }): create the client ` +
      'with createAuthClient({ plugins: [twoFactorClient()] }), importing twoFactorClient from ' +
      "'@portcullis/core/client'.",
  );
}

/** Whether the session's user has two-factor authentication on (`user.twoFactorEnabled`). */
export function isTwoFactorEnabled(user: object | null | undefined): boolean {
  return (user as { twoFactorEnabled?: unknown } | null | undefined)?.twoFactorEnabled === true;
}
