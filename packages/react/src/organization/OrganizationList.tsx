'use client';

import { useClassNames } from '../forms/appearance.js';
import { organizationList as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useActiveOrganization, useListOrganizations } from '../useOrganization.js';
import { useAction } from './use-action.js';
import { useOrganizationScope } from './use-organization-query.js';

/**
 * The visible text of {@link OrganizationList}. Defaults: list `'Your organizations'`, empty
 * `'You are not a member of any organization yet.'`, active `'Active'`, open `'Open'`, openName
 * `'Open {organization}'` (the button's accessible name), loading `'Loading organizations…'`.
 */
export interface OrganizationListLabels {
  list: string;
  empty: string;
  active: string;
  open: string;
  openName: string;
  loading: string;
}

/** Props of {@link OrganizationList}. */
export interface OrganizationListProps {
  /** Runs after "Open" made an organization the session's active one. */
  onOpen?: (organizationId: string) => void;
  /** Added to the list's wrapper `portcullis-org-list` class. */
  className?: string;
  labels?: Partial<OrganizationListLabels>;
}

/**
 * Every organization the signed-in user belongs to, whether or not one is active: its name and
 * slug, the active one marked "Active", the others with "Open", which makes it the session's
 * active organization (`setActive`; every organization hook follows). A new session starts with
 * no active organization, as in Better Auth 1.2.7, so this list is how a returning user finds
 * theirs. Failures are announced with `role="alert"`. Renders nothing while signed out.
 *
 * DOM hooks: `list[name="Your organizations"]`, buttons "Open {organization}" (default labels).
 *
 * @example
 * <OrganizationList onOpen={() => navigate('/organization')} />
 */
export function OrganizationList({ onOpen, className, labels }: OrganizationListProps) {
  const cx = useClassNames();
  const text = useLabels('organizationList', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  const list = useListOrganizations();
  const active = useActiveOrganization();
  const { busy, failure, run } = useAction();
  const activeId = useOrganizationScope('OrganizationList').activeOrganizationId;
  const message = failure ?? (list.error && !list.data ? errorMessage(list.error) : null);
  const open = async (organizationId: string) => {
    if (await run(organizationId, () => active.setActive(organizationId))) onOpen?.(organizationId);
  };

  return (
    <div className={cx('portcullis-org-list', className)}>
      {message ? (
        <p role="alert" className={cx('portcullis-error portcullis-alert')}>
          {message}
        </p>
      ) : null}
      {list.isPending && !list.data ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : list.data?.length === 0 ? (
        <p className={cx('portcullis-hint')}>{text.empty}</p>
      ) : list.data ? (
        <ul className={cx('portcullis-session-list')} aria-label={text.list}>
          {list.data.map((organization) => (
            <li
              key={organization.id}
              className={cx('portcullis-session')}
              aria-current={organization.id === activeId ? 'true' : undefined}
            >
              <div className={cx('portcullis-session-info')}>
                <p className={cx('portcullis-session-device')}>
                  {organization.name}
                  {organization.id === activeId ? (
                    <span className={cx('portcullis-badge portcullis-badge--success')}>
                      {text.active}
                    </span>
                  ) : null}
                </p>
                <p className={cx('portcullis-session-meta')}>{organization.slug}</p>
              </div>
              {organization.id === activeId ? null : (
                <button
                  type="button"
                  className={cx(
                    'portcullis-button portcullis-button--secondary portcullis-button--small',
                  )}
                  aria-label={text.openName.replace('{organization}', organization.name)}
                  disabled={busy !== null}
                  aria-busy={busy === organization.id}
                  onClick={() => void open(organization.id)}
                >
                  {text.open}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
