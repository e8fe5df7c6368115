'use client';

import type { ClientResult, UpdateUserResult } from '@portcullis/core/client';
import { useState } from 'react';
import { namePrompt as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import type { HeadingLevel } from '../screens/sign-in-screen-parts.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { useClassNames } from './appearance.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { markLocalized } from './localized-error.js';
import { readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link NamePrompt}. Defaults: heading `'What should we call you?'`, hint
 * `'Your name shows on your account and to the members of your organizations.'`, name `'Name'`,
 * submit `'Save'`, skip `'Skip for now'`, nameRequired `'Enter a name, or skip for now.'` (shown
 * for a blank name; without `skippable`, `'Enter a name.'` fits better).
 */
export interface NamePromptLabels {
  heading: string;
  hint: string;
  name: string;
  submit: string;
  skip: string;
  nameRequired: string;
}

/** Props of {@link NamePrompt}. */
export interface NamePromptProps {
  /** Whether a "Skip for now" button is offered. Default: true. */
  skippable?: boolean;
  /** The heading's level (`h1`…`h6`). Default: 2. */
  headingLevel?: HeadingLevel;
  /** Runs once the name is saved (`'saved'`) or the prompt skipped (`'skipped'`). */
  onDone?: (outcome: 'saved' | 'skipped') => void;
  className?: string;
  labels?: Partial<NamePromptLabels>;
}

const FIELDS = ['name'] as const;

/**
 * A client-side refusal, placed beside the name field like a server code; its message is already
 * the dictionary's section for this form, so it is marked to be shown as is.
 */
const NAME_REQUIRED = 'NAME_REQUIRED';

// Skipping lasts for the tab: asked again in a new one, never nagging within one.
const skipKey = (userId: string) => `portcullis:name-prompt-skipped:${userId}`;

function wasSkipped(userId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(skipKey(userId)) === '1';
  } catch {
    return false; // Storage disabled (privacy settings): ask.
  }
}

function rememberSkip(userId: string): void {
  try {
    globalThis.sessionStorage?.setItem(skipKey(userId), '1');
  } catch {
    // Storage disabled: the skip lasts until the component unmounts.
  }
}

/**
 * Asks a signed-in user who has no name (blank, as after a magic-link, email-code or passkey
 * sign-up, which take none) what to call them, and saves it with `updateUser({ name })`. Renders
 * nothing for a signed-out user, a user with a name, or once skipped in this tab. The name is
 * trimmed; a blank one is refused beside the field before anything is sent.
 *
 * DOM hooks: `form[aria-label="What should we call you?"]` (the heading names the form), label
 * "Name", buttons "Save" and "Skip for now" (with the default labels).
 *
 * @example
 * <SignedIn>
 *   <NamePrompt />
 *   <Dashboard />
 * </SignedIn>
 */
export function NamePrompt(props: NamePromptProps) {
  const cx = useClassNames();
  const { skippable = true, onDone, className, labels } = props;
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const client = useRequiredClient('NamePrompt');
  const user = useSession().data?.user;
  const text = useLabels('namePrompt', DEFAULT_LABELS, labels);
  const [skipped, setSkipped] = useState<string | null>(null);
  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit({
    fields: FIELDS,
    fieldOfCode: { [NAME_REQUIRED]: 'name' },
    submit: async (form): Promise<ClientResult<UpdateUserResult>> => {
      const name = readText(form, 'name').trim();
      if (!name) {
        return {
          data: null,
          error: markLocalized({ status: 400, code: NAME_REQUIRED, message: text.nameRequired }),
        };
      }
      return client.updateUser({ name });
    },
    onSuccess: () => onDone?.('saved'),
  });

  if (!user || user.name?.trim() || skipped === user.id || wasSkipped(user.id)) return null;
  const headingId = `portcullis-name-prompt-${user.id}`;
  const skip = () => {
    rememberSkip(user.id);
    setSkipped(user.id);
    onDone?.('skipped');
  };
  return (
    <form
      ref={formRef}
      aria-labelledby={headingId}
      className={cx('portcullis-form portcullis-name-prompt', className)}
      onSubmit={onSubmit}
      noValidate
    >
      <Heading id={headingId} className={cx('portcullis-name-prompt-heading')}>
        {text.heading}
      </Heading>
      <FormAlert message={errors.form} />
      <Field
        name="name"
        label={text.name}
        type="text"
        autoComplete="name"
        hint={text.hint}
        error={errors.fields.name}
      />
      <div className={cx('portcullis-actions')}>
        <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
        {skippable ? (
          <button
            type="button"
            className={cx('portcullis-button portcullis-button--secondary')}
            onClick={skip}
          >
            {text.skip}
          </button>
        ) : null}
      </div>
    </form>
  );
}
