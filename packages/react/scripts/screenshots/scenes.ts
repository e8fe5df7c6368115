import type { Locator, Page } from 'playwright-core';
import { ADA } from './seed.js';

/**
 * Who is signed in when a scene is shot: nobody, Ada (Acme's owner and the app's admin),
 * Margaret (invited), Ada impersonating Katherine, a newcomer who signed up without a name, or
 * Alan (a member of Acme and the owner of Globex).
 */
export type Identity = 'guest' | 'owner' | 'invitee' | 'impersonator' | 'newcomer' | 'member';

/** One screenshot of docs/react.md. */
export interface Scene {
  /** The PNG's name in `docs/images/react/`. */
  file: string;
  /** The kit component shown, as `@portcullis/react` exports it. */
  component: string;
  /** The gallery view that renders it (a key of `VIEWS` in `gallery/views.tsx`). */
  view: string;
  as: Identity;
  /** Width of the cropped box, in CSS pixels (the component gets it less 40 px of padding). Default: 400. */
  width?: number;
  /** Default: `'light'`. */
  colorScheme?: 'light' | 'dark';
  /** The kit's language: English, or French (`@portcullis/react/locales/fr`). Default: `'en'`. */
  lang?: 'en' | 'fr';
  /** The browser window, in CSS pixels. Default: 1024×768. */
  viewport?: { width: number; height: number };
  /**
   * Waits for the component's data and brings it into the state shown; `shot` is the box the
   * screenshot is cropped to. Every scene waits for the box to hold a control or a list first.
   */
  prepare?: (shot: Locator, page: Page) => Promise<void>;
}

/** Waits until the locator is visible; Playwright's timeout message names the locator. */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

/** Opens the UserButton's menu, which its screenshots show. */
async function openUserButton(shot: Locator) {
  await shot.getByRole('button').first().click();
  await shown(shot.getByRole('menu'));
}

/** A composed screen of the matrix: its name starts each file name. */
interface MatrixScreen extends Pick<Scene, 'component' | 'view' | 'as' | 'prepare'> {
  name: string;
  /** The box's width on a desktop window; on a phone the box is the window's 390 px. */
  width: number;
}

/** The composed screens (issue 22), each shot in every cell of the matrix. */
const MATRIX_SCREENS: MatrixScreen[] = [
  { name: 'sign-in-screen', component: 'SignIn', view: 'sign-in-screen', as: 'guest', width: 440 },
  { name: 'sign-up-screen', component: 'SignUp', view: 'sign-up-screen', as: 'guest', width: 440 },
  {
    name: 'user-button',
    component: 'UserButton',
    view: 'user-button',
    as: 'owner',
    width: 320,
    prepare: openUserButton,
  },
  { name: 'user-profile', component: 'UserProfile', view: 'user-profile', as: 'owner', width: 760 },
  {
    name: 'organization-profile',
    component: 'OrganizationProfile',
    view: 'organization-profile',
    as: 'owner',
    width: 760,
  },
];

/** The matrix's windows: a desktop's, and a 390 px wide phone's. */
export const MATRIX_DEVICES = {
  desktop: { width: 1280, height: 800 },
  '390': { width: 390, height: 844 },
} as const;

/** The matrix's languages and colour schemes. */
export const MATRIX_LANGS = ['en', 'fr'] as const;
export const MATRIX_SCHEMES = ['light', 'dark'] as const;

/** A matrix screenshot's file name, e.g. `sign-in-screen-fr-dark-390.png`. */
export const matrixFile = (
  name: string,
  lang: (typeof MATRIX_LANGS)[number],
  colorScheme: (typeof MATRIX_SCHEMES)[number],
  device: keyof typeof MATRIX_DEVICES,
) => `${name}-${lang}-${colorScheme}-${device}.png`;

/** The composed screens' names, as the matrix's files start. */
export const MATRIX_NAMES = MATRIX_SCREENS.map((screen) => screen.name);

/**
 * Every composed screen in light and dark, English and French, on a desktop window and a 390 px
 * phone: 40 screenshots, shown by docs/react.md's "Screens in both themes and both languages".
 */
const MATRIX: Scene[] = MATRIX_SCREENS.flatMap(({ name, width, ...screen }) =>
  MATRIX_LANGS.flatMap((lang) =>
    MATRIX_SCHEMES.flatMap((colorScheme) =>
      (Object.keys(MATRIX_DEVICES) as Array<keyof typeof MATRIX_DEVICES>).map((device) => ({
        ...screen,
        file: matrixFile(name, lang, colorScheme, device),
        lang,
        colorScheme,
        viewport: MATRIX_DEVICES[device],
        width: device === 'desktop' ? width : MATRIX_DEVICES[device].width,
      })),
    ),
  ),
);

/** Every screenshot, in the order they are shot (grouped by identity: guest, owner, invitee, impersonator). */
export const SCENES: Scene[] = [
  { file: 'sign-in.png', component: 'SignInForm', view: 'sign-in', as: 'guest' },
  {
    file: 'sign-in-error.png',
    component: 'SignInForm',
    view: 'sign-in',
    as: 'guest',
    async prepare(shot) {
      await shot.getByLabel('Email or username', { exact: true }).fill(ADA.email);
      await shot.getByLabel('Password', { exact: true }).fill('not-her-password');
      await shot.getByRole('button', { name: 'Sign in' }).click();
      await shown(shot.getByRole('alert').getByText('Invalid email or password'));
    },
  },
  {
    file: 'sign-in-dark.png',
    component: 'SignInForm',
    view: 'sign-in',
    as: 'guest',
    colorScheme: 'dark',
  },
  {
    file: 'passkey-sign-in-button.png',
    component: 'PasskeySignInButton',
    view: 'passkey-sign-in-button',
    as: 'guest',
    width: 320,
  },
  {
    file: 'two-factor-challenge.png',
    component: 'TwoFactorChallenge',
    view: 'two-factor-challenge',
    as: 'guest',
  },
  { file: 'sign-up.png', component: 'SignUpForm', view: 'sign-up', as: 'guest' },
  {
    file: 'sign-up-error.png',
    component: 'SignUpForm',
    view: 'sign-up',
    as: 'guest',
    async prepare(shot) {
      await shot.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
      await shot.getByLabel('Email', { exact: true }).fill(ADA.email);
      await shot.getByLabel('Password', { exact: true }).fill('analytical');
      await shot.getByRole('button', { name: 'Create account' }).click();
      await shown(shot.locator('.portcullis-field-error'));
    },
  },
  { file: 'social-buttons.png', component: 'SocialButtons', view: 'social-buttons', as: 'guest' },
  {
    file: 'forgot-password.png',
    component: 'ForgotPasswordForm',
    view: 'forgot-password',
    as: 'guest',
    async prepare(shot) {
      await shot.getByLabel('Email', { exact: true }).fill(ADA.email);
      await shot.getByRole('button', { name: 'Send reset link' }).click();
      await shown(shot.getByRole('status'));
    },
  },
  {
    file: 'reset-password.png',
    component: 'ResetPasswordForm',
    view: 'reset-password',
    as: 'guest',
  },
  {
    file: 'sign-out-button.png',
    component: 'SignOutButton',
    view: 'sign-out-button',
    as: 'owner',
    width: 160,
  },
  {
    file: 'update-profile.png',
    component: 'UpdateProfileForm',
    view: 'update-profile',
    as: 'owner',
    prepare: (shot) => shown(shot.getByRole('form', { name: 'Profile' })),
  },
  {
    file: 'change-email.png',
    component: 'ChangeEmailForm',
    view: 'change-email',
    as: 'owner',
  },
  {
    file: 'change-password.png',
    component: 'ChangePasswordForm',
    view: 'change-password',
    as: 'owner',
  },
  {
    file: 'delete-account.png',
    component: 'DeleteAccountButton',
    view: 'delete-account',
    as: 'owner',
    async prepare(shot) {
      await shot.getByRole('button', { name: 'Delete account' }).click();
      await shown(shot.getByRole('form', { name: 'Delete account' }));
    },
  },
  {
    file: 'resend-verification.png',
    component: 'ResendVerificationButton',
    view: 'resend-verification',
    as: 'owner',
  },
  {
    file: 'sessions-list.png',
    component: 'SessionsList',
    view: 'sessions-list',
    as: 'owner',
    width: 720,
    prepare: (shot) => shown(shot.getByRole('listitem').nth(2)),
  },
  {
    file: 'passkeys-list.png',
    component: 'PasskeysList',
    view: 'passkeys-list',
    as: 'owner',
    width: 560,
    prepare: (shot) => shown(shot.getByRole('listitem').nth(1)),
  },
  {
    file: 'linked-accounts.png',
    component: 'LinkedAccounts',
    view: 'linked-accounts',
    as: 'owner',
    width: 480,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Link Google' })),
  },
  {
    file: 'organization-switcher.png',
    component: 'OrganizationSwitcher',
    view: 'organization-switcher',
    as: 'owner',
    width: 320,
    async prepare(shot) {
      const select = shot.getByRole('combobox', { name: 'Organization' });
      await shown(select);
      // Options are never "visible"; wait for Acme to be the selected one.
      await select
        .locator('option:checked', { hasText: 'Acme Inc.' })
        .waitFor({ state: 'attached' });
    },
  },
  {
    file: 'create-organization.png',
    component: 'CreateOrganizationForm',
    view: 'create-organization',
    as: 'owner',
    async prepare(shot, page) {
      await shot
        .getByLabel('Organization name', { exact: true })
        .pressSequentially('Globex Corporation');
      // Let the debounced slug check answer (300 ms) so nothing changes under the camera.
      await page.waitForTimeout(600);
    },
  },
  {
    file: 'organization-settings.png',
    component: 'OrganizationSettings',
    view: 'organization-settings',
    as: 'owner',
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Delete organization' })),
  },
  {
    file: 'members-table.png',
    component: 'MembersTable',
    view: 'members-table',
    as: 'owner',
    width: 680,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Remove Katherine Johnson' })),
  },
  {
    file: 'invite-member.png',
    component: 'InviteMemberForm',
    view: 'invite-member',
    as: 'owner',
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Send invitation' })),
  },
  {
    file: 'invitations-list.png',
    component: 'InvitationsList',
    view: 'invitations-list',
    as: 'owner',
    width: 560,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Cancel invitation' }).nth(1)),
  },
  {
    file: 'teams-panel.png',
    component: 'TeamsPanel',
    view: 'teams-panel',
    as: 'owner',
    width: 480,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Remove team' }).nth(1)),
  },
  {
    file: 'admin-users-table.png',
    component: 'AdminUsersTable',
    view: 'admin-users',
    as: 'owner',
    width: 880,
    async prepare(shot) {
      const dennis = shot.getByRole('row').filter({ hasText: 'Dennis Ritchie' });
      await shown(dennis.getByText('Banned', { exact: true }));
      await shown(shot.getByRole('navigation', { name: 'Users pages' }));
    },
  },
  {
    file: 'admin-user-actions.png',
    component: 'AdminUsersTable',
    view: 'admin-users',
    as: 'owner',
    width: 880,
    async prepare(shot) {
      // One row, so the shot is about the step.
      await shot.getByRole('searchbox', { name: 'Search users' }).fill('katherine');
      const row = shot.getByRole('row').filter({ hasText: 'Katherine Johnson' });
      await shown(shot.getByText('No user matches.').or(row));
      await shot
        .getByRole('table', { name: 'Users' })
        .getByRole('row')
        .nth(2)
        .waitFor({ state: 'detached' });
      await row.getByRole('button', { name: 'Manage' }).click();
      await shot.getByRole('button', { name: 'Ban', exact: true }).click();
      const form = shot.getByRole('form', { name: 'Ban Katherine Johnson' });
      await form.getByLabel('Reason', { exact: true }).fill('Sharing her account');
      await form.getByLabel('Ban ends', { exact: true }).selectOption({ label: '7 days' });
    },
  },
  {
    file: 'user-details.png',
    component: 'UserDetails',
    view: 'user-details',
    as: 'owner',
    width: 680,
    async prepare(shot) {
      await shown(shot.getByRole('list', { name: 'Sessions of Grace Hopper' }));
      await shown(shot.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(2));
    },
  },
  {
    file: 'audit-log.png',
    component: 'AuditLog',
    view: 'audit-log',
    as: 'owner',
    width: 940,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Load more' })),
  },
  {
    file: 'security-activity.png',
    component: 'SecurityActivity',
    view: 'security-activity',
    as: 'owner',
    width: 560,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Show more' })),
  },
  {
    file: 'accept-invitation.png',
    component: 'AcceptInvitation',
    view: 'accept-invitation',
    as: 'invitee',
    width: 540,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Accept invitation' })),
  },
  {
    file: 'impersonation-banner.png',
    component: 'ImpersonationBanner',
    view: 'impersonation-banner',
    as: 'impersonator',
    width: 920,
    prepare: (shot) => shown(shot.getByRole('button', { name: 'Stop impersonating' })),
  },
  {
    file: 'name-prompt.png',
    component: 'NamePrompt',
    view: 'name-prompt',
    as: 'newcomer',
    prepare: (shot) => shown(shot.getByRole('form', { name: 'What should we call you?' })),
  },
  {
    file: 'organization-list.png',
    component: 'OrganizationList',
    view: 'organization-list',
    as: 'member',
    width: 480,
    prepare: (shot) => shown(shot.getByText('Active', { exact: true })),
  },
  // Last of Alan's: it ends his session.
  {
    file: 'session-ended-notice.png',
    component: 'SessionEndedNotice',
    view: 'session-ended-notice',
    as: 'member',
    async prepare(shot, page) {
      const origin = new URL(page.url()).origin;
      // Signed out everywhere behind the page's back, as from another device.
      const response = await page.request.post(`${origin}/api/auth/revoke-sessions`, {
        data: {},
        headers: { origin },
      });
      if (!response.ok()) throw new Error(`/revoke-sessions answered ${response.status()}`);
      await shot.getByRole('button', { name: 'Next action' }).click();
      await shown(shot.getByRole('alert'));
    },
  },
  ...MATRIX,
];
