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
 * sent a sign-in link. It works once, for 5 minutes.'`, again `'Use another email'`, usedLink
 * `'This sign-in link was already used or is not valid. Ask for a new one below.'`, expiredLink
 * `'This sign-in link has expired. Ask for a new one below.'`.
 */
export interface MagicLinkFormLabels {
  form: string;
  email: string;
  submit: string;
  success: string;
  again: string;
  usedLink: string;
  expiredLink: string;
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
  /**
   * The `?error=` code a refused link landed with (`INVALID_TOKEN`: unknown or already used;
   * `EXPIRED_TOKEN`), to say so above the form. Other codes are not the form's: ignored.
   */
  linkError?: string | null;
  /**
   * The email field's initial value. Default: with `linkError`, the address this browser last
   * asked a link for (kept in `localStorage`), else empty.
   */
  defaultEmail?: string;
  /** Runs after the server accepted the request. */
  onSuccess?: (data: { status: boolean }) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<MagicLinkFormLabels>;
}

const FIELDS = ['email'] as const;

// Where the form remembers the address it last sent a link to, to prefill a request for a new
// link when that one comes back refused (the link itself carries no address).
const LAST_EMAIL_KEY = 'portcullis.magic-link-email';

/** True for the `?error=` codes of a refused magic link (Better Auth 1.2.7's). */
export function isMagicLinkError(code: string | null | undefined): boolean {
  return code === 'INVALID_TOKEN' || code === 'EXPIRED_TOKEN';
}

function rememberedEmail(): string | undefined {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? undefined;
  } catch {
    return undefined; // no storage (server rendering, a privacy mode)
  }
}

function rememberEmail(email: string): void {
  try {
    localStorage.setItem(LAST_EMAIL_KEY, email);
  } catch {
    // Not kept: a refused link's form then starts empty.
  }
}

/**
 * Asks for an email and sends a sign-in link to it (`client.signIn.magicLink`), then shows a
 * "check your email" message (`role="status"`, focused, as the field is gone) with a button to
 * start over. The message is the same for every address, as the server's answer is. A malformed
 * address shows beside the field; a refusal (an untrusted callback, too many requests) as an
 * alert. Given the `linkError` a refused link landed with (`INVALID_TOKEN`, `EXPIRED_TOKEN`),
 * it says above the form that the link was used or expired, with the field prefilled with the
 * address this browser last asked a link for, so one click sends a new link.
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
  // Said until a new link is asked for.
  const [linkError, setLinkError] = useState(() =>
    isMagicLinkError(props.linkError) ? props.linkError : null,
  );
  const client = requireMagicLinkClient(useRequiredClient('MagicLinkForm'), 'MagicLinkForm');
  const text = useLabels('magicLinkForm', DEFAULT_LABELS, props.labels);
  const [sent, setSent] = useState(false);
  const [defaultEmail] = useState(
    () => props.defaultEmail ?? (linkError ? rememberedEmail() : undefined),
  );
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit({
    fields: FIELDS,
    submit: (form) => {
      const email = readText(form, 'email');
      rememberEmail(email);
      return client.signIn.magicLink({
        email,
        name,
        callbackURL,
        newUserCallbackURL,
        errorCallbackURL,
      });
    },
    onSuccess: (data) => {
      setSent(true);
      setLinkError(null);
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
      <FormAlert
        message={
          errors.form ??
          (linkError === 'EXPIRED_TOKEN' ? text.expiredLink : linkError ? text.usedLink : null)
        }
      />
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
            defaultValue={defaultEmail}
            error={errors.fields.email}
          />
          <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
        </>
      )}
    </form>
  );
}
