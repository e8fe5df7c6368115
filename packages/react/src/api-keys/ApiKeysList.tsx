'use client';

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { ConfirmStep } from '../forms/ConfirmStep.js';
import { FormAlert } from '../forms/FormAlert.js';
import { apiKeysList as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { type ApiKeyAuthClient, requireApiKeyClient } from './api-key-client.js';

/**
 * The visible text of {@link ApiKeysList}. Defaults: list `'API keys'` (its accessible name),
 * loading `'Loading API keys…'`, empty `'No API keys yet.'`, unnamed `'API key'`, created
 * `'Created'`, expires `'Expires'`, neverExpires `'Never expires'`, name `'Key name'`, expiry
 * `'Expires after'`, expiryNever `'Never'`, expiryDays `'{count} days'`, create `'Create an API
 * key'`, newKey `'Your new API key'`, newKeyHint `'Copy it now: it will not be shown again.'`,
 * copy `'Copy key'`, copied `'Key copied.'`, copyFailed `'Could not copy: select the key and
 * copy it yourself.'`, done `'Done'`, revoke `'Revoke'`, cancel `'Cancel'`, confirmRevoke
 * `'Revoke the API key “{name}”? Apps using it stop working at once.'`.
 */
export interface ApiKeysListLabels {
  list: string;
  loading: string;
  empty: string;
  unnamed: string;
  created: string;
  expires: string;
  neverExpires: string;
  name: string;
  expiry: string;
  expiryNever: string;
  expiryDays: string;
  create: string;
  newKey: string;
  newKeyHint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
  revoke: string;
  cancel: string;
  confirmRevoke: string;
}

/** Props of {@link ApiKeysList}. */
export interface ApiKeysListProps {
  /**
   * The lifetimes offered when creating a key, in days; `null` is "never". Each must lie within
   * the server's `keyExpiration` bounds (1 to 365 days by default). Default: `[null, 7, 30, 90,
   * 365]`.
   */
  expiryDays?: ReadonlyArray<number | null>;
  /** How dates are shown. Default: the reader's locale, e.g. "Mar 4, 2026". */
  formatDate?: (date: Date) => string;
  /** Added to the wrapper's `portcullis-api-keys` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ApiKeysListLabels>;
}

interface ListedKey {
  id: string;
  name: string | null;
  start: string | null;
  createdAt: string | Date;
  expiresAt: string | Date | null;
}

type Result = { error: { message: string; code?: string } | null };

const DEFAULT_EXPIRY: ReadonlyArray<number | null> = [null, 7, 30, 90, 365];

/** Copies `text`; false where the Clipboard API is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The signed-in user's API keys (`client.apiKey.list()`, needs `apiKeyClient()` and the server's
 * `apiKey()`), each with its name, first characters, creation and expiry dates and "Revoke",
 * which first asks (a confirm step). Below, a form with a name and an expiry (`expiryDays`)
 * creates a key (`client.apiKey.create`); the new key is then shown once, in a read-only field
 * with "Copy key" (the outcome announced politely) and "Done", which hides it for good: the
 * server never answers it again. Failures are announced with `role="alert"`. Renders nothing
 * while signed out.
 *
 * DOM hooks: `list[name="API keys"]`, the fields "Key name", "Expires after" and "Your new API
 * key", buttons "Create an API key", "Copy key", "Done", "Revoke" (described by the key's name),
 * the confirm step's form "Revoke {name}" with "Cancel" and "Revoke".
 *
 * @throws Error "ApiKeysList requires apiKeyClient()…" for a client created without it.
 * @example
 * <ApiKeysList expiryDays={[30, 90]} />
 */
export function ApiKeysList(props: ApiKeysListProps) {
  const cx = useClassNames();
  const { className, labels } = props;
  const expiryDays = props.expiryDays ?? DEFAULT_EXPIRY;
  const { formatDay, errorMessage } = useLocalization();
  const formatDate = props.formatDate ?? formatDay;
  const client = requireApiKeyClient(useRequiredClient('ApiKeysList'), 'ApiKeysList');
  const session = useSession();
  const text = useLabels('apiKeysList', DEFAULT_LABELS, labels);
  const userId = session.data?.user.id ?? null;
  const [keys, setKeys] = useState<ListedKey[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const nameId = useId();
  const expiryId = useId();

  const reload = useCallback(async () => {
    const { data, error } = await client.apiKey.list();
    if (error) setFailure(errorMessage(error));
    else setKeys(data as ListedKey[]);
  }, [client, errorMessage]);

  useEffect(() => {
    setKeys(null);
    setCreated(null);
    if (userId) void reload();
  }, [userId, reload]);

  const run = async <R extends Result>(key: string, call: () => Promise<R>) => {
    setBusy(key);
    setFailure(null);
    const result = await call();
    if (result.error) setFailure(errorMessage(result.error));
    else await reload();
    setBusy(null);
    return result;
  };

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const name = (values.get('name') as string | null)?.trim() || undefined;
    const days = Number(values.get('expiry'));
    const expiresIn = days > 0 ? days * 86_400 : undefined;
    const result = await run('create', () => client.apiKey.create({ name, expiresIn }));
    if (!result.error && result.data) {
      form.reset();
      setCreated(result.data.key);
    }
  };

  if (!userId) return null;
  return (
    <div className={cx('portcullis-api-keys', className)}>
      <FormAlert message={failure} />
      {created ? <NewKey value={created} text={text} onDone={() => setCreated(null)} /> : null}
      {keys === null ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : keys.length === 0 ? (
        <p className={cx('portcullis-hint')}>{text.empty}</p>
      ) : (
        <ul className={cx('portcullis-api-key-list')} aria-label={text.list}>
          {keys.map((key) => (
            <ApiKeyItem
              key={key.id}
              client={client}
              apiKey={key}
              text={text}
              formatDate={formatDate}
              busy={busy === key.id}
              disabled={busy !== null}
              run={(call) => run(key.id, call)}
            />
          ))}
        </ul>
      )}
      <form
        className={cx('portcullis-form portcullis-api-key-create')}
        onSubmit={(event) => void create(event)}
      >
        <div className={cx('portcullis-field')}>
          <label className={cx('portcullis-label')} htmlFor={nameId}>
            {text.name}
          </label>
          <input
            id={nameId}
            className={cx('portcullis-input')}
            name="name"
            type="text"
            autoComplete="off"
            maxLength={32}
          />
        </div>
        <div className={cx('portcullis-field')}>
          <label className={cx('portcullis-label')} htmlFor={expiryId}>
            {text.expiry}
          </label>
          <select id={expiryId} className={cx('portcullis-input')} name="expiry">
            {expiryDays.map((days) => (
              <option key={days ?? 'never'} value={days ?? ''}>
                {days === null
                  ? text.expiryNever
                  : text.expiryDays.replace('{count}', String(days))}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={cx('portcullis-button')}
          disabled={busy !== null}
          aria-busy={busy === 'create'}
        >
          {text.create}
        </button>
      </form>
    </div>
  );
}

/** The key just created, shown this once, with "Copy key" and "Done". */
function NewKey(props: { value: string; text: ApiKeysListLabels; onDone: () => void }) {
  const cx = useClassNames();
  const { value, text, onDone } = props;
  const fieldId = useId();
  const hintId = useId();
  const [status, setStatus] = useState('');
  const field = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className={cx('portcullis-api-key-new')}>
      <label className={cx('portcullis-label')} htmlFor={fieldId}>
        {text.newKey}
      </label>
      <p id={hintId} className={cx('portcullis-hint')}>
        {text.newKeyHint}
      </p>
      <input
        ref={field}
        id={fieldId}
        className={cx('portcullis-input portcullis-api-key-value')}
        type="text"
        readOnly
        value={value}
        aria-describedby={hintId}
        spellCheck={false}
        autoComplete="off"
      />
      <div className={cx('portcullis-api-key-new-actions')}>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          onClick={async () => setStatus((await copyText(value)) ? text.copied : text.copyFailed)}
        >
          {text.copy}
        </button>
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--small')}
          onClick={onDone}
        >
          {text.done}
        </button>
      </div>
      <p className={cx('portcullis-hint')} aria-live="polite">
        {status}
      </p>
    </div>
  );
}

interface ApiKeyItemProps {
  client: ApiKeyAuthClient;
  apiKey: ListedKey;
  text: ApiKeysListLabels;
  formatDate: (date: Date) => string;
  busy: boolean;
  disabled: boolean;
  run: (call: () => Promise<Result>) => Promise<Result>;
}

function ApiKeyItem(props: ApiKeyItemProps) {
  const cx = useClassNames();
  const { client, apiKey, text, formatDate, busy, disabled, run } = props;
  const nameId = useId();
  const name = apiKey.name || text.unnamed;
  const [confirming, setConfirming] = useState(false);
  const revokeRef = useRef<HTMLButtonElement | null>(null);
  const stopConfirming = () => {
    setConfirming(false);
    requestAnimationFrame(() => revokeRef.current?.focus());
  };
  const createdAt = new Date(apiKey.createdAt);
  const expiresAt = apiKey.expiresAt ? new Date(apiKey.expiresAt) : null;
  return (
    <li className={cx('portcullis-api-key')}>
      {confirming ? (
        <ConfirmStep
          label={`${text.revoke} ${name}`}
          question={text.confirmRevoke.replace('{name}', name)}
          confirm={text.revoke}
          cancel={text.cancel}
          busy={busy}
          onCancel={stopConfirming}
          onConfirm={() => void run(() => client.apiKey.delete({ keyId: apiKey.id }))}
        />
      ) : (
        <>
          <div className={cx('portcullis-api-key-info')}>
            <p id={nameId} className={cx('portcullis-api-key-name')}>
              {name}
              {apiKey.start ? (
                <>
                  {' '}
                  <code className={cx('portcullis-api-key-start')}>{apiKey.start}…</code>
                </>
              ) : null}
            </p>
            <p className={cx('portcullis-api-key-meta')}>
              {text.created} <time dateTime={createdAt.toISOString()}>{formatDate(createdAt)}</time>
              {' · '}
              {expiresAt ? (
                <>
                  {text.expires}{' '}
                  <time dateTime={expiresAt.toISOString()}>{formatDate(expiresAt)}</time>
                </>
              ) : (
                text.neverExpires
              )}
            </p>
          </div>
          <button
            ref={revokeRef}
            type="button"
            className={cx('portcullis-button portcullis-button--danger portcullis-button--small')}
            aria-describedby={nameId}
            disabled={disabled}
            onClick={() => setConfirming(true)}
          >
            {text.revoke}
          </button>
        </>
      )}
    </li>
  );
}
