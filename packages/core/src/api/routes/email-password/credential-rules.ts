import { z } from 'zod';
import type { AuthContext } from '../../../context.js';
import { APIError } from '../../../errors/api-error.js';

const emailSchema = z.email();

/**
 * Checks an email address (SPEC §5).
 *
 * @throws APIError 400 INVALID_EMAIL 'Invalid email'
 */
export function assertValidEmail(email: string): void {
  if (!emailSchema.safeParse(email).success) throw new APIError('BAD_REQUEST', 'INVALID_EMAIL');
}

/**
 * Checks a new password's length against `minPasswordLength`/`maxPasswordLength`
 * (default 8 to 128 characters, SPEC §5).
 *
 * @throws APIError 400 PASSWORD_TOO_SHORT 'Password too short' / PASSWORD_TOO_LONG 'Password too long'
 */
export function assertPasswordLength(context: AuthContext, password: string): void {
  const { minPasswordLength, maxPasswordLength } = context.options.emailAndPassword;
  if (password.length < minPasswordLength) throw new APIError('BAD_REQUEST', 'PASSWORD_TOO_SHORT');
  if (password.length > maxPasswordLength) throw new APIError('BAD_REQUEST', 'PASSWORD_TOO_LONG');
}
