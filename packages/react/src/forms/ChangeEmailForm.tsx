'use client';

import type { ClientResult } from '@portcullis/core/client';
import { changeEmailForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { useClassNames } from './appearance.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { FormStatus } from './FormStatus.js';
import { readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link ChangeEmailForm}. Defaults: form `'Change email'` (its accessible
 * name), newEmail `'New email'`, submit `'Change email'`, confirmationSent `'Check your current
 * email address for a link to approve the change.'`, changed `'Your email address has been
 * changed.'`.
 */
export interface ChangeEmailFormLabels {
  form: string;
  newEmail: string;
  submit: string;
  /** Shown when the current email is verified: the change waits for its owner's approval. */
  confirmationSent: string;
  /** Shown when the current email was not verified: the change is done. */
  changed: string;
}

/** What `onSuccess` of a {@link ChangeEmailForm} receives. */
export interface ChangeEmailFormResult {
  /** The address asked for, as typed. */
  newEmail: string;
  /** True when a link went to the current address and the change waits for it. */
  confirmationRequired: boolean;
}

/** Props of {@link ChangeEmailForm}. */
export interface ChangeEmailFormProps {
  /** Where the confirmation or verification link leads (a relative path or a trusted origin). */
  callbackURL?: string;
  /** Runs after the server accepted the change. */
  onSuccess?: (data: ChangeEmailFormResult) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ChangeEmailFormLabels>;
}

const FIELDS = ['newEmail'] as const;
const EMAIL_CODES = ['INVALID_EMAIL', 'EMAIL_IS_THE_SAME', 'COULDNT_UPDATE_YOUR_EMAIL'];

/**
 * Moves the signed-in user to another email address. When the current address is verified, the
 * server emails it a link and the change happens when that link is followed; otherwise the
 * address changes at once (`useSession` shows it, unverified). The `role="status"` message says
 * which. 'Invalid email', 'Email is the same' and "Couldn't update your email" show beside the
 * field.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Change email"]`, label "New email", button
 * "Change email" (with the default labels).
 *
 * @example
 * <ChangeEmailForm callbackURL="/account" />
 */
export function ChangeEmailForm({
  callbackURL,
  onSuccess,
  className,
  labels,
}: ChangeEmailFormProps) {
  const cx = useClassNames();
  const client = useRequiredClient('ChangeEmailForm');
  const { data: session } = useSession();
  const text = useLabels('changeEmailForm', DEFAULT_LABELS, labels);
  const { formRef, isSubmitting, errors, result, onSubmit } = useFormSubmit({
    fields: FIELDS,
    fieldOfCode: Object.fromEntries(EMAIL_CODES.map((code) => [code, 'newEmail' as const])),
    submit: async (form): Promise<ClientResult<ChangeEmailFormResult>> => {
      const newEmail = readText(form, 'newEmail');
      // Read before the call: a successful change reloads the session with the new address.
      const confirmationRequired = session?.user.emailVerified === true;
      const outcome = await client.changeEmail({ newEmail, callbackURL });
      if (outcome.error) return outcome;
      return { data: { newEmail, confirmationRequired }, error: null };
    },
    onSuccess: (data: ChangeEmailFormResult) => {
      formRef.current?.reset();
      onSuccess?.(data);
    },
  });

  let status: string | null = null;
  if (result) status = result.confirmationRequired ? text.confirmationSent : text.changed;
  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={cx('portcullis-form', className)}
      onSubmit={onSubmit}
    >
      <FormAlert message={errors.form} />
      <Field
        name="newEmail"
        label={text.newEmail}
        type="email"
        autoComplete="email"
        error={errors.fields.newEmail}
      />
      <FormStatus message={status} />
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
