'use client';

import type { FullOrganization } from '@portcullis/core/client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { FormStatus } from '../forms/FormStatus.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { organizationSettings as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import type { OrganizationAuthClient } from '../require-plugin.js';
import { useActiveOrganization, useHasPermission } from '../useOrganization.js';
import { ControlledField } from './ControlledField.js';
import { type Action, useAction } from './use-action.js';
import { cacheOf, useOrganizationClient } from './use-organization-query.js';

/**
 * The visible text of {@link OrganizationSettings}. Defaults: name `'Organization name'`, slug
 * `'Slug'`, logo `'Logo URL'`, save `'Save changes'`, saved `'Organization updated.'`, delete
 * `'Delete organization'`, confirmDelete `'Delete {name}? Its members, invitations and teams
 * go with it. This cannot be undone.'` (`{name}` is replaced), confirm `'Delete'`, cancel
 * `'Cancel'`, none `'No organization is active.'`, form `'Organization settings'` (the form's
 * accessible name).
 */
export interface OrganizationSettingsLabels {
  name: string;
  slug: string;
  logo: string;
  save: string;
  saved: string;
  delete: string;
  confirmDelete: string;
  confirm: string;
  cancel: string;
  none: string;
  form: string;
}

/** Props of {@link OrganizationSettings}. */
export interface OrganizationSettingsProps {
  /** Runs after the organization was deleted. */
  onDeleted?: (organization: FullOrganization) => void;
  /**
   * Offers "Delete organization" (with `organization:delete`). `false` leaves deletion to
   * another place, as `OrganizationProfile` does (its danger zone). Default: `true`.
   */
  allowDelete?: boolean;
  className?: string;
  labels?: Partial<OrganizationSettingsLabels>;
}

/**
 * Settings of the active organization: rename, change the slug and the logo URL, and delete
 * it after a confirmation. The form shows only to members whose role grants
 * `organization:update` (others see the name and slug), and deletion only with
 * `organization:delete` (the owner, by default). Errors such as 'Organization already exists'
 * show beside the slug; form-level ones are announced with `role="alert"`.
 *
 * DOM hooks: form "Organization settings", buttons "Save changes", "Delete organization".
 *
 * @example
 * <OrganizationSettings onDeleted={() => navigate('/')} />
 */
export function OrganizationSettings({
  onDeleted,
  allowDelete = true,
  className,
  labels,
}: OrganizationSettingsProps) {
  const cx = useClassNames();
  const text = useLabels('organizationSettings', DEFAULT_LABELS, labels);
  const { data: organization, isPending } = useActiveOrganization();
  if (!organization) {
    return isPending ? null : <p className={cx('portcullis-hint')}>{text.none}</p>;
  }
  return (
    <SettingsOf
      key={organization.id}
      organization={organization}
      onDeleted={onDeleted}
      allowDelete={allowDelete}
      className={className}
      text={text}
    />
  );
}

/**
 * Deletes `organization` under the `'delete'` key of `run`, then reloads the organization cache
 * (the client has reloaded the session: the server cleared it as the active organization) and
 * calls `onDeleted`. Shared by `OrganizationSettings` and `OrganizationProfile`'s danger zone.
 */
export async function deleteOrganization(
  client: OrganizationAuthClient,
  run: Action['run'],
  organization: FullOrganization,
  onDeleted: ((organization: FullOrganization) => void) | undefined,
): Promise<void> {
  const ok = await run('delete', () =>
    client.organization.delete({ organizationId: organization.id }),
  );
  if (!ok) return;
  await cacheOf(client).invalidate();
  onDeleted?.(organization);
}

interface SettingsOfProps {
  organization: FullOrganization;
  onDeleted: ((organization: FullOrganization) => void) | undefined;
  allowDelete: boolean;
  className: string | undefined;
  text: OrganizationSettingsLabels;
}

function SettingsOf({ organization, onDeleted, allowDelete, className, text }: SettingsOfProps) {
  const cx = useClassNames();
  const client = useOrganizationClient('OrganizationSettings');
  const { errorMessage } = useLocalization();
  const canUpdate = useHasPermission({ organization: ['update'] });
  const canDelete = useHasPermission({ organization: ['delete'] });
  const [name, setName] = useState(organization.name);
  const [slug, setSlug] = useState(organization.slug);
  const [logo, setLogo] = useState(organization.logo ?? '');
  const [slugError, setSlugError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy, failure, run } = useAction();
  // Keyboard and screen-reader users keep their place: opening the confirmation focuses its
  // least destructive control (Cancel); cancelling returns focus to "Delete organization".
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const refocusOpener = useRef(false);
  const warningId = useId();
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (refocusOpener.current) {
      refocusOpener.current = false;
      openerRef.current?.focus();
    }
  }, [confirming]);
  const cancelDelete = () => {
    refocusOpener.current = true;
    setConfirming(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setSlugError(undefined);
    const data = { name: name.trim(), slug, logo: logo.trim() || null };
    let conflict: string | undefined;
    const ok = await run('save', async () => {
      const result = await client.organization.update({ organizationId: organization.id, data });
      if (result.error?.code === 'ORGANIZATION_ALREADY_EXISTS') {
        conflict = errorMessage(result.error);
        return { error: null };
      }
      return result;
    });
    if (conflict) return setSlugError(conflict);
    if (!ok) return;
    setSaved(true);
    await cacheOf(client).invalidate();
  };

  const onDelete = () => deleteOrganization(client, run, organization, onDeleted);

  return (
    <section className={cx('portcullis-org-settings', className)}>
      {canUpdate.allowed ? (
        <form
          className={cx('portcullis-form')}
          aria-label={text.form}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <FormAlert message={confirming ? null : failure} />
          <FormStatus message={saved ? text.saved : null} />
          <ControlledField
            name="name"
            label={text.name}
            type="text"
            value={name}
            onChange={setName}
          />
          <ControlledField
            name="slug"
            label={text.slug}
            type="text"
            value={slug}
            onChange={setSlug}
            error={slugError}
          />
          <ControlledField
            name="logo"
            label={text.logo}
            type="url"
            value={logo}
            onChange={setLogo}
            required={false}
          />
          <SubmitButton isSubmitting={busy === 'save'}>{text.save}</SubmitButton>
        </form>
      ) : (
        <dl className={cx('portcullis-org-summary')}>
          <dt>{text.name}</dt>
          <dd>{organization.name}</dd>
          <dt>{text.slug}</dt>
          <dd>{organization.slug}</dd>
        </dl>
      )}
      {allowDelete && canDelete.allowed ? (
        <div className={cx('portcullis-delete-account')}>
          {confirming ? (
            <fieldset
              className={cx('portcullis-confirm')}
              aria-labelledby={warningId}
              onKeyDown={(event) => {
                // Escape cancels, as Cancel does (focus back on the opener), unless a call runs.
                if (event.key === 'Escape' && busy === null) cancelDelete();
              }}
            >
              <p className={cx('portcullis-warning')} id={warningId}>
                {text.confirmDelete.replace('{name}', organization.name)}
              </p>
              <FormAlert message={failure} />
              <div className={cx('portcullis-actions')}>
                <button
                  type="button"
                  className={cx('portcullis-button portcullis-button--danger')}
                  disabled={busy !== null}
                  aria-busy={busy === 'delete'}
                  onClick={() => void onDelete()}
                >
                  {text.confirm}
                </button>
                <button
                  ref={cancelRef}
                  type="button"
                  className={cx('portcullis-button portcullis-button--secondary')}
                  disabled={busy !== null}
                  onClick={cancelDelete}
                >
                  {text.cancel}
                </button>
              </div>
            </fieldset>
          ) : (
            <button
              ref={openerRef}
              type="button"
              className={cx('portcullis-button portcullis-button--danger')}
              onClick={() => setConfirming(true)}
            >
              {text.delete}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
