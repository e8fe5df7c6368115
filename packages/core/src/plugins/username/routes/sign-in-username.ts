import { z } from 'zod';
import {
  APIError,
  defineEndpoint,
  signInWithCredential,
  type User,
} from '../../../plugin/index.js';
import { findUserByUsername, type UserWithUsername } from '../find-user-by-username.js';
import { assertValidUsername, type UsernameRules, usernameError } from '../validate-username.js';

/** The user as `/sign-in/username` answers with it (Better Auth 1.2.7's fields and order). */
export type SignInUsernameUser = Pick<User, 'id' | 'email' | 'emailVerified'> & {
  username: string;
} & Pick<User, 'name' | 'image' | 'createdAt' | 'updatedAt'>;

/**
 * `POST /sign-in/username` `{ username, password, rememberMe? }`: checks the password of the
 * user holding `username` (compared lowercased) and creates a session, exactly like
 * `POST /sign-in/email`. Returns `{ token, user }` and sets the session cookie; `user` is
 * `{ id, email, emailVerified, username, name, image, createdAt, updatedAt }`, as Better Auth
 * 1.2.7 answers.
 *
 * As in Better Auth 1.2.7, an empty username or password answers 401 at once, and a username
 * that breaks the rules (length, characters or the custom validator) answers 422 like sign-up:
 * the rules are public, so this tells nothing about accounts. An unknown username, a user
 * without a password and a wrong password all answer the same 401 'invalid username or
 * password', and each runs one password hash or verification, so neither the body nor the
 * timing tells whether the username exists.
 *
 * With `emailAndPassword.requireEmailVerification`, a right password for an unverified email
 * sends the verification email again (when a sender is configured) and answers 403.
 *
 * The password check, lockout, verification rule, audit events (`sign-in.success`,
 * `sign-in.failure` with `method: 'username'` and `reason` `unknown_account`,
 * `invalid_password` or `email_not_verified`) and the session are the shared credential step,
 * `signInWithCredential`, as on `/sign-in/email`.
 *
 * Failed attempts are counted per username (`rateLimit.accountLockout`): past the threshold the
 * route answers 429 'Too many requests. Please try again later.', known username or not,
 * without hashing; a right password clears the count.
 *
 * @throws APIError 429 TOO_MANY_REQUESTS (locked); 400 EMAIL_AND_PASSWORD_IS_NOT_ENABLED 'Email and password is not enabled';
 *   422 USERNAME_IS_TOO_SHORT / USERNAME_IS_TOO_LONG / USERNAME_IS_INVALID; 401
 *   INVALID_USERNAME_OR_PASSWORD 'invalid username or password'; 403 EMAIL_NOT_VERIFIED
 *   'Email not verified'; 400 VALIDATION_ERROR for a malformed body.
 * @see SPEC §2, §5, §7, §8
 */
export function createSignInUsernameEndpoint(rules: UsernameRules) {
  return defineEndpoint(
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
    async (ctx): Promise<{ token: string; user: SignInUsernameUser }> => {
      const { context, body } = ctx;
      if (!context.options.emailAndPassword.enabled) {
        throw new APIError('BAD_REQUEST', 'EMAIL_AND_PASSWORD_IS_NOT_ENABLED');
      }
      if (!body.username || !body.password) {
        throw usernameError('UNAUTHORIZED', 'INVALID_USERNAME_OR_PASSWORD');
      }
      await assertValidUsername(body.username, rules);
      const { user, session } = await signInWithCredential(ctx, {
        method: 'username',
        identifier: body.username,
        findUser: () => findUserByUsername(context, body.username),
        password: body.password,
        rememberMe: body.rememberMe,
        invalidCredentials: () => usernameError('UNAUTHORIZED', 'INVALID_USERNAME_OR_PASSWORD'),
      });
      return { token: session.token, user: toSignInUsernameUser(user, body.username) };
    },
  );
}

// `typed` found the user, so its lowercased form is the stored username.
function toSignInUsernameUser(user: UserWithUsername, typed: string): SignInUsernameUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    username: typed.toLowerCase(),
    name: user.name,
    image: user.image,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
