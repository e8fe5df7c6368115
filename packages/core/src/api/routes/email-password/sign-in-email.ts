import { z } from 'zod';
import { signInWithCredential } from '../../../account/credential-sign-in.js';
import type { User } from '../../../db/entities.js';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { assertSafeRedirects } from '../../../security/redirect-url.js';
import { toAnswerUser } from '../../../user/answer-user.js';
import { assertValidEmail } from '../../../user/email-address.js';

/** What sign-in answers: `url` is the `callbackURL`, undefined (absent from the JSON) without one. */
export interface SignInEmailAnswer {
  redirect: boolean;
  token: string;
  url: string | undefined;
  user: User;
}

/**
 * `POST /sign-in/email`: checks the password of a credential account and creates a session
 * (a new token every time).
 *
 * An unknown email, a user without a password, and a wrong password all answer the same 401
 * 'Invalid email or password', and all three run one password hash, so neither the body nor the
 * timing tells whether the account exists (OWASP Authentication Cheat Sheet).
 *
 * With `requireEmailVerification`, a user whose email is unverified gets 403 'Email not verified'
 * and a fresh verification link (carrying `callbackURL`) — only once the password checked out,
 * so the route can neither be used to spam an address nor to probe for accounts.
 *
 * Returns `{ redirect, token, url, user }`: `redirect` is true and `url` the `callbackURL` when
 * one was given; without one, `url` is undefined and so absent from the JSON, as Better Auth
 * 1.2.7 answers (its client types it `string | undefined`). `user` has the seven SPEC §7 fields
 * only, as sign-up's.
 *
 * Failed attempts are counted per email (`rateLimit.accountLockout`): past the threshold the
 * route answers 429 'Too many requests. Please try again later.' for that email, known or not,
 * without hashing; a right password clears the count.
 *
 * The password check, lockout, verification rule, audit events and session are the shared
 * credential step ({@link signInWithCredential}), which `/sign-in/username` uses too.
 *
 * @throws APIError 400 'Email and password is not enabled', INVALID_EMAIL; 403 'Invalid
 *   callbackURL'; 401 INVALID_EMAIL_OR_PASSWORD; 403 EMAIL_NOT_VERIFIED; 429 TOO_MANY_REQUESTS.
 * @see SPEC §4, §5, §7, §8
 */
export const signInEmail = defineEndpoint(
  '/sign-in/email',
  {
    method: 'POST',
    body: z.object({
      email: z.string(),
      password: z.string(),
      callbackURL: z.string().optional(),
      rememberMe: z.boolean().optional(),
    }),
    metadata: { summary: 'Sign in with email and password', tags: ['Email and password'] },
  },
  async (ctx): Promise<SignInEmailAnswer> => {
    const { context, body } = ctx;
    if (!context.options.emailAndPassword.enabled) {
      throw new APIError('BAD_REQUEST', 'EMAIL_AND_PASSWORD_IS_NOT_ENABLED');
    }
    assertSafeRedirects({ callbackURL: body.callbackURL }, context.trustedOrigins);
    const email = body.email.toLowerCase();
    assertValidEmail(context, email);
    const { user, session } = await signInWithCredential(ctx, {
      method: 'email',
      identifier: email,
      findUser: () => context.store.findUserByEmail(email),
      password: body.password,
      rememberMe: body.rememberMe,
      callbackURL: body.callbackURL,
      invalidCredentials: () => new APIError('UNAUTHORIZED', 'INVALID_EMAIL_OR_PASSWORD'),
    });
    return {
      redirect: Boolean(body.callbackURL),
      token: session.token,
      url: body.callbackURL,
      user: toAnswerUser(user),
    };
  },
);
