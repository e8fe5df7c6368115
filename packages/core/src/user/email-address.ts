import { z } from 'zod';
import { APIError, validationError } from '../errors/api-error.js';
import type { AuthContext } from '../kernel/auth-context.js';

/**
 * The longest email address that can be delivered, in characters: RFC 5321 §4.5.3.1.3 caps a
 * path at 256 octets, and the path is the address in angle brackets. The default of
 * `user.maxEmailLength`.
 */
export const MAX_EMAIL_LENGTH = 254;

const emailSchema = z.email();

/**
 * True when `email` is an address Portcullis accepts: at most `maxLength` characters (default
 * {@link MAX_EMAIL_LENGTH}) and of the shape `local@domain.tld`. The length is checked first, so
 * an oversized input never reaches the pattern.
 *
 * @example isValidEmail('ada@example.com') // true
 */
export function isValidEmail(email: string, maxLength: number = MAX_EMAIL_LENGTH): boolean {
  return email.length <= maxLength && emailSchema.safeParse(email).success;
}

/**
 * Checks an email address taken from a request, with the instance's `user.maxEmailLength`
 * (default 254): sign-up and sign-in, which answer INVALID_EMAIL in Better Auth 1.2.7 too, and
 * the organization plugin's invitations and member removal. The routes whose body validation
 * covers the address use {@link assertValidEmailField}.
 *
 * @throws APIError 400 INVALID_EMAIL 'Invalid email' for a malformed or too long address.
 * @see SPEC §5; RFC 5321 §4.5.3.1.3
 * @example
 * assertValidEmail(ctx.context, body.email.toLowerCase());
 */
export function assertValidEmail(context: Pick<AuthContext, 'options'>, email: string): void {
  if (!isValidEmail(email, context.options.user.maxEmailLength)) {
    throw new APIError('BAD_REQUEST', 'INVALID_EMAIL');
  }
}

/**
 * Checks an email address that a route's body validation covers in Better Auth 1.2.7
 * (`/forget-password`, `/send-verification-email`, `/change-email`): a malformed or too long
 * address fails like any body field, before the route checks anything but its redirect URLs.
 *
 * @throws APIError 400 VALIDATION_ERROR 'Invalid body parameters', `details` naming `field`.
 * @see SPEC §5 ("Body and query are validated")
 * @example
 * assertValidEmailField(ctx.context, body.newEmail.toLowerCase(), 'newEmail');
 */
export function assertValidEmailField(
  context: Pick<AuthContext, 'options'>,
  email: string,
  field: string,
): void {
  const maxLength = context.options.user.maxEmailLength;
  if (email.length > maxLength) {
    throw validationError('body', [
      { path: field, message: `Too big: expected string to have <=${maxLength} characters` },
    ]);
  }
  if (!isValidEmail(email, maxLength)) {
    throw validationError('body', [{ path: field, message: 'Invalid email' }]);
  }
}
