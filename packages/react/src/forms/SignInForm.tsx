'use client';

import {
  isTwoFactorRedirect,
  type SignInEmailResult,
  type SignInUsernameResult,
} from '@portcullis/core/client';
import { useMemo, useState } from 'react';
import { signInForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { usePasskeyAutofill } from '../passkeys/use-passkey-autofill.js';
import { requireUsernameClient } from '../require-plugin.js';
import {
  TwoFactorChallenge,
  type TwoFactorChallengeProps,
} from '../two-factor/TwoFactorChallenge.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';
import { Checkbox } from './Checkbox.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { readChecked, readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { type CaptchaSlot, useCaptchaSlot } from './use-captcha-slot.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * What {@link SignInForm} asks for: `'email'` (default), `'username'` (needs the username
 * plugin: `username()` on the server, `usernameClient()` in the client), or
 * `'email-or-username'` (likewise; an entry with an `@` is taken as an email).
 */
export type SignInIdentifier = 'email' | 'username' | 'email-or-username';

/** What `onSuccess` of a {@link SignInForm} receives, by its `identifier`. */
export type SignInFormResult<I extends SignInIdentifier> = I extends 'email'
  ? SignInEmailResult
  : I extends 'username'
    ? SignInUsernameResult
    : SignInEmailResult | SignInUsernameResult;

/**
 * The visible text of {@link SignInForm}. Defaults: form `'Sign in'` (its accessible name),
 * email `'Email'`, username `'Username'`, emailOrUsername `'Email or username'`, password
 * `'Password'`, rememberMe `'Remember me'`, submit `'Sign in'`.
 */
export interface SignInFormLabels {
  form: string;
  email: string;
  username: string;
  emailOrUsername: string;
  password: string;
  rememberMe: string;
  submit: string;
}

/** Props of {@link SignInForm}. */
export interface SignInFormProps<I extends SignInIdentifier = 'email'> {
  /** What the first field asks for. Default: `'email'`. */
  identifier?: I;
  /** Runs after sign-in, once `useSession` already shows the new session. */
  onSuccess?: (data: SignInFormResult<I>) => void;
  /**
   * Where to go after sign-in, with a full-page navigation. An email sign-in sends it to the
   * server first (which may refuse an untrusted URL with 'Invalid callbackURL'). Omit it and
   * route in `onSuccess` for client-side navigation.
   */
  callbackURL?: string;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /**
   * With `passkeyClient()` in the client, the first field offers the site's passkeys in the
   * browser's autofill (conditional UI, started on mount when
   * `PublicKeyCredential.isConditionalMediationAvailable()` is true); this runs after a passkey
   * sign-in, once `useSession` shows the session, then `callbackURL` applies.
   */
  onPasskeySignIn?: () => void;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SignInFormLabels>;
  /**
   * The {@link TwoFactorChallenge} shown in place of the form when sign-in answers
   * `{ twoFactorRedirect: true }` (the `twoFactor()` plugin): its methods, labels… Its
   * `onSuccess` runs before this form's, which then receives `{ redirect: false, token, user }`;
   * its "Back to sign in" (`onCancel`, also called) returns to this form.
   */
  twoFactor?: TwoFactorChallengeProps;
  /**
   * Runs when sign-in answers `{ twoFactorRedirect: true }`, as the form gives way to the
   * {@link TwoFactorChallenge} (e.g. for a screen to hide its other sign-in methods meanwhile).
   */
  onTwoFactorRedirect?: () => void;
  /**
   * The app's captcha widget, for the server's `captcha()` plugin: its token goes in the
   * `x-captcha-response` header of an email sign-in, and the widget gets a fresh `resetKey`
   * after a failed submit. Default: none.
   */
  captcha?: CaptchaSlot;
}

// The identifier field's name (and so its key for errors), by mode.
const FIELD_NAME = {
  email: 'email',
  username: 'username',
  'email-or-username': 'identifier',
} as const;

type FieldName = (typeof FIELD_NAME)[SignInIdentifier];

/**
 * An accessible sign-in form: an email, a username or either (`identifier`), a password and a
 * "Remember me" checkbox (checked by default; unchecked, the session ends with the browser
 * session). Wrong credentials show the server's 'Invalid email or password' (or 'Invalid
 * username or password') as a form-level alert; an invalid email shows beside its field. For a
 * user with two-factor authentication on, sign-in answers `{ twoFactorRedirect: true }` and the
 * form continues into a {@link TwoFactorChallenge} (props in `twoFactor`; its "Back to sign in"
 * returns to the form); `onSuccess` and `callbackURL` apply once the code is accepted.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Sign in"]`, labels "Email" (or "Username",
 * "Email or username"), "Password", "Remember me", button "Sign in" (with the default labels).
 *
 * @throws Error "SignInForm requires usernameClient() in createAuthClient({ plugins })…" for a
 *   username `identifier` with a client created without it.
 * @example
 * <SignInForm identifier="email-or-username" onSuccess={() => navigate('/dashboard')} />
 */
export function SignInForm<I extends SignInIdentifier = 'email'>(props: SignInFormProps<I>) {
  const cx = useClassNames();
  const { identifier = 'email', onSuccess, callbackURL, className, labels } = props;
  const [challenge, setChallenge] = useState(false);
  const client = useRequiredClient('SignInForm');
  const passkeys = usePasskeyAutofill(client, () => {
    props.onPasskeySignIn?.();
    if (callbackURL) window.location.assign(callbackURL);
  });
  const byUsername = identifier === 'email' ? null : requireUsernameClient(client, 'SignInForm');
  const text = useLabels('signInForm', DEFAULT_LABELS, labels);
  const captcha = useCaptchaSlot(props.captcha);
  const name: FieldName = FIELD_NAME[identifier as SignInIdentifier];
  // Stable across renders: the hook refocuses the first invalid field when `fields` changes.
  const fields = useMemo(() => [name, 'password'] as const, [name]);
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit<
    FieldName | 'password',
    SignInEmailResult | SignInUsernameResult
  >({
    fields,
    fieldOfCode: { INVALID_EMAIL: name },
    submit: async (form) => {
      const value = readText(form, name).trim();
      const password = readText(form, 'password');
      const rememberMe = readChecked(form, 'rememberMe');
      const byEmail = identifier === 'email' || (identifier !== 'username' && value.includes('@'));
      const outcome = await (byEmail || !byUsername
        ? client.signIn.email(
            { email: value, password, rememberMe, callbackURL },
            captcha.callOptions(),
          )
        : byUsername.signIn.username({ username: value, password, rememberMe }));
      if (outcome.error) captcha.reset();
      return outcome;
    },
    onSuccess: (data) => {
      if (isTwoFactorRedirect(data)) {
        setChallenge(true);
        props.onTwoFactorRedirect?.();
        return;
      }
      onSuccess?.(data as SignInFormResult<I>);
      // The email route echoes a callbackURL it accepted; the username route takes none.
      const target = 'redirect' in data ? (data.redirect ? data.url : null) : callbackURL;
      if (target) window.location.assign(target);
    },
  });

  const label = { email: text.email, username: text.username, identifier: text.emailOrUsername };
  if (challenge) {
    return (
      <TwoFactorChallenge
        {...props.twoFactor}
        onCancel={() => {
          props.twoFactor?.onCancel?.();
          setChallenge(false);
        }}
        onSuccess={(data) => {
          props.twoFactor?.onSuccess?.(data);
          onSuccess?.({ redirect: false, ...data } as unknown as SignInFormResult<I>);
          if (callbackURL) window.location.assign(callbackURL);
        }}
      />
    );
  }
  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={cx('portcullis-form', className)}
      onSubmit={onSubmit}
    >
      <FormAlert message={errors.form} />
      <Field
        name={name}
        label={label[name]}
        type={identifier === 'email' ? 'email' : 'text'}
        autoComplete={
          passkeys ? 'username webauthn' : identifier === 'email' ? 'email' : 'username'
        }
        verbatim
        error={errors.fields[name]}
      />
      <Field
        name="password"
        label={text.password}
        type="password"
        autoComplete="current-password"
        error={errors.fields.password}
      />
      <Checkbox name="rememberMe" label={text.rememberMe} defaultChecked />
      {captcha.element}
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
