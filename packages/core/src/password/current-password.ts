import { APIError } from '../errors/api-error.js';
import type { AuthContext } from '../kernel/auth-context.js';

/**
 * Checks a password the signed-in user typed against their credential account, for routes that
 * ask for it as proof (change-password, delete-user).
 *
 * @param missing The code when the user has no credential account or it holds no password:
 *   'No password credential found' (SPEC §5's password check) by default; change-password
 *   passes CREDENTIAL_ACCOUNT_NOT_FOUND, Better Auth 1.2.7's answer there.
 * @throws APIError 400 `missing` when there is no password to check; 400 INVALID_PASSWORD
 *   'Invalid password' when it does not match.
 * @see SPEC §5 ("Password check"), §8
 */
export async function assertCurrentPassword(
  context: AuthContext,
  userId: string,
  password: string,
  missing:
    | 'NO_PASSWORD_CREDENTIAL_FOUND'
    | 'CREDENTIAL_ACCOUNT_NOT_FOUND' = 'NO_PASSWORD_CREDENTIAL_FOUND',
): Promise<void> {
  const account = await context.store.findCredentialAccount(userId);
  if (!account?.password) throw new APIError('BAD_REQUEST', missing);
  const valid = await context.password.verify({ hash: account.password, password });
  if (!valid) throw new APIError('BAD_REQUEST', 'INVALID_PASSWORD');
}
