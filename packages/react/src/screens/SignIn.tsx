'use client';

import { useState } from 'react';
import { AppearanceScope } from '../forms/AppearanceScope.js';
import type { Appearance } from '../forms/appearance.js';
import { useClassNames } from '../forms/appearance.js';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm.js';
import { SignInForm, type SignInIdentifier } from '../forms/SignInForm.js';
import type { CaptchaSlot } from '../forms/use-captcha-slot.js';
import { isGuest } from '../guest/anonymous-client.js';
import { ContinueAsGuestButton } from '../guest/ContinueAsGuestButton.js';
import { signIn as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { PasskeySignInButton } from '../passkeys/PasskeySignInButton.js';
import { EmailOTPForm } from '../passwordless/EmailOTPForm.js';
import { isMagicLinkError, MagicLinkForm } from '../passwordless/MagicLinkForm.js';
import type { SocialProviderInfo } from '../social/provider-names.js';
import { SocialButtons } from '../social/SocialButtons.js';
import {
  TwoFactorChallenge,
  type TwoFactorChallengeProps,
} from '../two-factor/TwoFactorChallenge.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { SessionEndedNotice } from './SessionEndedNotice.js';
import {
  offeredSignInMethods,
  type SignInFormMethod,
  type SignInMethod,
} from './sign-in-methods.js';
import {
  type HeadingLevel,
  ScreenHeading,
  ScreenSwitch,
  useScreenHeading,
} from './sign-in-screen-parts.js';

/**
 * The visible text of {@link SignIn}. Defaults: heading `'Sign in'`, magicLinkHeading
 * `'Sign in with an email link'`, emailOtpHeading `'Sign in with an email code'`,
 * forgotPasswordHeading `'Reset your password'`, alternatives `'or continue with'` (the divider
 * before the other methods, their group's name), alternativesGroup `'Other ways to sign in'`
 * (the group's name when no form method is offered), usePassword `'Sign in with a password'`, useMagicLink `'Sign in with an email
 * link'`, useEmailOtp `'Sign in with an email code'`, passkey `'Sign in with a passkey'`,
 * forgotPassword `'Forgot password?'`, backToSignIn `'Back to sign in'`, noAccount `"Don't have
 * an account?"`, signUp `'Sign up'`, sessionEnded `'You have been signed out: your session ended
 * (signed out from another device, expired, or the account was suspended). Sign in again to
 * continue.'` (see `SessionEndedNotice`).
 */
export interface SignInLabels {
  heading: string;
  magicLinkHeading: string;
  emailOtpHeading: string;
  forgotPasswordHeading: string;
  alternatives: string;
  alternativesGroup: string;
  usePassword: string;
  useMagicLink: string;
  useEmailOtp: string;
  passkey: string;
  forgotPassword: string;
  backToSignIn: string;
  noAccount: string;
  signUp: string;
  sessionEnded: string;
}

/** What {@link SignIn} shows: one of the form methods, or the forgot-password form. */
export type SignInView = SignInFormMethod | 'forgot-password';

/** Props of {@link SignIn}. */
export interface SignInProps {
  /**
   * The methods to offer, narrowing what the client supports (a method whose client plugin is
   * missing is left out, as is `'social'` without `socialProviders`). The first form method
   * (`'password'`, `'magic-link'` or `'email-otp'`) is the primary one, shown first.
   * `'anonymous'` ("Continue as guest") shows when the client has `anonymousClient()` and the
   * visitor is not a guest already. Default:
   * `['password', 'magic-link', 'email-otp', 'passkey', 'social', 'anonymous']`.
   */
  methods?: readonly SignInMethod[];
  /**
   * The server's social providers (ids such as `'github'`, or `{ id, name }`). Portcullis, like
   * Better Auth 1.2.7, does not tell the client which providers it has configured, so this prop
   * is the source. Default: none.
   */
  socialProviders?: ReadonlyArray<string | SocialProviderInfo>;
  /**
   * What the password form asks for. Default: `'email-or-username'` when the client has
   * `usernameClient()`, else `'email'`.
   */
  identifier?: SignInIdentifier;
  /**
   * Where to go after sign-in, passed to every method: the password form, the passkey button
   * and the email-code form navigate there (full-page) once signed in; the magic link and the
   * social providers come back to it. Omit it and route in `onSuccess`; social sign-in then
   * returns to `/`.
   */
  callbackURL?: string;
  /** Where the magic link and the social providers send a new user. Default: `callbackURL`. */
  newUserCallbackURL?: string;
  /** Where the magic link and the social providers send the user after a failure. */
  errorCallbackURL?: string;
  /** Where the reset-password link leads (`ForgotPasswordForm`'s `redirectTo`). */
  redirectTo?: string;
  /**
   * Runs after a sign-in on this page (password, two-factor, passkey, email code), once
   * `useSession` shows the session, before any navigation to `callbackURL`.
   */
  onSuccess?: () => void;
  /** A link to the sign-up page ("Don't have an account? Sign up"). */
  signUpHref?: string;
  /** Runs on "Sign up" (a button), e.g. to switch to a sign-up tab; `signUpHref` wins. */
  onSignUp?: () => void;
  /** "Forgot password?" links there instead of showing `ForgotPasswordForm` in place. */
  forgotPasswordHref?: string;
  /** The two-factor challenge's props (methods, labels…), see `SignInForm`'s `twoFactor`. */
  twoFactor?: TwoFactorChallengeProps;
  /**
   * The app's captcha widget (the server's `captcha()` plugin), shown in the password form and
   * in "Forgot password?"; see `SignInForm`'s `captcha`. Default: none.
   */
  captcha?: CaptchaSlot;
  /** The heading's level. Default: 1. */
  headingLevel?: HeadingLevel;
  /** The view shown first. Default: the primary method. */
  initialView?: SignInView;
  /**
   * The `?error=` code the page was reached with, when a magic link was refused
   * (`INVALID_TOKEN`: used or unknown, `EXPIRED_TOKEN`): the screen then opens on the email-link
   * form saying so, prefilled (see `MagicLinkForm`'s `linkError`). Other codes are ignored.
   */
  magicLinkError?: string | null;
  /**
   * True when the page was reached with `?twoFactorRedirect=true`: a magic link of a user with
   * two-factor on, the server asking for the second factor after it
   * (`twoFactor({ requireForPasswordless: true })`). The screen then opens on the
   * `TwoFactorChallenge` (`twoFactor` props), and `onSuccess` and `callbackURL` apply once the
   * code is accepted; "Back to sign in" returns to the forms. Default: false.
   */
  twoFactorRedirect?: boolean;
  /**
   * Class names of your own for this screen's elements, over the provider's `appearance`
   * element by element (see `PortcullisProvider`). Default: the provider's.
   */
  appearance?: Appearance;
  /** Added to the screen's `portcullis-screen` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SignInLabels>;
}

/**
 * One sign-in screen offering every method the client supports (narrowed by `methods`): the
 * primary form method first (by default email or username and password, `SignInForm`, with the
 * passkey autofill), then, after "or continue with", the others as clearly labelled buttons —
 * the other form methods (`MagicLinkForm`, `EmailOTPForm`, each replacing the current form),
 * `PasskeySignInButton`, `SocialButtons` and, with `anonymousClient()`, `ContinueAsGuestButton`
 * ("Continue as guest"). "Forgot password?" shows `ForgotPasswordForm` in
 * place ("Back to sign in" returns) or links to `forgotPasswordHref`; a two-factor user continues
 * into `TwoFactorChallenge` (the other methods hide meanwhile). Switching views moves the focus to
 * the new view's heading (one heading, `h1` unless `headingLevel`). Built from those components,
 * each usable alone. When the session store signed the user out because the server no longer
 * honoured the session (`useSession().ended`), an alert under the heading says so
 * (`SessionEndedNotice`); with `magicLinkError`, a refused magic link opens the email-link form.
 *
 * DOM hooks for end-to-end tests: `section.portcullis-screen` named by its heading "Sign in", the
 * forms' own hooks, buttons "Sign in with an email link", "Sign in with an email code", "Sign in
 * with a password", "Sign in with a passkey", "Forgot password?", "Back to sign in" (default
 * labels).
 *
 * @throws Error "SignIn must be used inside <PortcullisProvider client={...}>…" outside one.
 * @example
 * <SignIn socialProviders={['github', 'google']} signUpHref="/sign-up" callbackURL="/dashboard" />
 * <SignIn methods={['passkey', 'magic-link']} onSuccess={() => navigate('/')} />
 */
export function SignIn(props: SignInProps) {
  return (
    <AppearanceScope appearance={props.appearance}>
      <SignInContent {...props} />
    </AppearanceScope>
  );
}

/** {@link SignIn} inside its `appearance`. */
function SignInContent(props: SignInProps) {
  const cx = useClassNames();
  const { callbackURL, newUserCallbackURL, errorCallbackURL, onSuccess } = props;
  const client = useRequiredClient('SignIn');
  const providers = props.socialProviders ?? [];
  const offered = offeredSignInMethods(client, props.methods, providers.length);
  // A guest signs up or in to keep their data; continuing as a guest again would be refused.
  const guest = isGuest(useSession().data?.user);
  if (guest) offered.anonymous = false;
  const primary = offered.forms[0];
  const linkRefused =
    isMagicLinkError(props.magicLinkError) && offered.forms.includes('magic-link');
  const [view, setView] = useState<SignInView | undefined>(
    linkRefused ? 'magic-link' : (props.initialView ?? primary),
  );
  const [challenge, setChallenge] = useState(props.twoFactorRedirect === true);
  // A magic link's pending sign-in: the challenge stands alone, in place of every view.
  const [linkChallenge, setLinkChallenge] = useState(props.twoFactorRedirect === true);
  const title = useScreenHeading(view);
  const text = useLabels('signIn', DEFAULT_LABELS, props.labels);
  const identifier =
    props.identifier ?? ('username' in client.signIn ? 'email-or-username' : 'email');
  const afterSignIn = () => {
    onSuccess?.();
    if (callbackURL) window.location.assign(callbackURL);
  };
  const heading: Record<SignInView, string> = {
    password: text.heading,
    'magic-link': text.magicLinkHeading,
    'email-otp': text.emailOtpHeading,
    'forgot-password': text.forgotPasswordHeading,
  };
  const switchLabel: Record<SignInFormMethod, string> = {
    password: text.usePassword,
    'magic-link': text.useMagicLink,
    'email-otp': text.useEmailOtp,
  };
  const others = offered.forms.filter((method) => method !== view);
  const showAlternatives =
    !challenge &&
    view !== 'forgot-password' &&
    (others.length > 0 || offered.passkey || offered.social || offered.anonymous);

  return (
    <section className={cx('portcullis-screen', props.className)} aria-labelledby={title.id}>
      <ScreenHeading handle={title} level={props.headingLevel}>
        {view ? heading[view] : text.heading}
      </ScreenHeading>
      <SessionEndedNotice />
      {view === 'password' && !linkChallenge ? (
        <>
          <SignInForm
            identifier={identifier}
            callbackURL={callbackURL}
            captcha={props.captcha}
            onSuccess={() => onSuccess?.()}
            onPasskeySignIn={() => onSuccess?.()}
            twoFactor={{
              ...props.twoFactor,
              onCancel: () => {
                props.twoFactor?.onCancel?.();
                setChallenge(false);
              },
            }}
            onTwoFactorRedirect={() => setChallenge(true)}
          />
          {challenge ? null : (
            <p className={cx('portcullis-screen-links')}>
              {props.forgotPasswordHref ? (
                <a className={cx('portcullis-link')} href={props.forgotPasswordHref}>
                  {text.forgotPassword}
                </a>
              ) : (
                <ScreenSwitch onClick={() => setView('forgot-password')}>
                  {text.forgotPassword}
                </ScreenSwitch>
              )}
            </p>
          )}
        </>
      ) : null}
      {view === 'magic-link' && !linkChallenge ? (
        <MagicLinkForm
          callbackURL={callbackURL}
          newUserCallbackURL={newUserCallbackURL}
          errorCallbackURL={errorCallbackURL}
          linkError={linkRefused ? props.magicLinkError : null}
        />
      ) : null}
      {linkChallenge ? (
        <TwoFactorChallenge
          {...props.twoFactor}
          onCancel={() => {
            props.twoFactor?.onCancel?.();
            setLinkChallenge(false);
            setChallenge(false);
          }}
          onSuccess={(data) => {
            props.twoFactor?.onSuccess?.(data);
            afterSignIn();
          }}
        />
      ) : null}
      {view === 'email-otp' && !linkChallenge ? (
        <EmailOTPForm
          onSuccess={afterSignIn}
          twoFactor={{
            ...props.twoFactor,
            onCancel: () => {
              props.twoFactor?.onCancel?.();
              setChallenge(false);
            },
          }}
          onTwoFactorRedirect={() => setChallenge(true)}
        />
      ) : null}
      {view === 'forgot-password' ? (
        <>
          <ForgotPasswordForm redirectTo={props.redirectTo} captcha={props.captcha} />
          <p className={cx('portcullis-screen-links')}>
            <ScreenSwitch onClick={() => setView(primary ?? 'password')}>
              {text.backToSignIn}
            </ScreenSwitch>
          </p>
        </>
      ) : null}
      {showAlternatives ? (
        <fieldset
          aria-label={view ? undefined : text.alternativesGroup}
          className={cx('portcullis-screen-alternatives')}
        >
          {view ? <legend className={cx('portcullis-divider')}>{text.alternatives}</legend> : null}
          {others.map((method) => (
            <button
              key={method}
              type="button"
              className={cx('portcullis-button portcullis-button--secondary')}
              onClick={() => setView(method)}
            >
              {switchLabel[method]}
            </button>
          ))}
          {offered.passkey ? (
            <PasskeySignInButton
              label={text.passkey}
              callbackURL={callbackURL}
              onSuccess={() => onSuccess?.()}
            />
          ) : null}
          {offered.social ? (
            <SocialButtons
              providers={providers}
              callbackURL={callbackURL ?? '/'}
              newUserCallbackURL={newUserCallbackURL}
              errorCallbackURL={errorCallbackURL}
            />
          ) : null}
          {offered.anonymous ? (
            <ContinueAsGuestButton callbackURL={callbackURL} onSuccess={() => onSuccess?.()} />
          ) : null}
        </fieldset>
      ) : null}
      {!challenge && (props.signUpHref || props.onSignUp) ? (
        <p className={cx('portcullis-screen-links')}>
          {text.noAccount}{' '}
          {props.signUpHref ? (
            <a className={cx('portcullis-link')} href={props.signUpHref}>
              {text.signUp}
            </a>
          ) : (
            <ScreenSwitch onClick={() => props.onSignUp?.()}>{text.signUp}</ScreenSwitch>
          )}
        </p>
      ) : null}
    </section>
  );
}
