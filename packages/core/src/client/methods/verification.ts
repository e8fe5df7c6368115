import type { sendVerificationEmail } from '../../api/routes/verification/send-verification-email.js';
import type { verifyEmail } from '../../api/routes/verification/verify-email.js';
import type { EndpointBody, EndpointQuery, EndpointResult } from '../endpoint-types.js';
import type { ClientResult } from '../types.js';
import type { MethodContext } from './context.js';

/**
 * Body of `sendVerificationEmail`: `{ email, callbackURL? }`. `callbackURL` (a relative path or
 * a trusted origin) is where the link leads after verifying.
 *
 * @see SPEC §4, §7
 */
export type SendVerificationEmailInput = EndpointBody<typeof sendVerificationEmail>;

/** Result of `sendVerificationEmail`: `{ status: true }`, whether or not the account exists. */
export type SendVerificationEmailResult = EndpointResult<typeof sendVerificationEmail>;

/** Query of `verifyEmail`: `{ token, callbackURL? }`, as found in the emailed link. */
export type VerifyEmailQuery = EndpointQuery<typeof verifyEmail>;

/**
 * Result of `verifyEmail`: `{ status: true, user }`. `user` is the verified user when the call
 * is (now) signed in as them, else `null`.
 */
export type VerifyEmailResult = EndpointResult<typeof verifyEmail>;

/** The email-verification calls of the client (SPEC §4). */
export interface VerificationMethods {
  /**
   * `POST /send-verification-email`: (re)sends the verification link. Answers the same for
   * unknown and already-verified addresses (nothing is sent then).
   * Errors: 400 `VERIFICATION_EMAIL_ISNT_ENABLED`, `VALIDATION_ERROR`; 403
   * `INVALID_CALLBACKURL`.
   *
   * @example
   * await client.sendVerificationEmail({ email: user.email, callbackURL: '/account' });
   */
  sendVerificationEmail(
    input: SendVerificationEmailInput,
  ): Promise<ClientResult<SendVerificationEmailResult>>;
  /**
   * `GET /verify-email`: applies a verification token, e.g. one an app reads from its own link.
   * On success the session store reloads (the server may sign the user in with
   * `autoSignInAfterVerification`). Leave out `callbackURL`: with one the server answers a
   * redirect meant for a browser following the link, not JSON.
   * Errors (as Better Auth answers them, the code lower-cased as the message): 401
   * `INVALID_TOKEN`, `TOKEN_EXPIRED`, `USER_NOT_FOUND`, `UNAUTHORIZED` (signed in as someone
   * else, or an email change without the user's session); 400 `COULDNT_UPDATE_YOUR_EMAIL`.
   *
   * @example
   * const { error } = await client.verifyEmail({ query: { token } });
   */
  verifyEmail(input: { query: VerifyEmailQuery }): Promise<ClientResult<VerifyEmailResult>>;
}

/** Builds {@link VerificationMethods}. */
export function createVerificationMethods(ctx: MethodContext): VerificationMethods {
  return {
    sendVerificationEmail: (input) => ctx.post('/send-verification-email', input, false),
    async verifyEmail({ query }) {
      const result = await ctx.$fetch<VerifyEmailResult>('/verify-email', {
        method: 'GET',
        query: { ...query },
      });
      if (!result.error) await ctx.store.revalidate();
      return result;
    },
  };
}
