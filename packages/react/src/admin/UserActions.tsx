'use client';

import type { ClientResult } from '@portcullis/core/client';
import { useLocalization } from '@portcullis/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { Field } from '../forms/Field.js';
import { FormAlert } from '../forms/FormAlert.js';
import type { PasswordLengthRules } from '../forms/password-length.js';
import { readText } from '../forms/read-form.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { emitAdminChange } from './admin-changes.js';
import type { AdminAuthClient } from './admin-client.js';
import { type AdminUser, fill } from './admin-types.js';
import { useRoleName } from './use-event-labels.js';

/** An action on a user row of `AdminUsersTable`. */
export type AdminUserAction =
  | 'ban'
  | 'unban'
  | 'setRole'
  | 'impersonate'
  | 'revokeSessions'
  | 'setPassword'
  | 'remove';

/** Every action, in the order they are offered. */
export const ADMIN_USER_ACTIONS: readonly AdminUserAction[] = [
  'ban',
  'unban',
  'setRole',
  'impersonate',
  'revokeSessions',
  'setPassword',
  'remove',
];

/** A choice of the ban form's "Ban ends" picker: a label and a length in seconds (`null`: no end). */
export interface BanDuration {
  label: string;
  seconds: number | null;
}

/** Default choices of how long a ban lasts. */
export const DEFAULT_BAN_DURATIONS: readonly BanDuration[] = [
  { label: 'Never', seconds: null },
  { label: '1 hour', seconds: 3_600 },
  { label: '1 day', seconds: 86_400 },
  { label: '7 days', seconds: 604_800 },
  { label: '30 days', seconds: 2_592_000 },
];

/**
 * The visible text of the row actions: each action's button and confirm button (`ban`, …), the
 * question each confirm step asks (`confirmBan`, … with `{name}`), its fields, and the message
 * announced once done (`banned`, … with `{name}`, `{role}`).
 */
export interface UserActionsLabels {
  actionsFor: string;
  ban: string;
  unban: string;
  setRole: string;
  impersonate: string;
  revokeSessions: string;
  setPassword: string;
  remove: string;
  cancel: string;
  confirmBan: string;
  banReason: string;
  banReasonHint: string;
  banEnds: string;
  confirmUnban: string;
  confirmSetRole: string;
  role: string;
  confirmImpersonate: string;
  confirmRevokeSessions: string;
  confirmSetPassword: string;
  newPassword: string;
  newPasswordHint: string;
  passwordTooShort: string;
  passwordTooLong: string;
  confirmRemove: string;
  banned: string;
  unbanned: string;
  roleSet: string;
  impersonating: string;
  sessionsRevoked: string;
  passwordSet: string;
  removed: string;
}

/** Props of {@link UserActions}. */
export interface UserActionsProps {
  client: AdminAuthClient;
  user: AdminUser;
  /** The name shown in the questions: the user's name, else their email. */
  name: string;
  actions: readonly AdminUserAction[];
  roles: readonly string[];
  banDurations: readonly BanDuration[];
  /** The length rules "Set password" checks (the admin route applies none, as Better Auth 1.2.7). */
  passwordLength: PasswordLengthRules;
  text: UserActionsLabels;
  /** Called once an action succeeded, with the message to announce. */
  onDone: (action: AdminUserAction, message: string) => void;
}

const FIELDS = ['banReason', 'banExpiresIn', 'role', 'newPassword'] as const;
type ActionField = (typeof FIELDS)[number];

/**
 * The actions on one user, each behind a confirm step: pick an action, read what it does, fill
 * in what it needs (a ban's reason and end, a role, a password), confirm or cancel. The
 * server's refusal shows in the step as an alert (or beside its field), and the step stays
 * open; success calls `onDone`. Opening a step focuses its first control; cancelling returns
 * focus to the action's button.
 */
export function UserActions(props: UserActionsProps) {
  const cx = useClassNames();
  const roleName = useRoleName();
  const { client, user, name, actions, roles, banDurations, passwordLength, text, onDone } = props;
  const [chosen, setChosen] = useState<AdminUserAction | null>(null);
  const groupRef = useRef<HTMLFieldSetElement | null>(null);
  const returnTo = useRef<AdminUserAction | null>(null);
  const questionId = useId();
  const offered = actions.filter((action) => (user.banned ? action !== 'ban' : action !== 'unban'));

  const { formRef, isSubmitting, errors, onSubmit } = useFormSubmit<ActionField, unknown>({
    fields: FIELDS,
    fieldOfCode: { PASSWORD_TOO_SHORT: 'newPassword', PASSWORD_TOO_LONG: 'newPassword' },
    errorMessage: useLocalization().errorMessage,
    submit: (form) => run(chosen, form),
    onSuccess: () => {
      if (!chosen) return;
      const role = readRole(formRef.current);
      onDone(chosen, fill(text[DONE[chosen]], { name, role: roleName(role) }));
      // Every admin view reloads, except after impersonating: the session is now the user's,
      // who may list nothing.
      if (chosen !== 'impersonate') emitAdminChange(client);
    },
  });

  function run(action: AdminUserAction | null, form: FormData): Promise<ClientResult<unknown>> {
    const userId = user.id;
    switch (action) {
      case 'ban': {
        const seconds = Number(readText(form, 'banExpiresIn'));
        const banReason = readText(form, 'banReason').trim();
        return client.admin.banUser({
          userId,
          ...(banReason ? { banReason } : {}),
          ...(seconds > 0 ? { banExpiresIn: seconds } : {}),
        });
      }
      case 'unban':
        return client.admin.unbanUser({ userId });
      case 'setRole':
        return client.admin.setRole({ userId, role: readText(form, 'role') });
      case 'impersonate':
        return client.admin.impersonateUser({ userId });
      case 'revokeSessions':
        return client.admin.revokeUserSessions({ userId });
      case 'setPassword': {
        const newPassword = readText(form, 'newPassword');
        const refused = passwordLength.check(newPassword);
        if (refused) return Promise.resolve(refused);
        return client.admin.setUserPassword({ userId, newPassword });
      }
      case 'remove':
        return client.admin.removeUser({ userId });
      default:
        return Promise.resolve({ data: null, error: null });
    }
  }

  useEffect(() => {
    if (chosen) {
      formRef.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    } else if (returnTo.current) {
      groupRef.current?.querySelector<HTMLElement>(`[data-action="${returnTo.current}"]`)?.focus();
      returnTo.current = null;
    } else {
      groupRef.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [chosen, formRef]);

  const cancel = () => {
    returnTo.current = chosen;
    setChosen(null);
  };
  const danger = chosen === 'ban' || chosen === 'remove';

  return (
    <fieldset
      ref={groupRef}
      aria-label={fill(text.actionsFor, { name })}
      className={cx('portcullis-admin-actions')}
    >
      {chosen ? (
        <form
          ref={formRef}
          aria-label={`${text[chosen]} ${name}`}
          aria-describedby={questionId}
          className={cx('portcullis-form portcullis-confirm')}
          onSubmit={onSubmit}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isSubmitting) cancel();
          }}
        >
          <p id={questionId} className={cx('portcullis-warning')}>
            {fill(text[QUESTION[chosen]], { name })}
          </p>
          <FormAlert message={errors.form} />
          {chosen === 'ban' ? (
            <>
              <Field
                name="banReason"
                label={text.banReason}
                type="text"
                autoComplete="off"
                required={false}
                hint={text.banReasonHint}
                error={errors.fields.banReason}
              />
              <Select name="banExpiresIn" label={text.banEnds}>
                {banDurations.map(({ label, seconds }) => (
                  <option key={label} value={seconds ?? ''}>
                    {label}
                  </option>
                ))}
              </Select>
            </>
          ) : null}
          {chosen === 'setRole' ? (
            <Select name="role" label={text.role} defaultValue={user.role ?? undefined}>
              {withCurrent(roles, user.role).map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </Select>
          ) : null}
          {chosen === 'setPassword' ? (
            <Field
              name="newPassword"
              label={text.newPassword}
              type="password"
              autoComplete="new-password"
              {...passwordLength.field}
              error={errors.fields.newPassword}
            />
          ) : null}
          <div className={cx('portcullis-actions')}>
            <button
              type="button"
              className={cx('portcullis-button portcullis-button--secondary')}
              onClick={cancel}
              disabled={isSubmitting}
            >
              {text.cancel}
            </button>
            <SubmitButton isSubmitting={isSubmitting} variant={danger ? 'danger' : undefined}>
              {text[chosen]}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <div className={cx('portcullis-actions portcullis-actions--start')}>
          {offered.map((action) => (
            <button
              key={action}
              type="button"
              data-action={action}
              className={cx(
                'portcullis-button portcullis-button--small',
                action === 'ban' || action === 'remove'
                  ? 'portcullis-button--danger'
                  : 'portcullis-button--secondary',
              )}
              onClick={() => setChosen(action)}
            >
              {text[action]}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

const QUESTION = {
  ban: 'confirmBan',
  unban: 'confirmUnban',
  setRole: 'confirmSetRole',
  impersonate: 'confirmImpersonate',
  revokeSessions: 'confirmRevokeSessions',
  setPassword: 'confirmSetPassword',
  remove: 'confirmRemove',
} as const satisfies Record<AdminUserAction, keyof UserActionsLabels>;

const DONE = {
  ban: 'banned',
  unban: 'unbanned',
  setRole: 'roleSet',
  impersonate: 'impersonating',
  revokeSessions: 'sessionsRevoked',
  setPassword: 'passwordSet',
  remove: 'removed',
} as const satisfies Record<AdminUserAction, keyof UserActionsLabels>;

/** The roles offered, with the user's current one first when the list lacks it. */
function withCurrent(roles: readonly string[], current: string | null | undefined) {
  return current && !roles.includes(current) ? [current, ...roles] : roles;
}

function readRole(form: HTMLFormElement | null): string {
  const control = form?.elements.namedItem('role');
  return control instanceof HTMLSelectElement ? control.value : '';
}

/** A labelled `<select>` styled like the kit's inputs. */
function Select(props: {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  children: ReactNode;
}) {
  const cx = useClassNames();
  const id = useId();
  return (
    <div className={cx('portcullis-field')}>
      <label className={cx('portcullis-label')} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className={cx('portcullis-input portcullis-select')}
        defaultValue={props.defaultValue}
      >
        {props.children}
      </select>
    </div>
  );
}
