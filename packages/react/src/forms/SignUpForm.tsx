'use client';

import type { SignUpEmailResult } from '@portcullis/core/client';
import { requireUsernameClient } from '../require-plugin.js';
import { useRequiredClient } from '../useAuthClient.js';
import { joinClassNames } from './class-names.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link SignUpForm}. Defaults: form `'Sign up'` (its accessible name),
 * name `'Name'`, username `'Username'`, usernameHint `'Optional. Letters, digits, _ and .'`,
 * email `'Email'`, password `'Password'`, submit `'Create account'`.
 */
export interface SignUpFormLabels {
  form: string;
  name: string;
  username: string;
  usernameHint: string;
  email: string;
  password: string;
  submit: string;
}

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
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
}

const FIELDS = ['name', 'username', 'email', 'password'] as const;

const DEFAULT_LABELS: SignUpFormLabels = {
  form: 'Sign up',
  name: 'Name',
  username: 'Username',
  usernameHint: 'Optional. Letters, digits, _ and .',
  email: 'Email',
  password: 'Password',
  submit: 'Create account',
};

/**
 * An accessible sign-up form (name, optionally a username, email, password). Server errors
 * appear beside their field: 'User already exists' and 'Invalid email' beside the email,
 * 'Password too short' and 'Password too long' beside the password, the username plugin's
 * messages beside the username; anything else as a form-level alert. Length limits are the
 * server's, so none is enforced here.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Sign up"]`, labels "Name", "Username",
 * "Email", "Password", button "Create account" (with the default labels).
 *
 * @throws Error "SignUpForm requires usernameClient() in createAuthClient({ plugins })…" with
 *   `showUsername` and a client created without it.
 * @example
 * <SignUpForm showUsername onSuccess={({ user }) => toast(`Welcome, ${user.name}`)} />
 */
export function SignUpForm(props: SignUpFormProps) {
  const { onSuccess, callbackURL, showUsername = false, className, labels } = props;
  const client = useRequiredClient('SignUpForm');
  const withUsername = showUsername ? requireUsernameClient(client, 'SignUpForm') : null;
  const text = { ...DEFAULT_LABELS, ...labels };
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit({
    fields: FIELDS,
    submit: (form) => {
      const username = readText(form, 'username').trim();
      const input = {
        name: readText(form, 'name'),
        email: readText(form, 'email'),
        password: readText(form, 'password'),
        callbackURL,
      };
      return withUsername && username
        ? withUsername.signUp.email({ ...input, username })
        : client.signUp.email(input);
    },
    onSuccess,
  });

  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={joinClassNames('portcullis-form', className)}
      onSubmit={onSubmit}
    >
      <FormAlert message={errors.form} />
      <Field
        name="name"
        label={text.name}
        type="text"
        autoComplete="name"
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
        error={errors.fields.password}
      />
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
