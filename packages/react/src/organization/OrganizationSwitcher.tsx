'use client';

import { useId } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { organizationSwitcher as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useActiveOrganization, useListOrganizations } from '../useOrganization.js';
import { useSession } from '../useSession.js';
import { useAction } from './use-action.js';

/** The visible text of {@link OrganizationSwitcher}. Defaults: label `'Organization'`, personal `'Personal account'`. */
export interface OrganizationSwitcherLabels {
  label: string;
  personal: string;
}

/** Props of {@link OrganizationSwitcher}. */
export interface OrganizationSwitcherProps {
  /** Runs after the active organization changed (`null`: personal). */
  onSwitch?: (organizationId: string | null) => void;
  /** Added to the wrapper's `portcullis-org-switcher` class. */
  className?: string;
  labels?: Partial<OrganizationSwitcherLabels>;
}

/**
 * A labelled select of the signed-in user's organizations, plus "Personal account" (no active
 * organization). Choosing one makes it the session's active organization; every organization
 * hook follows. Disabled and `aria-busy` while switching; failures are announced with
 * `role="alert"`. Renders nothing while signed out.
 *
 * DOM hooks for end-to-end tests: `combobox[name="Organization"]` (default labels).
 *
 * @example
 * <OrganizationSwitcher onSwitch={() => navigate('/organization')} />
 */
export function OrganizationSwitcher({ onSwitch, className, labels }: OrganizationSwitcherProps) {
  const cx = useClassNames();
  const text = useLabels('organizationSwitcher', DEFAULT_LABELS, labels);
  const list = useListOrganizations();
  const active = useActiveOrganization();
  const { busy, failure, run } = useAction();
  const id = useId();
  const session = useSession();
  if (!list.data) return null;
  const current =
    (session.data?.session as { activeOrganizationId?: string | null } | undefined)
      ?.activeOrganizationId ?? '';
  const onChange = async (value: string) => {
    const organizationId = value || null;
    if (await run('switch', () => active.setActive(organizationId))) onSwitch?.(organizationId);
  };
  return (
    <div className={cx('portcullis-org-switcher', className)}>
      <label className={cx('portcullis-label')} htmlFor={id}>
        {text.label}
      </label>
      <select
        id={id}
        className={cx('portcullis-input portcullis-select')}
        value={current}
        disabled={busy !== null}
        aria-busy={busy !== null}
        onChange={(event) => void onChange(event.target.value)}
      >
        <option value="">{text.personal}</option>
        {list.data.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
      {failure ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
