'use client';

import type { DeviceSession } from '@portcullis/core/client';
import { useClassNames } from '../forms/appearance.js';

/** Props of {@link AccountItems}. */
export interface AccountItemsProps {
  /** The group's accessible name and the "add account" item. */
  labels: { accounts: string; addAccount: string };
  /** The browser's accounts, as `listDeviceSessions` answers. */
  accounts: DeviceSession[];
  /** The signed-in user, whose account is the checked one. */
  activeUserId: string;
  /** Switches to an account's session (under the menu's busy state). */
  onSwitch: (sessionToken: string) => void;
  /** Where "Add account" goes (the sign-in page); a link when set. */
  addAccountHref?: string;
  /** Called by "Add account" (a button, when there is no `addAccountHref`). */
  onAddAccount?: () => void;
}

/**
 * The accounts signed in on this browser as `menuitemradio` items of a labelled group (the
 * active one checked), then "Add account": the menu form of the multi-session plugin.
 */
export function AccountItems({
  labels,
  accounts,
  activeUserId,
  onSwitch,
  addAccountHref,
  onAddAccount,
}: AccountItemsProps) {
  const cx = useClassNames();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a menu's group of radio items (WAI-ARIA menu), not a form's fieldset.
    <div role="group" aria-label={labels.accounts} className={cx('portcullis-user-button-group')}>
      {accounts.map(({ session, user }) => {
        const checked = user.id === activeUserId;
        return (
          <button
            key={session.id}
            type="button"
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            className={cx('portcullis-user-button-item portcullis-user-button-account')}
            onClick={() => {
              if (!checked) onSwitch(session.token);
            }}
          >
            <span className={cx('portcullis-user-button-account-name')}>
              {user.name || user.email}
            </span>
            {user.name ? (
              <span className={cx('portcullis-user-button-account-email')}>{user.email}</span>
            ) : null}
          </button>
        );
      })}
      {addAccountHref ? (
        <a
          role="menuitem"
          tabIndex={-1}
          href={addAccountHref}
          className={cx('portcullis-user-button-item')}
          onClick={onAddAccount}
        >
          {labels.addAccount}
        </a>
      ) : onAddAccount ? (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={cx('portcullis-user-button-item')}
          onClick={onAddAccount}
        >
          {labels.addAccount}
        </button>
      ) : null}
    </div>
  );
}
