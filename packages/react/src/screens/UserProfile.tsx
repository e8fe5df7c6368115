'use client';

import type { ReactNode } from 'react';
import { ApiKeysList } from '../api-keys/ApiKeysList.js';
import { hasApiKeyClient } from '../api-keys/api-key-client.js';
import { AppearanceScope } from '../forms/AppearanceScope.js';
import type { Appearance } from '../forms/appearance.js';
import { useClassNames } from '../forms/appearance.js';
import { ChangeEmailForm } from '../forms/ChangeEmailForm.js';
import { ChangePasswordForm } from '../forms/ChangePasswordForm.js';
import {
  DeleteAccountButton,
  type DeleteAccountButtonProps,
} from '../forms/DeleteAccountButton.js';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm.js';
import { ResendVerificationButton } from '../forms/ResendVerificationButton.js';
import { UpdateProfileForm } from '../forms/UpdateProfileForm.js';
import { userProfile as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { PasskeysList } from '../passkeys/PasskeysList.js';
import { hasPasskeyClient } from '../passkeys/passkey-client.js';
import { SessionsList } from '../sessions/SessionsList.js';
import { LinkedAccounts } from '../social/LinkedAccounts.js';
import type { SocialProviderInfo } from '../social/provider-names.js';
import { useAccounts } from '../useAccounts.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { ProfileLayout, type ProfileSection, pickSections } from './profile-sections.js';
import type { HeadingLevel } from './sign-in-screen-parts.js';

/** The sections of {@link UserProfile}, in page order. */
export type UserProfileSection =
  | 'profile'
  | 'email'
  | 'password'
  | 'two-factor'
  | 'passkeys'
  | 'api-keys'
  | 'sessions'
  | 'linked-accounts'
  | 'activity'
  | 'danger';

const ORDER: readonly UserProfileSection[] = [
  'profile',
  'email',
  'password',
  'two-factor',
  'passkeys',
  'api-keys',
  'sessions',
  'linked-accounts',
  'activity',
  'danger',
];

/**
 * The visible text of {@link UserProfile} itself (each section's component keeps its own
 * `labels`). Defaults: title `'Account'`, nav `'Account sections'`, profile `'Profile'`,
 * profileDescription `'How you appear to others.'`, email `'Email'`, emailDescription `'Where
 * we send links. Changing a verified address needs its approval.'`, verified `'Verified'`,
 * unverified `'Not verified'`, password `'Password'`, noPassword `'You sign in with a
 * provider, so there is no password to change.'`, setPasswordHint `'To add one, we email you a
 * link to set it.'`, setPasswordForm `'Set a password'`, setPasswordSubmit `'Email me a
 * link'`, twoFactor `'Two-factor authentication'`, twoFactorDescription `'Ask for a code from
 * an authenticator app after your password.'`, passkeys `'Passkeys'`, passkeysDescription
 * `'Sign in with your device's screen lock or a security key instead of a password.'`, apiKeys
 * `'API keys'`, apiKeysDescription `'Keys that let scripts and other apps act as you. Keep them
 * secret.'`,
 * sessions `'Sessions'`, sessionsDescription `'Where you are signed in. Revoke anything you
 * don't recognise.'`, linkedAccounts `'Linked accounts'`, linkedAccountsDescription `'The
 * ways you can sign in.'`, activity `'Security activity'`, activityDescription `'Sign-ins,
 * failed attempts and changes to your account, newest first.'`, danger `'Danger zone'`,
 * dangerDescription `'Delete your account and everything in it.'`.
 */
export interface UserProfileLabels {
  title: string;
  nav: string;
  profile: string;
  profileDescription: string;
  email: string;
  emailDescription: string;
  verified: string;
  unverified: string;
  password: string;
  noPassword: string;
  setPasswordHint: string;
  setPasswordForm: string;
  setPasswordSubmit: string;
  twoFactor: string;
  twoFactorDescription: string;
  passkeys: string;
  passkeysDescription: string;
  apiKeys: string;
  apiKeysDescription: string;
  sessions: string;
  sessionsDescription: string;
  linkedAccounts: string;
  linkedAccountsDescription: string;
  activity: string;
  activityDescription: string;
  danger: string;
  dangerDescription: string;
}

/** Props of {@link UserProfile}. */
export interface UserProfileProps {
  /**
   * Narrows the page to these sections (shown in page order). A section also needs what it
   * depends on: see {@link UserProfile}. Default: every available section.
   */
  sections?: readonly UserProfileSection[];
  /**
   * Replaces the default heading (an `h1` with `labels.title`), e.g. with a card showing who is
   * signed in. It must hold the page's heading, at `headingLevel`.
   */
  header?: ReactNode;
  /**
   * The level of the page's heading, 1 to 6; the sections' headings are one level below (at
   * most 6). 2 when the page sits under a heading of yours. Default: 1.
   */
  headingLevel?: HeadingLevel;

  /**
   * The two-factor section's content, e.g. `<><TwoFactorSetup /><BackupCodes /></>` from
   * `@portcullis/react/two-factor` (a separate entry, so the main one carries no QR code
   * library). Without it the section is not shown.
   */
  twoFactor?: ReactNode;
  /**
   * The security-activity section's content, e.g. `<SecurityActivity pageSize={5} />` from
   * `@portcullis/react/admin`. Without it the section is not shown.
   */
  activity?: ReactNode;
  /**
   * The identity providers the server has (ids or `{ id, name }`), offered for linking. The
   * linked-accounts section shows only when there is at least one. Default: none.
   */
  socialProviders?: ReadonlyArray<string | SocialProviderInfo>;
  /**
   * Where the emailed links lead back to (verification, email change, deletion): a relative
   * path or a trusted origin. Default: each component's own default.
   */
  callbackURL?: string;
  /**
   * The app's reset-password page (where `ResetPasswordForm` is), e.g. `'/reset-password'`. With
   * it, users without a password (signed up with a provider) can ask for a link to set one.
   */
  setPasswordRedirectTo?: string;
  /**
   * The deletion's password field for users who have a password (`DeleteAccountButton`'s
   * `passwordField`); users without one get `'hidden'`. Default: `'required'`.
   */
  deletePasswordField?: DeleteAccountButtonProps['passwordField'];
  /** Prefixed to the section ids (`{idPrefix}-email`…). Default: `'account'`. */
  idPrefix?: string;
  /**
   * Class names of your own for this screen's elements, over the provider's `appearance`
   * element by element (see `PortcullisProvider`). Default: the provider's.
   */
  appearance?: Appearance;
  /** Added to the root's `portcullis-profile portcullis-user-profile` classes. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<UserProfileLabels>;
}

/**
 * The signed-in user's account page, built from the kit's components: profile
 * (`UpdateProfileForm`, with the username field when the client has `usernameClient()`),
 * email (the address, its verification state, `ResendVerificationButton` while unverified,
 * `ChangeEmailForm`), password (`ChangePasswordForm`, or for users without a password a way to
 * set one), two-factor (the `twoFactor` slot, for users with a password), passkeys
 * (`PasskeysList`, with `passkeyClient()`), API keys (`ApiKeysList`, with `apiKeyClient()`), sessions (`SessionsList`), linked accounts
 * (`LinkedAccounts`, with `socialProviders`), security activity (the `activity` slot) and the
 * danger zone (`DeleteAccountButton`). A list of links leads to each section; each section is
 * a `section` named by its `h2` (id `{idPrefix}-{section}`). Renders nothing while signed out.
 *
 * DOM hooks: navigation "Account sections", regions "Profile", "Email", "Password",
 * "Two-factor authentication", "Passkeys", "API keys", "Sessions", "Linked accounts", "Security
 * activity", "Danger zone" (with the default labels).
 *
 * @throws Error "UserProfile must be used inside <PortcullisProvider client={...}>".
 * @example
 * <UserProfile
 *   socialProviders={['github']}
 *   twoFactor={<TwoFactorSetup />}
 *   activity={<SecurityActivity pageSize={5} />}
 *   setPasswordRedirectTo="/reset-password"
 * />
 */
export function UserProfile(props: UserProfileProps) {
  return (
    <AppearanceScope appearance={props.appearance}>
      <UserProfileContent {...props} />
    </AppearanceScope>
  );
}

/** {@link UserProfile} inside its `appearance`. */
function UserProfileContent(props: UserProfileProps) {
  const cx = useClassNames();
  const { twoFactor, activity, socialProviders = [], callbackURL } = props;
  const text = useLabels('userProfile', DEFAULT_LABELS, props.labels);
  const client = useRequiredClient('UserProfile');
  const { data } = useSession();
  const { data: accounts } = useAccounts();
  if (!data) return null;
  const { user } = data;
  // Until the accounts are known, assume a password: most users have one.
  const hasPassword = accounts?.some((account) => account.provider === 'credential') ?? true;
  const available: Record<UserProfileSection, boolean> = {
    profile: true,
    email: true,
    password: true,
    'two-factor': twoFactor !== undefined && hasPassword,
    passkeys: hasPasskeyClient(client),
    'api-keys': hasApiKeyClient(client),
    sessions: true,
    'linked-accounts': socialProviders.length > 0,
    activity: activity !== undefined,
    danger: true,
  };
  const content: Record<UserProfileSection, () => Omit<ProfileSection, 'id'>> = {
    profile: () => ({
      title: text.profile,
      description: text.profileDescription,
      content: <UpdateProfileForm showUsername={'username' in client.signIn} />,
    }),
    email: () => ({
      title: text.email,
      description: text.emailDescription,
      content: (
        <>
          <p className={cx('portcullis-current-email')}>
            <span>{user.email}</span>{' '}
            <span
              className={
                user.emailVerified
                  ? 'portcullis-badge portcullis-badge--success'
                  : 'portcullis-badge portcullis-badge--warning'
              }
            >
              {user.emailVerified ? text.verified : text.unverified}
            </span>
          </p>
          {user.emailVerified ? null : (
            <ResendVerificationButton email={user.email} callbackURL={callbackURL} />
          )}
          <ChangeEmailForm callbackURL={callbackURL} />
        </>
      ),
    }),
    password: () => ({
      title: text.password,
      content: hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <>
          <p className={cx('portcullis-hint')}>
            {text.noPassword}
            {props.setPasswordRedirectTo ? ` ${text.setPasswordHint}` : ''}
          </p>
          {props.setPasswordRedirectTo ? (
            <ForgotPasswordForm
              redirectTo={props.setPasswordRedirectTo}
              labels={{ form: text.setPasswordForm, submit: text.setPasswordSubmit }}
            />
          ) : null}
        </>
      ),
    }),
    'two-factor': () => ({
      title: text.twoFactor,
      description: text.twoFactorDescription,
      content: twoFactor,
    }),
    passkeys: () => ({
      title: text.passkeys,
      description: text.passkeysDescription,
      content: <PasskeysList />,
    }),
    'api-keys': () => ({
      title: text.apiKeys,
      description: text.apiKeysDescription,
      content: <ApiKeysList />,
    }),
    sessions: () => ({
      title: text.sessions,
      description: text.sessionsDescription,
      content: <SessionsList />,
    }),
    'linked-accounts': () => ({
      title: text.linkedAccounts,
      description: text.linkedAccountsDescription,
      content: <LinkedAccounts providers={socialProviders} />,
    }),
    activity: () => ({
      title: text.activity,
      description: text.activityDescription,
      content: activity,
    }),
    danger: () => ({
      title: text.danger,
      description: text.dangerDescription,
      tone: 'danger',
      content: (
        <DeleteAccountButton
          passwordField={hasPassword ? (props.deletePasswordField ?? 'required') : 'hidden'}
          callbackURL={callbackURL}
        />
      ),
    }),
  };
  const sections = pickSections(ORDER, (id) => available[id], props.sections).map((id) => ({
    id,
    ...content[id](),
  }));
  const level = props.headingLevel ?? 1;
  const Heading = `h${level}` as const;
  return (
    <ProfileLayout
      header={
        props.header ?? <Heading className={cx('portcullis-profile-title')}>{text.title}</Heading>
      }
      sectionHeadingLevel={Math.min(level + 1, 6) as HeadingLevel}
      navLabel={text.nav}
      idPrefix={props.idPrefix ?? 'account'}
      sections={sections}
      rootClassName="portcullis-user-profile"
      className={props.className}
    />
  );
}
