import { listAuditEvents } from './audit/list-audit-events.js';
import { signInEmail } from './email-password/sign-in-email.js';
import { signUpEmail } from './email-password/sign-up-email.js';
import { errorPage } from './health/error-page.js';
import { ok } from './health/ok.js';
import { generateOpenAPISchema } from './open-api/generate-schema.js';
import { openAPIAssets } from './open-api/reference-assets.js';
import { forgetPassword } from './password/forget-password.js';
import { resetPassword } from './password/reset-password.js';
import { resetPasswordCallback } from './password/reset-password-callback.js';
import { changeEmail } from './profile/change-email.js';
import { changePassword } from './profile/change-password.js';
import { deleteUser } from './profile/delete-user.js';
import { deleteUserCallback } from './profile/delete-user-callback.js';
import { setPassword } from './profile/set-password.js';
import { updateUser } from './profile/update-user.js';
import { getSession } from './session/get-session.js';
import { listSessions } from './session/list-sessions.js';
import { revokeOtherSessions } from './session/revoke-other-sessions.js';
import { revokeSession } from './session/revoke-session.js';
import { revokeSessions } from './session/revoke-sessions.js';
import { signOut } from './session/sign-out.js';
import { callbackOAuth } from './social/callback.js';
import { getAccessToken } from './social/get-access-token.js';
import { linkSocialAccount } from './social/link-social.js';
import { listUserAccounts } from './social/list-accounts.js';
import { refreshToken } from './social/refresh-token.js';
import { signInSocial } from './social/sign-in-social.js';
import { unlinkAccount } from './social/unlink-account.js';
import { sendVerificationEmail } from './verification/send-verification-email.js';
import { verifyEmail } from './verification/verify-email.js';

/** The core endpoints, by their `auth.api` name. Plugins add theirs alongside. */
export const coreEndpoints = {
  signUpEmail,
  signInEmail,
  signOut,
  getSession,
  listSessions,
  revokeSession,
  revokeSessions,
  revokeOtherSessions,
  updateUser,
  changePassword,
  setPassword,
  changeEmail,
  deleteUser,
  deleteUserCallback,
  ok,
  error: errorPage,
  sendVerificationEmail,
  verifyEmail,
  forgetPassword,
  resetPasswordCallback,
  resetPassword,
  signInSocial,
  callbackOAuth,
  linkSocialAccount,
  listUserAccounts,
  unlinkAccount,
  refreshToken,
  getAccessToken,
  listAuditEvents,
  generateOpenAPISchema,
  openAPIAssets,
} as const;

/** The type of {@link coreEndpoints}. */
export type CoreEndpoints = typeof coreEndpoints;
