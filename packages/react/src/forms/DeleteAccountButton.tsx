'use client';

import type { DeleteUserResult } from '@portcullis/core/client';
import { useEffect, useId, useRef, useState } from 'react';
import { deleteAccountButton as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useClassNames } from './appearance.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { FormStatus } from './FormStatus.js';
import { readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link DeleteAccountButton}. Defaults: button and form `'Delete account'`,
 * warning `'This permanently deletes your account and everything in it. It cannot be undone.'`,
 * password `'Password'`, passwordHint `'Without it, confirm by the link we email you or by a recent sign-in.'` (with
 * `passwordField: 'optional'`), confirm `'Delete my account'`, cancel `'Cancel'`, deleted
 * `'Your account has been deleted.'`, emailSent `'Check your email for a link to confirm
 * deleting your account.'`.
 */
export interface DeleteAccountButtonLabels {
  button: string;
  form: string;
  warning: string;
  password: string;
  passwordHint: string;
  confirm: string;
  cancel: string;
  deleted: string;
  emailSent: string;
}

/** Props of {@link DeleteAccountButton}. */
export interface DeleteAccountButtonProps {
  /**
   * The confirm step's password field. `'required'` (default): deletion proves the password.
   * `'optional'`: an empty password lets the server decide — an emailed confirmation link when
   * it has `sendDeleteAccountVerification`, else a recent sign-in. With that sender a typed
   * password is checked and the link emailed too (`'Verification email sent'`). `'hidden'`: no field (users
   * without a password).
   */
  passwordField?: 'required' | 'optional' | 'hidden';
  /** Where the emailed confirmation link leads after deleting (a relative path or trusted origin). */
  callbackURL?: string;
  /**
   * Runs after the server answered: `data.message` is `'User deleted'` (then `useSession`
   * already shows no session) or `'Verification email sent'`.
   */
  onSuccess?: (data: DeleteUserResult) => void;
  /** Added to the wrapper's `portcullis-delete-account` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<DeleteAccountButtonLabels>;
}

const FIELDS = ['password'] as const;

/**
 * A "Delete account" button with a confirm step: a warning, the password (see `passwordField`)
 * and "Delete my account" / "Cancel". Opening the step focuses its first control; cancelling
 * returns focus to the button. 'Invalid password' shows beside the password, other errors as an
 * alert. When the server emails a confirmation link instead of deleting, the step closes and a
 * `role="status"` message says to check the inbox.
 *
 * DOM hooks for end-to-end tests: button "Delete account", `form[aria-label="Delete account"]`,
 * label "Password", buttons "Delete my account" and "Cancel" (with the default labels).
 *
 * @example
 * <DeleteAccountButton onSuccess={({ message }) => message === 'User deleted' && navigate('/')} />
 */
export function DeleteAccountButton(props: DeleteAccountButtonProps) {
  const cx = useClassNames();
  const { passwordField = 'required', callbackURL, onSuccess, className, labels } = props;
  const client = useRequiredClient('DeleteAccountButton');
  const text = useLabels('deleteAccountButton', DEFAULT_LABELS, labels);
  const [isOpen, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  // Set when the step closes, so focus goes back to the button instead of the page's start.
  const refocusOpener = useRef(false);
  const warningId = useId();
  const { formRef, isSubmitting, errors, result, onSubmit } = useFormSubmit({
    fields: FIELDS,
    fieldOfCode: { INVALID_PASSWORD: 'password', NO_PASSWORD_CREDENTIAL_FOUND: 'password' },
    submit: (form) => {
      const password = passwordField === 'hidden' ? '' : readText(form, 'password');
      return client.deleteUser({ password: password || undefined, callbackURL });
    },
    onSuccess: (data: DeleteUserResult) => {
      close();
      onSuccess?.(data);
    },
  });

  function close() {
    refocusOpener.current = true;
    setOpen(false);
  }

  useEffect(() => {
    if (isOpen) {
      formRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    } else if (refocusOpener.current) {
      refocusOpener.current = false;
      openerRef.current?.focus();
    }
  }, [isOpen, formRef]);

  let status: string | null = null;
  if (result) status = result.message === 'User deleted' ? text.deleted : text.emailSent;
  return (
    <div className={cx('portcullis-delete-account', className)}>
      <FormStatus message={status} />
      {isOpen ? (
        <form
          ref={formRef}
          aria-label={text.form}
          aria-describedby={warningId}
          className={cx('portcullis-form portcullis-confirm')}
          onSubmit={onSubmit}
          onKeyDown={(event) => {
            // Escape cancels, as Cancel does (focus back on the opener), unless a call runs.
            if (event.key === 'Escape' && !isSubmitting) close();
          }}
        >
          <p id={warningId} className={cx('portcullis-warning')}>
            {text.warning}
          </p>
          <FormAlert message={errors.form} />
          {passwordField === 'hidden' ? null : (
            <Field
              name="password"
              label={text.password}
              type="password"
              autoComplete="current-password"
              required={passwordField === 'required'}
              hint={passwordField === 'optional' ? text.passwordHint : undefined}
              error={errors.fields.password}
            />
          )}
          <div className={cx('portcullis-actions')}>
            <button
              type="button"
              className={cx('portcullis-button portcullis-button--secondary')}
              onClick={close}
              disabled={isSubmitting}
            >
              {text.cancel}
            </button>
            <SubmitButton isSubmitting={isSubmitting} variant="danger">
              {text.confirm}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <button
          ref={openerRef}
          type="button"
          className={cx('portcullis-button portcullis-button--danger')}
          onClick={() => setOpen(true)}
        >
          {text.button}
        </button>
      )}
    </div>
  );
}
