import { z } from 'zod';
import { defineEndpoint } from '../../../api/endpoint.js';
import { APIError } from '../../../errors/api-error.js';
import { emitEvent } from '../../../security/audit-events.js';
import { createSession } from '../../../session/create-session.js';
import { sendVerificationEmail } from '../../../verification/email-verification.js';
import { findUserByUsername, type UserWithUsername } from '../find-user-by-username.js';
import { usernameError } from '../validate-username.js';

/**
 * `POST /sign-in/username` `{ username, password, rememberMe? }`: checks the password of the
 * user holding `username` (compared lowercased) and creates a session, exactly like
 * `POST /sign-in/email`. Returns `{ token, user }` and sets the session cookie.
 *
 * An unknown username, a user without a password and a wrong password all answer the same 401
 * 'Invalid username or password', and each runs one password hash or verification, so neither
 * the body nor the timing tells whether the username exists. A username that breaks the format
 * rules is simply unknown here (same 401): sign-in does not echo the sign-up rules back.
 *
 * With `emailAndPassword.requireEmailVerification`, a right password for an unverified email
 * sends the verification email again (when a sender is configured) and answers 403.
 *
 * Failed attempts are counted per username (`rateLimit.accountLockout`): past the threshold the
 * route answers 429 'Too many requests. Please try again later.', known username or not,
 * without hashing; a right password clears the count.
 *
 * @throws APIError 429 TOO_MANY_REQUESTS (locked); 400 EMAIL_AND_PASSWORD_IS_NOT_ENABLED 'Email and password is not enabled';
 *   401 INVALID_USERNAME_OR_PASSWORD 'Invalid username or password'; 403 EMAIL_NOT_VERIFIED
 *   'Email not verified'; 400 VALIDATION_ERROR for a malformed body.
 * @see SPEC §2, §5, §7, §8
 */
export const signInUsername = defineEndpoint(
  '/sign-in/username',
  {
    method: 'POST',
    body: z.object({
      username: z.string(),
      password: z.string(),
      rememberMe: z.boolean().optional(),
    }),
    metadata: { summary: 'Sign in with username and password', tags: ['Username'] },
  },
  async (ctx): Promise<{ token: string; user: UserWithUsername }> => {
    const { context, body } = ctx;
    if (!context.options.emailAndPassword.enabled) {
      throw new APIError('BAD_REQUEST', 'EMAIL_AND_PASSWORD_IS_NOT_ENABLED');
    }
    // Per-account lockout: counted before any lookup or hash, for unknown usernames too.
    const passwordChecked = await context.accountLockout.attempt('username', body.username);
    const user = await findUserByUsername(context, body.username);
    const account = user ? await context.store.findCredentialAccount(user.id) : null;
    if (!user || !account?.password) {
      // Spend the time a real check would, so timing does not reveal the account's absence.
      await context.password.hash(body.password);
      throw usernameError('UNAUTHORIZED', 'INVALID_USERNAME_OR_PASSWORD');
    }
    const valid = await context.password.verify({
      hash: account.password,
      password: body.password,
    });
    if (!valid) {
      emitEvent(ctx, {
        type: 'sign-in.failure',
        userId: user.id,
        details: { method: 'username', reason: 'invalid_password' },
      });
      throw usernameError('UNAUTHORIZED', 'INVALID_USERNAME_OR_PASSWORD');
    }

    await passwordChecked();
    if (context.options.emailAndPassword.requireEmailVerification && !user.emailVerified) {
      await sendVerificationEmail(ctx, user);
      throw new APIError('FORBIDDEN', 'EMAIL_NOT_VERIFIED');
    }
    const session = await createSession(ctx, user, { rememberMe: body.rememberMe });
    emitEvent(ctx, { type: 'sign-in.success', userId: user.id, details: { method: 'username' } });
    return { token: session.token, user: ctx.context.responseRow('user', user) };
  },
);
