'use client';

import { useClassNames } from '../forms/appearance.js';
import { useActiveOrganization, useListOrganizations } from '../useOrganization.js';

/** Props of {@link OrganizationItems}. */
export interface OrganizationItemsProps {
  /** The group's accessible name and the "no organization" item. */
  labels: { organization: string; personal: string };
  activeOrganizationId: string | null;
  /** Runs the switch (under the menu's busy state). */
  onSwitch: (switchTo: () => Promise<{ error: { message: string } | null }>) => void;
}

/**
 * The user's organizations, plus the personal account, as `menuitemradio` items of a labelled
 * group (the menu form of `OrganizationSwitcher`, on the same hooks). Nothing until the list
 * has loaded.
 */
export function OrganizationItems({
  labels,
  activeOrganizationId,
  onSwitch,
}: OrganizationItemsProps) {
  const cx = useClassNames();
  const list = useListOrganizations();
  const active = useActiveOrganization();
  if (!list.data) return null;
  const choices = [
    { id: null, name: labels.personal },
    ...list.data.map((organization) => ({ id: organization.id, name: organization.name })),
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a menu's group of radio items (WAI-ARIA menu), not a form's fieldset.
    <div
      role="group"
      aria-label={labels.organization}
      className={cx('portcullis-user-button-group')}
    >
      {choices.map((choice) => {
        const checked = choice.id === activeOrganizationId;
        return (
          <button
            key={choice.id ?? ''}
            type="button"
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            className={cx('portcullis-user-button-item')}
            onClick={() => {
              if (!checked) onSwitch(() => active.setActive(choice.id));
            }}
          >
            {choice.name}
          </button>
        );
      })}
    </div>
  );
}
