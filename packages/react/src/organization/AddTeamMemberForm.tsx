'use client';

import type { MemberWithUser, Team } from '@portcullis/core/client';
import { type FormEvent, useId, useState } from 'react';
import { useClassNames } from '../forms/appearance.js';
import type { TeamsPanelLabels } from './TeamsPanel.js';

/** Props of {@link AddTeamMemberForm}. */
export interface AddTeamMemberFormProps {
  team: Team;
  /** The organization's members not yet in `team`. */
  candidates: readonly MemberWithUser[];
  /** True while any call of the panel runs: the form is disabled. */
  disabled: boolean;
  /** True while this form's own call runs (`aria-busy`). */
  isBusy: boolean;
  text: Pick<TeamsPanelLabels, 'addMember' | 'memberToAdd'>;
  /** Puts the chosen member in the team (`organization.addTeamMember`). */
  onAdd: (member: MemberWithUser) => void;
}

/**
 * One team's "Add to team" row of `TeamsPanel`: a select of the organization's members who are
 * not in the team yet ("Member to add to {team}") and the button. Renders nothing when everyone
 * is in the team already.
 *
 * @example
 * <AddTeamMemberForm team={team} candidates={others} disabled={false} isBusy={false}
 *   text={text} onAdd={(member) => add(team, member)} />
 */
export function AddTeamMemberForm(props: AddTeamMemberFormProps) {
  const cx = useClassNames();
  const { team, candidates, disabled, isBusy, text, onAdd } = props;
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  if (candidates.length === 0) return null;
  const member = candidates.find((candidate) => candidate.id === chosen) ?? candidates[0];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (member) onAdd(member);
  };
  const label = text.memberToAdd.replace('{team}', team.name);
  return (
    <form
      className={cx('portcullis-form portcullis-inline-form portcullis-team-add')}
      aria-label={label}
      onSubmit={submit}
    >
      <label className={cx('portcullis-visually-hidden')} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={cx('portcullis-input portcullis-select portcullis-select--small')}
        value={member?.id ?? ''}
        disabled={disabled}
        onChange={(event) => setChosen(event.target.value)}
      >
        {candidates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.user.name || candidate.user.email}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
        disabled={disabled}
        aria-busy={isBusy}
      >
        {text.addMember}
      </button>
    </form>
  );
}
