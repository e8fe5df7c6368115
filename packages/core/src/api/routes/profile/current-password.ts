import type { AuthContext } from '../../../context.js';
import { APIError } from '../../../errors/api-error.js';

/**
 * Checks a password the signed-in user typed against their credential account, for routes that
 * ask for it as proof (change-password, delete-user).
 *
 * @throws APIError 400 NO_PASSWORD_CREDENTIAL_FOUND 'No password credential found' when the user
 *   has no credential account or it holds no password; 400 INVALID_PASSWORD 'Invalid password'
 *   when it does not match.
 * @see SPEC §5 ("Password check"), §8
 */
export async function assertCurrentPassword(
  context: AuthContext,
  userId: string,
  password: string,
): Promise<void> {
  const account = await context.store.findCredentialAccount(userId);
  if (!account?.password) throw new APIError('BAD_REQUEST', 'NO_PASSWORD_CREDENTIAL_FOUND');
  const valid = await context.password.verify({ hash: account.password, password });
  if (!valid) throw new APIError('BAD_REQUEST', 'INVALID_PASSWORD');
}
