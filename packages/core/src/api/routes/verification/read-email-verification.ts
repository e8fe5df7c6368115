import type { User } from '../../../db/entities.js';
import { APIError } from '../../../errors/api-error.js';
import type { EmailVerificationPayload } from '../../../verification/email-verification.js';
import { EMAIL_VERIFICATION_PREFIX } from '../../../verification/email-verification.js';
import type { EndpointContext } from '../../endpoint.js';

/** The `error` values `GET /verify-email` appends to its callbackURL on failure (SPEC §8). */
export type VerifyEmailErrorCode =
  | 'token_expired'
  | 'invalid_token'
  | 'user_not_found'
  | 'unauthorized';

/**
 * Why a verification link failed, in both forms the route can answer with: the `error` code for
 * a callbackURL redirect and the JSON {@link APIError} when there is no callbackURL.
 */
export class VerifyEmailFailure extends Error {
  constructor(
    readonly redirectError: VerifyEmailErrorCode,
    readonly apiError: APIError,
  ) {
    super(apiError.message);
    this.name = 'VerifyEmailFailure';
  }
}

/**
 * The failures of `GET /verify-email`.
 *
 * - `invalidToken`: 400 INVALID_TOKEN 'invalid token' (`invalid_token`)
 * - `tokenExpired`: 400 TOKEN_EXPIRED 'Token expired' (`token_expired`)
 * - `userNotFound`: 400 USER_NOT_FOUND 'User not found' (`user_not_found`)
 * - `unauthorized`: 401 UNAUTHORIZED 'Unauthorized' (`unauthorized`)
 * - `emailTaken`: 400 COULDNT_UPDATE_YOUR_EMAIL "Couldn't update your email" (`invalid_token`:
 *   SPEC §8 names only four redirect codes, and the link can no longer succeed)
 */
export const verifyEmailFailures = {
  invalidToken: () =>
    new VerifyEmailFailure('invalid_token', new APIError('BAD_REQUEST', 'INVALID_TOKEN')),
  tokenExpired: () =>
    new VerifyEmailFailure('token_expired', new APIError('BAD_REQUEST', 'TOKEN_EXPIRED')),
  userNotFound: () =>
    new VerifyEmailFailure('user_not_found', new APIError('BAD_REQUEST', 'USER_NOT_FOUND')),
  unauthorized: () =>
    new VerifyEmailFailure('unauthorized', new APIError('UNAUTHORIZED', 'UNAUTHORIZED')),
  emailTaken: () =>
    new VerifyEmailFailure(
      'invalid_token',
      new APIError('BAD_REQUEST', 'COULDNT_UPDATE_YOUR_EMAIL'),
    ),
} as const;

/** A verification record that checked out, with the user it belongs to. */
export interface ReadEmailVerification {
  /** The record's identifier, `email-verification:{token}`, for consuming it. */
  identifier: string;
  payload: EmailVerificationPayload;
  user: User;
}

/**
 * Looks up an email-verification token and checks it, without consuming it: it must exist,
 * hold a well-formed payload, be unexpired, belong to an existing user, and have been sent to
 * the address the account still has (a link to an address the account has since left proves
 * nothing about the current one).
 *
 * @throws VerifyEmailFailure `invalidToken`, `tokenExpired` or `userNotFound`.
 * @see SPEC §4, §8
 * @example
 * const { identifier, payload, user } = await readEmailVerification(ctx, ctx.query.token);
 */
export async function readEmailVerification(
  ctx: EndpointContext<any, any>,
  token: string,
): Promise<ReadEmailVerification> {
  const { store } = ctx.context;
  const identifier = `${EMAIL_VERIFICATION_PREFIX}${token}`;
  const record = token ? await store.findVerification(identifier) : null;
  const payload = record ? parsePayload(record.value) : null;
  if (!record || !payload) throw verifyEmailFailures.invalidToken();
  if (record.expiresAt.getTime() <= Date.now()) throw verifyEmailFailures.tokenExpired();
  const user = await store.findUserById(payload.userId);
  if (!user) throw verifyEmailFailures.userNotFound();
  if (user.email !== payload.email.toLowerCase()) throw verifyEmailFailures.invalidToken();
  return { identifier, payload, user };
}

function parsePayload(value: string): EmailVerificationPayload | null {
  try {
    const parsed = JSON.parse(value) as Partial<EmailVerificationPayload> | null;
    if (typeof parsed?.userId !== 'string' || typeof parsed.email !== 'string') return null;
    if (parsed.newEmail !== undefined && typeof parsed.newEmail !== 'string') return null;
    return parsed as EmailVerificationPayload;
  } catch {
    return null;
  }
}
