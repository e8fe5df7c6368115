'use client';

import type { MemberWithUser, Team } from '@portcullis/core/client';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { FormAlert } from '../forms/FormAlert.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { teamsPanel as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels, useLocalization } from '../localization/use-localization.js';
import { useHasPermission } from '../useOrganization.js';
import { AddTeamMemberForm } from './AddTeamMemberForm.js';
import { ControlledField } from './ControlledField.js';
import { useAction } from './use-action.js';
import {
  cacheOf,
  useOrganizationClient,
  useOrganizationQuery,
  useOrganizationScope,
} from './use-organization-query.js';

/**
 * The visible text of {@link TeamsPanel}. Defaults: list `'Teams'`, empty `'No teams yet.'`,
 * name `'Team name'`, create `'Create team'`, remove `'Remove team'`, loading `'Loading teams…'`,
 * addMember `'Add to team'`, memberToAdd `'Member to add to {team}'` (the picker's label and its
 * form's name), memberAdded `'{name} added to {team}.'` (announced with `role="status"`).
 */
export interface TeamsPanelLabels {
  list: string;
  empty: string;
  name: string;
  create: string;
  remove: string;
  loading: string;
  addMember: string;
  memberToAdd: string;
  memberAdded: string;
}

/** Props of {@link TeamsPanel}. */
export interface TeamsPanelProps {
  className?: string;
  labels?: Partial<TeamsPanelLabels>;
}

/**
 * The active organization's teams: the list, "Remove team" for members with `team:delete`
 * (the server keeps the last team unless `allowRemovingAllTeams`: 'Unable to remove last team'
 * is announced), a create form for members with `team:create`, and with `team:update` an "Add to
 * team" picker under each team listing the organization's members not in it (its first 100;
 * `organization.addTeamMember`, which moves a member from their team, one team per member as in
 * Better Auth 1.2.7), the result announced with `role="status"`. Renders nothing when the
 * server has teams off, or without an active organization.
 *
 * DOM hooks: `list[name="Teams"]`, textbox "Team name", buttons "Create team", "Remove team"
 * (described by the team's name).
 *
 * @example
 * <TeamsPanel />
 */
export function TeamsPanel({ className, labels }: TeamsPanelProps) {
  const cx = useClassNames();
  const text = useLabels('teamsPanel', DEFAULT_LABELS, labels);
  const { errorMessage } = useLocalization();
  const client = useOrganizationClient('TeamsPanel');
  const scope = useOrganizationScope('TeamsPanel');
  const { userId, activeOrganizationId } = scope;
  const key = userId && activeOrganizationId ? `teams:${userId}:${activeOrganizationId}` : null;
  const { data, isPending, error } = useOrganizationQuery(scope, key, (c) =>
    c.organization.listTeams({ organizationId: activeOrganizationId ?? undefined }),
  );
  const canCreate = useHasPermission({ team: ['create'] });
  const canDelete = useHasPermission({ team: ['delete'] });
  const canUpdate = useHasPermission({ team: ['update'] });
  const membersKey =
    key && canUpdate.allowed ? `members:${userId}:${activeOrganizationId}:0:100:` : null;
  const members = useOrganizationQuery(scope, membersKey, (c) =>
    c.organization.listMembers({ organizationId: activeOrganizationId ?? undefined, limit: 100 }),
  );
  const { busy, failure, run } = useAction();
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  // Teams off: the server does not serve the route.
  if (!activeOrganizationId || error?.status === 404) return null;

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok = await run('create', () =>
      client.organization.createTeam({ name: name.trim(), organizationId: activeOrganizationId }),
    );
    if (!ok) return;
    setName('');
    await cacheOf(client).invalidate();
  };
  const onAddMember = async (team: Team, member: MemberWithUser) => {
    setAdded(null);
    const ok = await run(`add:${team.id}`, () =>
      client.organization.addTeamMember({
        teamId: team.id,
        userId: member.userId,
        organizationId: activeOrganizationId,
      }),
    );
    if (!ok) return;
    await cacheOf(client).invalidate();
    const who = member.user.name || member.user.email;
    setAdded(text.memberAdded.replace('{name}', who).replace('{team}', team.name));
  };
  const onRemove = async (team: Team) => {
    const ok = await run(team.id, () =>
      client.organization.removeTeam({ teamId: team.id, organizationId: activeOrganizationId }),
    );
    if (ok) await cacheOf(client).invalidate();
  };

  return (
    <div className={cx('portcullis-teams', className)}>
      <FormAlert message={failure ?? (error && !data ? errorMessage(error) : null)} />
      {/* Always in the page (hidden while empty), so the first addition is announced too. */}
      <p role="status" className={cx(added ? 'portcullis-status' : 'portcullis-visually-hidden')}>
        {added}
      </p>
      {isPending && !data ? (
        <p className={cx('portcullis-hint')} aria-live="polite" aria-busy="true">
          {text.loading}
        </p>
      ) : data?.length ? (
        <ul className={cx('portcullis-session-list')} aria-label={text.list}>
          {data.map((team) => (
            <TeamItem
              key={team.id}
              team={team}
              canDelete={canDelete.allowed}
              busy={busy}
              label={text.remove}
              onRemove={() => void onRemove(team)}
              addForm={
                canUpdate.allowed && members.data ? (
                  <AddTeamMemberForm
                    team={team}
                    candidates={members.data.members.filter((member) => member.teamId !== team.id)}
                    disabled={busy !== null}
                    isBusy={busy === `add:${team.id}`}
                    text={text}
                    onAdd={(member) => void onAddMember(team, member)}
                  />
                ) : null
              }
            />
          ))}
        </ul>
      ) : (
        <p className={cx('portcullis-hint')}>{text.empty}</p>
      )}
      {canCreate.allowed ? (
        <form
          className={cx('portcullis-form portcullis-inline-form')}
          aria-label={text.create}
          onSubmit={(event) => void onCreate(event)}
          noValidate
        >
          <ControlledField
            name="name"
            label={text.name}
            type="text"
            value={name}
            onChange={setName}
          />
          <SubmitButton isSubmitting={busy === 'create'}>{text.create}</SubmitButton>
        </form>
      ) : null}
    </div>
  );
}

interface TeamItemProps {
  team: Team;
  canDelete: boolean;
  busy: string | null;
  label: string;
  onRemove: () => void;
  /** The team's "Add to team" form, for members with `team:update`. */
  addForm: ReactNode;
}

function TeamItem({ team, canDelete, busy, label, onRemove, addForm }: TeamItemProps) {
  const cx = useClassNames();
  const nameId = useId();
  return (
    <li className={cx('portcullis-session')}>
      <div className={cx('portcullis-session-info')}>
        <p id={nameId} className={cx('portcullis-session-device')}>
          {team.name}
        </p>
        {addForm}
      </div>
      {canDelete ? (
        <button
          type="button"
          className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
          aria-describedby={nameId}
          disabled={busy !== null}
          aria-busy={busy === team.id}
          onClick={onRemove}
        >
          {label}
        </button>
      ) : null}
    </li>
  );
}
