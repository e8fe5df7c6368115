'use client';

import type { SignInEmailResult } from '@portcullis/core/client';
import { useRequiredClient } from '../useAuthClient.js';
import { Checkbox } from './Checkbox.js';
import { joinClassNames } from './class-names.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { readChecked, readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link SignInForm}. Defaults: form `'Sign in'` (its accessible name),
 * email `'Email'`, password `'Password'`, rememberMe `'Remember me'`, submit `'Sign in'`.
 */
export interface SignInFormLabels {
  form: string;
  email: string;
  password: string;
  rememberMe: string;
  submit: string;
}

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Runs after sign-in, once `useSession` already shows the new session. */
  onSuccess?: (data: SignInEmailResult) => void;
  /**
   * Where to go after sign-in. Sent to the server (which may refuse an untrusted URL with
   * 'Invalid callbackURL'), then followed with a full-page navigation. Omit it and route in
   * `onSuccess` for client-side navigation.
   */
  callbackURL?: string;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SignInFormLabels>;
}

const FIELDS = ['email', 'password'] as const;

const DEFAULT_LABELS: SignInFormLabels = {
  form: 'Sign in',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
};

/**
 * An accessible email-and-password sign-in form with a "Remember me" checkbox (checked by
 * default; unchecked, the session ends with the browser session). Wrong credentials show the
 * server's 'Invalid email or password' as a form-level alert; an invalid email shows beside the
 * email field.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Sign in"]`, labels "Email", "Password",
 * "Remember me", button "Sign in" (with the default labels).
 *
 * @example
 * <SignInForm onSuccess={() => navigate('/dashboard')} />
 */
export function SignInForm({ onSuccess, callbackURL, className, labels }: SignInFormProps) {
  const client = useRequiredClient('SignInForm');
  const text = { ...DEFAULT_LABELS, ...labels };
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit({
    fields: FIELDS,
    submit: (form) =>
      client.signIn.email({
        email: readText(form, 'email'),
        password: readText(form, 'password'),
        rememberMe: readChecked(form, 'rememberMe'),
        callbackURL,
      }),
    onSuccess: (data: SignInEmailResult) => {
      onSuccess?.(data);
      if (data.redirect && data.url) window.location.assign(data.url);
    },
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
        autoComplete="current-password"
        error={errors.fields.password}
      />
      <Checkbox name="rememberMe" label={text.rememberMe} defaultChecked />
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
