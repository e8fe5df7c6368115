'use client';

import { useId } from 'react';
import { useClassNames } from '../forms/appearance.js';
import { fill } from './admin-types.js';
import { useRoleName } from './use-event-labels.js';

/** The toolbar's part of `AdminUsersTableLabels`. */
export interface UsersToolbarLabels {
  search: string;
  searchPlaceholder: string;
  searchIn: string;
  byEmail: string;
  byName: string;
  match: string;
  contains: string;
  startsWith: string;
  show: string;
  allUsers: string;
  bannedUsers: string;
  withRole: string;
}

/** Props of {@link UsersToolbar}: the controlled values and their setters. */
export interface UsersToolbarProps {
  text: UsersToolbarLabels;
  roles: readonly string[];
  typed: string;
  onType: (value: string) => void;
  onSearchNow: () => void;
  searchField: 'email' | 'name';
  onSearchField: (value: 'email' | 'name') => void;
  searchOperator: 'contains' | 'starts_with';
  onSearchOperator: (value: 'contains' | 'starts_with') => void;
  filter: string;
  onFilter: (value: string) => void;
}

/**
 * The search form above the users table: the search box (searched as you type, or at once on
 * Enter), where to search, how to match, and the "Show" filter.
 */
export function UsersToolbar(props: UsersToolbarProps) {
  const cx = useClassNames();
  const roleName = useRoleName();
  const { text, roles, typed, onType, onSearchNow } = props;
  const id = useId();
  return (
    // A form with the search role, not <search>: testing libraries and older screen readers
    // do not map the element yet.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form
      role="search"
      aria-label={text.search}
      className={cx('portcullis-admin-toolbar')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearchNow();
      }}
    >
      <div className={cx('portcullis-field portcullis-admin-search')}>
        <label className={cx('portcullis-label')} htmlFor={`${id}-q`}>
          {text.search}
        </label>
        <input
          id={`${id}-q`}
          className={cx('portcullis-input')}
          type="search"
          name="search"
          value={typed}
          placeholder={text.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onType(event.target.value)}
        />
      </div>
      <ToolbarSelect
        id={`${id}-in`}
        label={text.searchIn}
        value={props.searchField}
        onChange={(value) => props.onSearchField(value as 'email' | 'name')}
        options={[
          ['email', text.byEmail],
          ['name', text.byName],
        ]}
      />
      <ToolbarSelect
        id={`${id}-match`}
        label={text.match}
        value={props.searchOperator}
        onChange={(value) => props.onSearchOperator(value as 'contains' | 'starts_with')}
        options={[
          ['contains', text.contains],
          ['starts_with', text.startsWith],
        ]}
      />
      <ToolbarSelect
        id={`${id}-show`}
        label={text.show}
        value={props.filter}
        onChange={props.onFilter}
        options={[
          ['', text.allUsers],
          ...roles.map((role): [string, string] => [
            `role:${role}`,
            fill(text.withRole, { role: roleName(role) }),
          ]),
          ['banned', text.bannedUsers],
        ]}
      />
    </form>
  );
}

function ToolbarSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[value: string, label: string]>;
}) {
  const cx = useClassNames();
  return (
    <div className={cx('portcullis-field')}>
      <label className={cx('portcullis-label')} htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={cx('portcullis-input portcullis-select')}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
