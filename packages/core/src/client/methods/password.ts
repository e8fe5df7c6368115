import type { forgetPassword } from '../../api/routes/password/forget-password.js';
import type { resetPassword } from '../../api/routes/password/reset-password.js';
import type { EndpointBody, EndpointResult } from '../endpoint-types.js';
import type { ClientCallOptions, ClientResult } from '../types.js';
import type { MethodContext } from './context.js';

/**
 * Body of `forgetPassword` / `requestPasswordReset`: `{ email, redirectTo? }`. `redirectTo` is the
 * app's page that asks for the new password (a relative path or a trusted origin); the emailed
 * link passes through the server and lands there with `?token=` (or `?error=INVALID_TOKEN`).
 *
 * @see SPEC §4, §7
 */
export type ForgetPasswordInput = EndpointBody<typeof forgetPassword>;

/** Result of `forgetPassword`: `{ status: true }` for known and unknown emails alike. */
export type ForgetPasswordResult = EndpointResult<typeof forgetPassword>;

/** Body of `resetPassword`: `{ newPassword, token }`. */
export type ResetPasswordInput = EndpointBody<typeof resetPassword>;

/** Result of `resetPassword`: `{ status: true }`. No session is created. */
export type ResetPasswordResult = EndpointResult<typeof resetPassword>;

/** The password-recovery calls of the client (SPEC §4). */
export interface PasswordResetMethods {
  /**
   * `POST /forget-password`: emails a reset link. Answers the same whether or not the email
   * belongs to an account, so a UI must not claim that an email was sent.
   * Errors: 400 `RESET_PASSWORD_ISNT_ENABLED`, `EMAIL_AND_PASSWORD_IS_NOT_ENABLED`,
   * `VALIDATION_ERROR`; 403 `INVALID_REDIRECTURL`.
   *
   * @example
   * await client.forgetPassword({ email, redirectTo: '/reset-password' });
   * // With the captcha plugin: the widget's token in `x-captcha-response`.
   * await client.forgetPassword({ email }, { headers: { 'x-captcha-response': token } });
   */
  forgetPassword(
    input: ForgetPasswordInput,
    options?: ClientCallOptions,
  ): Promise<ClientResult<ForgetPasswordResult>>;
  /** The same call as {@link PasswordResetMethods.forgetPassword}, under a plainer name. */
  requestPasswordReset(
    input: ForgetPasswordInput,
    options?: ClientCallOptions,
  ): Promise<ClientResult<ForgetPasswordResult>>;
  /**
   * `POST /reset-password`: sets a new password with the token from the reset link. The token
   * works once; the user signs in afterwards with the new password.
   * Errors: 400 `INVALID_TOKEN` (unknown, used or expired), `PASSWORD_TOO_SHORT`,
   * `PASSWORD_TOO_LONG`.
   *
   * @example
   * const token = new URLSearchParams(location.search).get('token');
   * await client.resetPassword({ token, newPassword });
   */
  resetPassword(input: ResetPasswordInput): Promise<ClientResult<ResetPasswordResult>>;
}

/** Builds {@link PasswordResetMethods}. */
export function createPasswordResetMethods(ctx: MethodContext): PasswordResetMethods {
  const forget: PasswordResetMethods['forgetPassword'] = (input, options) =>
    ctx.post('/forget-password', input, false, options);
  return {
    forgetPassword: forget,
    requestPasswordReset: forget,
    resetPassword: (input) => ctx.post('/reset-password', input, false),
  };
}
