import type { changeEmail } from '../../api/routes/profile/change-email.js';
import type { changePassword } from '../../api/routes/profile/change-password.js';
import type { deleteUser } from '../../api/routes/profile/delete-user.js';
import type { updateUser } from '../../api/routes/profile/update-user.js';
import type { EndpointBody, EndpointResult, WithoutIndexSignature } from '../endpoint-types.js';
import type { ClientResult } from '../types.js';
import type { MethodContext } from './context.js';

/**
 * Body of `updateUser`: any of `name` and `image` (`null` removes it). The client adds the user
 * fields its plugins and `inferAdditionalFields` know of, e.g. `username` with
 * `usernameClient()` (`null` removes it). Never `email`: use `changeEmail`.
 *
 * @see SPEC §5, §7
 */
export type UpdateUserInput = WithoutIndexSignature<EndpointBody<typeof updateUser>>;

/** Result of `updateUser`: `{ status: true }`; the session store then shows the new profile. */
export type UpdateUserResult = EndpointResult<typeof updateUser>;

/** Body of `changePassword`: `{ newPassword, currentPassword, revokeOtherSessions? }`. */
export type ChangePasswordInput = EndpointBody<typeof changePassword>;

/**
 * Result of `changePassword`: `{ token, user }`. `token` is the new session token when
 * `revokeOtherSessions` was true, else `null`.
 */
export type ChangePasswordResult = EndpointResult<typeof changePassword>;

/** Body of `changeEmail`: `{ newEmail, callbackURL? }` (where the confirmation link leads). */
export type ChangeEmailInput = EndpointBody<typeof changeEmail>;

/** Result of `changeEmail`: `{ status: true }`. */
export type ChangeEmailResult = EndpointResult<typeof changeEmail>;

/**
 * Body of `deleteUser`, all optional: `password` (checked; deletes at once unless the server
 * confirms deletions by email), `token` (from the deletion email), `callbackURL` (where the
 * deletion link leads).
 */
export type DeleteUserInput = NonNullable<EndpointBody<typeof deleteUser>>;

/**
 * Result of `deleteUser`: `{ success: true, message }` where `message` is `'User deleted'` or,
 * when the server confirms deletions by email, `'Verification email sent'`.
 */
export type DeleteUserResult = EndpointResult<typeof deleteUser>;

/**
 * The profile calls of the client. All need a session (401 `UNAUTHORIZED`). `UserFields`: the
 * user fields `updateUser` accepts besides `name` and `image` (from the client's plugins).
 */
export interface ProfileMethods<UserFields = {}> {
  /**
   * `POST /update-user`: changes the profile; the session store then reloads.
   * Errors: 400 `EMAIL_CAN_NOT_BE_UPDATED`, `VALIDATION_ERROR`, the
   * username plugin's `USERNAME_IS_*`; 422 `USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER`,
   * `FAILED_TO_UPDATE_USER`.
   *
   * @example
   * await client.updateUser({ name: 'Ada King', image: null });
   */
  updateUser(input: UpdateUserInput & UserFields): Promise<ClientResult<UpdateUserResult>>;
  /**
   * `POST /change-password`: checks the current password and sets a new one. With
   * `revokeOtherSessions: true` every other device is signed out and this one gets a new
   * session (the store reloads).
   * Errors: 400 `INVALID_PASSWORD`, `CREDENTIAL_ACCOUNT_NOT_FOUND`, `PASSWORD_TOO_SHORT`,
   * `PASSWORD_TOO_LONG`; 500 `FAILED_TO_GET_SESSION`.
   *
   * @example
   * await client.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
   */
  changePassword(input: ChangePasswordInput): Promise<ClientResult<ChangePasswordResult>>;
  /**
   * `POST /change-email`: an unverified email changes at once (the store reloads); a verified
   * one changes when the link sent to the current address is followed.
   * Errors: 400 `CHANGE_EMAIL_IS_DISABLED`, `VALIDATION_ERROR`, `EMAIL_IS_THE_SAME`,
   * `COULDNT_UPDATE_YOUR_EMAIL`, `VERIFICATION_EMAIL_ISNT_ENABLED`; 403 `INVALID_CALLBACKURL`.
   *
   * @example
   * await client.changeEmail({ newEmail: 'ada@new.example', callbackURL: '/account' });
   */
  changeEmail(input: ChangeEmailInput): Promise<ClientResult<ChangeEmailResult>>;
  /**
   * `POST /delete-user`: deletes the account (the store then shows no session), or emails a
   * confirmation link (`message: 'Verification email sent'`).
   * Errors: 404 `NOT_FOUND` (deletion not enabled), `INVALID_TOKEN`; 400 `INVALID_PASSWORD`,
   * `NO_PASSWORD_CREDENTIAL_FOUND`, `SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION`; 403
   * `INVALID_CALLBACKURL`.
   *
   * @example
   * const { data } = await client.deleteUser({ password });
   * if (data?.message === 'Verification email sent') showCheckYourEmail();
   */
  deleteUser(input?: DeleteUserInput): Promise<ClientResult<DeleteUserResult>>;
}

/** Builds {@link ProfileMethods}. */
export function createProfileMethods(ctx: MethodContext): ProfileMethods {
  return {
    updateUser: (input) => ctx.post('/update-user', input, true),
    changePassword: (input) =>
      ctx.post('/change-password', input, input.revokeOtherSessions === true),
    changeEmail: (input) => ctx.post('/change-email', input, true),
    deleteUser: (input = {}) => ctx.post('/delete-user', input, true),
  };
}
