'use client';

import type { ClientResult, UpdateUserResult, User } from '@portcullis/core/client';
import { updateProfileForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { requireUsernameClient } from '../require-plugin.js';
import { useRequiredClient } from '../useAuthClient.js';
import { useSession } from '../useSession.js';
import { useClassNames } from './appearance.js';
import { Field } from './Field.js';
import { FormAlert } from './FormAlert.js';
import { FormStatus } from './FormStatus.js';
import { markLocalized } from './localized-error.js';
import { type NameLengthLimit, nameLengthHint } from './name-length.js';
import { readText } from './read-form.js';
import { SubmitButton } from './SubmitButton.js';
import { useFormSubmit } from './use-form-submit.js';

/**
 * The visible text of {@link UpdateProfileForm}. Defaults: form `'Profile'` (its accessible
 * name), name `'Name'`, nameHint `'At most {max} characters.'` (`{max}`: the form's
 * `maxNameLength`), image `'Image URL'`, username `'Username'`, submit `'Save changes'`,
 * success `'Your profile has been updated.'`, nameRequired `'Enter your name.'` (a blank name,
 * refused before sending).
 */
export interface UpdateProfileFormLabels {
  form: string;
  name: string;
  nameHint: string;
  nameRequired: string;
  image: string;
  username: string;
  submit: string;
  success: string;
}

/**
 * Props of {@link UpdateProfileForm}. `maxNameLength` (default 256) is the server's
 * `user.maxNameLength`, named by the name field's hint.
 */
export interface UpdateProfileFormProps extends NameLengthLimit {
  /**
   * Adds a "Username" field. Needs the username plugin: `username()` on the server,
   * `usernameClient()` in the client. Default: false.
   */
  showUsername?: boolean;
  /** Runs after the update, once `useSession` already shows the new profile. */
  onSuccess?: (data: UpdateUserResult) => void;
  /** Added to the form's `portcullis-form` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<UpdateProfileFormLabels>;
}

const FIELDS = ['name', 'username', 'image'] as const;

/** The client-side refusal of a blank name, placed beside the name field. */
const NAME_REQUIRED = 'NAME_REQUIRED';

/**
 * Edits the signed-in user's profile: name, image URL and, with `showUsername`, the username
 * (shown as the user typed it). Fields start with the current values; clearing the image or the
 * username removes it. Renders nothing while no one is signed in. The username plugin's
 * messages ("This username is too short", "This username is already taken. Please try
 * another."…) show
 * beside the username; on success a `role="status"` message appears.
 *
 * DOM hooks for end-to-end tests: `form[aria-label="Profile"]`, labels "Name", "Image URL",
 * "Username", button "Save changes" (with the default labels).
 *
 * @throws Error "UpdateProfileForm requires usernameClient() in createAuthClient({ plugins })…" with
 *   `showUsername` and a client created without it.
 * @example
 * <UpdateProfileForm showUsername />
 */
export function UpdateProfileForm(props: UpdateProfileFormProps) {
  const cx = useClassNames();
  const { showUsername = false, onSuccess, className, labels } = props;
  const client = useRequiredClient('UpdateProfileForm');
  const withUsername = showUsername ? requireUsernameClient(client, 'UpdateProfileForm') : null;
  const user = useSession().data?.user;
  const text = useLabels('updateProfileForm', DEFAULT_LABELS, labels);
  const nameHint = nameLengthHint('UpdateProfileForm', props, text.nameHint);
  const { formRef, isSubmitting, errors, result, onSubmit } = useFormSubmit({
    fields: FIELDS,
    fieldOfCode: { [NAME_REQUIRED]: 'name' },
    submit: async (form): Promise<ClientResult<UpdateUserResult>> => {
      const input = {
        name: readText(form, 'name').trim(),
        image: readText(form, 'image').trim() || null,
      };
      // A name of only spaces would save as an empty one (the server takes any string).
      if (!input.name) {
        return {
          data: null,
          error: markLocalized({ status: 400, code: NAME_REQUIRED, message: text.nameRequired }),
        };
      }
      if (!withUsername) return client.updateUser(input);
      const typed = readText(form, 'username').trim();
      // null removes it; the display form goes with it.
      if (!typed)
        return withUsername.updateUser({ ...input, username: null, displayUsername: null });
      // The server calls one's own username "taken" (Better Auth's rule): unchanged but for
      // case, only the way it is written is sent.
      if (typed.toLowerCase() === storedUsername(user)) {
        return withUsername.updateUser({ ...input, displayUsername: typed });
      }
      return withUsername.updateUser({ ...input, username: typed });
    },
    onSuccess,
  });

  if (!user) return null;
  return (
    <form
      ref={formRef}
      aria-label={text.form}
      className={cx('portcullis-form', className)}
      onSubmit={onSubmit}
    >
      <FormAlert message={errors.form} />
      <Field
        name="name"
        label={text.name}
        type="text"
        autoComplete="name"
        hint={nameHint}
        defaultValue={user.name}
        error={errors.fields.name}
      />
      {showUsername ? (
        <Field
          name="username"
          label={text.username}
          type="text"
          autoComplete="username"
          required={false}
          defaultValue={readUsername(user)}
          error={errors.fields.username}
        />
      ) : null}
      <Field
        name="image"
        label={text.image}
        type="url"
        autoComplete="photo"
        required={false}
        defaultValue={user.image ?? ''}
        error={errors.fields.image}
      />
      <FormStatus message={result ? text.success : null} />
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}

/** The stored (lowercased) username, or null. */
function storedUsername(user: User | undefined): string | null {
  const username = (user as (User & Record<string, unknown>) | undefined)?.username;
  return typeof username === 'string' ? username : null;
}

/** The username as the user typed it, when the server has the username plugin. */
function readUsername(user: User): string {
  const { displayUsername, username } = user as User & Record<string, unknown>;
  if (typeof displayUsername === 'string') return displayUsername;
  return typeof username === 'string' ? username : '';
}
