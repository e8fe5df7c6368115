'use client';

import type { InviteMemberResult } from '@portcullis/core/client';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { FormStatus } from '../forms/FormStatus.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useFocusAfterFailure } from '../forms/use-form-submit.js';
import { inviteMemberForm as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useHasPermission } from '../useOrganization.js';
import { ControlledField } from './ControlledField.js';
import { DEFAULT_ROLES } from './roles.js';
import { cacheOf, useOrganizationClient, useOrganizationScope } from './use-organization-query.js';
import { useRoleName } from './use-role-name.js';

/**
 * The visible text of {@link InviteMemberForm}. Defaults: email `'Email'`, role `'Role'`, submit
 * `'Send invitation'`, sent `'Invitation sent to {email}.'`, form `'Invite a member'` (the form's
 * accessible name).
 */
export interface InviteMemberFormLabels {
  email: string;
  role: string;
  submit: string;
  sent: string;
  form: string;
}

/** Props of {@link InviteMemberForm}. */
export interface InviteMemberFormProps {
  /** The roles offered. Default: `['member', 'admin', 'owner']`; the first is preselected. */
  roles?: readonly string[];
  /** Runs after the invitation was created (and the server sent its email). */
  onSuccess?: (invitation: InviteMemberResult) => void;
  className?: string;
  labels?: Partial<InviteMemberFormLabels>;
}

const EMAIL_CODES = new Set([
  'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
  'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
]);

/**
 * Invites someone to the active organization by email, with a role. The server emails them
 * the accept link (`sendInvitationEmail`). Shown only to members whose role grants
 * `invitation:create`. 'User is already invited to this organization' and the like show beside
 * the email; the confirmation is announced with `role="status"`.
 *
 * DOM hooks: form "Invite a member", textbox "Email", combobox "Role", button "Send invitation".
 *
 * @example
 * <InviteMemberForm roles={['member', 'admin']} />
 */
export function InviteMemberForm({
  roles = DEFAULT_ROLES,
  onSuccess,
  className,
  labels,
}: InviteMemberFormProps) {
  const cx = useClassNames();
  const roleName = useRoleName();
  const text = useLabels('inviteMemberForm', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  const client = useOrganizationClient('InviteMemberForm');
  const { activeOrganizationId } = useOrganizationScope('InviteMemberForm');
  const canInvite = useHasPermission({ invitation: ['create'] });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(roles[0] ?? 'member');
  const [errors, setErrors] = useState<{ form: string | null; email?: string }>({ form: null });
  const [sent, setSent] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const roleId = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const failed = useFocusAfterFailure(formRef);
  if (!activeOrganizationId || !canInvite.allowed) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    setErrors({ form: null });
    setSent(null);
    const result = await client.organization.inviteMember({
      email: email.trim(),
      role,
      organizationId: activeOrganizationId,
    });
    setSubmitting(false);
    if (result.error) {
      const { code, details } = result.error;
      const message = errorMessage(result.error);
      const emailError =
        EMAIL_CODES.has(code) ||
        (code === 'VALIDATION_ERROR' && details?.some((detail) => detail.path === 'email'));
      setErrors(
        emailError ? { form: null, email: details?.[0]?.message ?? message } : { form: message },
      );
      failed(emailError ? ['email'] : []);
      return;
    }
    setSent(text.sent.replace('{email}', result.data.email));
    setEmail('');
    await cacheOf(client).invalidate();
    onSuccess?.(result.data);
  };

  return (
    <form
      ref={formRef}
      className={cx('portcullis-form', className)}
      aria-label={text.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <FormAlert message={errors.form} />
      <FormStatus message={sent} />
      <ControlledField
        name="email"
        label={text.email}
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <div className={cx('portcullis-field')}>
        <label className={cx('portcullis-label')} htmlFor={roleId}>
          {text.role}
        </label>
        <select
          id={roleId}
          name="role"
          className={cx('portcullis-input portcullis-select')}
          value={role}
          onChange={(event) => setRole(event.target.value)}
        >
          {roles.map((name) => (
            <option key={name} value={name}>
              {roleName(name)}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton isSubmitting={isSubmitting}>{text.submit}</SubmitButton>
    </form>
  );
}
