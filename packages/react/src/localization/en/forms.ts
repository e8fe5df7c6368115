/** The kit's English text: the account forms and buttons (sign-in, sign-up, password, email, profile, deletion, sign-out). Composed into `en` by `../en.ts`. */
import type { ChangeEmailFormLabels } from '../../forms/ChangeEmailForm.js';
import type { ChangePasswordFormLabels } from '../../forms/ChangePasswordForm.js';
import type { DeleteAccountButtonLabels } from '../../forms/DeleteAccountButton.js';
import type { ForgotPasswordFormLabels } from '../../forms/ForgotPasswordForm.js';
import type { NamePromptLabels } from '../../forms/NamePrompt.js';
import type { ResendVerificationButtonLabels } from '../../forms/ResendVerificationButton.js';
import type { ResetPasswordFormLabels } from '../../forms/ResetPasswordForm.js';
import type { SignInFormLabels } from '../../forms/SignInForm.js';
import type { SignOutButtonLabels } from '../../forms/SignOutButton.js';
import type { SignUpFormLabels } from '../../forms/SignUpForm.js';
import type { UpdateProfileFormLabels } from '../../forms/UpdateProfileForm.js';

/** {@link SignInFormLabels} in English. */
export const signInForm: SignInFormLabels = {
  form: 'Sign in',
  email: 'Email',
  username: 'Username',
  emailOrUsername: 'Email or username',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
};

/** {@link ChangeEmailFormLabels} in English. */
export const changeEmailForm: ChangeEmailFormLabels = {
  form: 'Change email',
  newEmail: 'New email',
  submit: 'Change email',
  confirmationSent: 'Check your current email address for a link to approve the change.',
  changed: 'Your email address has been changed.',
};

/** {@link ChangePasswordFormLabels} in English. */
export const changePasswordForm: ChangePasswordFormLabels = {
  form: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters.',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  revokeOtherSessions: 'Sign out other devices',
  submit: 'Change password',
  success: 'Your password has been changed.',
};

/** {@link DeleteAccountButtonLabels} in English. */
export const deleteAccountButton: DeleteAccountButtonLabels = {
  button: 'Delete account',
  form: 'Delete account',
  warning: 'This permanently deletes your account and everything in it. It cannot be undone.',
  password: 'Password',
  passwordHint: 'Without it, confirm by the link we email you or by a recent sign-in.',
  confirm: 'Delete my account',
  cancel: 'Cancel',
  deleted: 'Your account has been deleted.',
  emailSent: 'Check your email for a link to confirm deleting your account.',
};

/** {@link ForgotPasswordFormLabels} in English. */
export const forgotPasswordForm: ForgotPasswordFormLabels = {
  form: 'Forgot password',
  email: 'Email',
  submit: 'Send reset link',
  success: 'If an account exists for that email, we sent a link to reset the password.',
};

/** {@link ResendVerificationButtonLabels} in English. */
export const resendVerificationButton: ResendVerificationButtonLabels = {
  button: 'Resend verification email',
  sent: 'Sent. Check your inbox for the link.',
};

/** {@link ResetPasswordFormLabels} in English. */
export const resetPasswordForm: ResetPasswordFormLabels = {
  form: 'Reset password',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters.',
  confirmPassword: 'Confirm new password',
  submit: 'Reset password',
  mismatch: 'Passwords do not match',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  invalidLink: 'This reset link is invalid or has expired. Ask for a new one.',
  success: 'Your password has been reset. You can now sign in with it.',
  signIn: 'Sign in',
};

/** {@link SignUpFormLabels} in English. */
export const signUpForm: SignUpFormLabels = {
  form: 'Sign up',
  name: 'Name',
  nameHint: 'At most {max} characters.',
  username: 'Username',
  usernameHint: 'Optional. Letters, digits, _ and .',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least {min} characters.',
  passwordTooShort: 'Password too short: use at least {min} characters.',
  passwordTooLong: 'Password too long: use at most {max} characters.',
  submit: 'Create account',
};

/** {@link UpdateProfileFormLabels} in English. */
export const updateProfileForm: UpdateProfileFormLabels = {
  form: 'Profile',
  name: 'Name',
  nameHint: 'At most {max} characters.',
  nameRequired: 'Enter your name.',
  image: 'Image URL',
  username: 'Username',
  submit: 'Save changes',
  success: 'Your profile has been updated.',
};

/** {@link NamePromptLabels} in English. */
export const namePrompt: NamePromptLabels = {
  heading: 'What should we call you?',
  hint: 'Your name shows on your account and to the members of your organizations.',
  name: 'Name',
  submit: 'Save',
  skip: 'Skip for now',
  nameRequired: 'Enter a name, or skip for now.',
};

/** {@link SignOutButtonLabels} in English. */
export const signOutButton: SignOutButtonLabels = { signOut: 'Sign out' };
