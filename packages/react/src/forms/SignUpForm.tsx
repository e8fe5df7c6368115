'use client';

import type { SignUpEmailResult } from '@portcullis/core/client';
import { signUpForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { requireUsernameClient } from '../require-plugin.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { type NameLengthLimit, nameLengthHint } from './name-length.js';
import { type PasswordLengthLimits, passwordLengthRules } from './password-length.js';
import { readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { type CaptchaSlot, useCaptchaSlot } from './use-captcha-slot.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link SignUpForm}. Defaults: form `'Sign up'` (its accessible name),
 * name `'Name'`, nameHint `'At most {max} characters.'` (`{max}`: the form's `maxNameLength`),
 * username `'Username'`, usernameHint `'Optional. Letters, digits, _ and .'`, email `'Email'`,
 * password `'Password'`, passwordHint `'At least {min} characters.'`, passwordTooShort
 * `'Password too short: use at least {min} characters.'`, passwordTooLong `'Password too long:
 * use at most {max} characters.'`, submit `'Create account'`. In the password texts `{min}` and
 * `{max}` are the form's `minPasswordLength` and `maxPasswordLength`.
 */
export interface SignUpFormLabels {
  form: string;
  name: string;
  nameHint: string;
  username: string;
  usernameHint: string;
  email: string;
  password: string;
  passwordHint: string;
  passwordTooShort: string;
  passwordTooLong: string;
  submit: string;
}

/**
 * Props of {@link SignUpForm}. `minPasswordLength` (default 8) and `maxPasswordLength` (default
 * 128) are the server's `emailAndPassword` limits, in characters: the form enforces them before
 * submitting (the field's `minLength`, never a `maxLength`, which would cut a pasted password
 * short: a too-long one is refused whole), its hint names the minimum, and the server's
 * 'Password too short' / 'Password too long' are shown with the limit. `maxNameLength` (default
 * 256) is the server's `user.maxNameLength`, named by the name field's hint (a longer name is
 * refused by the server, and its refusal shown beside the name, naming the limit). Pass the
 * server's values when it changes them.
 */
export interface SignUpFormProps extends PasswordLengthLimits, NameLengthLimit {
  /**
   * Runs after the account is created, once `useSession` already shows the new session
   * (`data.token` is null when the server does not sign new users in).
   */
  onSuccess?: (data: SignUpEmailResult) => void;
  /** Sent to the server: where the email-verification link leads. The form does not navigate. */
  callbackURL?: string;
  /**
   * Adds an optional "Username" field. Needs the username plugin: `username()` on the server,
   * `usernameClient()` in the client. Default: false.
   */
  showUsername?: boolean;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SignUpFormLabels>;
  /**
   * The app's captcha widget, for the server's `captcha()` plugin: its token goes in the
   * `x-captcha-response` header, and the widget gets a fresh `resetKey` after a failed submit.
   * Default: none.
   */
  captcha?: CaptchaSlot;
}

const FIELDS = ['name', 'username', 'email', 'password'] as const;

/**
 * An accessible sign-up form (name, optionally a username, email, password). Server errors
 * appear beside their field: 'User already exists' and 'Invalid email' beside the email,
 * 'Password too short' and 'Password too long' beside the password (naming the limit: 'Password
 * too short: use at least 8 characters.'), the username plugin's messages beside the username;
 * anything else as a form-level alert. The password's length limits (`minPasswordLength`,
 * `maxPasswordLength`) are also checked before submitting, and a hint below the
 * field names the minimum.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Sign up"]`, labels "Name", "Username",
 * "Email", "Password", button "Create account" (with the default labels).
 *
 * @throws Error "SignUpForm requires usernameClient() in createAuthClient({ plugins })…" with
 *   `showUsername` and a client created without it; Error "SignUpForm: minPasswordLength and
 *   maxPasswordLength must be whole numbers…" for impossible limits.
 * @see SPEC §5 (password length 8 to 128 by default)
 * @example
 * <SignUpForm showUsername onSuccess={({ user }) => toast(`Welcome, ${user.name}`)} />
 * // a server with emailAndPassword: { minPasswordLength: 12 }
 * <SignUpForm minPasswordLength={12} />
 */
export function SignUpForm(props: SignUpFormProps) {
  const cx = useClassNames();
  const { onSuccess, callbackURL, showUsername = false, className, labels } = props;
  const client = useRequiredClient('SignUpForm');
  const withUsername = showUsername ? requireUsernameClient(client, 'SignUpForm') : null;
  const text = useLabels('signUpForm', DEFAULT_LABELS, labels);
  const captcha = useCaptchaSlot(props.captcha);
  const passwordLength = passwordLengthRules('SignUpForm', props, {
    hint: text.passwordHint,
    tooShort: text.passwordTooShort,
    tooLong: text.passwordTooLong,
  });
  const nameHint = nameLengthHint('SignUpForm', props, text.nameHint);
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit({
    fields: FIELDS,
    submit: async (form) => {
      const username = readText(form, 'username').trim();
      const input = {
        name: readText(form, 'name'),
        email: readText(form, 'email'),
        password: readText(form, 'password'),
        callbackURL,
      };
      const refused = passwordLength.check(input.password);
      if (refused) return refused;
      const outcome = await (withUsername && username
        ? withUsername.signUp.email({ ...input, username }, captcha.callOptions())
        : client.signUp.email(input, captcha.callOptions()));
      if (outcome.error) captcha.reset();
      return passwordLength.explain(outcome, input.password);
    },
    onSuccess,
  });

  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={cx('portcullis-form', className)}
      onSubmit={onSubmit}
    >
      <FormAlert message={errors.form} />
      <Field
        name="name"
        label={text.name}
        type="text"
        autoComplete="name"
        hint={nameHint}
        error={errors.fields.name}
      />
      {showUsername ? (
        <Field
          name="username"
          label={text.username}
          type="text"
          autoComplete="username"
          required={false}
          hint={text.usernameHint}
          error={errors.fields.username}
        />
      ) : null}
      <Field
        name="email"
        label={text.email}
        type="email"
        autoComplete="email"
        error={errors.fields.email}
      />
      <Field
        name="password"
        label={text.password}
        type="password"
        autoComplete="new-password"
        {...passwordLength.field}
        error={errors.fields.password}
      />
      {captcha.element}
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
