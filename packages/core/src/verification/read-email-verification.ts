import type { User } from '../db/entities.js';
import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import type { EmailVerificationPayload } from './email-verification.js';
import { EMAIL_VERIFICATION_PREFIX } from './email-verification.js';

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
 * The failure Better Auth 1.2.7 answers for `code` without a callbackURL: 401, the code itself
 * as the message (`{ code: 'INVALID_TOKEN', message: 'invalid_token' }`).
 */
function linkFailure(code: VerifyEmailErrorCode): VerifyEmailFailure {
  return new VerifyEmailFailure(code, new APIError('UNAUTHORIZED', { message: code }));
}

/**
 * The failures of `GET /verify-email`: redirect code, then the JSON answer without a callbackURL
 * (as Better Auth 1.2.7 answers them; SPEC §8 names the four codes).
 *
 * - `invalidToken`: `invalid_token`; 401 INVALID_TOKEN 'invalid_token'
 * - `tokenExpired`: `token_expired`; 401 TOKEN_EXPIRED 'token_expired'
 * - `userNotFound`: `user_not_found`; 401 USER_NOT_FOUND 'user_not_found'
 * - `unauthorized`: `unauthorized`; 401 UNAUTHORIZED 'unauthorized'
 * - `emailTaken`: `invalid_token`; 400 COULDNT_UPDATE_YOUR_EMAIL "Couldn't update your email"
 *   (SPEC §5's message; the link can no longer succeed)
 */
export const verifyEmailFailures = {
  invalidToken: () => linkFailure('invalid_token'),
  tokenExpired: () => linkFailure('token_expired'),
  userNotFound: () => linkFailure('user_not_found'),
  unauthorized: () => linkFailure('unauthorized'),
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
 * hold a well-formed payload, be unexpired, and belong to a user who still has the address it
 * was sent to. A link to an address the account has since left proves nothing about the current
 * one; like Better Auth, which finds the user by that address, it answers `userNotFound`.
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
  if (!user || user.email !== payload.email.toLowerCase()) throw verifyEmailFailures.userNotFound();
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
