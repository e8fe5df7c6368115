import type { Session, User } from '../db/entities.js';
import { APIError, isAPIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import type { AccountIdentifierKind } from '../rate-limit/account-lockout.js';
import { emitEvent } from '../security/audit-events.js';
import { createSession } from '../session/create-session.js';
import { sendVerificationEmail } from '../verification/email-verification.js';

/** One password sign-in attempt, as a route hands it to {@link signInWithCredential}. */
export interface CredentialSignInInput<U extends User> {
  /**
   * The sign-in method, named in the audit events' `details.method` (`'email'`, `'username'`)
   * and in the lockout counter's key (`rateLimit.accountLockout`).
   */
  method: AccountIdentifierKind;
  /**
   * The identifier as the request named it (the email, the username); the lockout counts
   * attempts per identifier, compared trimmed and lowercased, known or not.
   */
  identifier: string;
  /** Finds the user the identifier names, or null. Called after the lockout check. */
  findUser: () => Promise<U | null>;
  /** The password as typed. */
  password: string;
  /** False for a browser-session cookie and a 1-day session. Default: true. */
  rememberMe?: boolean | undefined;
  /** Where the link of the verification email sent to an unverified user leads. Default: none. */
  callbackURL?: string | undefined;
  /**
   * The error for an unknown identifier, a user without a password and a wrong password: one
   * answer for the three, so the body does not tell whether the account exists (e.g. 401
   * INVALID_EMAIL_OR_PASSWORD).
   */
  invalidCredentials: () => APIError;
  /**
   * Replaces the email-verification rule: runs once the password is right (and the lockout
   * count is cleared), before the session; throws to refuse the sign-in (e.g. the phone-number
   * plugin's `requireVerification`). Default: the `emailAndPassword.requireEmailVerification` rule.
   */
  checkUser?: (user: U) => Promise<void>;
}

/**
 * The credential (password) sign-in step shared by `POST /sign-in/email`, the username plugin's
 * `POST /sign-in/username` and any plugin signing in with a password: counts the attempt
 * against the account lockout, checks the password, applies the email-verification rule,
 * emits the audit events and creates the session (setting its cookies). The route validates
 * its input before and shapes its answer after.
 *
 * - Lockout first, before any lookup or hash, for unknown identifiers too; past
 *   `accountLockout.maxFailures` it throws 429 without hashing and emits `lockout` (`details:
 *   { method }`, with the `userId` the identifier names, if any). A right password clears the
 *   count.
 * - An unknown identifier or a user without a password runs one password hash, a wrong
 *   password one verification: every failure costs the same work, so timing does not reveal
 *   whether the account exists (OWASP Authentication Cheat Sheet). Each emits `sign-in.failure`
 *   (`reason: 'unknown_account'`, without `userId`; `'invalid_password'`).
 * - With `emailAndPassword.requireEmailVerification`, a right password for an unverified email
 *   sends the verification email again (when a sender is configured; in the background),
 *   emits `sign-in.failure` (`reason: 'email_not_verified'`) and throws 403; checked only once
 *   the password is right, so it can neither spam an address nor probe for accounts.
 * - Else creates a session (fresh token, cookie, cookie cache) and emits `sign-in.success` with
 *   its `sessionId`.
 *
 * @returns The user found and the session created.
 * @throws APIError 429 TOO_MANY_REQUESTS (locked); `invalidCredentials()`; 403
 *   EMAIL_NOT_VERIFIED 'Email not verified'; 500 FAILED_TO_CREATE_SESSION.
 * @see SPEC §4, §5, §8
 * @example
 * const { user, session } = await signInWithCredential(ctx, {
 *   method: 'username',
 *   identifier: ctx.body.username,
 *   findUser: () => findUserByUsername(ctx.context, ctx.body.username),
 *   password: ctx.body.password,
 *   rememberMe: ctx.body.rememberMe,
 *   invalidCredentials: () => new APIError('UNAUTHORIZED', { message: 'invalid username or password' }),
 * });
 */
export async function signInWithCredential<U extends User>(
  ctx: EndpointContext<any, any>,
  input: CredentialSignInInput<U>,
): Promise<{ user: U; session: Session }> {
  const { context } = ctx;
  const { method } = input;
  let passwordChecked: () => Promise<void>;
  try {
    passwordChecked = await context.accountLockout.attempt(method, input.identifier);
  } catch (error) {
    if (isAPIError(error) && error.status === 429) await emitLockout(ctx, input);
    throw error;
  }

  const user = await input.findUser();
  const account = user ? await context.store.findCredentialAccount(user.id) : null;
  if (!user || !account?.password) {
    // Spend the time a real check would, so timing does not reveal the account's absence.
    await context.password.hash(input.password);
    emitEvent(ctx, { type: 'sign-in.failure', details: { method, reason: 'unknown_account' } });
    throw input.invalidCredentials();
  }
  const valid = await context.password.verify({ hash: account.password, password: input.password });
  if (!valid) {
    emitEvent(ctx, {
      type: 'sign-in.failure',
      userId: user.id,
      details: { method, reason: 'invalid_password' },
    });
    throw input.invalidCredentials();
  }
  await passwordChecked();

  if (input.checkUser) {
    await input.checkUser(user);
  } else if (context.options.emailAndPassword.requireEmailVerification && !user.emailVerified) {
    await sendVerificationEmail(ctx, user, input.callbackURL);
    emitEvent(ctx, {
      type: 'sign-in.failure',
      userId: user.id,
      details: { method, reason: 'email_not_verified' },
    });
    throw new APIError('FORBIDDEN', 'EMAIL_NOT_VERIFIED');
  }
  const session = await createSession(ctx, user, { rememberMe: input.rememberMe });
  emitEvent(ctx, {
    type: 'sign-in.success',
    userId: user.id,
    sessionId: session.id,
    details: { method },
  });
  return { user, session };
}

/**
 * Emits `lockout` for a refused attempt. The user the identifier names is looked up only when
 * events are recorded (`onEvent` or `auditLog`), and a failed lookup never changes the 429.
 */
async function emitLockout<U extends User>(
  ctx: EndpointContext<any, any>,
  input: CredentialSignInInput<U>,
): Promise<void> {
  const { context } = ctx;
  if (!context.options.onEvent && !context.auditLog) return;
  const user = await input.findUser().catch(() => null);
  emitEvent(ctx, {
    type: 'lockout',
    ...(user ? { userId: user.id } : {}),
    details: { method: input.method },
  });
}
