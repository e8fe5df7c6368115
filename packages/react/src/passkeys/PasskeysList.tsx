'use client';

import type { ClientPasskey } from '@portcullis/core/client';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { ConfirmStep } from '../forms/ConfirmStep.js';
import { FormAlert } from '../forms/FormAlert.js';
import { passkeysList as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { type PasskeyAuthClient, requirePasskeyClient } from './passkey-client.js';

/**
 * The visible text of {@link PasskeysList}. Defaults: list `'Passkeys'` (its accessible name),
 * loading `'Loading passkeys…'`, empty `'No passkeys yet.'`, unnamed `'Passkey'`, added
 * `'Added'`, newName `'Passkey name'`, add `'Add a passkey'`, rename `'Rename'`, save
 * `'Save'`, cancel `'Cancel'`, delete `'Delete'`, confirmDelete `'Delete the passkey “{name}”? You
 * can no longer sign in with it.'` (the question "Delete" asks before deleting).
 */
export interface PasskeysListLabels {
  list: string;
  loading: string;
  empty: string;
  unnamed: string;
  added: string;
  newName: string;
  add: string;
  rename: string;
  save: string;
  cancel: string;
  delete: string;
  confirmDelete: string;
}

/** Props of {@link PasskeysList}. */
export interface PasskeysListProps {
  /** How dates are shown. Default: the reader's locale, e.g. "Mar 4, 2026". */
  formatDate?: (date: Date) => string;
  /** `addPasskey`'s `authenticatorAttachment`. Default: none (the browser offers every kind). */
  authenticatorAttachment?: 'platform' | 'cross-platform';
  /** Added to the wrapper's `portcullis-passkeys` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<PasskeysListLabels>;
}

type Result = { error: { message: string } | null };

/**
 * The signed-in user's passkeys (`client.passkey.listUserPasskeys()`), oldest first, each with
 * its name and when it was added, "Rename" (an inline form) and "Delete", which first asks
 * (a confirm step: "Cancel" keeps the passkey, "Delete" deletes it); below, a name field
 * and "Add a passkey", which runs the browser's registration ceremony
 * (`client.passkey.addPasskey`). Buttons are disabled and `aria-busy` while their call runs;
 * failures (a cancelled ceremony: "The passkey registration was cancelled"; an authenticator that
 * already holds one of the user's passkeys: "This passkey is already registered"; 'Session is not fresh' when the sign-in
 * is older than `session.freshAge`) are announced with `role="alert"`. Renders nothing while
 * signed out.
 *
 * DOM hooks for end-to-end tests: `list[name="Passkeys"]`, the field "Passkey name", buttons
 * "Add a passkey", "Rename", "Save", "Delete" (described by their passkey's name), the confirm
 * step's form "Delete {name}" with buttons "Cancel" and "Delete".
 *
 * @throws Error "PasskeysList requires passkeyClient()…" for a client created without it.
 * @example
 * <PasskeysList authenticatorAttachment="platform" />
 */
export function PasskeysList(props: PasskeysListProps) {
  const cx = useClassNames();
  const { authenticatorAttachment, className, labels } = props;
  const { formatDay } = useLocalization();
  const formatDate = props.formatDate ?? formatDay;
  const client = requirePasskeyClient(useRequiredClient('PasskeysList'), 'PasskeysList');
  const session = useSession();
  const text = useLabels('passkeysList', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  const userId = session.data?.user.id ?? null;
  const [passkeys, setPasskeys] = useState<ClientPasskey[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const nameId = useId();

  const reload = useCallback(async () => {
    const { data, error } = await client.passkey.listUserPasskeys();
    if (error) setFailure(errorMessage(error));
    else setPasskeys(data);
  }, [client, errorMessage]);

  useEffect(() => {
    setPasskeys(null);
    if (userId) void reload();
  }, [userId, reload]);

  const run = async (key: string, call: () => Promise<Result>) => {
    setBusy(key);
    setFailure(null);
    const result = await call();
    if (result.error) setFailure(errorMessage(result.error));
    else await reload();
    setBusy(null);
    return !result.error;
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = (new FormData(form).get('name') as string | null)?.trim() || undefined;
    const added = await run('add', () =>
      client.passkey.addPasskey({ name, authenticatorAttachment }),
    );
    if (added) form.reset();
  };

  if (!userId) return null;
  return (
    <div className={cx('portcullis-passkeys', className)}>
      <FormAlert message={failure} />
      {passkeys === null ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : passkeys.length === 0 ? (
        <p className={cx('portcullis-hint')}>{text.empty}</p>
      ) : (
        <ul className={cx('portcullis-passkey-list')} aria-label={text.list}>
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              client={client}
              passkey={passkey}
              text={text}
              formatDate={formatDate}
              editing={editing === passkey.id}
              busy={busy === passkey.id}
              disabled={busy !== null}
              onEdit={(on) => setEditing(on ? passkey.id : null)}
              run={(call) => run(passkey.id, call)}
            />
          ))}
        </ul>
      )}
      <form
        className={cx('portcullis-form portcullis-passkey-add')}
        onSubmit={(event) => void add(event)}
      >
        <div className={cx('portcullis-field')}>
          <label className={cx('portcullis-label')} htmlFor={nameId}>
            {text.newName}
          </label>
          <input
            id={nameId}
            className={cx('portcullis-input')}
            name="name"
            type="text"
            autoComplete="off"
          />
        </div>
        <button
          type="submit"
          className={cx('portcullis-button')}
          disabled={busy !== null}
          aria-busy={busy === 'add'}
        >
          {text.add}
        </button>
      </form>
    </div>
  );
}

interface PasskeyItemProps {
  client: PasskeyAuthClient;
  passkey: ClientPasskey;
  text: PasskeysListLabels;
  formatDate: (date: Date) => string;
  editing: boolean;
  busy: boolean;
  disabled: boolean;
  onEdit: (editing: boolean) => void;
  run: (call: () => Promise<Result>) => Promise<boolean>;
}

function PasskeyItem(props: PasskeyItemProps) {
  const cx = useClassNames();
  const { client, passkey, text, formatDate, editing, busy, disabled, onEdit, run } = props;
  const nameId = useId();
  const name = passkey.name || text.unnamed;
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement | null>(null);
  const stopConfirming = () => {
    setConfirming(false);
    // Back to the button that asked, once it is rendered again.
    requestAnimationFrame(() => deleteRef.current?.focus());
  };
  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = (new FormData(event.currentTarget).get('name') as string | null)?.trim() ?? '';
    if (await run(() => client.passkey.updatePasskey({ id: passkey.id, name: value }))) {
      onEdit(false);
    }
  };
  return (
    <li className={cx('portcullis-passkey')}>
      {editing ? (
        <form className={cx('portcullis-passkey-rename')} onSubmit={(event) => void rename(event)}>
          <label className={cx('portcullis-label')} htmlFor={nameId}>
            {text.rename}
          </label>
          <input
            id={nameId}
            className={cx('portcullis-input')}
            name="name"
            type="text"
            autoComplete="off"
            defaultValue={passkey.name ?? ''}
            required
          />
          <button
            type="submit"
            className={cx('portcullis-button portcullis-button--small')}
            disabled={disabled}
            aria-busy={busy}
          >
            {text.save}
          </button>
          <button
            type="button"
            className={cx(
              'portcullis-button portcullis-button--secondary portcullis-button--small',
            )}
            onClick={() => onEdit(false)}
          >
            {text.cancel}
          </button>
        </form>
      ) : confirming ? (
        <ConfirmStep
          label={`${text.delete} ${name}`}
          question={text.confirmDelete.replace('{name}', name)}
          confirm={text.delete}
          cancel={text.cancel}
          busy={busy}
          onCancel={stopConfirming}
          onConfirm={() => void run(() => client.passkey.deletePasskey({ id: passkey.id }))}
        />
      ) : (
        <>
          <div className={cx('portcullis-passkey-info')}>
            <p id={nameId} className={cx('portcullis-passkey-name')}>
              {name}
            </p>
            {passkey.createdAt ? (
              <p className={cx('portcullis-passkey-meta')}>
                {text.added}{' '}
                <time dateTime={passkey.createdAt}>{formatDate(new Date(passkey.createdAt))}</time>
              </p>
            ) : null}
          </div>
          <div className={cx('portcullis-passkey-actions')}>
            <button
              type="button"
              className={cx(
                'portcullis-button portcullis-button--secondary portcullis-button--small',
              )}
              aria-describedby={nameId}
              disabled={disabled}
              onClick={() => onEdit(true)}
            >
              {text.rename}
            </button>
            <button
              ref={deleteRef}
              type="button"
              className={cx('portcullis-button portcullis-button--danger portcullis-button--small')}
              aria-describedby={nameId}
              disabled={disabled}
              onClick={() => setConfirming(true)}
            >
              {text.delete}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
