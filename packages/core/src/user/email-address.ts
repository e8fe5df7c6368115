import { z } from 'zod';
import type { AuthContext } from '../context.js';
import { APIError } from '../errors/api-error.js';

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
 * (default 254). Every route that takes an address checks it here: sign-up, sign-in,
 * forget-password, send-verification-email, change-email, and the organization plugin's
 * invitations and member removal.
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
