import { APIError, type AuthContext } from '../../plugin/index.js';

/**
 * Checks the signed-in user's password (Better Auth's `validatePassword`).
 *
 * @throws APIError 400 INVALID_PASSWORD 'Invalid password' when it does not match or the user
 *   has no password.
 */
export async function assertPassword(context: AuthContext, userId: string, password: string) {
  const account = await context.store.findCredentialAccount(userId);
  const valid =
    !!account?.password && (await context.password.verify({ hash: account.password, password }));
  if (!valid) throw new APIError('BAD_REQUEST', 'INVALID_PASSWORD');
}
