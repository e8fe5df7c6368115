'use client';

import type { SignUpEmailResult } from '@portcullis/core/client';
import { useState } from 'react';
import { AppearanceScope } from '../forms/AppearanceScope.js';
import type { Appearance } from '../forms/appearance.js';
import { useClassNames } from '../forms/appearance.js';
import { FormStatus } from '../forms/FormStatus.js';
import type { NameLengthLimit } from '../forms/name-length.js';
import type { PasswordLengthLimits } from '../forms/password-length.js';
import { ResendVerificationButton } from '../forms/ResendVerificationButton.js';
import { SignUpForm } from '../forms/SignUpForm.js';
import type { CaptchaSlot } from '../forms/use-captcha-slot.js';
import { signUp as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import type { SocialProviderInfo } from '../social/provider-names.js';
import { SocialButtons } from '../social/SocialButtons.js';
import { useRequiredClient } from '../useAuthClient.js';
import {
  type HeadingLevel,
  ScreenHeading,
  ScreenSwitch,
  useScreenHeading,
} from './sign-in-screen-parts.js';

/**
 * The visible text of {@link SignUp}. Defaults: heading `'Create an account'`,
 * verifyHeading `'Verify your email'`, alternatives `'or sign up with your email'` (the divider
 * after the social buttons), verify `'We sent a link to {email}. Open it to verify your email
 * address and finish signing up.'`, haveAccount `'Already have an account?'`, signIn `'Sign in'`.
 */
export interface SignUpLabels {
  heading: string;
  verifyHeading: string;
  alternatives: string;
  verify: string;
  haveAccount: string;
  signIn: string;
}

/**
 * Props of {@link SignUp}; `minPasswordLength` / `maxPasswordLength` and `maxNameLength` as in
 * `SignUpForm`.
 */
export interface SignUpProps extends PasswordLengthLimits, NameLengthLimit {
  /**
   * The server's social providers, offered first ("Continue with …", which signs up a new user
   * at the provider's first sign-in). Default: none.
   */
  socialProviders?: ReadonlyArray<string | SocialProviderInfo>;
  /**
   * Adds the optional "Username" field. Default: true when the client has `usernameClient()`.
   */
  showUsername?: boolean;
  /**
   * Sent with the sign-up: where the email-verification link leads; the social providers come
   * back there too (default `/`). The screen does not navigate: route in `onSuccess`.
   */
  callbackURL?: string;
  /** Where the social providers send a new user. Default: `callbackURL`. */
  newUserCallbackURL?: string;
  /** Where the social providers send the user after a failure. */
  errorCallbackURL?: string;
  /**
   * Runs after the account is created. `data.token` is null when the server requires email
   * verification before sign-in (`emailAndPassword.requireEmailVerification`): the screen then
   * shows the verification notice instead of the form.
   */
  onSuccess?: (data: SignUpEmailResult) => void;
  /** A link to the sign-in page ("Already have an account? Sign in"). */
  signInHref?: string;
  /** Runs on "Sign in" (a button), e.g. to switch to a sign-in tab; `signInHref` wins. */
  onSignIn?: () => void;
  /** The app's captcha widget (the server's `captcha()` plugin); see `SignUpForm`'s `captcha`. */
  captcha?: CaptchaSlot;
  /** The heading's level. Default: 1. */
  headingLevel?: HeadingLevel;
  /**
   * Class names of your own for this screen's elements, over the provider's `appearance`
   * element by element (see `PortcullisProvider`). Default: the provider's.
   */
  appearance?: Appearance;
  /** Added to the screen's `portcullis-screen` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<SignUpLabels>;
}

/**
 * One sign-up screen: the social buttons for `socialProviders`, then `SignUpForm` (with the
 * username field when the client has `usernameClient()`), and a link to sign in. When the server
 * requires email verification (sign-up answers `token: null`), the form gives way to a "Verify
 * your email" notice with a `ResendVerificationButton`, and the focus moves to its heading. Built
 * from those components, each usable alone.
 *
 * DOM hooks for end-to-end tests: `section.portcullis-screen` named by its heading "Create an
 * account", `SignUpForm`'s hooks (`form[aria-label="Sign up"]`) (default labels).
 *
 * @throws Error "SignUp must be used inside <PortcullisProvider client={...}>…" outside one;
 *   `SignUpForm`'s errors.
 * @example
 * <SignUp socialProviders={['github']} signInHref="/sign-in" onSuccess={() => navigate('/')} />
 */
export function SignUp(props: SignUpProps) {
  return (
    <AppearanceScope appearance={props.appearance}>
      <SignUpContent {...props} />
    </AppearanceScope>
  );
}

/** {@link SignUp} inside its `appearance`. */
function SignUpContent(props: SignUpProps) {
  const cx = useClassNames();
  const { callbackURL, onSuccess } = props;
  const client = useRequiredClient('SignUp');
  const providers = props.socialProviders ?? [];
  const text = useLabels('signUp', DEFAULT_LABELS, props.labels);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const title = useScreenHeading(pendingEmail === null ? 'form' : 'verify');

  return (
    <section className={cx('portcullis-screen', props.className)} aria-labelledby={title.id}>
      <ScreenHeading handle={title} level={props.headingLevel}>
        {pendingEmail === null ? text.heading : text.verifyHeading}
      </ScreenHeading>
      {pendingEmail === null ? (
        <>
          {providers.length > 0 ? (
            <>
              <SocialButtons
                providers={providers}
                callbackURL={callbackURL ?? '/'}
                newUserCallbackURL={props.newUserCallbackURL}
                errorCallbackURL={props.errorCallbackURL}
                requestSignUp
              />
              <p className={cx('portcullis-divider')}>
                <span>{text.alternatives}</span>
              </p>
            </>
          ) : null}
          <SignUpForm
            showUsername={props.showUsername ?? 'username' in client.signIn}
            callbackURL={callbackURL}
            minPasswordLength={props.minPasswordLength}
            maxPasswordLength={props.maxPasswordLength}
            maxNameLength={props.maxNameLength}
            captcha={props.captcha}
            onSuccess={(data) => {
              if (data.token === null) setPendingEmail(data.user.email);
              onSuccess?.(data);
            }}
          />
        </>
      ) : (
        <>
          <FormStatus message={text.verify.replace('{email}', pendingEmail)} />
          <ResendVerificationButton email={pendingEmail} callbackURL={callbackURL} />
        </>
      )}
      {props.signInHref || props.onSignIn ? (
        <p className={cx('portcullis-screen-links')}>
          {text.haveAccount}{' '}
          {props.signInHref ? (
            <a className={cx('portcullis-link')} href={props.signInHref}>
              {text.signIn}
            </a>
          ) : (
            <ScreenSwitch onClick={() => props.onSignIn?.()}>{text.signIn}</ScreenSwitch>
          )}
        </p>
      ) : null}
    </section>
  );
}
