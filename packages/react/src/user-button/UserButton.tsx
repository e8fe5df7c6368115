'use client';

import type { AdminMethods } from '@portcullis/core/client';
import { useId } from 'react';
import { AppearanceScope } from '../forms/AppearanceScope.js';
import type { Appearance } from '../forms/appearance.js';
import { useClassNames } from '../forms/appearance.js';
import { isGuest } from '../guest/anonymous-client.js';
import { userButton as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useAction } from '../organization/use-action.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { AccountItems } from './AccountItems.js';
import { Avatar } from './avatar.js';
import { OrganizationItems } from './OrganizationItems.js';
import { hasMultiSession, useDeviceAccounts } from './use-device-accounts.js';
import { useMenu } from './use-menu.js';
import { signOutOf } from './use-sign-out.js';

/**
 * The visible text of {@link UserButton}. Defaults: manageAccount `'Manage account'`, organization
 * `'Organization'` (the organization group's name), personal `'Personal account'`,
 * stopImpersonating `'Stop impersonating'`, signOut `'Sign out'`, guest `'Guest'` (a guest's
 * name), guestNotice `"You're browsing as a guest: create an account to keep your data."`,
 * createAccount `'Create an account'`; with multi-session, accounts `'Accounts'` (the account
 * group's name), addAccount `'Add account'`, signOutAll `'Sign out of all accounts'`.
 */
export interface UserButtonLabels {
  manageAccount: string;
  organization: string;
  personal: string;
  stopImpersonating: string;
  signOut: string;
  guest: string;
  guestNotice: string;
  createAccount: string;
  accounts: string;
  addAccount: string;
  signOutAll: string;
}

/** Props of {@link UserButton}. */
export interface UserButtonProps {
  /** The account page: "Manage account" is then a link to it. */
  accountHref?: string;
  /** Called by "Manage account" (when there is no `accountHref`, it is a button). */
  onManageAccount?: () => void;
  /** Runs after sign-out, once `useSession` shows no session (e.g. go to the home page). */
  onSignOut?: () => void;
  /**
   * For a guest (`anonymous()` plugin): the sign-up page, "Create an account" is then a menu
   * link to it. Signing up from the guest session links it on the server.
   */
  signUpHref?: string;
  /** For a guest: called by "Create an account" (a button) when there is no `signUpHref`. */
  onCreateAccount?: () => void;
  /** Runs once the admin's own session is back after "Stop impersonating". */
  onStopImpersonating?: () => void;
  /** Runs after the active organization changed (`null`: the personal account). */
  onSwitchOrganization?: (organizationId: string | null) => void;
  /**
   * Lists the accounts signed in on this browser to switch between, with "Add account" and
   * "Sign out of all accounts", when the client has `multiSessionClient()` (and the server
   * `multiSession()`). "Sign out" then signs only the current account out, and the next one
   * of the browser becomes active. Default: true.
   */
  showAccounts?: boolean;
  /** Where "Add account" goes: your sign-in page (signing in there adds the account). */
  addAccountHref?: string;
  /** Called by "Add account" (when there is no `addAccountHref`, it is a button). */
  onAddAccount?: () => void;
  /** Runs after switching to another account of the browser. */
  onSwitchAccount?: () => void;
  /**
   * Lists the user's organizations to switch between, when the client has
   * `organizationClient()`. Default: true.
   */
  showOrganizations?: boolean;
  /**
   * Class names of your own for this screen's elements, over the provider's `appearance`
   * element by element (see `PortcullisProvider`). Default: the provider's.
   */
  appearance?: Appearance;
  /** Added to the wrapper's `portcullis-user-button` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<UserButtonLabels>;
}

type SessionFields = { impersonatedBy?: string | null; activeOrganizationId?: string | null };

/**
 * The signed-in user's avatar (their picture, else their initials on a colour derived from their
 * id), a button whose accessible name is their name, opening an account menu (the WAI-ARIA menu
 * button pattern: Enter, Space or ArrowDown open it, arrows move, Escape closes it and returns
 * focus to the button, a click outside closes it). Above the menu: the user's name and email.
 * Items: "Manage account" (a link to `accountHref`, or `onManageAccount`), the user's
 * organizations as radio items (with `organizationClient()`), "Stop impersonating" when the
 * session is an impersonation (`session.impersonatedBy`, with `adminClient()`), and "Sign out".
 * For a guest (`user.isAnonymous`, the `anonymous()` plugin) the identity reads "Guest" and
 * "You're browsing as a guest: create an account to keep your data.", and "Create an account"
 * (a link to `signUpHref`, or `onCreateAccount`) comes first.
 * With `multiSessionClient()`: the accounts signed in on this browser as radio items (switching
 * with `multiSession.setActive`), "Add account" (`addAccountHref` / `onAddAccount`), and with
 * two accounts or more "Sign out" signing only the current one out and "Sign out of all
 * accounts".
 * Failures are announced with `role="alert"`. Renders nothing while loading or signed out.
 *
 * DOM hooks for end-to-end tests: the button named after the user, `menu`, `menuitem` "Sign
 * out" (default labels).
 *
 * @throws Error without a provider above.
 * @example
 * <header>
 *   <UserButton accountHref="/account" onSignOut={() => navigate('/')} />
 * </header>
 */
export function UserButton(props: UserButtonProps) {
  return (
    <AppearanceScope appearance={props.appearance}>
      <UserButtonContent {...props} />
    </AppearanceScope>
  );
}

/** {@link UserButton} inside its `appearance`. */
function UserButtonContent({
  accountHref,
  onManageAccount,
  onSignOut,
  signUpHref,
  onCreateAccount,
  onStopImpersonating,
  onSwitchOrganization,
  showOrganizations = true,
  showAccounts = true,
  addAccountHref,
  onAddAccount,
  onSwitchAccount,
  className,
  labels,
}: UserButtonProps) {
  const cx = useClassNames();
  const client = useRequiredClient('UserButton');
  const { data } = useSession();
  const menu = useMenu();
  const { failure, run } = useAction();
  const id = useId();
  const text = useLabels('userButton', DEFAULT_LABELS, labels);
  const multiSession = showAccounts && hasMultiSession(client) ? client.multiSession : null;
  const accounts = useDeviceAccounts(
    client,
    menu.open && multiSession !== null,
    data?.session.token ?? '',
  );
  if (!data) return null;
  const { user } = data;
  const guest = isGuest(user);
  const session = data.session as typeof data.session & SessionFields;
  const admin = 'admin' in client ? (client as typeof client & AdminMethods).admin : null;
  const withOrganizations = showOrganizations && 'organization' in client;

  // With several accounts on the browser, "Sign out" signs only this one out (the next one
  // becomes active) and "Sign out of all accounts" is the plain sign-out.
  const switcher = multiSession && accounts ? multiSession : null;
  const signOutAll = () =>
    void run('sign-out', async () => {
      const error = await signOutOf(client);
      if (!error) onSignOut?.();
      return { error };
    });
  const signOut = () => {
    if (!switcher || !accounts || accounts.length < 2) return signOutAll();
    void run('sign-out', async () => {
      const result = await switcher.revoke({ sessionToken: data.session.token });
      if (!result.error) {
        menu.close(true);
        if (!client.$store.getSnapshot().data) onSignOut?.();
      }
      return result;
    });
  };
  const switchAccount = (sessionToken: string) => {
    if (!switcher) return;
    void run('switch', async () => {
      const result = await switcher.setActive({ sessionToken });
      if (!result.error) {
        menu.close(true);
        onSwitchAccount?.();
      }
      return result;
    });
  };
  const addAccount = onAddAccount
    ? () => {
        menu.close(false);
        onAddAccount();
      }
    : undefined;
  const stopImpersonating = (calls: AdminMethods['admin']) =>
    void run('stop', async () => {
      const result = await calls.stopImpersonating();
      if (!result.error) {
        menu.close(true);
        onStopImpersonating?.();
      }
      return result;
    });
  const switchOrganization = (switchTo: () => Promise<{ error: { message: string } | null }>) =>
    void run('switch', async () => {
      const result = await switchTo();
      if (!result.error) {
        menu.close(true);
        onSwitchOrganization?.(
          (client.$store.getSnapshot().data?.session as SessionFields | undefined)
            ?.activeOrganizationId ?? null,
        );
      }
      return result;
    });
  const manage = () => {
    menu.close(true);
    onManageAccount?.();
  };
  const createAccount = () => {
    menu.close(true);
    onCreateAccount?.();
  };

  return (
    <div ref={menu.rootRef} className={cx('portcullis-user-button', className)}>
      <button
        ref={menu.buttonRef}
        id={`${id}-button`}
        type="button"
        className={cx('portcullis-user-button-trigger')}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? `${id}-menu` : undefined}
        onClick={menu.onButtonClick}
        onKeyDown={menu.onButtonKeyDown}
      >
        <Avatar user={guest ? { ...user, name: text.guest } : user} />
      </button>
      {menu.open ? (
        <div className={cx('portcullis-user-button-popover')}>
          <div className={cx('portcullis-user-button-identity')}>
            {guest ? (
              <>
                <p className={cx('portcullis-user-button-name')}>{text.guest}</p>
                <p className={cx('portcullis-user-button-email')}>{text.guestNotice}</p>
              </>
            ) : (
              <>
                <p className={cx('portcullis-user-button-name')}>{user.name || user.email}</p>
                {user.name ? (
                  <p className={cx('portcullis-user-button-email')}>{user.email}</p>
                ) : null}
              </>
            )}
          </div>
          <div
            ref={menu.menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            className={cx('portcullis-user-button-menu')}
            onKeyDown={menu.onMenuKeyDown}
          >
            {guest && signUpHref ? (
              <a
                role="menuitem"
                tabIndex={-1}
                href={signUpHref}
                className={cx('portcullis-user-button-item')}
                onClick={() => menu.close(true)}
              >
                {text.createAccount}
              </a>
            ) : guest && onCreateAccount ? (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cx('portcullis-user-button-item')}
                onClick={createAccount}
              >
                {text.createAccount}
              </button>
            ) : null}
            {accountHref ? (
              <a
                role="menuitem"
                tabIndex={-1}
                href={accountHref}
                className={cx('portcullis-user-button-item')}
                onClick={manage}
              >
                {text.manageAccount}
              </a>
            ) : onManageAccount ? (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cx('portcullis-user-button-item')}
                onClick={manage}
              >
                {text.manageAccount}
              </button>
            ) : null}
            {withOrganizations ? (
              <OrganizationItems
                labels={text}
                activeOrganizationId={session.activeOrganizationId ?? null}
                onSwitch={switchOrganization}
              />
            ) : null}
            {switcher && accounts ? (
              <AccountItems
                labels={text}
                accounts={accounts}
                activeUserId={user.id}
                onSwitch={switchAccount}
                addAccountHref={addAccountHref}
                onAddAccount={addAccount}
              />
            ) : null}
            {admin && session.impersonatedBy ? (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cx('portcullis-user-button-item')}
                onClick={() => stopImpersonating(admin)}
              >
                {text.stopImpersonating}
              </button>
            ) : null}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={cx('portcullis-user-button-item')}
              onClick={signOut}
            >
              {text.signOut}
            </button>
            {switcher && accounts && accounts.length > 1 ? (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cx('portcullis-user-button-item')}
                onClick={signOutAll}
              >
                {text.signOutAll}
              </button>
            ) : null}
          </div>
          {failure ? (
            <p role="alert" className={cx('portcullis-error portcullis-alert')}>
              {failure}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
