'use client';

import { useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { Field } from '../forms/Field.js';
import { FormAlert } from '../forms/FormAlert.js';
import { FormStatus } from '../forms/FormStatus.js';
import { readText } from '../forms/read-form.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { magicLinkForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { requireMagicLinkClient } from '../require-plugin.js';
import { useRequiredClient } from '../useAuthClient.js';

/**
 * The visible text of {@link MagicLinkForm}. Defaults: form `'Email me a sign-in link'` (its
 * accessible name), email `'Email'`, submit `'Email me a link'`, success `'Check your email: we
 * sent a sign-in link. It works once, for 5 minutes.'`, again `'Use another email'`.
 */
export interface MagicLinkFormLabels {
  form: string;
  email: string;
  submit: string;
  success: string;
  again: string;
}

/** Props of {@link MagicLinkForm}. */
export interface MagicLinkFormProps {
  /** Where the link lands once signed in (relative, or a trusted origin). Default: `'/'`. */
  callbackURL?: string;
  /** Where the link lands for a user it signed up. Default: `callbackURL`. */
  newUserCallbackURL?: string;
  /** Where a refused link lands, with `?error=`. Default: `callbackURL`. */
  errorCallbackURL?: string;
  /** The name of a user the link signs up. */
  name?: string;
  /** Runs after the server accepted the request. */
  onSuccess?: (data: { status: boolean }) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<MagicLinkFormLabels>;
}

const FIELDS = ['email'] as const;

/**
 * Asks for an email and sends a sign-in link to it (`client.signIn.magicLink`), then shows a
 * "check your email" message (`role="status"`, focused, as the field is gone) with a button to
 * start over. The message is the same for every address, as the server's answer is. A malformed
 * address shows beside the field; a refusal (an untrusted callback, too many requests) as an
 * alert.
 *
 * Needs `magicLink()` on the server and `magicLinkClient()` in the client.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Email me a sign-in link"]`, label "Email",
 * button "Email me a link" (with the default labels).
 *
 * @throws Error when the client lacks `magicLinkClient()`.
 * @example
 * <MagicLinkForm callbackURL="/dashboard" />
 */
export function MagicLinkForm(props: MagicLinkFormProps) {
  const cx = useClassNames();
  const { callbackURL, newUserCallbackURL, errorCallbackURL, name, onSuccess, className } = props;
  const client = requireMagicLinkClient(useRequiredClient('MagicLinkForm'), 'MagicLinkForm');
  const text = useLabels('magicLinkForm', DEFAULT_LABELS, props.labels);
  const [sent, setSent] = useState(false);
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit({
    fields: FIELDS,
    submit: (form) =>
      client.signIn.magicLink({
        email: readText(form, 'email'),
        name,
        callbackURL,
        newUserCallbackURL,
        errorCallbackURL,
      }),
    onSuccess: (data) => {
      setSent(true);
      onSuccess?.(data);
    },
  });

  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={cx('portcullis-form', className)}
      onSubmit={onSubmit}
    >
      <FormAlert message={errors.form} />
      {sent ? (
        <>
          <FormStatus message={text.success} focus />
          <button
            type="button"
            className={cx('portcullis-button portcullis-button--secondary')}
            onClick={() => setSent(false)}
          >
            {text.again}
          </button>
        </>
      ) : (
        <>
          <Field
            name="email"
            label={text.email}
            type="email"
            autoComplete="email"
            error={errors.fields.email}
          />
          <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
        </>
      )}
    </form>
  );
}
